/**
 * The only files the editor touches: site.yaml, what is under content/, and pictures under
 * public/images/. Every name the panel sends goes through `inside`, which refuses anything
 * else (a `..`, an absolute path, a link that leads out of the folder). Writes go to a
 * temporary file first and then replace the file, so a reader never sees half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Where the editor may write, relative to the site's folder. */
const AREAS = ['site.yaml', 'content/', 'public/images/'] as const;

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
  while (!existsSync(existing) && existing !== root) existing = dirname(existing);
  const real = realpathSync(existing);
  const inArea = real === area || real.startsWith(area + sep) || (real === realRoot && !existsSync(area));
  if (!inArea) return refuse(name);
  return { ok: true, abs, rel };
}

/** Replaces a file's text without a moment where it is half written (making its folder, e.g. a new picture's). */
export async function writeWhole(abs: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(abs), { recursive: true });
  const tmp = join(dirname(abs), `.${randomBytes(6).toString('hex')}.editor-tmp`);
  await writeFile(tmp, data, { flag: 'wx' });
  await rename(tmp, abs);
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
