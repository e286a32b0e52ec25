/**
 * A workspace held in memory: the files given, changed by `write`. What the tests load a site
 * from, and what a back end that fetches the files first (a code host) fills.
 */
import { decodeUtf8, encodeUtf8, sameBytes } from './bytes.ts';
import { joinPath } from './paths.ts';
import { troubleOf, type Entry, type Workspace, type WriteOutcome } from './port.ts';

type Content = string | Uint8Array;

const asText = (c: Content) => (typeof c === 'string' ? c : decodeUtf8(c));
const asBytes = (c: Content) => (typeof c === 'string' ? encodeUtf8(c) : c);
const mapped = <T, U>(v: T | undefined, f: (v: T) => U): U | undefined => (v === undefined ? undefined : f(v));

export interface MemoryWorkspace extends Workspace {
  /** Every file's path, sorted. */
  paths(): string[];
  /** Removes a file whatever it holds, as another writer would (watchers are told). */
  drop(path: string): void;
}

/** A workspace of `files` (path → text or bytes), taken from version `base`. */
export function memoryWorkspace(files: Readonly<Record<string, Content>> = {}, base?: string): MemoryWorkspace {
  const held = new Map<string, { content: Content; revision: number }>();
  for (const [path, content] of Object.entries(files)) held.set(joinPath(path), { content, revision: 0 });
  const watchers = new Set<(paths: string[]) => void>();
  let revisions = 0;
  const tell = (path: string) => {
    for (const w of watchers) w([path]);
  };
  const isFolder = (path: string) => {
    if (path === '') return true;
    for (const p of held.keys()) if (p.startsWith(`${path}/`)) return true;
    return false;
  };
  const file = (path: string) => {
    const at = joinPath(path);
    const found = held.get(at);
    if (!found && isFolder(at)) throw troubleOf('EISDIR', `illegal operation on a directory, read '${at}'`);
    return found;
  };

  /** `f`'s answer as a promise (what it throws, as a rejection): the memory answers at once, as a promise all the same. */
  const answer = <T>(f: () => T): Promise<T> => {
    try {
      return Promise.resolve(f());
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };

  return {
    list: (folder) =>
      answer(() => {
        const at = joinPath(folder);
        if (!isFolder(at)) return undefined;
        const prefix = at ? `${at}/` : '';
        const kinds = new Map<string, Entry['kind']>();
        for (const p of held.keys()) {
          if (!p.startsWith(prefix)) continue;
          const rest = p.slice(prefix.length);
          const slash = rest.indexOf('/');
          kinds.set(slash < 0 ? rest : rest.slice(0, slash), slash < 0 ? 'file' : 'folder');
        }
        return [...kinds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, kind]) => ({ name, kind }));
      }),
    read: (path) => answer(() => mapped(file(path), (found) => asText(found.content))),
    readBytes: (path) => answer(() => mapped(file(path), (found) => asBytes(found.content))),
    stat: (path) =>
      answer(() =>
        mapped(held.get(joinPath(path)), (found) => ({ size: asBytes(found.content).byteLength, stamp: String(found.revision) })),
      ),
    write: (path, content, expected) =>
      answer((): WriteOutcome => {
        const at = joinPath(path);
        if (!at || isFolder(at)) throw troubleOf('EISDIR', `illegal operation on a directory, write '${at}'`);
        const parts = at.split('/');
        for (let i = 1; i < parts.length; i++) {
          const up = parts.slice(0, i).join('/');
          if (held.has(up)) throw troubleOf('ENOTDIR', `not a directory, write '${at}'`);
        }
        const current = held.get(at);
        if (expected === null ? current !== undefined : current === undefined || asText(current.content) !== expected) return 'conflict';
        held.set(at, { content, revision: ++revisions });
        tell(at);
        return 'written';
      }),
    watch(changed) {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
    base: () => Promise.resolve(base),
    paths() {
      return [...held.keys()].sort();
    },
    remove: (path, expected) =>
      answer((): WriteOutcome => {
        const at = joinPath(path);
        const current = held.get(at);
        if (!current || !sameBytes(asBytes(current.content), expected)) return 'conflict';
        held.delete(at);
        tell(at);
        return 'written';
      }),
    drop(path) {
      const at = joinPath(path);
      if (held.delete(at)) tell(at);
    },
  };
}
