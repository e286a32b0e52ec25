/**
 * A page for the browser tests: the loader over an in-memory workspace, its pictures read by the
 * platform's decoders, and the editor's edits. `loadFiles` takes a site's files (texts, and
 * pictures in base64) and gives every problem and warning the loader finds, with the pictures
 * only the build can check; `applyEdits` gives what each edit makes of a text.
 */
import { apply, type Edit, type Op } from '../../../src/editor/edits.ts';
import { browserPictureChecks } from '../../../src/loader/browser/pictureChecks.ts';
import { loadWorkspace } from '../../../src/loader/load.ts';
import { memoryWorkspace } from '../../../src/workspace/memory.ts';

export type SiteFiles = Record<string, { text: string } | { base64: string }>;

declare global {
  interface Window {
    loadFiles: (site: SiteFiles) => Promise<{ problems: unknown[]; checkedLater: string[] }>;
    applyEdits: (text: string, ops: Op[]) => Edit[];
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

window.applyEdits = (text, ops) => ops.map((op) => apply(text, op));
