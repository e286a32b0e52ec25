/**
 * The editor's files on this machine: `inside` gives a name the panel sends (in the editor's
 * areas, areas.ts) its absolute path, and refuses a link that leads out of its area. Writes
 * replace only the version they were made on (`replaceIfUnchanged`, src/workspace/local.ts).
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { AREA_REFUSAL, inArea } from './areas.ts';

export { replaceIfUnchanged, versionOf } from '../workspace/local.ts';
export { IMAGE_EXT } from './pictureName.ts';

export { AREAS, inArea } from './areas.ts';

export type Inside = { ok: true; abs: string; rel: string } | { ok: false; message: string };

/**
 * `name` (relative to root, `/` between folders) as an absolute path inside the editor's areas
 * (`inArea`), or why not; on this machine also never through a link (symlink) out of its area.
 */
export function inside(root: string, name: unknown): Inside {
  const named = inArea(name);
  if (!named.ok) return named;
  const { rel, area: areaName } = named;
  const abs = resolve(root, rel);
  // A link (symlink) on the way must not lead out of the area: the real place of the nearest
  // part of the path that exists must be the area itself or inside it.
  const realRoot = realpathSync(root);
  const area = resolve(realRoot, areaName);
  let existing = abs;
  while (!existsSync(existing) && existing !== root) {
    // A link to a place that is not there (existsSync follows links, lstat does not).
    if (lstatSync(existing, { throwIfNoEntry: false })) {
      return {
        ok: false,
        message: `"${rel}" goes through a link (symlink) to a place that is not there; the editor does not write through it.`,
      };
    }
    existing = dirname(existing);
  }
  const real = realpathSync(existing);
  const within = real === area || real.startsWith(area + sep) || (real === realRoot && !existsSync(area));
  if (!within) return { ok: false, message: AREA_REFUSAL(rel) };
  return { ok: true, abs, rel };
}

export async function readText(abs: string): Promise<string | undefined> {
  try {
    return await readFile(abs, 'utf8');
  } catch {
    return undefined;
  }
}
