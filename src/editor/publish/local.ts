/**
 * Publishing from the clone on this machine (`npm run edit`): the clone's git (git.ts) and the
 * code host the editor's settings name (settings.ts): GitHub's when GITHUB_TOKEN is set, else none,
 * and the panel shows where to open the pull request. Another back end gives the Publisher its
 * own repository and host.
 */
import { decodeUtf8 } from '../../workspace/bytes.ts';
import { Git } from './git.ts';
import { noCodeHost, type CodeHost } from './host.ts';
import { Publisher, type Editing } from './publish.ts';
import type { Repository } from './repository.ts';
import { gitHubFromEnv } from './settings.ts';

export interface LocalPublishing {
  /** The code host, instead of the one the settings name (tests give a stand-in). */
  codeHost?: CodeHost;
  /** The settings (EDITOR_ and GITHUB_ variables); the process's environment unless given. */
  env?: NodeJS.ProcessEnv;
  /** The repository, instead of the clone around the site's folder. */
  repository?: Repository;
}

/** A publisher for the site in `session.root`, a folder of a git clone. */
export function localPublisher(session: Editing & { readonly root: string }, opts: LocalPublishing = {}): Publisher {
  const env = opts.env ?? process.env;
  const { repository } = opts;
  return new Publisher(session, {
    repository: () => (repository ? Promise.resolve(repository) : Git.open(session.root, env)),
    codeHost: (repo) => opts.codeHost ?? hostFromSettings(repo, env),
  });
}

/**
 * GitHub's client when GITHUB_TOKEN is set (the repository from the remote, or GITHUB_REPOSITORY),
 * else none. The checks' notes name files from the repository's top: the site's are read at the
 * commit checked.
 */
async function hostFromSettings(repo: Repository, env: NodeJS.ProcessEnv): Promise<CodeHost> {
  const remote = await repo.remoteUrl();
  const prefix = repo.siteFolder ? `${repo.siteFolder}/` : '';
  const fileAt = async (commit: string, path: string) => {
    if (!path.startsWith(prefix)) return undefined;
    const bytes = await repo.fileAt(commit, path.slice(prefix.length)).catch(() => undefined);
    return bytes && decodeUtf8(bytes);
  };
  return gitHubFromEnv(env, remote, { fileAt, siteDir: repo.siteFolder }) ?? noCodeHost(remote);
}
