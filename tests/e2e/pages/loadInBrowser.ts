/**
 * A page for the browser tests: the loader over an in-memory workspace, its pictures read by the
 * platform's decoders. `loadFiles` takes a site's files (texts, and pictures in base64) and
 * gives every problem and warning the loader finds, with the pictures only the build can check.
 */
import { browserPictureChecks } from '../../../src/loader/browser/pictureChecks.ts';
import { loadWorkspace } from '../../../src/loader/load.ts';
import { memoryWorkspace } from '../../../src/workspace/memory.ts';

export type SiteFiles = Record<string, { text: string } | { base64: string }>;

declare global {
  interface Window {
    loadFiles: (site: SiteFiles) => Promise<{ problems: unknown[]; checkedLater: string[] }>;
  }
}

window.loadFiles = async (site) => {
  const files = memoryWorkspace(
    Object.fromEntries(
      Object.entries(site).map(([path, c]) => [path, 'text' in c ? c.text : Uint8Array.from(atob(c.base64), (ch) => ch.charCodeAt(0))]),
    ),
  );
  const result = await loadWorkspace({ files, pictures: browserPictureChecks(files), all: true });
  return { problems: result.ok ? result.warnings : result.problems, checkedLater: result.checkedLater };
};
