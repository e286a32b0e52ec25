/**
 * The site's files on the base branch (or any commit), read from GitHub for /admin: the branch's newest commit
 * (asked with its ETag, so a reopen with nothing changed costs one request that does not count
 * against the rate limit), the commit's tree (one request, kept per commit), the texts the loader
 * reads in one GraphQL request, and any other file's bytes when it is first read (REST, by blob).
 * Every blob is kept in the browser by its id, which names its bytes: a file unchanged between
 * commits is fetched once.
 */
import { decodeUtf8, encodeUtf8 } from '../../workspace/bytes.ts';
import { memoryWorkspace } from '../../workspace/memory.ts';
import { joinPath } from '../../workspace/paths.ts';
import type { WorkspaceReader } from '../../workspace/port.ts';
import { CodeHostError, type Rest } from '../publish/gitHubRest.ts';
import type { Content, Store, TreeEntry } from './store.ts';
import { isSiteText } from '../areas.ts';

/** Where the site lives on the code host; from the build's settings (admin/settings.ts). */
export interface RepoPlace {
  /** The REST API's address (https://api.github.com). */
  api: string;
  owner: string;
  repo: string;
  /** The branch the site is published from, and changes are proposed to. */
  branch: string;
  /** The site's folder in the repository ('' for its root). */
  siteFolder: string;
}

interface Branch {
  commit: { sha: string; commit: { tree: { sha: string } } };
  protected?: boolean;
}

interface Tree {
  sha: string;
  truncated: boolean;
  tree: Array<{ path: string; type: string; sha: string; size?: number }>;
}

/** The branch's newest commit as GitHub says now, and whether the branch is protected. */
export interface Tip {
  commit: string;
  tree: string;
  protected: boolean;
}

/** The files of one commit, as the loader and publishing read them. */
export interface CommitFiles {
  commit: string;
  /** The site's files at that commit, by path from the site's folder. */
  files: WorkspaceReader;
  /** Each file's blob id, by path. */
  entries: ReadonlyMap<string, TreeEntry>;
}

export const repoPath = (p: RepoPlace) => `/repos/${encodeURIComponent(p.owner)}/${encodeURIComponent(p.repo)}`;

/** The API's GraphQL address beside its REST one (https://HOST/api/v3 → https://HOST/api/graphql). */
export const graphqlAddress = (api: string) => api.replace(/\/+$/, '').replace(/\/v3$/, '') + '/graphql';

/**
 * The branch's newest commit, asked with the ETag of the last answer (kept in `store`): a 304
 * costs nothing against the rate limit, and says the commit kept is still the newest.
 */
export async function branchTip(place: RepoPlace, rest: Rest, store: Store): Promise<Tip> {
  const factKey = `branch:${place.owner}/${place.repo}:${place.branch}`;
  const known = await store.fact<Tip & { etag: string }>(factKey);
  const asked = await rest.conditional(`${repoPath(place)}/branches/${encodeURIComponent(place.branch)}`, 'Contents: Read', known?.etag);
  if (asked.notModified && known) return known;
  const b = asked.data as Branch | undefined;
  if (!b?.commit) throw new CodeHostError(`GitHub did not say what is on the branch ${place.branch}. Try again in a moment.`);
  const tip = { commit: b.commit.sha, tree: b.commit.commit.tree.sha, protected: !!b.protected };
  await store.putFact(factKey, { ...tip, etag: asked.etag ?? '' });
  return tip;
}

/**
 * The site's files at `commit` (its tree listed once and kept; `tree` saves asking for it when
 * known). With `texts`, the texts the loader reads are fetched at once, in one GraphQL request
 * for all that are not kept yet; any other file's bytes are fetched when first read.
 */
