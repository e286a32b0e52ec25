/**
 * The workspace of a folder on this machine (Node): today's place of the site. Writes go to a
 * temporary file first and then take the file's name, so a reader never sees half a file, and
 * a write replaces only the version it was made on (`replaceIfUnchanged`).
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, watch as watchFolder } from 'node:fs';
import { chmod, link, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { joinPath } from './paths.ts';
import type { Entry, Workspace } from './port.ts';

/** A text's version, as the editor's saves name the text they were made on. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

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
    const before = await readFile(abs, 'utf8').catch(() => undefined);
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

/** The workspace of the folder `root`. */
export function localWorkspace(root: string): Workspace {
  const top = resolve(root);
  const abs = (path: string) => resolve(top, joinPath(path));
  const missing = (e: unknown) => code(e) === 'ENOENT' || code(e) === 'ENOTDIR';
  return {
    async list(folder) {
      const dir = abs(folder);
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (e) {
        if (missing(e) || code(e) === 'EACCES') return undefined;
        throw e;
      }
      const listed = await Promise.all(
        entries.map(async (e): Promise<Entry> => {
          // A link counts as what it leads to (a link to nothing, as a file: reading it says so).
          const folderLink =
            e.isSymbolicLink() &&
            (await stat(join(dir, e.name)).then(
              (s) => s.isDirectory(),
              () => false,
            ));
          return { name: e.name, kind: e.isDirectory() || folderLink ? 'folder' : 'file' };
        }),
      );
      return listed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async read(path) {
      // Decoded at once from the whole file: readFile(…, 'utf8') decodes chunk by chunk and joins
      // the pieces, which a large file then pays for again, flattened, at its first use.
      const bytes = await this.readBytes(path);
      return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    },
    async readBytes(path) {
      try {
        return await readFile(abs(path));
      } catch (e) {
        if (missing(e)) return undefined;
        throw e;
      }
    },
    async stat(path) {
      try {
        const s = await stat(abs(path));
        return s.isFile() ? { size: s.size, stamp: `${s.size}:${s.mtimeMs}` } : undefined;
      } catch {
        return undefined;
      }
    },
    async write(path, content, expected) {
      return replaceIfUnchanged(abs(path), expected === null ? null : versionOf(expected), content);
    },
    async remove(path, expected) {
      // Taken aside first (a rename is atomic), compared, and put back when it is not the file expected.
      const file = abs(path);
      const aside = besideName(file, 'old');
      try {
        await rename(file, aside);
      } catch (e) {
        if (missing(e)) return 'conflict';
        throw e;
      }
      if (Buffer.from(await readFile(aside)).equals(Buffer.from(expected.buffer, expected.byteOffset, expected.byteLength))) {
        await drop(aside);
        return 'written';
      }
      // Back under its name unless a program made a newer file of that name meanwhile.
      await link(aside, file).catch((e: unknown) => {
        if (code(e) !== 'EEXIST') throw e;
      });
      await drop(aside);
      return 'conflict';
    },
    watch(changed) {
      // Every change under the folder, by its path; Node reports the names of what changed.
      const watcher = watchFolder(top, { recursive: true }, (_event, name) => {
        if (name) changed([relative(top, resolve(top, name)).split(sep).join('/')]);
      });
      return () => watcher.close();
    },
    base() {
      return new Promise((done) => {
        execFile('git', ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd: top }, (error, stdout) =>
          done(error ? undefined : stdout.trim() || undefined),
        );
      });
    },
  };
}
