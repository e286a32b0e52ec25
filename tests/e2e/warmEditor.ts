/**
 * Before the browser tests: the editor's pre-bundled dependencies made once (Vite's cacheDir for
 * the editor), so the editors the tests start side by side find them made instead of each
 * bundling them at once into one folder (seconds of every core per editor, and a folder
 * replaced under a panel that is loading from it).
 */
import { rmSync } from 'node:fs';
import { startEditor } from '../../src/editor/server/start.ts';
import { copySite, testPort } from './editorHelpers';

export default async function warmEditor() {
  const { above, site } = copySite();
  const editor = await startEditor({ site, port: testPort(5300), quiet: true });
  try {
    const optimizer = editor.server.environments.client.depsOptimizer;
    await optimizer?.scanProcessing;
    // Each dependency the scan found is done once the bundle is written and the cache's record with it.
    await Promise.all(Object.values(optimizer?.metadata.discovered ?? {}).flatMap((dep) => dep.processing ?? []));
  } finally {
    await editor.close();
    rmSync(above, { recursive: true, force: true });
  }
}
