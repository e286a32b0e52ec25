/**
 * /admin's back end: the same session, checks and edits as `npm run edit`, run in the page over
 * the base branch's files from GitHub with the person's drafts kept in the browser
 * (drafts.ts). Signing in checks the token first, so a token that cannot do the work says which
 * permission it lacks before anything is typed.
 */
import { browserPictureChecks, platformDecoder } from '../../loader/browser/pictureChecks.ts';
import { checkPicture } from '../../loader/pictureCheck.ts';
import { contentStamp } from '../../workspace/bytes.ts';
import { inArea } from '../areas.ts';
import { sessionAnswers, type EditorBackend, type EditorEvents } from '../backend.ts';
import { Session } from '../session.ts';
import { CodeHostError, gitHubGraphql, gitHubRest, type Rest, type TokenWords } from '../publish/gitHubRest.ts';
import { branchFiles, graphqlAddress, type RepoPlace } from './branchFiles.ts';
import { draftsWorkspace, type DraftsWorkspace } from './drafts.ts';
import { openStore } from './store.ts';
import { Publisher } from '../publish/publish.ts';
import { noCodeHost } from '../publish/host.ts';
import { PublishError, type Repository } from '../publish/repository.ts';
import type { WorkspaceReader } from '../../workspace/port.ts';
import { MAX_UPLOAD } from '../catalog.ts';
import { tooLargeUpload } from '../protocol.ts';

/** The token as /admin's messages name it, and how to get a new one. */
export const SIGNED_IN: TokenWords = {
  name: 'the token you signed in with',
  renew: 'Sign out, make a new fine-grained token (the guide, docs/editing.md, says how) and sign in with it.',
};

const repoPath = (p: RepoPlace) => `/repos/${encodeURIComponent(p.owner)}/${encodeURIComponent(p.repo)}`;

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
  /** The commit the drafts are on. */
  commit: string;
  files: DraftsWorkspace;
  /** Requests made to GitHub to open the site. */
  requests: number;
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
  let requests = 0;
  if (opts.check) {
    await checkToken(rest, place);
    requests += 4;
  }
  const store = await openStore(`site-editor:${place.owner}/${place.repo}`);
  const branch = await branchFiles(place, rest, graphql, store);
  requests += branch.requests;
  const where = `${place.owner}/${place.repo}:${place.branch}:${place.siteFolder}`;
  const files = await draftsWorkspace(branch.files, branch.commit, store, `${where}:${branch.commit}`);
  const session = new Session({
    files,
    pictures: browserPictureChecks(files),
    allows: inArea,
    version: contentStamp,
    pictureProblem,
  });
  const repository = draftRepository(place, branch.commit, files, branch.files);
  const publisher = new Publisher(session, { repository: () => Promise.resolve(repository), codeHost: () => noCodeHost(undefined) });
  const answers = sessionAnswers(session, publisher);
  const objectUrls = new Map<string, string>();
  const backend: EditorBackend = {
    ...answers,
    async upload(file, folder) {
      // Refused before the file is read into the page.
      if (file.size > MAX_UPLOAD) return { ok: false, message: tooLargeUpload(MAX_UPLOAD) };
      const { ok, src, message } = await answers.upload(file.name, folder, new Uint8Array(await file.arrayBuffer()));
      return { ok, src, message };
    },
    events: () => draftEvents(files),
    // The editor's own drawing, built beside /admin (its preview/ folder).
    preview: { page: new URL('preview/', location.href).pathname, siteServer: false },
    pictureUrl(src) {
      const staged = session.stagedPicture(src);
      if (staged) {
        let url = objectUrls.get(src);
        if (!url) {
          url = URL.createObjectURL(new Blob([staged.slice()]));
          objectUrls.set(src, url);
        }
        return url;
      }
      // The site's pictures are beside /admin on the published site: a sub-path's too.
      return new URL(`..${src}`, location.href).href;
    },
  };
  return { backend, commit: branch.commit, files, requests: requests + branch.requests };
}

/** News of drafts changed in another tab, as the panel hears of files changed on disk. */
function draftEvents(files: DraftsWorkspace): EditorEvents {
  const events = new EventTarget() as EditorEvents;
  const stop = files.watch((paths) => events.dispatchEvent(new MessageEvent('changed', { data: JSON.stringify({ files: paths }) })));
  events.close = stop;
  return events;
}

/**
 * The repository as publishing sees it at /admin, as far as this version goes: the drafts are the
 * working copy, their base commit its head. Sending is not possible from the browser yet.
 */
function draftRepository(place: RepoPlace, commit: string, files: DraftsWorkspace, base: WorkspaceReader): Repository {
  return {
    siteFolder: place.siteFolder,
    head: () => Promise.resolve(commit),
    changedSince: (at, areas) => {
      if (at !== commit) return Promise.reject(new PublishError('The drafts were made on another version of the site.'));
      return Promise.resolve(
        [...files.drafts().keys()].filter((p) => areas.some((a) => (a.endsWith('/') ? p.startsWith(a) : p === a))).sort(),
      );
    },
    fileAt: async (at, file) => {
      if (at !== commit) return undefined;
      return base.readBytes(file);
    },
    remoteUrl: () => Promise.resolve(`https://github.com/${place.owner}/${place.repo}`),
    base: () => Promise.resolve({ branch: place.branch, tip: commit }),
    author: () => Promise.resolve(''),
    branchesUnder: () => Promise.resolve(new Set<string>()),
    validBranch: () => Promise.resolve(true),
    send: () => Promise.reject(new PublishError('Publishing from /admin is not possible yet: publish with npm run edit.')),
  };
}
