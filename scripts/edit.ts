/**
 * npm run edit: the visual editor. Starts the site's dev server with the editor's panel on
 * 127.0.0.1 and prints the panel's address, which carries this session's token.
 *   npm run edit                 the site in this folder
 *   npm run edit -- --site DIR   another copy of the site (a folder with site.yaml, content/, public/)
 *   npm run edit -- --port N     another port (default 5175; the next free one if taken)
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Git } from '../src/editor/publish/git.ts';
import { publishSettings } from '../src/editor/publish/settings.ts';
import { parseRemote } from '../src/editor/publish/host.ts';
import { startEditor } from '../src/editor/server/start.ts';
import { startGitHubStandIn } from '../src/standins/github.ts';

const PROJECT = resolve(import.meta.dirname, '..');

/**
 * Without GITHUB_TOKEN, a remote on a code host gets the branch pushed and the address to open
 * the pull request by hand. A remote that is a folder on this machine (a bare repository, to try
 * publishing out or to learn it) gets the GitHub stand-in instead, so its pull requests, checks
 * and states can be seen: the settings that point the editor at it, or undefined.
 */
async function standInFor(site: string): Promise<{ env: Record<string, string>; url: string } | undefined> {
  const settings = { ...process.env, ...publishSettings(PROJECT) };
  if (settings.GITHUB_TOKEN?.trim()) return undefined;
  const git = await Git.open(site, settings).catch(() => undefined);
  const remote = await git?.remoteUrl();
  if (!git || !remote || parseRemote(remote)) return undefined;
  const folder = remote.startsWith('file://') ? fileURLToPath(remote) : resolve(git.repo.root, remote);
  if (!existsSync(folder)) return undefined;
  const standIn = await startGitHubStandIn({ remote: folder });
  const { owner, repo, token } = standIn.state;
  return { url: standIn.url, env: { GITHUB_API_URL: standIn.url, GITHUB_TOKEN: token, GITHUB_REPOSITORY: `${owner}/${repo}` } };
}

const { values } = parseArgs({ options: { site: { type: 'string' }, port: { type: 'string' } } });
try {
  const site = resolve(values.site ?? PROJECT);
  const standIn = await standInFor(site);
  const editor = await startEditor({ site, port: values.port ? Number(values.port) : undefined, env: standIn?.env });
  console.log(`\n  The visual editor is running. Open this address in your browser:\n\n    ${editor.url}\n`);
  console.log('  It saves into site.yaml, content/ and public/images/ as you go. Stop it with Ctrl+C.\n');
  if (standIn)
    console.log(
      `  The remote is a folder on this machine: Publish opens its pull requests on a local stand-in of GitHub (${standIn.url}).\n`,
    );
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