export async function commitFiles(
  place: RepoPlace,
  rest: Rest,
  store: Store,
  commit: string,
  opts: { tree?: string; graphql?: (query: string) => Promise<unknown> } = {},
): Promise<CommitFiles> {
  let entries = await store.tree(commit);
  if (!entries) {
    // A commit's id names its tree as well (GitHub takes either).
    const tree = (await rest('GET', `${repoPath(place)}/git/trees/${opts.tree ?? commit}?recursive=1`, 'Contents: Read')) as Tree;
    if (tree.truncated) {
      throw new CodeHostError(
        `The repository ${place.owner}/${place.repo} has too many files for GitHub to list at once; the editor at /admin cannot open it. Use npm run edit.`,
      );
    }
    const prefix = place.siteFolder ? `${place.siteFolder.replace(/^\/+|\/+$/g, '')}/` : '';
    entries = tree.tree
      .filter((e) => e.type === 'blob' && e.path.startsWith(prefix))
      .map((e) => ({ path: e.path.slice(prefix.length), sha: e.sha, size: e.size ?? 0 }));
    await store.putTree(commit, entries);
  }
  const byPath = new Map(entries.map((e) => [e.path, e]));

  // The texts the loader reads, in one request for all those not kept yet.
  const texts = new Map<string, Content>();
  if (opts.graphql) {
    const missing: TreeEntry[] = [];
    for (const e of entries) {
      if (!isSiteText(e.path)) continue;
      const kept = await store.blob(e.sha);
      if (kept === undefined) missing.push(e);
      else texts.set(e.path, kept);
    }
    if (missing.length) {
      const fetched = await blobTexts(place, opts.graphql, missing);
      await store.putBlobs(new Map(missing.map((e) => [e.sha, fetched.get(e.sha) as Content])));
      for (const e of missing) texts.set(e.path, fetched.get(e.sha) as Content);
    }
  }

  // Every file named at once (a listing), its bytes fetched when first read.
  const names = memoryWorkspace(Object.fromEntries(entries.map((e) => [e.path, texts.get(e.path) ?? ''])), commit);
  const bytes = new Map<string, Promise<Uint8Array>>();
  const bytesOf = (path: string): Promise<Uint8Array | undefined> => {
    const entry = byPath.get(joinPath(path));
    if (!entry) return Promise.resolve(undefined);
    if (texts.has(entry.path)) return names.readBytes(entry.path);
    let found = bytes.get(entry.sha);
    if (!found) {
      found = (async () => {
        const kept = await store.blob(entry.sha);
        if (kept !== undefined) return typeof kept === 'string' ? encodeUtf8(kept) : kept;
        const blob = (await rest('GET', `${repoPath(place)}/git/blobs/${entry.sha}`, 'Contents: Read')) as { content: string };
        const data = base64Bytes(blob.content);
        await store.putBlobs(new Map([[entry.sha, data]]));
        return data;
      })();
      // A failed read is asked again next time.
      found.catch(() => bytes.delete(entry.sha));
      bytes.set(entry.sha, found);
    }
    return found;
  };
  const files: WorkspaceReader = {
    list: (folder) => names.list(folder),
    read: async (path) => {
      if (texts.has(joinPath(path))) return names.read(path);
      const found = await bytesOf(path);
      return found && decodeUtf8(found);
    },
    readBytes: bytesOf,
    // The blob's id names the bytes: the stamp a file's checks are kept by.
    stat: (path) => {
      const e = byPath.get(joinPath(path));
      return Promise.resolve(e && { size: e.size, stamp: e.sha });
    },
  };
  return { commit, files, entries: byPath };
}

/** Base64 (as GitHub sends a blob: lines of 60) to bytes. */
export function base64Bytes(text: string): Uint8Array {
  const bin = atob(text.replace(/\s+/g, ''));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The texts of `blobs`, by blob id, in one GraphQL request. */
async function blobTexts(place: RepoPlace, graphql: (query: string) => Promise<unknown>, blobs: TreeEntry[]): Promise<Map<string, string>> {
  const fields = blobs.map((b, i) => `b${i}: object(oid: ${JSON.stringify(b.sha)}) { ... on Blob { text isTruncated isBinary } }`);
  const query = `query { repository(owner: ${JSON.stringify(place.owner)}, name: ${JSON.stringify(place.repo)}) { ${fields.join(' ')} } }`;
  const data = (await graphql(query)) as { repository: Record<string, { text: string | null; isTruncated: boolean } | null> | null };
  const out = new Map<string, string>();
  blobs.forEach((b, i) => {
    const blob = data.repository?.[`b${i}`];
    if (!blob || blob.text === null || blob.isTruncated) {
      throw new CodeHostError(
        `GitHub did not give the text of ${b.path} (it is too large or not text). The editor at /admin cannot open it.`,
      );
    }
    out.set(b.sha, blob.text);
  });
  return out;
}
