/**
 * The loader in Node: the site in a folder of this machine (the local workspace), its pictures
 * read by sharp. `npm run validate`, the build, the dev server and the local editor load
 * through here; the loader itself (load.ts) reads only through the workspace it is given.
 */
import { relative, resolve, sep } from 'node:path';
import { localWorkspace } from '../workspace/local.ts';
import { overlay } from '../workspace/overlay.ts';
import { loadWorkspace, type LoadResult, type WorkspaceLoadOptions } from './load.ts';
import { nodePictureChecks } from './node/pictureChecks.ts';

export { formatProblem, formatProblems, type Omitted, type Problem } from './problems.ts';
export type { Entry, PageEntry, Section, SiteIndex } from './siteIndex.ts';
export type { LoadResult, Stats } from './load.ts';

export interface LoadOptions extends Omit<WorkspaceLoadOptions, 'files' | 'pictures'> {
  /** Project root; file names in messages are relative to it. */
  root?: string;
  /** Texts to read in place of files (absolute paths; null: the file is gone), for checking a change before writing it. */
  overrides?: ReadonlyMap<string, string | null>;
}

/**
 * site.yaml + content/ in the folder `root` → one validated, resolved model and its warnings,
 * or every problem found (errors, then warnings), each with its file, line and column. Never
 * throws for bad input. Files and pictures in the result are absolute paths.
 */
export async function loadSite(opts: LoadOptions = {}): Promise<LoadResult> {
  const root = resolve(opts.root ?? process.cwd());
  /** A path of this machine as a workspace path. */
  const inRoot = (path: string) => relative(root, resolve(root, path)).split(sep).join('/');
  const local = localWorkspace(root);
  const files = opts.overrides ? overlay(local, new Map([...opts.overrides].map(([abs, text]) => [inRoot(abs), text]))) : local;
  const result = await loadWorkspace({
    ...opts,
    files,
    pictures: nodePictureChecks(local, root),
    siteFile: opts.siteFile && inRoot(opts.siteFile),
    contentDir: opts.contentDir && inRoot(opts.contentDir),
    publicDir: opts.publicDir && inRoot(opts.publicDir),
  });
  const absolute = (path: string) => resolve(root, path);
  if (!result.ok) return { ...result, files: result.files.map(absolute) };
  for (const p of result.pictures) p.file = absolute(p.file);
  return { ...result, files: result.files.map(absolute) };
}
