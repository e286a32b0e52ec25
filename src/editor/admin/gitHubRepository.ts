/**
 * The repository as publishing sees it at /admin (the `Repository` port, publish/repository.ts),
 * over GitHub's Git Data API: the drafts are the working copy and their base commit its head;
 * a send is the changed files' blobs, one tree on the base branch's tip, one commit and a new
 * branch (never a force: creating a branch that exists is refused; never the base branch). A
 * blob sent is remembered by its content, so a send cut off midway and tried again sends only
 * what did not arrive.
 */
import { contentStamp, encodeUtf8 } from '../../workspace/bytes.ts';
import type { WorkspaceReader } from '../../workspace/port.ts';
import { CodeHostError, type Rest } from '../publish/gitHubRest.ts';
import { PublishError, type Repository } from '../publish/repository.ts';
import { branchTip, commitFiles, repoPath, type RepoPlace } from './branchFiles.ts';
import type { Store } from './store.ts';

/** A branch name git takes (git check-ref-format's rules, for one branch). */
export function validBranchName(name: string): boolean {
  if (!name || name === '@' || name.endsWith('/') || name.endsWith('.') || name.startsWith('-')) return false;
  if (name.includes('..') || name.includes('@{') || name.includes('//')) return false;
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) <= 0x20 || name.charCodeAt(i) === 0x7f) return false;
  if (/[~^:?*[\\]/.test(name)) return false;
  return name.split('/').every((part) => part && !part.startsWith('.') && !part.endsWith('.lock'));
}

const base64 = (bytes: Uint8Array) => {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
};

/** A failure of the code host as publishing says it (the panel shows a PublishError's words as they are). */
const inWords = (e: unknown): never => {
  if (e instanceof CodeHostError) throw new PublishError(e.message);
  throw e;
};

const KEPT = 'then press Publish again: your changes stay here as drafts until then.';

/** A ruleset of the repository keeps the person from making the change's branch: what to ask for. */
const ruleRefusal = (place: RepoPlace, branch: string, base: string, said: string) =>
  `A rule of the repository ${place.owner}/${place.repo} keeps your account from making the branch "${branch}" for this change ` +
  `(GitHub: "${said}"). Ask the repository's owner to let you create branches (on GitHub: Settings, Rules, Rulesets: add ` +
  `you to the rule's bypass list, or limit the rule to ${base}), ${KEPT}`;

/** GitHub would not make the branch and does not say why (its "Reference update failed"): a branch protection rule, most likely. */
const protectionRefusal = (branch: string, said: string) =>
  `GitHub would not make the branch "${branch}" for this change (${said ? `"${said}"` : 'it did not say why'}): a branch ` +
  `protection rule may keep your account from creating branches with this name. Ask the repository's owner to let you ` +
  `(on GitHub: Settings, Branches), ${KEPT}`;

/**
 * The last send's branch and the commits this browser made for it (each with its tree), kept
 * after the branch is made: until the publication is recorded (a reload can come between), the
 * branch is known as this send's own, not as another's name to step around.
 */
interface Attempt {
  branch: string;
  commits: Array<{ sha: string; tree: string }>;
}
const madeHere = (attempt: Attempt | undefined, branch: string, sha: string) =>
  attempt?.branch === branch && Array.isArray(attempt.commits) && attempt.commits.some((c) => c.sha === sha);

