/**
 * A real git remote on disk for the publishing tests: a bare repository holding a
 * copy of the site on `main`, the person's working copy cloned from it, and another person's
 * clone to move `main` meanwhile. git runs with no global or system configuration (only the
 * repositories' own), so the machine's settings do not change what the tests see.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CodeHost } from '../../../src/editor/publish/host';

const REPO = resolve(__dirname, '../../..');

process.env.GIT_CONFIG_GLOBAL = '/dev/null';
process.env.GIT_CONFIG_NOSYSTEM = '1';
delete process.env.EDITOR_BASE_BRANCH;
delete process.env.EDITOR_REMOTE;
delete process.env.EDITOR_PUBLISH_TO_BASE;
// No code host from the machine's settings: a test that wants one gives it.
delete process.env.GITHUB_TOKEN;
delete process.env.GITHUB_REPOSITORY;
delete process.env.GITHUB_API_URL;

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

const who = (cwd: string, name: string) => {
  git(cwd, 'config', 'user.name', name);
  git(cwd, 'config', 'user.email', `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`);
};

export interface Repos {
  dir: string;
  /** The bare repository: the remote. */
  remote: string;
  /** The person's working copy (the site folder). */
  work: string;
  /** Another person's clone. */
  other: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Changes a file in the other person's clone, commits and pushes it to main. */
  theyChange(file: string, change: (text: string) => string, message?: string): void;
  cleanup(): void;
}

/** `folder`: the site in a folder of the repository rather than at its top. */
export function makeRepos({ folder = '' } = {}): Repos {
  const dir = mkdtempSync(join(tmpdir(), 'editor-publish-'));
  const remote = join(dir, 'remote.git');
  const seed = join(dir, 'seed');
  const work = join(dir, 'work');
  const other = join(dir, 'other');
  git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  mkdirSync(seed);
  for (const p of ['site.yaml', 'content', 'public', '.gitignore']) cpSync(join(REPO, p), join(seed, folder, p), { recursive: true });
  git(seed, 'init', '--quiet', '--initial-branch=main');
  who(seed, 'Seed');
  git(seed, 'add', '-A');
  git(seed, 'commit', '--quiet', '-m', 'The site');
  git(seed, 'push', '--quiet', remote, 'main');
  git(dir, 'clone', '--quiet', remote, work);
  who(work, 'Wanjiku Editor');
  git(dir, 'clone', '--quiet', remote, other);
  who(other, 'Otieno Other');
  return {
    dir,
    remote,
    work,
    other,
    read: (file) => readFileSync(join(work, folder, file), 'utf8'),
    write: (file, text) => writeFileSync(join(work, folder, file), text),
    theyChange(file, change, message = 'Another change') {
      git(other, 'pull', '--quiet', '--ff-only');
      const abs = join(other, folder, file);
      writeFileSync(abs, change(readFileSync(abs, 'utf8')));
      git(other, 'commit', '--quiet', '-am', message);
      git(other, 'push', '--quiet', 'origin', 'main');
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A code host that records the pull requests asked for and answers with a number and an address. */
export function recordingHost(): CodeHost & { opened: { head: string; base: string; title: string; body: string }[] } {
  const opened: { head: string; base: string; title: string; body: string }[] = [];
  return {
    opened,
    openPullRequest: (p) => {
      opened.push(p);
      return Promise.resolve({ number: opened.length, url: `https://github.com/acme/site/pull/${opened.length}` });
    },
    compareUrl: (base, head) => `https://github.com/acme/site/compare/${base}...${head}?expand=1`,
    status: () => Promise.resolve({ state: 'open', deployed: false, checks: [], problems: [] }),
  };
}

/** `text` with `from` replaced by `to` once; fails loudly when `from` is not there (a test on a changed site). */
export function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`"${from}" is not in the text`);
  return text.replace(from, to);
}
