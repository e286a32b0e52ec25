/**
 * The site's files on the base branch, read from GitHub for /admin: the branch's newest commit
 * (asked with its ETag, so a reopen with nothing changed costs one request that does not count
 * against the rate limit), the commit's tree (one request, kept per commit), the texts the loader
 * reads in one GraphQL request, and any other file's bytes when it is first read (REST, by blob).
 * Every blob is kept in the browser by its id, which names its bytes: a file unchanged between
 * commits is fetched once.
 */
import { decodeUtf8 } from '../../workspace/bytes.ts';
import { memoryWorkspace } from '../../workspace/memory.ts';
import { joinPath } from '../../workspace/paths.ts';
import type { WorkspaceReader } from '../../workspace/port.ts';
import { CodeHostError, type Rest } from '../publish/gitHubRest.ts';
import type { Content, Store, TreeEntry } from './store.ts';

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

/** What the loader reads as text: site.yaml and the YAML and Markdown under content/. */
export const isSiteText = (path: string) => path === 'site.yaml' || (path.startsWith('content/') && /\.(?:ya?ml|md)$/i.test(path));

interface Branch {
  commit: { sha: string; commit: { tree: { sha: string } } };
  protected?: boolean;
}

interface Tree {
  sha: string;
  truncated: boolean;
  tree: Array<{ path: string; type: string; sha: string; size?: number }>;
}

export interface BranchFiles {
  /** The newest commit of the branch, as read now. */
  commit: string;
  /** Whether the branch is protected (a change reaches it only through a pull request). */
  protected: boolean;
  /** The site's files at that commit, by path from the site's folder. */
  files: WorkspaceReader;
  /** Each file's blob id, by path. */
  entries: ReadonlyMap<string, TreeEntry>;
  /** The requests made to open it (for the bench and the tests). */
  requests: number;
}

const repoPath = (p: RepoPlace) => `/repos/${encodeURIComponent(p.owner)}/${encodeURIComponent(p.repo)}`;

/** The API's GraphQL address beside its REST one (https://HOST/api/v3 → https://HOST/api/graphql). */
export const graphqlAddress = (api: string) => api.replace(/\/+$/, '').replace(/\/v3$/, '') + '/graphql';

/**
 * The files of `place`'s branch now. `rest` and `graphql` speak to GitHub with the person's token;
 * `store` keeps what was read.
 */
export async function branchFiles(
  place: RepoPlace,
  rest: Rest,
  graphql: (query: string) => Promise<unknown>,
  store: Store,
): Promise<BranchFiles> {
  let requests = 0;
  const factKey = `branch:${place.owner}/${place.repo}:${place.branch}`;
  const known = await store.fact<{ etag: string; commit: string; tree: string; protected: boolean }>(factKey);
  requests++;
  const asked = await rest.conditional(`${repoPath(place)}/branches/${encodeURIComponent(place.branch)}`, 'Contents: Read', known?.etag);
  let tip = known;
  if (!asked.notModified || !known) {
    const b = asked.data as Branch;
    tip = { etag: asked.etag ?? '', commit: b.commit.sha, tree: b.commit.commit.tree.sha, protected: !!b.protected };
    await store.putFact(factKey, tip);
  }
  if (!tip) throw new CodeHostError(`GitHub did not say what is on the branch ${place.branch}. Try again in a moment.`);

  let entries = await store.tree(tip.commit);
  if (!entries) {
    requests++;
    const tree = (await rest('GET', `${repoPath(place)}/git/trees/${tip.tree}?recursive=1`, 'Contents: Read')) as Tree;
    if (tree.truncated) {
      throw new CodeHostError(
        `The repository ${place.owner}/${place.repo} has too many files for GitHub to list at once; the editor at /admin cannot open it. Use npm run edit.`,
      );
    }
    const prefix = place.siteFolder ? `${place.siteFolder.replace(/^\/+|\/+$/g, '')}/` : '';
    entries = tree.tree
      .filter((e) => e.type === 'blob' && e.path.startsWith(prefix))
      .map((e) => ({ path: e.path.slice(prefix.length), sha: e.sha, size: e.size ?? 0 }));
    await store.putTree(tip.commit, entries);
  }
  const byPath = new Map(entries.map((e) => [e.path, e]));

  // The texts the loader reads, in one request for all those not kept yet.
  const texts = new Map<string, Content>();
  const missing: TreeEntry[] = [];
  for (const e of entries) {
    if (!isSiteText(e.path)) continue;
    const kept = await store.blob(e.sha);
    if (kept === undefined) missing.push(e);
    else texts.set(e.path, kept);
  }
  if (missing.length) {
    requests++;
    const fetched = await blobTexts(place, graphql, missing);
    await store.putBlobs(new Map(missing.map((e) => [e.sha, fetched.get(e.sha) as Content])));
    for (const e of missing) texts.set(e.path, fetched.get(e.sha) as Content);
  }

  // The other files: named at once (a listing), their bytes fetched when first read.
  const names = memoryWorkspace(Object.fromEntries(entries.map((e) => [e.path, texts.get(e.path) ?? ''])), tip.commit);
  const bytes = new Map<string, Promise<Uint8Array>>();
  const bytesOf = (path: string): Promise<Uint8Array | undefined> => {
    const entry = byPath.get(joinPath(path));
    if (!entry) return Promise.resolve(undefined);
    if (texts.has(entry.path)) return names.readBytes(entry.path);
    let found = bytes.get(entry.sha);
    if (!found) {
      found = (async () => {
        const kept = await store.blob(entry.sha);
        if (kept !== undefined) return typeof kept === 'string' ? new TextEncoder().encode(kept) : kept;
        requests++;
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
  return {
    commit: tip.commit,
    protected: tip.protected,
    files,
    entries: byPath,
    get requests() {
      return requests;
    },
  };
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