const refName = (ref: string) => ref.replace(/^refs\/heads\//, '');

export interface GitHubRepositoryOptions {
  place: RepoPlace;
  rest: Rest;
  store: Store;
  /** The commit the drafts are on, and its files. */
  head: string;
  headFiles: WorkspaceReader;
  /** The paths that have drafts now. */
  drafted: () => Iterable<string>;
}

export function gitHubRepository(o: GitHubRepositoryOptions): Repository {
  const { place, rest, store } = o;
  const repo = repoPath(place);
  const prefix = place.siteFolder ? `${place.siteFolder}/` : '';
  const commits = new Map<string, Promise<WorkspaceReader>>();
  const filesAt = (commit: string): Promise<WorkspaceReader> => {
    if (commit === o.head) return Promise.resolve(o.headFiles);
    let found = commits.get(commit);
    if (!found) {
      found = commitFiles(place, rest, store, commit).then((c) => c.files);
      found.catch(() => commits.delete(commit));
      commits.set(commit, found);
    }
    return found;
  };
  /** The trees of the tips GitHub named, so a send on one need not ask for it. */
  const tipTrees = new Map<string, string>();
  /** The send under way (its branch, tree, base and the commits made for it), kept until GitHub confirms the branch. */
  const attemptKey = `send-attempt:${place.owner}/${place.repo}`;
  const sentKey = (bytes: Uint8Array) => `sent-blob:${place.owner}/${place.repo}:${contentStamp(bytes)}`;

  return {
    siteFolder: place.siteFolder,
    head: () => Promise.resolve(o.head),
    changedSince: (commit, areas) => {
      if (commit !== o.head) return Promise.reject(new PublishError('The drafts were made on another version of the site.'));
      const inAreas = (p: string) => areas.some((a) => (a.endsWith('/') ? p.startsWith(a) : p === a));
      return Promise.resolve([...o.drafted()].filter(inAreas).sort());
    },
    fileAt: async (commit, file) => (await filesAt(commit).catch(inWords)).readBytes(file),
    remoteUrl: () => Promise.resolve(`https://github.com/${place.owner}/${place.repo}`),
    async base() {
      const tip = await branchTip(place, rest, store).catch(inWords);
      tipTrees.set(tip.commit, tip.tree);
      return { branch: place.branch, tip: tip.commit };
    },
    // GitHub writes the commits as the person the token belongs to.
    author: () => Promise.resolve('the account of the token'),
    async branchesUnder(under) {
      const refs = (await rest(
        'GET',
        `${repo}/git/matching-refs/heads/${under.split('/').map(encodeURIComponent).join('/')}`,
        'Contents: Read',
      ).catch(inWords)) as Array<{ ref: string; object: { sha: string } }>;
      // A branch this browser made whose answer was lost (the connection dropped): not taken, so the
      // send tried again makes no second one (it finds this one, send below).
      const attempt = await store.fact<Attempt>(attemptKey);
      const ours = (r: { ref: string; object: { sha: string } }) => madeHere(attempt, refName(r.ref), r.object.sha);
      return new Set(refs.filter((r) => !ours(r)).map((r) => refName(r.ref)));
    },
    validBranch: (name) => Promise.resolve(validBranchName(name)),
    async recorded(branch) {
      const attempt = await store.fact<Attempt>(attemptKey);
      if (attempt?.branch === branch) await store.putFact(attemptKey, undefined);
    },
    async send({ tip, base, branch, files, message }) {
      if (branch === base) {
        throw new PublishError(`The editor does not write to ${base} directly: changes go on a branch of their own for review.`);
      }
      if (!validBranchName(branch)) throw new PublishError(`"${branch}" cannot be a branch name.`);
      try {
        const tree: Array<{ path: string; mode: '100644'; type: 'blob'; sha: string | null }> = [];
        for (const [file, content] of files) {
          if (content === null) {
            tree.push({ path: prefix + file, mode: '100644', type: 'blob', sha: null });
            continue;
          }
          const bytes = typeof content === 'string' ? encodeUtf8(content) : content;
          let sha = await store.fact<string>(sentKey(bytes));
          if (!sha) {
            const blob = (await rest('POST', `${repo}/git/blobs`, 'Contents: Read and write', {
              content: base64(bytes),
              encoding: 'base64',
            })) as { sha: string };
            sha = blob.sha;
            await store.putFact(sentKey(bytes), sha);
          }
          tree.push({ path: prefix + file, mode: '100644', type: 'blob', sha });
        }
        const baseTree =
          tipTrees.get(tip) ?? ((await rest('GET', `${repo}/git/commits/${tip}`, 'Contents: Read')) as { tree: { sha: string } }).tree.sha;
        const made = (await rest('POST', `${repo}/git/trees`, 'Contents: Read and write', { base_tree: baseTree, tree })) as {
          sha: string;
        };
        const commit = (await rest('POST', `${repo}/git/commits`, 'Contents: Read and write', {
          message,
          tree: made.sha,
          parents: [tip],
        })) as { sha: string };
        // Kept before the branch is asked for: if its answer is lost, the next try knows the branch is its own.
        const earlier = await store.fact<Attempt>(attemptKey);
        const before = earlier?.branch === branch && Array.isArray(earlier.commits) ? earlier.commits : [];
        const attempt: Attempt = { branch, commits: [...before, { sha: commit.sha, tree: made.sha }] };
        await store.putFact(attemptKey, attempt);
        // A new branch only: GitHub refuses to create one that exists (no force, nothing overwritten).
        const created = await rest('POST', `${repo}/git/refs`, 'Contents: Read and write', {
          ref: `refs/heads/${branch}`,
          sha: commit.sha,
        }).then(
          () => commit.sha,
          async (e: unknown) => {
            if (!(e instanceof CodeHostError) || e.status !== 422) throw e;
            if (/rule violation/i.test(e.said)) throw new PublishError(ruleRefusal(place, branch, base, e.said));
            // It exists: made by an earlier try of this very send whose answer was lost? Then it is the answer.
            const existing = (await rest(
              'GET',
              `${repo}/git/ref/heads/${branch.split('/').map(encodeURIComponent).join('/')}`,
              'Contents: Read',
            ).catch((g: unknown) => {
              // Not made, and not there: GitHub would not make it (a branch protection rule, most likely).
              throw g instanceof CodeHostError && g.status === 404 ? new PublishError(protectionRefusal(branch, e.said)) : g;
            })) as { object: { sha: string } };
            const mine = attempt.commits.find((c) => c.sha === existing.object.sha);
            if (!mine) throw e;
            if (mine.tree === made.sha) return existing.object.sha;
            // Made by an earlier try, before the change was edited again: this browser's own branch, never
            // published, moved to the change as it is now (the one case the branch is moved, never another's).
            await rest(
              'PATCH',
              `${repo}/git/refs/heads/${branch.split('/').map(encodeURIComponent).join('/')}`,
              'Contents: Read and write',
              {
                sha: commit.sha,
                force: true,
              },
            );
            return commit.sha;
          },
        );
        return created;
      } catch (e) {
        return inWords(e);
      }
    },
  };
}
