/**
 * The code host as the publisher sees it: open a pull request, the address to open
 * one by hand, and a pull request's state and checks. The GitHub client (github.ts) is one; the
 * other, `noCodeHost`, is for when no token is configured: the branch is pushed and the panel
 * shows the address to open the pull request.
 */
import type { CheckView, ProblemView } from '../protocol.ts';

export interface HostStatus {
  state: 'open' | 'merged' | 'closed';
  /** The merged change is live on the site (the deploy after the merge finished). */
  deployed: boolean;
  checks: CheckView[];
  problems: ProblemView[];
}

export interface CodeHost {
  /** Opens a pull request; undefined when no token is configured (then the panel shows compareUrl). */
  openPullRequest(p: { head: string; base: string; title: string; body: string }): Promise<{ number: number; url: string } | undefined>;
  /** The address to open a pull request by hand (no token), from the remote's URL; undefined when not known. */
  compareUrl(base: string, head: string): string | undefined;
  /** The pull request's state, its checks and their annotations as field messages. */
  status(pr: number, commit: string): Promise<HostStatus>;
}

/** owner/repo of a remote's address: https://github.com/o/r(.git), git@github.com:o/r.git, ssh://git@host/o/r. */
export function parseRemote(url: string): { host: string; owner: string; repo: string } | undefined {
  const u = url.trim();
  const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(u);
  if (scp && !u.includes('://')) return { host: scp[1], owner: scp[2], repo: scp[3] };
  try {
    const p = new URL(u);
    if (!/^(https?|ssh|git):$/.test(p.protocol)) return undefined;
    const m = /^\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(p.pathname);
    return m ? { host: p.hostname, owner: decodeURIComponent(m[1]), repo: decodeURIComponent(m[2]) } : undefined;
  } catch {
    return undefined;
  }
}

/** OWNER/REPO of a github.com remote, in any of the forms git takes; undefined for any other remote. */
export function githubRepo(remoteUrl: string | undefined): { owner: string; repo: string } | undefined {
  const r = remoteUrl ? parseRemote(remoteUrl) : undefined;
  return r?.host === 'github.com' ? { owner: r.owner, repo: r.repo } : undefined;
}

/** A branch name in an address: each part encoded, the `/` between parts kept. */
const refInUrl = (ref: string) => ref.split('/').map(encodeURIComponent).join('/');

/** Where a person opens the pull request of `head` into `base` by hand, on the web site `web` (https://github.com). */
export function compareAddress(web: string, owner: string, repo: string, base: string, head: string): string {
  return `${web.replace(/\/+$/, '')}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/compare/${refInUrl(base)}...${refInUrl(head)}?expand=1`;
}

/** The code host when no token is set: nothing opened, the address to open it by hand, no checks known. */
export function noCodeHost(remoteUrl: string | undefined): CodeHost {
  const gh = githubRepo(remoteUrl);
  return {
    openPullRequest: () => Promise.resolve(undefined),
    compareUrl: (base, head) => (gh ? compareAddress('https://github.com', gh.owner, gh.repo, base, head) : undefined),
    status: () => Promise.resolve({ state: 'open', deployed: false, checks: [], problems: [] }),
  };
}
