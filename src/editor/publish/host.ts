/**
 * The code host as the publisher sees it (issue 28): open a pull request, the address to open
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

/**
 * OWNER/REPO of a github.com remote, in any of the forms git takes: https://github.com/o/r(.git),
 * git@github.com:o/r(.git), ssh://git@github.com/o/r(.git); undefined for any other remote.
 */
export function githubRepo(remoteUrl: string | undefined): { owner: string; repo: string } | undefined {
  const m =
    /^(?:https?:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:|ssh:\/\/git@github\.com(?::\d+)?\/)([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?\/?$/.exec(
      (remoteUrl ?? '').trim(),
    );
  return m ? { owner: m[1], repo: m[2] } : undefined;
}

/** The code host when no token is set: nothing opened, the address to open it by hand, no checks known. */
export function noCodeHost(remoteUrl: string | undefined): CodeHost {
  const gh = githubRepo(remoteUrl);
  return {
    openPullRequest: () => Promise.resolve(undefined),
    compareUrl: (base, head) =>
      gh
        ? `https://github.com/${gh.owner}/${gh.repo}/compare/${encodeURIComponent(base)}...${head.split('/').map(encodeURIComponent).join('/')}?expand=1`
        : undefined,
    status: () => Promise.resolve({ state: 'open', deployed: false, checks: [], problems: [] }),
  };
}
