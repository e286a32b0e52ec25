/**
 * `git` itself, for publishing from the editor: run as a program (execFile, no shell,
 * never a prompt for a password), with the machine's own configuration and credentials. It
 * commits exactly the changed files on a new branch without touching the person's checkout,
 * branch or index: a temporary index built from the base commit, the files' texts written as
 * blobs, a tree and a commit made from them, and that commit pushed under a new branch name.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PublishError, type Repository } from './repository.ts';

/** git's answer to one command. */
interface Ran {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** A git command that failed: `message` says in words what happened and what to do; `detail` is git's own text (for the terminal). */
export class GitError extends PublishError {}

/** One run of git in `cwd`; never throws for git's own exit code (the caller reads it). */
function run(cwd: string, args: readonly string[], opts: { input?: string | Uint8Array; env?: Record<string, string> } = {}): Promise<Ran> {
  return new Promise((done, failed) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
        // No prompt on the terminal (a credential helper or an ssh key is used, or it fails);
        // git's messages in English (they are read below); no optional lock on the person's index.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', GIT_OPTIONAL_LOCKS: '0', ...opts.env },
      },
      (error: (Error & { code?: unknown }) | null, stdout, stderr) => {
        const code = error?.code;
        if (error && typeof code !== 'number') {
          failed(
            code === 'ENOENT'
              ? new GitError(
                  'Publishing needs git, and this computer has none: install it from https://git-scm.com, then start the editor again.',
                )
              : error,
          );
          return;
        }
        done({ code: typeof code === 'number' ? code : 0, stdout, stderr: stderr.toString('utf8') });
      },
    );
    // A git that needs no input may be gone before it is written to: that is no error of ours.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(opts.input);
  });
}

/** Whether git's text says a revision or path is not there. */
const MISSING =
  /does not exist|exists on disk, but not in|not a valid object name|bad revision|unknown revision|invalid object name|Needed a single revision/i;

/** What went wrong with a push or fetch, in words, and what to do. */
export function transportTrouble(stderr: string, what: 'push' | 'fetch', remote: string): string {
  const doing = what === 'push' ? 'The change could not be sent to the repository' : 'The repository could not be reached';
  if (
    /could not read Username|Authentication failed|Permission denied|terminal prompts disabled|invalid username or password|403/i.test(
      stderr,
    )
  ) {
    return `${doing}: this computer has no permission to write to it (no saved login for "${remote}"). Sign in once with git in a terminal (for example run git push there, or set up GitHub Desktop or an SSH key), then press Publish again. Your changes are kept.`;
  }
  if (
    /Could not resolve host|unable to access|Connection refused|timed out|Network is unreachable|Could not read from remote repository|does not appear to be a git repository/i.test(
      stderr,
    )
  ) {
    return `${doing}: it did not answer (no internet, or the address of "${remote}" is wrong). Check the connection and press Publish again. Your changes are kept.`;
  }
  if (/pre-receive hook declined|hook declined|\[remote rejected\]|protected branch/i.test(stderr)) {
    const said = stderr
      .split('\n')
      .filter((l) => l.startsWith('remote:'))
      .map((l) => l.slice(7).trim())
      .filter(Boolean)
      .join(' ');
    return `${doing}: the repository refused it${said ? ` (it said: ${said.slice(0, 300)})` : ''}. Ask the person who looks after the repository, then press Publish again. Your changes are kept.`;
  }
  if (/non-fast-forward|fetch first|already exists|\[rejected\]/i.test(stderr)) {
    return `${doing}: a branch of that name appeared there meanwhile. Press Publish again (a new name is chosen). Your changes are kept.`;
  }
  if (/Permission denied|unable to create|read-only|insufficient permission/i.test(stderr)) {
    return `${doing}: the repository cannot be written to (its files are read-only). Ask the person who looks after it. Your changes are kept.`;
  }
  return `${doing}: git stopped with an error (the terminal where npm run edit runs shows it). Your changes are kept.`;
}

export interface Repo {
  /** The repository's top folder. */
  root: string;
  /** The site folder inside it, with a trailing "/" ("" when the site is the whole repository). */
  prefix: string;
}

/**
 * git for one site folder: its repository, its remote and base branch; the local clone as the
 * publisher's Repository. `env`: the publishing settings (EDITOR_BASE_BRANCH, EDITOR_REMOTE,
 * EDITOR_PUBLISH_TO_BASE, GIT_AUTHOR_*).
 */
