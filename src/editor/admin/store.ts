/**
 * What /admin keeps in the browser, in IndexedDB (it outlives a reload, a closed tab and a flat
 * battery): the files of each commit read from the code host (by the blob's id, so a file
 * unchanged between commits is read once) and the drafts, the person's changes that are not
 * published yet, per repository, branch and base commit. A draft is changed only if it is still
 * what its writer read (one transaction), so two tabs on the same site never overwrite each
 * other's work; the other tabs hear of each change (BroadcastChannel).
 */

const DB_VERSION = 1;
/** Blobs by their id (the code host's: it names the bytes, so it never goes stale). */
const BLOBS = 'blobs';
/** A commit's listing: its files' paths and blob ids, by the commit's id. */
const TREES = 'trees';
/** The drafts: key [place, path], value the draft (text, bytes, or null for a file removed). */
const DRAFTS = 'drafts';
/** Small facts kept between visits (the branch's last tip and its ETag), by key. */
const FACTS = 'facts';

export type Content = string | Uint8Array;
/** A draft: the file's new content, or null when the draft removes it. */
export type Draft = Content | null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB refused the request.'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB could not keep the change.'));
  });
}

/** The words for a browser that keeps nothing (a private window in some browsers, storage turned off). */
export const NO_STORAGE =
  'This browser does not let the editor keep drafts (a private window, or site data turned off): open this page in a normal window.';

function open(name: string): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error(NO_STORAGE));
  const req = indexedDB.open(name, DB_VERSION);
  req.onupgradeneeded = () => {
    const db = req.result;
    db.createObjectStore(BLOBS);
    db.createObjectStore(TREES);
    db.createObjectStore(DRAFTS);
    db.createObjectStore(FACTS);
  };
  return request(req).catch(() => {
    throw new Error(NO_STORAGE);
  });
}

export interface TreeEntry {
  path: string;
  sha: string;
  size: number;
}

export interface Store {
  blob(sha: string): Promise<Content | undefined>;
  putBlobs(blobs: ReadonlyMap<string, Content>): Promise<void>;
  tree(commit: string): Promise<TreeEntry[] | undefined>;
  putTree(commit: string, entries: TreeEntry[]): Promise<void>;
  fact<T>(key: string): Promise<T | undefined>;
  putFact(key: string, value: unknown): Promise<void>;
  /** Every draft of `place` (a repository, branch and base commit), by path. */
  drafts(place: string): Promise<Map<string, Draft>>;
  /**
   * Sets the draft of `path` to `next` (undefined: no draft, the file as the base has it) only if
   * it is still `expected` as its writer read it; false when another tab changed it meanwhile.
   * `same` says whether two drafts are the same.
   */
  swapDraft(
    place: string,
    path: string,
    expected: Draft | undefined,
    next: Draft | undefined,
    same: (a: Draft | undefined, b: Draft | undefined) => boolean,
  ): Promise<boolean>;
  /** Hears the paths other tabs changed drafts of, in `place`; returns the way to stop. */
  listen(place: string, heard: (paths: string[]) => void): () => void;
}

/** The store named `name` (one per site: its repository's name is in it). */
export async function openStore(name: string): Promise<Store> {
  const db = await open(name);
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(`${name}:drafts`);
  const get = <T>(store: string, key: IDBValidKey) =>
    request(db.transaction(store).objectStore(store).get(key) as IDBRequest<T | undefined>);
  const put = async (store: string, entries: Iterable<[IDBValidKey, unknown]>) => {
    const tx = db.transaction(store, 'readwrite');
    const os = tx.objectStore(store);
    for (const [key, value] of entries) os.put(value, key);
    await done(tx);
  };
  return {
    blob: (sha) => get<Content>(BLOBS, sha),
    putBlobs: (blobs) =>
      put(
        BLOBS,
        [...blobs].map(([k, v]) => [k, v]),
      ),
    tree: (commit) => get<TreeEntry[]>(TREES, commit),
    putTree: (commit, entries) => put(TREES, [[commit, entries]]),
    fact: <T>(key: string) => get<T>(FACTS, key),
    putFact: (key, value) => put(FACTS, [[key, value]]),
    async drafts(place) {
      const os = db.transaction(DRAFTS).objectStore(DRAFTS);
      const range = IDBKeyRange.bound([place, ''], [place, '\uffff']);
      const [keys, values] = await Promise.all([request(os.getAllKeys(range)), request(os.getAll(range) as IDBRequest<Draft[]>)]);
      return new Map(keys.map((k, i) => [(k as [string, string])[1], values[i]]));
    },
    async swapDraft(place, path, expected, next, same) {
      const tx = db.transaction(DRAFTS, 'readwrite');
      const os = tx.objectStore(DRAFTS);
      const key = [place, path];
      // Read and written in one transaction: another tab's change to the same draft waits for it, or came before it.
      const current = await request(os.get(key) as IDBRequest<Draft | undefined>);
      if (!same(current, expected)) {
        tx.abort();
        await done(tx).catch(() => undefined);
        return false;
      }
      if (next === undefined) os.delete(key);
      else os.put(next, key);
      await done(tx);
      channel?.postMessage({ place, paths: [path] });
      return true;
    },
    listen(place, heard) {
      if (!channel) return () => undefined;
      const hear = (e: MessageEvent<{ place: string; paths: string[] }>) => {
        if (e.data.place === place) heard(e.data.paths);
      };
      channel.addEventListener('message', hear);
      return () => channel.removeEventListener('message', hear);
    },
  };
}
