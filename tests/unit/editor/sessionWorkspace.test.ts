/**
 * The editor's session reads, checks and writes only through the workspace port: on a site held
 * in memory (as a code host's back end will fill one), it shows the files and their problems,
 * saves a valid edit into that workspace, refuses one that adds an error, and a save made on a
 * text another writer changed meanwhile is a conflict, not a lost edit. No folder is touched.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionOf } from '../../../src/editor/files';
import { Session } from '../../../src/editor/server/session';
import { localWorkspace } from '../../../src/workspace/local';
import { memoryWorkspace } from '../../../src/workspace/memory';
import { filesUnder } from '../../../src/workspace/port';
import { FIXTURES } from '../helpers';

/** The minimal site, copied into memory. */
async function siteInMemory() {
  const disk = localWorkspace(join(FIXTURES, 'minimal'));
  const files: Record<string, Uint8Array> = {};
  for (const path of await filesUnder(disk, '')) files[path] = (await disk.readBytes(path)) ?? new Uint8Array();
  return memoryWorkspace(files);
}

describe('a session over an in-memory workspace', () => {
  const nowhere = join(FIXTURES, 'no-such-folder');

  it('shows the files, saves into the workspace, refuses a new error, and tells a conflict', async () => {
    const files = await siteInMemory();
    const session = new Session(nowhere, files);
    const state = await session.state();
    expect(Object.keys(state.files)).toContain('site.yaml');
    expect(state.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(state.choices.images.length).toBeGreaterThan(0);

    const site = state.files['site.yaml'];
    const saved = await session.edit({
      file: 'site.yaml',
      version: site.version,
      op: { op: 'set', path: ['site', 'name'], value: 'In Memory' },
    });
    expect(saved.ok).toBe(true);
    expect(await files.read('site.yaml')).toContain('name: In Memory');

    const now = (await files.read('site.yaml')) ?? '';
    const refused = await session.edit({
      file: 'site.yaml',
      version: versionOf(now),
      op: { op: 'set', path: ['routes', 0, 'path'], value: 'no slash' },
    });
    expect(refused).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await files.read('site.yaml')).toBe(now);

    // Another writer changes the file between the panel's read and its save.
    await files.write('site.yaml', now.replace('In Memory', 'Someone Else'), now);
    const late = await session.edit({
      file: 'site.yaml',
      version: versionOf(now),
      op: { op: 'set', path: ['site', 'name'], value: 'Mine' },
    });
    expect(late).toMatchObject({ ok: false, reason: 'conflict' });
    expect(await files.read('site.yaml')).toContain('Someone Else');
    expect(existsSync(nowhere)).toBe(false);
  });
});
