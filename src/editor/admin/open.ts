/**
 * /admin's back end: the same session, checks and edits as `npm run edit`, run in the page over
 * the base branch's files from GitHub with the person's drafts kept in the browser
 * (drafts.ts). Signing in checks the token first, so a token that cannot do the work says which
 * permission it lacks before anything is typed.
 */
import { browserPictureChecks, platformDecoder } from '../../loader/browser/pictureChecks.ts';
import { checkPicture } from '../../loader/pictureCheck.ts';
import { contentStamp, decodeUtf8, encodeUtf8, sameBytes } from '../../workspace/bytes.ts';
import type { WorkspaceReader } from '../../workspace/port.ts';
import { inArea } from '../areas.ts';
import { sessionAnswers, type EditorBackend, type EditorEvents } from '../backend.ts';
import { Session } from '../session.ts';
import { CodeHostError, gitHubGraphql, gitHubRest, type Rest, type TokenWords } from '../publish/gitHubRest.ts';
import { branchTip, commitFiles, graphqlAddress, repoPath, type RepoPlace } from './branchFiles.ts';
import { gitHubRepository } from './gitHubRepository.ts';
import { factChecks, PICTURE_FACTS, readFacts } from './pictureFacts.ts';
import { draftsWorkspace, sameDraft, type DraftsWorkspace } from './drafts.ts';
import { openStore, type Store } from './store.ts';
import { merge3 } from '../merge/merge3.ts';
import { mergePost } from '../merge/mergePost.ts';
import { Publisher } from '../publish/publish.ts';
import { gitHubHost } from '../publish/github.ts';
import { MAX_UPLOAD } from '../catalog.ts';
import { tooLargeUpload } from '../protocol.ts';

/** The token as /admin's messages name it, and how to get a new one. */
export const SIGNED_IN: TokenWords = {
  name: 'the token you signed in with',
  renew: 'Sign out, make a new fine-grained token (the guide, docs/editing.md, says how) and sign in with it.',
};

/** The token as the sign-in screen's messages name it, before it is taken. */
export const PASTED: TokenWords = {
  name: 'this token',
  renew: 'Check that it was copied whole, or make a new fine-grained token (the guide, docs/editing.md, says how) and paste it here.',
};

/**
 * Whether the token can do the editor's work on the repository, asked before anything is typed:
 * see it (Metadata), read its files (Contents: Read), write them (Contents: Read and write: an
 * empty blob is made, which nothing points at and GitHub throws away), and see its pull requests
 * (Pull requests: Read). A CodeHostError naming what is missing.
 */
export async function checkToken(rest: Rest, place: RepoPlace): Promise<void> {
  await rest('GET', repoPath(place), 'Contents: Read');
  await rest('GET', `${repoPath(place)}/branches/${encodeURIComponent(place.branch)}`, 'Contents: Read').catch((e: unknown) => {
    if (e instanceof CodeHostError && e.status === 404) {
      throw new CodeHostError(
        `The repository ${place.owner}/${place.repo} has no branch ${place.branch}: the site was built for another one.`,
        404,
      );
    }
    throw e;
  });
  await rest('POST', `${repoPath(place)}/git/blobs`, 'Contents: Read and write', { content: '', encoding: 'utf-8' });
  await rest('GET', `${repoPath(place)}/pulls?per_page=1`, 'Pull requests: Read');
}

/** Why a picture cannot be built, as far as the browser can tell (an SVG is drawn only when the site is built). */
async function pictureProblem(bytes: Uint8Array, fileName: string): Promise<string | undefined> {
  const verdict = await checkPicture(bytes, fileName, platformDecoder);
  return 'problem' in verdict ? verdict.problem : undefined;
}

export interface Opened {
  backend: EditorBackend;
}

/**
 * Opens the site of `place` with `token`: checked first when `check` (a sign-in, not a reload
 * of a tab already signed in). The drafts stay on the commit they were started on until they
 * are published or discarded; without drafts the branch's newest commit is opened.
 */
