/**
 * The only files the editor touches: site.yaml, what is under content/, and pictures under
 * public/images/. Every name the panel sends goes through `inside`, which refuses anything
 * else (a `..`, an absolute path, a link that leads out of the folder). Writes replace only
 * the version they were made on (`replaceIfUnchanged`, src/workspace/local.ts).
 */
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

export { replaceIfUnchanged, versionOf } from '../workspace/local.ts';

/** Where the editor may write, relative to the site's folder (a folder ends with "/"): also what is published. */
export const AREAS = ['site.yaml', 'content/', 'public/images/'] as const;

export type Inside = { ok: true; abs: string; rel: string } | { ok: false; message: string };

const refuse = (name: string): Inside => ({
  ok: false,
  message: `The editor only changes site.yaml and the files under content/ and public/images/; "${name}" is not one of them.`,
});

/** `name` (relative to root, `/` between folders) as an absolute path inside the editor's areas, or why not. */
export function inside(root: string, name: unknown): Inside {
  if (typeof name !== 'string' || !name || name.length > 300) return refuse(typeof name === 'string' ? name : JSON.stringify(name) || '');
  if (name.includes('\0') || name.includes('\\') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return refuse(name);
  const rel = posix.normalize(name);
  if (rel.startsWith('../') || rel === '..' || rel.split('/').includes('..') || rel !== name) return refuse(name);
  const areaName = AREAS.find((a) => (a.endsWith('/') ? rel.startsWith(a) && rel.length > a.length : rel === a));
  if (!areaName) return refuse(name);
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
        message: `"${name}" goes through a link (symlink) to a place that is not there; the editor does not write through it.`,
      };
    }
    existing = dirname(existing);
  }
  const real = realpathSync(existing);
  const inArea = real === area || real.startsWith(area + sep) || (real === realRoot && !existsSync(area));
  if (!inArea) return refuse(name);
  return { ok: true, abs, rel };
}

const code = (e: unknown) => (e as NodeJS.ErrnoException | undefined)?.code;

const TROUBLE: Record<string, string> = {
  ENOENT: 'a folder on its way is missing, or is a link to a place that is not there',
  ENOTDIR: 'a part of its folder is a file, not a folder',
  ELOOP: 'a link on its way leads round in a circle',
  EACCES: 'this computer does not let the editor write there',
  EPERM: 'this computer does not let the editor write there',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk is full',
  EEXIST: 'something else of that name is in the way',
  EISDIR: 'a folder of that name is in the way',
};

/**
 * `what` and why in plain words, for an answer to the panel: never the error's own message,
 * which names this machine's folders. An error of an unknown kind goes to the terminal.
 */
export function plainTrouble(e: unknown, what: string): string {
  const why = TROUBLE[code(e) ?? ''];
  if (why) return `${what}: ${why}.`;
  console.error(e);
  return `${what}: an unexpected error (the terminal where npm run edit runs shows it).`;
}

export async function readText(abs: string): Promise<string | undefined> {
  try {
    return await readFile(abs, 'utf8');
  } catch {
    return undefined;
  }
}

/** The pictures under public/images, as the site writes them (`/images/…`), sorted. */
export async function listImages(root: string): Promise<string[]> {
  const base = join(root, 'public', 'images');
  const out: string[] = [];
  async function walk(dir: string) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const abs = join(dir, e.name);
      if (e.isDirectory()) await walk(abs);
      else if (IMAGE_EXT.test(e.name)) out.push(`/images/${relative(base, abs).split(sep).join('/')}`);
    }
  }
  await walk(base);
  return out.sort();
}

export const IMAGE_EXT = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i;
