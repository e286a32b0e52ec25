import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, TestInfo } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { noteFrameStall, refuseRetryWithoutStall } from '../e2e/frameStall.ts';

/** The parts of Playwright's TestInfo the rule reads. */
function info(retry: number, status: TestInfo['status'] = 'failed'): TestInfo {
  return {
    retry,
    status,
    expectedStatus: 'passed',
    testId: 'abc123',
    annotations: [],
    project: { outputDir: outputDir },
  } as unknown as TestInfo;
}
const outputDir = mkdtempSync(join(tmpdir(), 'frame-stall-'));

/** A browser with one page whose probe answers `stalled`. */
const browserWith = (stalled: boolean) =>
  ({
    contexts: () => [{ pages: () => [{ url: () => 'http://127.0.0.1/x', evaluate: () => Promise.resolve(stalled) }] }],
  }) as unknown as Browser;

describe('a second run of a browser test', () => {
  it('is refused after a failure on pages that drew, and in another browser than Chromium', async () => {
    expect(() => refuseRetryWithoutStall(info(0), 'chromium')).not.toThrow();
    await noteFrameStall(browserWith(false), info(0));
    expect(() => refuseRetryWithoutStall(info(1), 'chromium')).toThrow(/another reason/);
  });

  it('is allowed after a failure on a page that drew no frame, which the report names', async () => {
    const first = info(0);
    await noteFrameStall(browserWith(true), first);
    expect(first.annotations).toEqual([{ type: 'frame stall', description: 'No animation frame came for http://127.0.0.1/x.' }]);
    expect(() => refuseRetryWithoutStall(info(1), 'chromium')).not.toThrow();
    expect(() => refuseRetryWithoutStall(info(1), 'firefox')).toThrow(/another reason/);
  });

  it('notes nothing after a run that passed', async () => {
    const passed = info(0, 'passed');
    await noteFrameStall(browserWith(true), passed);
    expect(passed.annotations).toEqual([]);
  });
});
