/**
 * The code host: GitHub's REST API (version 2022-11-28), spoken with `fetch` and nothing else.
 * It opens the pull request of a published branch, reads how far it got (its checks, their
 * annotations turned back into the panel's own field messages by annotations.ts, merged,
 * deployed), and gives the address to open one by hand. The token stays here, in Node: it is
 * sent only in the Authorization header and never appears in a message, a log line or a thrown
 * error. Its settings are read by settings.ts, the pull request's text written by pullRequestBody.ts.
 *
 * The same code talks to the local stand-in (src/standins/github.ts) in the tests.
 */
import { annotationProblems, type Annotation } from './annotations.ts';
import type { CheckView } from '../protocol.ts';
import { compareAddress, type CodeHost } from './host.ts';

/** A failure of the code host, in plain words that say what to do. Its message never holds the token. */
export class CodeHostError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'CodeHostError';
    this.status = status;
  }
}

export const API_VERSION = '2022-11-28';
export const DEFAULT_API = 'https://api.github.com';

export interface GitHubOptions {
  /** The API's base address: https://api.github.com, https://HOST/api/v3, or the stand-in's. */
  api: string;
  token: string;
  owner: string;
  repo: string;
  /** The web address of pages (pull requests, compare); by default from `api`. */
  web?: string;
  /** The text of a file (path from the repository's root) at a commit, to place the checks' annotations. */
  fileAt?: (commit: string, file: string) => Promise<string | undefined>;
  /** The site's folder from the repository's root ('' when it is the root): the panel's files are named from it. */
  siteDir?: string;
  fetch?: typeof fetch;
}

/** A check run as GitHub lists it (the fields used). */
interface CheckRun {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
  html_url?: string | null;
  details_url?: string | null;
  output?: { annotations_count?: number };
}

interface Pull {
  number: number;
  html_url: string;
  state: 'open' | 'closed';
  merged?: boolean;
  merged_at?: string | null;
  merge_commit_sha?: string | null;
}

/** The web address of an API: api.github.com → github.com, HOST/api/v3 → HOST, anything else itself. */
export function webOf(api: string): string {
  const u = new URL(api);
  if (u.hostname === 'api.github.com') return 'https://github.com';
  return `${u.origin}${u.pathname.replace(/\/api\/v3\/?$/, '').replace(/\/$/, '')}`;
}

/** The token taken out of a text (a message from the network or the API could echo it). */
export function redact(text: string, token: string): string {
  return token ? text.split(token).join('[token]') : text;
}

/** What the token must be allowed, by what was asked (the names of GitHub's fine-grained permissions). */
type Need = 'Pull requests: Read and write' | 'Pull requests: Read' | 'Checks: Read' | 'Deployments: Read';