export async function openSite(place: RepoPlace, token: string, opts: { check: boolean; fetch?: typeof fetch }): Promise<Opened> {
  const common = { api: place.api, token, owner: place.owner, repo: place.repo, words: SIGNED_IN, fetch: opts.fetch };
  const rest = gitHubRest(common);
  const graphql = gitHubGraphql({ ...common, address: graphqlAddress(place.api) });
  // Checked as pasted (its words are the sign-in screen's); once taken it is the token signed in with.
  if (opts.check) await checkToken(gitHubRest({ ...common, words: PASTED }), place);
  // What the build knows of the pictures, fetched from beside this page meanwhile (none if it cannot be had).
  const facts = fetch(new URL(PICTURE_FACTS, location.href))
    .then((res) => (res.ok ? res.json() : undefined))
    .then(readFacts, () => ({}));
  const store = await openStore(`site-editor:${place.owner}/${place.repo}`);
  const tip = await branchTip(place, rest, store);
  // Drafts stay on the commit they were started on (publishing merges them with the newest);
  // without drafts, the newest commit is opened.
  const where = `${place.owner}/${place.repo}:${place.branch}:${place.siteFolder}`;
  const draftsOn = await store.fact<string>(`drafts-base:${where}`);
  const onOlder =
    !!draftsOn &&
    draftsOn !== tip.commit &&
    // Another tab shows the drafts of that commit: they are not moved from under it (its next save would be lost).
    ((await inUse(`${where}:${draftsOn}`)) ||
      !(await moveForward(store, `${where}:${draftsOn}`, `${where}:${tip.commit}`, async () => ({
        base: (await commitFiles(place, rest, store, draftsOn)).files,
        newest: (await commitFiles(place, rest, store, tip.commit, { tree: tip.tree, graphql })).files,
      }))));
  const commit = onOlder ? draftsOn : tip.commit;
  const base = await commitFiles(place, rest, store, commit, { tree: onOlder ? undefined : tip.tree, graphql });
  await store.putFact(`drafts-base:${where}`, commit);
  const files = await draftsWorkspace(base.files, commit, store, `${where}:${commit}`);
  const session = new Session({
    files,
    pictures: factChecks(await facts, base.entries, (path) => files.drafts().has(path), browserPictureChecks(files)),
    allows: inArea,
    version: contentStamp,
    pictureProblem,
    changedElsewhere: (file) => `${file} changed in another tab of this browser since this one read it.`,
  });
  const repository = gitHubRepository({ place, rest, store, head: commit, headFiles: base.files, drafted: () => files.drafts().keys() });
  const host = gitHubHost({
    ...common,
    siteDir: place.siteFolder,
    // A check's note is placed at its field from the file as it was published.
    fileAt: async (at, file) => {
      const bytes = await repository.fileAt(at, place.siteFolder ? file.slice(place.siteFolder.length + 1) : file);
      return bytes && decodeUtf8(bytes);
    },
  });
  const publisher = new Publisher(session, { repository: () => Promise.resolve(repository), codeHost: () => host });
  const answers = sessionAnswers(session, publisher);
  const objectUrls = new Map<string, string>();
  const backend: EditorBackend = {
    ...answers,
    // One publication at a time in this browser: a second tab's waits, then finds the first one's
    // branch taken (recorded) instead of taking it up as its own.
    publish: (req) =>
      locks?.request(`site-editor-publish:${place.owner}/${place.repo}`, () => answers.publish(req)) ?? answers.publish(req),
    async upload(file, folder) {
      // Refused before the file is read into the page.
      if (file.size > MAX_UPLOAD) return { ok: false, message: tooLargeUpload(MAX_UPLOAD) };
      const { ok, src, message } = await answers.upload(file.name, folder, new Uint8Array(await file.arrayBuffer()));
      return { ok, src, message };
    },
    events: () => draftEvents(files),
    otherWriter: {
      title: 'Changed in another tab',
      changed: (paths) => `${paths.join(', ')} changed in another tab of this browser; the editor has read it again.`,
    },
    // The editor's own drawing, built beside /admin (its preview/ folder).
    preview: { page: new URL('preview/', location.href).pathname, siteServer: false },
    pictureUrl: (src) => unpublishedUrl(src) ?? new URL(`..${src}`, location.href).href,
    async site() {
      const site = await answers.site();
      const unpublished = Object.fromEntries(
        site.public.flatMap((path) => {
          const url = unpublishedUrl(path.slice('public'.length));
          return url ? [[path, url]] : [];
        }),
      );
      return { ...site, unpublished };
    },
  };
  /**
   * A picture uploaded here (waiting for its save, or saved as a draft) is not on the site yet: its
   * bytes' address in this page. (The site's own pictures are beside /admin, a sub-path's too.)
   */
  function unpublishedUrl(src: string): string | undefined {
    const drafted = files.drafts().get(`public${src}`);
    const bytes = session.stagedPicture(src) ?? (drafted instanceof Uint8Array ? drafted : undefined);
    if (!bytes) return undefined;
    const key = `${src}\0${contentStamp(bytes)}`;
    let url = objectUrls.get(key);
    if (!url) {
      url = URL.createObjectURL(new Blob([bytes.slice()]));
      objectUrls.set(key, url);
    }
    return url;
  }
  // Held, shared, while this tab shows these drafts (the platform lets it go when the tab closes);
  // taken once the site is open, so a failed open leaves none to count against a second try.
  void locks?.request(draftsLock(`${where}:${commit}`), { mode: 'shared' }, () => new Promise<void>(() => undefined));
  return { backend };
}

