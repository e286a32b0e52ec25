/**
 * Where the site lives, as the loader and the editor see it: the one interface between them
 * and the files. The local folder (local.ts, in Node) is today's place; an in-memory one
 * (memory.ts) serves the tests and any back end that fetches the files first (a code host).
 * Paths are paths.ts's: from the site's root, "/" between folders.
 */

/** What a folder holds, one level down. */
export interface Entry {
  name: string;
  /** Anything not a folder is a file; reading it tells what it really is. */
  kind: 'file' | 'folder';
}

/** The read side: all the loader needs. */
export interface WorkspaceReader {
  /** The entries of a folder, sorted by name; undefined when there is no folder there. */
  list(folder: string): Promise<Entry[] | undefined>;
  /**
   * A file's text (UTF-8, decoded at once, a byte-order mark kept), or undefined when there is no
   * file there. Any other trouble (a folder of that name, no permission) is thrown as an Error
   * with a `code` ('EISDIR', 'EACCES', …, as Node names them).
   */
  read(path: string): Promise<string | undefined>;
  /** A file's bytes, or undefined when there is none (other trouble as for `read`). */
  readBytes(path: string): Promise<Uint8Array | undefined>;
  /** A file's length and a stamp that changes whenever it does, or undefined when there is no file there. */
  stat(path: string): Promise<{ size: number; stamp: string } | undefined>;
}

/** What a write found: it replaced the version it was made on, or the file had changed meanwhile. */
export type WriteOutcome = 'written' | 'conflict';

export interface Workspace extends WorkspaceReader {
  /**
   * Writes `content` at `path` only if the file there still holds `expected` (its text as it was
   * read; null: only if there is no file there), as one step against other writers: otherwise
   * nothing is written and the answer is 'conflict'. Folders on the way are made.
   */
  write(path: string, content: string | Uint8Array, expected: string | null): Promise<WriteOutcome>;
  /** Removes the file at `path` only if it still holds `expected` (its bytes as written); 'conflict' when it does not or is gone. */
  remove(path: string, expected: Uint8Array): Promise<WriteOutcome>;
  /**
   * Calls `changed` with the paths of files that changed, by any writer (a writer tells its own
   * writes apart by their texts); returns the way to stop.
   */
  watch(changed: (paths: string[]) => void): () => void;
  /** The version the files were taken from (a commit's id), or undefined when none is known. */
  base(): Promise<string | undefined>;
}

/** An Error with the code Node gives for the same trouble. */
export const troubleOf = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });

/** Every file under `folder` at any depth (not folders), as paths, sorted; [] when there is no such folder. */
export async function filesUnder(reader: WorkspaceReader, folder: string): Promise<string[]> {
  const entries = await reader.list(folder);
  if (!entries) return [];
  const nested = await Promise.all(
    entries.map((e) => {
      const path = folder ? `${folder}/${e.name}` : e.name;
      return e.kind === 'folder' ? filesUnder(reader, path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}