export function gitHubHost(o: GitHubOptions): CodeHost {
  const api = o.api.replace(/\/+$/, '');
  const web = (o.web ?? webOf(api)).replace(/\/+$/, '');
  const doFetch = o.fetch ?? fetch;
  const full = `${o.owner}/${o.repo}`;
  const repoPath = `/repos/${encodeURIComponent(o.owner)}/${encodeURIComponent(o.repo)}`;
  const siteDir = (o.siteDir ?? '').replace(/^\/+|\/+$/g, '');

  /** One request; the answer's JSON, or a CodeHostError saying what to do. */
  async function call(method: 'GET' | 'POST', path: string, need: Need, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(`${api}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          'X-GitHub-Api-Version': API_VERSION,
          Authorization: `Bearer ${o.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e) {
      const cause = e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e);
      throw new CodeHostError(
        redact(`GitHub could not be reached at ${api} (${cause}). Check the internet connection and try again; nothing was lost.`, o.token),
      );
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (res.ok) return data;
    throw new CodeHostError(redact(explain(res, data, need), o.token), res.status);
  }

  function explain(res: Response, data: unknown, need: Need): string {
    const said = apiMessage(data);
    switch (res.status) {
      case 401:
        return (
          'GitHub did not accept the token in GITHUB_TOKEN (it is wrong, expired or revoked). ' +
          'Make a new fine-grained token for this repository (see .env.example), put it in .env.local and restart npm run edit.'
        );
      case 403:
      case 429:
        if (res.headers.get('x-ratelimit-remaining') === '0' || res.headers.has('retry-after') || res.status === 429) {
          const reset = Number(res.headers.get('x-ratelimit-reset'));
          const when = reset ? ` after ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : ' in a few minutes';
          return `GitHub asks to wait: too many requests were made with this token. Try again${when}; nothing was lost.`;
        }
        return `The token in GITHUB_TOKEN may not do this on ${full}: give it the permission "${need}" for this repository (GitHub, Settings, Developer settings, Fine-grained tokens), then try again.`;
      case 404:
        return (
          `GitHub has no repository ${full} that the token in GITHUB_TOKEN can see. ` +
          "Check the repository's address (git remote -v) and that the token's repository access includes it."
        );
      case 422:
        return `GitHub refused the request: ${said || 'it did not say why'}.`;
      default:
        return `GitHub answered ${res.status}${said ? `: ${said}` : ''}. Try again in a moment; nothing was lost.`;
    }
  }

  async function pullFor(head: string, base: string): Promise<Pull | undefined> {
    const q = new URLSearchParams({ head: `${o.owner}:${head}`, base, state: 'open' });
    const data = (await call('GET', `${repoPath}/pulls?${q}`, 'Pull requests: Read')) as Pull[];
    return Array.isArray(data) ? data[0] : undefined;
  }

  return {
    async openPullRequest({ head, base, title, body }) {
      try {
        const data = (await call('POST', `${repoPath}/pulls`, 'Pull requests: Read and write', { title, head, base, body })) as Pull;
        return { number: data.number, url: data.html_url };
      } catch (e) {
        // One pull request per branch: the one open already is the answer.
        if (e instanceof CodeHostError && e.status === 422 && /already exists/i.test(e.message)) {
          const open = await pullFor(head, base);
          if (open) return { number: open.number, url: open.html_url };
        }
        throw e;
      }
    },

    compareUrl(base, head) {
      return compareAddress(web, o.owner, o.repo, base, head);
    },

    async status(pr, commit) {
      const pull = (await call('GET', `${repoPath}/pulls/${pr}`, 'Pull requests: Read')) as Pull;
      const state = pull.merged || pull.merged_at ? 'merged' : pull.state === 'closed' ? 'closed' : 'open';
      const runs = (await call('GET', `${repoPath}/commits/${encodeURIComponent(commit)}/check-runs?per_page=100`, 'Checks: Read')) as {
        check_runs: CheckRun[];
      };
      const checks: CheckView[] = runs.check_runs.map((r) => ({
        name: r.name,
        status: r.status === 'completed' ? 'completed' : r.status === 'in_progress' ? 'in_progress' : 'queued',
        ...(r.conclusion ? { conclusion: r.conclusion } : {}),
        ...(r.html_url || r.details_url ? { url: (r.html_url || r.details_url) as string } : {}),
      }));
      const annotations: Annotation[] = [];
      for (const r of runs.check_runs) {
        if (!r.output?.annotations_count) continue;
        const data = (await call('GET', `${repoPath}/check-runs/${r.id}/annotations?per_page=100`, 'Checks: Read')) as Annotation[];
        annotations.push(...data);
      }
      const texts = new Map<string, string | undefined>();
      for (const file of new Set(annotations.map((a) => a.path))) texts.set(file, await o.fileAt?.(commit, file));
      const problems = annotationProblems(annotations, (file) => texts.get(file), siteDir);

      let deployed = false;
      if (state === 'merged' && pull.merge_commit_sha) {
        const q = new URLSearchParams({ sha: pull.merge_commit_sha });
        const deployments = (await call('GET', `${repoPath}/deployments?${q}`, 'Deployments: Read')) as Array<{ id: number }>;
        for (const d of deployments) {
          // Newest first: the deployment's state now.
          const statuses = (await call('GET', `${repoPath}/deployments/${d.id}/statuses?per_page=1`, 'Deployments: Read')) as Array<{
            state: string;
          }>;
          if (statuses[0]?.state === 'success') deployed = true;
        }
      }
      return { state, deployed, checks, problems };
    },
  };
}

/** The `message` of GitHub's error answer and its `errors`' messages, as one line. */
function apiMessage(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const d = data as { message?: unknown; errors?: unknown };
  const parts = Array.isArray(d.errors) ? d.errors.map(errorWords) : [];
  const head = typeof d.message === 'string' ? d.message : '';
  // "Validation Failed" says nothing its errors do not say better.
  return (parts.some(Boolean) ? parts.filter(Boolean) : [head]).filter(Boolean).join('; ');
}

/** One of the `errors` of a 422 answer, in words: GitHub's own message, or its field and code (docs: "Client errors"). */
function errorWords(e: unknown): string {
  if (typeof e === 'string') return e;
  const x = (e ?? {}) as { message?: unknown; field?: unknown; code?: unknown };
  if (typeof x.message === 'string') return x.message;
  const field = typeof x.field === 'string' ? x.field : '';
  if (field === 'head' && x.code === 'invalid') return 'the branch is not on GitHub (push it first, then try again)';
  if (field === 'base' && x.code === 'invalid') return 'the branch to merge into does not exist on GitHub';
  if (x.code === 'missing_field') return `the ${field || 'request'} is missing`;
  if (x.code === 'already_exists') return `the ${field || 'thing'} exists already`;
  return [field, typeof x.code === 'string' ? x.code.replace(/_/g, ' ') : ''].filter(Boolean).join(' ');
}