/** The browser's Web Locks (none on a page served over plain http from another machine: then no tab waits for another). */
const locks = (navigator as Partial<Navigator>).locks;

/** The Web Lock each tab holds, shared, on the drafts of the commit it shows. */
const draftsLock = (key: string) => `site-editor-drafts:${key}`;

/** Whether another tab of this browser shows the drafts of `key` (a repository, branch, folder and commit). */
async function inUse(key: string): Promise<boolean> {
  const held = (await locks?.query())?.held ?? [];
  return held.some((lock) => lock.name === draftsLock(key));
}

/** Whether the change from `base` to `draft` is already in `newest` (merged into it, it changes nothing). */
function alreadyIn(path: string, base: Uint8Array | undefined, draft: Uint8Array | null, newest: Uint8Array | undefined): boolean {
  if (draft === null) return newest === undefined;
  if (newest === undefined) return false;
  if (sameBytes(draft, newest)) return true;
  if (base === undefined || !/\.(?:ya?ml|md)$/i.test(path)) return false;
  const [b, o, t] = [base, draft, newest].map(decodeUtf8);
  const merged = (path.endsWith('.md') ? mergePost : merge3)(b, t, o);
  return merged.ok && !merged.conflicts.length && merged.text === t;
}

/**
 * Whether the drafts of `from` (an older commit) can follow the branch to its newest commit `to`:
 * yes when each draft of the site's files changes nothing the newest commit does not have already
 * (published and merged, or made the same by someone else), or there are none. Then those drafts
 * are dropped and the rest (the record of publications) moved, so the panel shows the site as it
 * is now. Otherwise the drafts stay on their commit, and publishing merges them with the newest.
 */
async function moveForward(
  store: Store,
  from: string,
  to: string,
  commits: () => Promise<{ base: WorkspaceReader; newest: WorkspaceReader }>,
): Promise<boolean> {
  const drafts = await store.drafts(from);
  const site = [...drafts].filter(([path]) => !path.startsWith('.'));
  if (site.length) {
    const { base, newest } = await commits();
    for (const [path, draft] of site) {
      const bytes = draft === null ? null : typeof draft === 'string' ? encodeUtf8(draft) : draft;
      if (!alreadyIn(path, await base.readBytes(path), bytes, await newest.readBytes(path))) return false;
    }
  }
  for (const [path, draft] of drafts) {
    if (path.startsWith('.') && !(await store.swapDraft(to, path, undefined, draft, sameDraft))) return false;
    await store.swapDraft(from, path, draft, undefined, sameDraft);
  }
  return true;
}

/** News of drafts changed in another tab, as the panel hears of files changed on disk. */
function draftEvents(files: DraftsWorkspace): EditorEvents {
  const events = new EventTarget() as EditorEvents;
  const stop = files.watch((paths) => events.dispatchEvent(new MessageEvent('changed', { data: JSON.stringify({ files: paths }) })));
  events.close = stop;
  return events;
}
