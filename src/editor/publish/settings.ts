/**
 * Where the editor publishes to, from its settings: the EDITOR_ and GITHUB_ variables of `.env`,
 * `.env.local` and the environment, and the code host they name (GitHub's client, github.ts).
 */
import { loadEnv } from 'vite';
import { CodeHostError, DEFAULT_API, gitHubHost, redact, type GitHubOptions } from './github.ts';
import { parseRemote, type CodeHost } from './host.ts';

/**
 * The publishing settings (EDITOR_ and GITHUB_ variables) from `.env`, `.env.local` (and their
 * mode's) in `root` and the environment (which wins), loaded by Vite's own loadEnv as the site's
 * variables are. They stay in Node: only VITE_ variables reach a browser.
 */
export function publishSettings(root: string, mode = 'development'): Record<string, string> {
  return loadEnv(mode, root, ['EDITOR_', 'GITHUB_']);
}

/**
 * The code host from the editor's settings, or undefined when no GITHUB_TOKEN is set (then a
 * published branch is pushed and the person opens its pull request at compareUrl's address).
 * The repository is the remote's (`remoteUrl`) or GITHUB_REPOSITORY (owner/name).
 */
export function gitHubFromEnv(
  env: Record<string, string | undefined>,
  remoteUrl: string | undefined,
  extra: Pick<GitHubOptions, 'fileAt' | 'siteDir' | 'fetch' | 'web'> = {},
): CodeHost | undefined {
  const token = env.GITHUB_TOKEN?.trim();
  if (!token) return undefined;
  const remote = remoteUrl ? parseRemote(remoteUrl) : undefined;
  const named = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
  const owner = remote?.owner ?? named?.[1];
  const repo = remote?.repo ?? named?.[2];
  if (!owner || !repo) {
    throw new CodeHostError(
      "GITHUB_TOKEN is set but the repository is unknown: the remote's address" +
        (remoteUrl ? ` (${redact(remoteUrl, token)})` : '') +
        ' names no owner/repository. Set GITHUB_REPOSITORY=owner/name in .env.local.',
    );
  }
  const api = env.GITHUB_API_URL?.trim() || (remote && remote.host !== 'github.com' ? `https://${remote.host}/api/v3` : DEFAULT_API);
  return gitHubHost({ api, token, owner, repo, ...extra });
}
