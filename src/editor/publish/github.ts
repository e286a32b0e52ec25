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
import { CodeHostError, gitHubRest, type TokenWords } from './gitHubRest.ts';

export { API_VERSION, CodeHostError, DEFAULT_API, redact } from './gitHubRest.ts';

/** The token of `npm run edit`, as its messages name it. */
export const ENV_TOKEN: TokenWords = {
  name: 'the token in GITHUB_TOKEN',
  renew: 'Make a new fine-grained token for this repository (see .env.example), put it in .env.local and restart npm run edit.',
};

export interface GitHubOptions {
  /** The API's base address: https://api.github.com, https://HOST/api/v3, or the stand-in's. */
  api: string;
  token: string;
  owner: string;
  /** How the messages name the token and say how to renew it (by default: GITHUB_TOKEN of npm run edit). */
  words?: TokenWords;
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

export function gitHubHost(o: GitHubOptions): CodeHost {
  const api = o.api.replace(/\/+$/, '');
  const web = (o.web ?? webOf(api)).replace(/\/+$/, '');
  const call = gitHubRest({ api, token: o.token, owner: o.owner, repo: o.repo, words: o.words ?? ENV_TOKEN, fetch: o.fetch });
  const repoPath = `/repos/${encodeURIComponent(o.owner)}/${encodeURIComponent(o.repo)}`;
  const siteDir = (o.siteDir ?? '').replace(/^\/+|\/+$/g, '');

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
