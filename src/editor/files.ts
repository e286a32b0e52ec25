/**
 * The only files the editor touches: site.yaml, what is under content/, and pictures under
 * public/images/. Every name the panel sends goes through `inside`, which refuses anything
 * else (a `..`, an absolute path, a link that leads out of the folder). Writes go to a
 * temporary file first and then take the file's name, so a reader never sees half a file, and
 * a save replaces only the version it was made on (`replaceIfUnchanged`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, linkSync, lstatSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { chmod, link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

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

/** A name beside `abs` that no one else uses, starting with "." (so the watchers and the loader pass it by). */
const besideName = (abs: string, kind: string) => join(dirname(abs), `.${randomBytes(6).toString('hex')}.editor-${kind}`);

const code = (e: unknown) => (e as NodeJS.ErrnoException | undefined)?.code;

/** Removes a name, if it is there. */
async function drop(abs: string): Promise<void> {
  await unlink(abs).catch((e: unknown) => {
    if (code(e) !== 'ENOENT') throw e;
  });
}

/** The text at `abs`, or undefined when there is no file of that name. */
function readNow(abs: string): string | undefined {
  try {
    return readFileSync(abs, 'utf8');
  } catch (e) {
    if (code(e) === 'ENOENT') return undefined;
    throw e;
  }
}

/**
 * Writes `data` at `abs` only if the file there is still the one of version `expected` (null:
 * only if there is no file there), as one step against other programs: the new text is written
 * to a temporary file beside it; the file of that name is renamed aside (a rename is atomic, so
 * exactly the file that was there is captured, and a program that writes the name afterwards
 * makes a new file); the captured file is compared with `expected`; then the new file takes the
 * name with `link`, which fails when a program made a new file of that name meanwhile. When the
 * captured file is not `expected`, or a program wrote the name in between, the program's file
 * stays (the captured one is put back, without replacing a newer one) and the answer is
 * 'conflict'.
 *
 * Between the rename and the link the name is missing: no reader ever sees half a file or the
 * wrong one, but one may find none. That moment is kept to a few microseconds: the file is
 * compared first (a conflict found then costs no rename), and the rename, the read of the
 * captured file and the link run without yielding (synchronous calls, on a file of some kB).
 * A program that opened the old file before the rename and writes into it after the comparison
 * writes into the captured file: it is compared once more after the link, and put back if so.
 */
export async function replaceIfUnchanged(abs: string, expected: string | null, data: string | Uint8Array): Promise<'written' | 'conflict'> {
  await mkdir(dirname(abs), { recursive: true });
  const tmp = besideName(abs, 'tmp');
  await writeFile(tmp, data, { flag: 'wx' });
  try {
    if (expected === null) {
      // A new file: link never replaces a name that exists.
      try {
        await link(tmp, abs);
        return 'written';
      } catch (e) {
        if (code(e) === 'EEXIST') return 'conflict';
        throw e;
      }
    }
    const before = await readText(abs);
    if (before === undefined || versionOf(before) !== expected) return 'conflict';
    const mode = await stat(abs).then(
      (st) => st.mode & 0o7777,
      (e: unknown) => {
        if (code(e) === 'ENOENT') return undefined;
        throw e;
      },
    );
    // Removed by another program since it was read: a change too.
    if (mode === undefined) return 'conflict';
    await chmod(tmp, mode);
    const aside = besideName(abs, 'old');
    const putBack = () => {
      // Back under its name unless a program made a newer file of that name (then that one stays).
      try {
        linkSync(aside, abs);
      } catch (e) {
        if (code(e) !== 'EEXIST') throw e;
      }
      rmSync(aside, { force: true });
    };
    // From here to the link, nothing yields.
    try {
      renameSync(abs, aside);
    } catch (e) {
      // Removed by another program since it was read: a change too.
      if (code(e) === 'ENOENT') return 'conflict';
      throw e;
    }
    let same = false;
    try {
      const captured = readNow(aside);
      same = captured !== undefined && versionOf(captured) === expected;
    } finally {
      if (!same) putBack();
    }
    if (!same) return 'conflict';
    try {
      linkSync(tmp, abs);
    } catch (e) {
      if (code(e) !== 'EEXIST') {
        putBack();
        throw e;
      }
      // A program wrote the name after the rename: its file is newer than the one edited.
      rmSync(aside, { force: true });
      return 'conflict';
    }
    if (versionOf(await readFile(aside, 'utf8')) !== expected) {
      // Written into the captured file after the comparison: that text is the newest.
      await rename(aside, abs);
      return 'conflict';
    }
    await drop(aside);
    return 'written';
  } finally {
    await drop(tmp);
  }
}

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