export class Git implements Repository {
  private constructor(
    readonly repo: Repo,
    readonly remote: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** The repository holding the site folder, or why publishing cannot work from it. */
  static async open(siteRoot: string, env: NodeJS.ProcessEnv = process.env): Promise<Git> {
    const top = await run(siteRoot, ['rev-parse', '--show-toplevel', '--show-prefix']);
    if (top.code !== 0) {
      throw new GitError(
        'The site folder is not in a git repository, so there is nowhere to publish to. Clone the site with git (git clone …) and run the editor in that folder.',
        top.stderr,
      );
    }
    const [root, prefix = ''] = top.stdout.toString('utf8').split('\n');
    return new Git({ root, prefix }, env.EDITOR_REMOTE?.trim() || 'origin', env);
  }

  private async git(args: readonly string[], opts?: { input?: string | Uint8Array; env?: Record<string, string> }): Promise<Ran> {
    return run(this.repo.root, args, opts);
  }

  /** Like git(), but a non-zero exit is a GitError with `message`. */
  private async must(
    args: readonly string[],
    message: string,
    opts?: { input?: string | Uint8Array; env?: Record<string, string> },
  ): Promise<string> {
    const r = await this.git(args, opts);
    if (r.code !== 0) throw new GitError(message, r.stderr);
    return r.stdout.toString('utf8').trim();
  }

  get siteFolder(): string {
    return this.repo.prefix.replace(/\/$/, '');
  }

  /** A site file's name in the repository (`site.yaml` → `site/site.yaml` when the site is a subfolder). */
  path(file: string): string {
    return this.repo.prefix + file;
  }

  /** The commit the working copy is on. */
  head(): Promise<string> {
    return this.must(
      ['rev-parse', '--verify', 'HEAD^{commit}'],
      'The repository has no commit yet: make a first commit with git, then publish.',
    );
  }

  /** The remote's address, or undefined when there is no such remote. */
  async remoteUrl(): Promise<string | undefined> {
    const r = await this.git(['remote', 'get-url', this.remote]);
    return r.code === 0 ? r.stdout.toString('utf8').trim() : undefined;
  }

  /** The branch published changes go to: EDITOR_BASE_BRANCH, else the remote's default branch, else main. */
  private async baseBranch(): Promise<string> {
    const set = this.env.EDITOR_BASE_BRANCH?.trim();
    if (set) return set;
    const r = await this.git(['symbolic-ref', '--quiet', `refs/remotes/${this.remote}/HEAD`]);
    const ref = r.code === 0 ? r.stdout.toString('utf8').trim() : '';
    const prefix = `refs/remotes/${this.remote}/`;
    return ref.startsWith(prefix) ? ref.slice(prefix.length) : 'main';
  }

  /** Fetches the remote's branches (its news); a GitError in words when it cannot. */
  private async fetch(): Promise<void> {
    if ((await this.remoteUrl()) === undefined) {
      throw new GitError(
        `The repository has no remote called "${this.remote}" to publish to. Add one (git remote add ${this.remote} <address>) or set EDITOR_REMOTE in .env.`,
      );
    }
    const r = await this.git(['fetch', '--quiet', '--no-tags', this.remote]);
    if (r.code !== 0) throw new GitError(transportTrouble(r.stderr, 'fetch', this.remote), r.stderr);
  }

  /** Fetches, then the base branch and its tip on the remote. */
  async base(): Promise<{ branch: string; tip: string | undefined }> {
    await this.fetch();
    const branch = await this.baseBranch();
    return { branch, tip: await this.remoteTip(branch) };
  }

  /** The commit of the remote's branch as last fetched, or undefined when it has none of that name. */
  private async remoteTip(branch: string): Promise<string | undefined> {
    const r = await this.git(['rev-parse', '--verify', '--quiet', `refs/remotes/${this.remote}/${branch}^{commit}`]);
    return r.code === 0 ? r.stdout.toString('utf8').trim() : undefined;
  }

  /** A site file's bytes at a commit, or undefined when the file is not there. */
  async fileAt(rev: string, file: string): Promise<Buffer | undefined> {
    const r = await this.git(['show', `${rev}:${this.path(file)}`]);
    if (r.code === 0) return r.stdout;
    if (MISSING.test(r.stderr)) return undefined;
    throw new GitError(`git could not read ${file} at ${rev.slice(0, 8)}.`, r.stderr);
  }

  /**
   * The site files under `areas` (site-relative; a folder ends with "/") that differ between
   * `rev` and the working copy, or are new there and not ignored by .gitignore.
   */
  async changedSince(rev: string, areas: readonly string[]): Promise<string[]> {
    const paths = areas.map((a) => this.path(a));
    const diff = await this.must(['diff', '--name-only', '-z', '--no-renames', rev, '--', ...paths], 'git could not compare the files.');
    const fresh = await this.must(
      ['ls-files', '-z', '--others', '--exclude-standard', '--', ...paths],
      'git could not list the new files.',
    );
    const names = `${diff}\0${fresh}`.split('\0').filter(Boolean);
    return [...new Set(names.map((n) => n.slice(this.repo.prefix.length)))].sort();
  }

  /** Who commits: git's own user.name and user.email; a GitError saying what to run when either is not set. */
  async author(): Promise<string> {
    const get = async (key: string) => (await this.git(['config', '--get', key])).stdout.toString('utf8').trim();
    const name = this.env.GIT_AUTHOR_NAME?.trim() || (await get('user.name'));
    const email = this.env.GIT_AUTHOR_EMAIL?.trim() || (await get('user.email'));
    if (!name || !email) {
      throw new GitError(
        'git does not know who you are, and every published change carries a name. In a terminal, run once: git config --global user.name "Your Name" and git config --global user.email "you@example.org", then press Publish again. Your changes are kept.',
      );
    }
    return `${name} <${email}>`;
  }

  /** The branch names the remote has under `prefix` (e.g. "editor/"), as it answers now. */
  async branchesUnder(prefix: string): Promise<Set<string>> {
    const r = await this.git(['ls-remote', '--heads', this.remote, `refs/heads/${prefix}*`]);
    if (r.code !== 0) throw new GitError(transportTrouble(r.stderr, 'fetch', this.remote), r.stderr);
    const names = r.stdout
      .toString('utf8')
      .split('\n')
      .map((l) => l.split('\t')[1] ?? '')
      .filter((ref) => ref.startsWith('refs/heads/'))
      .map((ref) => ref.slice('refs/heads/'.length));
    return new Set(names);
  }

  /** Whether git takes `name` as a branch name. */
  async validBranch(name: string): Promise<boolean> {
    return (await this.git(['check-ref-format', '--branch', name])).code === 0;
  }

  /**
   * A commit on top of `base` whose tree is base's with `files` (site-relative name → bytes;
   * null: removed) in place, made in a temporary index: the person's checkout and index are not
   * touched. Its author and committer are git's configured user.
   */
  async commitFiles(base: string, files: ReadonlyMap<string, Uint8Array | string | null>, message: string): Promise<string> {
    await this.author();
    const dir = await mkdtemp(join(tmpdir(), 'editor-index-'));
    const env = { GIT_INDEX_FILE: join(dir, 'index') };
    try {
      await this.must(['read-tree', base], 'git could not read the base branch.', { env });
      for (const [file, data] of files) {
        const path = this.path(file);
        if (data === null) {
          await this.must(['update-index', '--force-remove', '--', path], `git could not remove ${file}.`, { env });
          continue;
        }
        const blob = await this.must(['hash-object', '-w', '--stdin'], `git could not store ${file}.`, { input: data, env });
        await this.must(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], `git could not add ${file}.`, { env });
      }
      const tree = await this.must(['write-tree'], 'git could not write the commit’s files.', { env });
      return await this.must(['commit-tree', tree, '-p', base, '-F', '-'], 'git could not make the commit.', { input: message, env });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Sends `commit` to the remote as the new branch `branch`; never with force, and never to the
   * base branch unless EDITOR_PUBLISH_TO_BASE=1. A GitError in words when the remote refuses.
   */
  async push(commit: string, branch: string, base: string): Promise<void> {
    if (branch === base && this.env.EDITOR_PUBLISH_TO_BASE !== '1') {
      throw new GitError(
        `The editor does not write to ${base} directly: changes go on a branch of their own for review. (Set EDITOR_PUBLISH_TO_BASE=1 in .env to allow it.)`,
      );
    }
    if (!(await this.validBranch(branch))) throw new GitError(`"${branch}" cannot be a branch name.`);
    const r = await this.git(['push', '--porcelain', this.remote, `${commit}:refs/heads/${branch}`]);
    if (r.code !== 0) throw new GitError(transportTrouble(`${r.stderr}\n${r.stdout.toString('utf8')}`, 'push', this.remote), r.stderr);
  }

  /** The commit made in a temporary index (commitFiles), pushed as the new branch (push). */
  async send(p: { tip: string; base: string; branch: string; files: ReadonlyMap<string, Uint8Array | string | null>; message: string }) {
    const commit = await this.commitFiles(p.tip, p.files, p.message);
    await this.push(commit, p.branch, p.base);
    return commit;
  }
}

/** A file's text at a commit, read with `git show` in the repository at `repoDir` (undefined when absent). */
export function gitFileAt(repoDir: string): (commit: string, file: string) => Promise<string | undefined> {
  return async (commit, file) => {
    try {
      const { stdout } = await promisify(execFile)('git', ['show', `${commit}:${file}`], { cwd: repoDir, maxBuffer: 64 * 1024 * 1024 });
      return stdout;
    } catch {
      return undefined;
    }
  };
}
