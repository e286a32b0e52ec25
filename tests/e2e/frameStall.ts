import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, TestInfo } from '@playwright/test';

/**
 * Chromium's frame stall, told apart from every other failure.
 *
 * On some machines (about once in 170 tests on those of 26 and 27 November, in the headless shell
 * and in the full browser's headless mode alike; not once in thousands on a later one with the same
 * browser and tests) one page stops drawing: it is visible and focused, its scripts run, but no
 * animation frame comes again, so a click (which waits for two still frames), a screenshot or a
 * dialog's closing transition waits for ever. A trace of such a page shows the compositor's
 * scheduler holding a committed tree that never becomes ready to activate (its tiles are never
 * drawn, every raster thread idle), so it sends the page no frame; nothing the page or the test
 * does brings it back (a resize, bringing the page to the front, a lifecycle change). See
 * docs/decisions.md, "A page that draws no frame again".
 *
 * A test that failed on such a page runs once more; a test that failed for any other reason is not
 * run again: its second run fails at once, saying so.
 */

/** How long a visible page may take to give an animation frame before it counts as stalled. */
const FRAME_WAIT_MS = 2_000;

/** The addresses of the open pages that are visible and give no animation frame. */
export async function stalledPages(browser: Browser): Promise<string[]> {
  const pages = browser.contexts().flatMap((c) => c.pages());
  const stalled: string[] = [];
  for (const page of pages) {
    const probe = page
      .evaluate(
        (wait) =>
          document.visibilityState === 'visible' &&
          new Promise<boolean>((resolve) => {
            requestAnimationFrame(() => resolve(false));
            setTimeout(() => resolve(true), wait);
          }),
        FRAME_WAIT_MS,
      )
      .catch(() => false);
    // A page whose scripts do not answer at all is another trouble, not this one.
    const answer = await Promise.race([probe, new Promise<false>((r) => setTimeout(() => r(false), FRAME_WAIT_MS * 3))]);
    if (answer) stalled.push(page.url());
  }
  return stalled;
}

/** Where a test's first run leaves word that its page stalled (the output folder is emptied at each run's start). */
const markerOf = (testInfo: TestInfo) => join(testInfo.project.outputDir, '.frame-stalls', testInfo.testId);

/** After a failed run: marks the test for its second run when one of its pages stalled. */
export async function noteFrameStall(browser: Browser, testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const stalled = await stalledPages(browser);
  if (!stalled.length) return;
  testInfo.annotations.push({ type: 'frame stall', description: `No animation frame came for ${stalled.join(', ')}.` });
  const marker = markerOf(testInfo);
  mkdirSync(dirname(marker), { recursive: true });
  writeFileSync(marker, stalled.join('\n'));
}

/** Before a second run in Chromium: refuses it unless the first failed on a stalled page. */
export function refuseRetryWithoutStall(testInfo: TestInfo, browserName: string): void {
  if (testInfo.retry > 0 && (browserName !== 'chromium' || !existsSync(markerOf(testInfo)))) {
    throw new Error('Not run again: the first run failed for another reason than a page that drew no frame (see that failure).');
  }
}
