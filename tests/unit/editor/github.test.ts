/**
 * The code host against its local stand-in over real HTTP, with a real bare repository on disk
 * as the remote: opening a pull request (once per branch), its checks as they run, their notes
 * at the fields, merged and deployed, and the failures in words that never show the token.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotationMessage, titles } from '../../../src/ci/annotations.ts';
import type { Annotation } from '../../../src/editor/publish/annotations.ts';
import { gitFileAt } from '../../../src/editor/publish/git.ts';
import { gitHubRest } from '../../../src/editor/publish/gitHubRest.ts';
import { CodeHostError, gitHubHost } from '../../../src/editor/publish/github.ts';
import { gitHubFromEnv, publishSettings } from '../../../src/editor/publish/settings.ts';
import { parseRemote, type CodeHost } from '../../../src/editor/publish/host.ts';
import { loadSite } from '../../../src/loader/index.ts';
import { startGitHubStandIn } from '../../../src/standins/github.ts';
import { secretLeaks } from '../../../src/vite/envGuard.ts';
import { FIXTURES } from '../helpers.ts';

const exec = promisify(execFile);
const git = async (cwd: string, ...args: string[]) =>
  (await exec('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd })).stdout.trim();

const TOKEN = 'github_pat_11ABCDEFG0123456789_secretpartthatmustnotleak';
const BRANCH = 'edit/new-shop-link';

let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
let work = '';
let headSha = '';
let host: CodeHost;

/** What GitHub would annotate for the branch's commit: the loader's problems as the validate job writes them. */
async function validateNotes(): Promise<Annotation[]> {
  const r = await loadSite({ root: work });
  if (r.ok) throw new Error('the branch should be broken');
  return r.problems.map((p) => ({
    path: p.file,
    start_line: p.line,
    end_line: p.line,
    start_column: p.col,
    end_column: p.endCol,
    annotation_level: 'failure' as const,
    title: titles[p.kind],
    message: annotationMessage(p),
  }));
}

const control = async (path: string, body: unknown) => {
  const res = await fetch(`${standIn.url}/__standin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
};

/** The rejection of a promise, which must be a CodeHostError. */
async function failure(p: Promise<unknown>): Promise<CodeHostError> {
  const e: unknown = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(CodeHostError);
  return e as CodeHostError;
}

const noToken = (e: Error) => {
  for (const text of [e.message, String(e), e.stack ?? '', JSON.stringify(e)]) {
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('secretpart');
  }
};

beforeAll(async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'github-host-'));
  const remote = join(tmp, 'remote.git');
  work = join(tmp, 'work');
  await exec('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  cpSync(join(FIXTURES, 'minimal'), work, { recursive: true });
  await git(work, 'init', '-q', '-b', 'main');
  await git(work, 'add', '-A');
  await git(work, 'commit', '-qm', 'The site');
  await git(work, 'remote', 'add', 'origin', remote);
  await git(work, 'push', '-q', 'origin', 'main');
  // The published change: a link edited into one to a page that does not exist.
  await git(work, 'switch', '-q', '-c', BRANCH);
  const site = join(work, 'site.yaml');
  writeFileSync(site, readFileSync(site, 'utf8').replace('- { label: Products, to: /products }', '- { label: Products, to: /prodcts }'));
  await git(work, 'commit', '-qam', 'Top bar: the Products link');
  await git(work, 'push', '-q', 'origin', BRANCH);
  headSha = await git(work, 'rev-parse', 'HEAD');
  standIn = await startGitHubStandIn({ token: TOKEN, owner: 'bamboo', repo: 'site', remote });
  host = gitHubHost({ api: standIn.url, token: TOKEN, owner: 'bamboo', repo: 'site', fileAt: gitFileAt(work) });
});

afterAll(async () => {
  await standIn.close();
});

describe('the code host against its stand-in', () => {
  it('opens a pull request of a pushed branch, and gives the same one when asked again for that branch', async () => {
    const pr = await host.openPullRequest({ head: BRANCH, base: 'main', title: 'Top bar: the Products link', body: 'One change' });
    expect(pr).toEqual({ number: 1, url: `${standIn.url}/bamboo/site/pull/1` });
    expect(standIn.state.pulls[0]).toMatchObject({
      head: BRANCH,
      base: 'main',
      headSha,
      title: 'Top bar: the Products link',
      body: 'One change',
    });

    const again = await host.openPullRequest({ head: BRANCH, base: 'main', title: 'Again', body: '' });
    expect(again).toEqual(pr);
    expect(standIn.state.pulls).toHaveLength(1);
    // The page a person reads afterwards.
    const page = await (await fetch(pr?.url ?? '')).text();
    expect(page).toContain(`${BRANCH} → main (open)`);
  });

  it('says in words that a branch must be pushed before its pull request', async () => {
    const e = await failure(host.openPullRequest({ head: 'edit/never-pushed', base: 'main', title: 'T', body: '' }));
    expect(e.status).toBe(422);
    expect(e.message).toBe('GitHub refused the request: the branch is not on GitHub (push it first, then try again).');
  });

  it('follows the checks as they run, and puts their notes at the fields', async () => {
    expect(await host.status(1, headSha)).toEqual({ state: 'open', deployed: false, checks: [], problems: [] });

    await control('checks', { sha: headSha, status: 'queued' });
    let s = await host.status(1, headSha);
    expect(s.checks).toEqual([{ name: 'Check site.yaml and content', status: 'queued', url: expect.stringContaining('/runs/') as string }]);

    await control('checks', { sha: headSha, status: 'in_progress' });
    s = await host.status(1, headSha);
    expect(s.checks.map((c) => [c.status, c.conclusion])).toEqual([['in_progress', undefined]]);

    const notes = await validateNotes();
    // The working copy moves on (two lines more at the top): the notes are placed in the commit's text.
    const site = join(work, 'site.yaml');
    writeFileSync(site, `# a comment\n# another\n${readFileSync(site, 'utf8')}`);
    await control('checks', { sha: headSha, status: 'completed', conclusion: 'failure', annotations: notes });
    s = await host.status(1, headSha);
    expect(s.state).toBe('open');
    expect(s.checks.map((c) => [c.status, c.conclusion])).toEqual([['completed', 'failure']]);
    expect(s.problems).toEqual([
      {
        severity: 'error',
        kind: 'brokenLink',
        file: 'site.yaml',
        line: 14,
        col: 30,
        path: 'navigation.links[1].to',
        where: 'top bar › link 2 "Products" › to',
        message: 'Link "/prodcts" goes to a page that does not exist. Did you mean "/products"?',
      },
    ]);
  });

  it('says "merged" once merged, and deployed once the merge is deployed', async () => {
    await control('merge', { number: 1, mergeCommitSha: 'f'.repeat(40), deployed: false });
    expect(await host.status(1, headSha)).toMatchObject({ state: 'merged', deployed: false });
    standIn.state.deployments.push({
      id: 900,
      sha: 'f'.repeat(40),
      environment: 'github-pages',
      statuses: [{ id: 901, state: 'success' }],
    });
    expect(await host.status(1, headSha)).toMatchObject({ state: 'merged', deployed: true });
    // The deployment's latest status counts: a newer failure is not deployed.
    standIn.state.deployments[0].statuses.push({ id: 902, state: 'failure' });
    expect(await host.status(1, headSha)).toMatchObject({ state: 'merged', deployed: false });
  });

  it('says "closed" for a pull request closed without merging', async () => {
    await git(work, 'push', '-q', 'origin', `${BRANCH}:edit/other`);
    const pr = await host.openPullRequest({ head: 'edit/other', base: 'main', title: 'Other', body: '' });
    await control('close', { number: pr?.number });
    expect((await host.status(pr?.number ?? 0, headSha)).state).toBe('closed');
  });

  it('asks for API version 2022-11-28 each time, and the stand-in refuses as GitHub does', async () => {
    const asked = standIn.state.requests.filter((r) => r.line.startsWith('GET /repos/') || r.line.startsWith('POST /repos/'));
    expect(asked.length).toBeGreaterThan(10);
    expect(new Set(asked.map((r) => r.apiVersion))).toEqual(new Set(['2022-11-28']));

    const post = (body: unknown, headers: Record<string, string>) =>
      fetch(`${standIn.url}/repos/bamboo/site/pulls`, { method: 'POST', headers, body: JSON.stringify(body) });
    const auth = { Authorization: `Bearer ${TOKEN}` };
    const noAuth = await post({ title: 'T', head: BRANCH, base: 'main' }, {});
    expect([noAuth.status, ((await noAuth.json()) as { message: string }).message]).toEqual([401, 'Bad credentials']);
    const noBase = await post({ title: 'T', head: BRANCH }, auth);
    expect(noBase.status).toBe(422);
    expect(((await noBase.json()) as { errors: unknown[] }).errors).toEqual([
      { resource: 'PullRequest', field: 'base', code: 'missing_field' },
    ]);
    const noSuchBase = await post({ title: 'T', head: BRANCH, base: 'gone' }, auth);
    expect(((await noSuchBase.json()) as { errors: unknown[] }).errors).toEqual([
      { resource: 'PullRequest', field: 'base', code: 'invalid' },
    ]);
    const oldVersion = await post({}, { ...auth, 'X-GitHub-Api-Version': '2020-01-01' });
    expect(oldVersion.status).toBe(400);
  });

  it('gives the address to open a pull request by hand', () => {
    expect(gitHubHost({ api: 'https://api.github.com', token: TOKEN, owner: 'bamboo', repo: 'site' }).compareUrl('main', BRANCH)).toBe(
      'https://github.com/bamboo/site/compare/main...edit/new-shop-link?expand=1',
    );
    expect(gitHubHost({ api: 'https://git.example.org/api/v3/', token: TOKEN, owner: 'o', repo: 'r' }).compareUrl('main', 'edit/a b')).toBe(
      'https://git.example.org/o/r/compare/main...edit/a%20b?expand=1',
    );
  });
});

describe('failures in words, without the token', () => {
  it('a token GitHub does not take', async () => {
    const wrong = gitHubHost({ api: standIn.url, token: `${TOKEN}x`, owner: 'bamboo', repo: 'site' });
    const e = await failure(wrong.openPullRequest({ head: BRANCH, base: 'main', title: 'T', body: '' }));
    expect(e.status).toBe(401);
    expect(e.message).toMatch(/^GitHub did not accept the token in GITHUB_TOKEN .* put it in \.env\.local and restart npm run edit\.$/);
    noToken(e);
  });

  it('a repository the token cannot see', async () => {
    const other = gitHubHost({ api: standIn.url, token: TOKEN, owner: 'someone', repo: 'else' });
    const e = await failure(other.status(1, headSha));
    expect(e.message).toContain('GitHub has no repository someone/else that the token in GITHUB_TOKEN can see');
    noToken(e);
  });

  it('a token without the right to open pull requests', async () => {
    const refusing = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Resource not accessible by personal access token' }), { status: 403 }),
      )) as typeof fetch;
    const h = gitHubHost({ api: standIn.url, token: TOKEN, owner: 'bamboo', repo: 'site', fetch: refusing });
    const e = await failure(h.openPullRequest({ head: BRANCH, base: 'main', title: 'T', body: '' }));
    expect(e.message).toContain('give it the permission "Pull requests: Read and write"');
    noToken(e);
  });

  it('GitHub out of reach, even when the network error repeats the token', async () => {
    const closed = await startGitHubStandIn();
    await closed.close();
    const h = gitHubHost({ api: closed.url, token: TOKEN, owner: 'bamboo', repo: 'site' });
    const e = await failure(h.status(1, headSha));
    expect(e.message).toMatch(
      /^GitHub could not be reached at http:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\)\. Check the internet connection/,
    );
    noToken(e);

    const echoing = (() =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error(`proxy said: bad header Bearer ${TOKEN}`) }))) as typeof fetch;
    const e2 = await failure(gitHubHost({ api: standIn.url, token: TOKEN, owner: 'b', repo: 's', fetch: echoing }).status(1, 'x'));
    expect(e2.message).toContain('proxy said: bad header Bearer [token]');
    noToken(e2);
  });
});

describe('the stand-in answers as GitHub does, and the words follow', () => {
  const words = { name: 'the token you signed in with', renew: 'Sign in again.' };
  it('a spent rate limit: 403 with its reset time, said as the time to try again', async () => {
    const rest = gitHubRest({ api: standIn.url, token: TOKEN, owner: 'bamboo', repo: 'site', words });
    const reset = Date.UTC(2026, 10, 29, 14, 5) / 1000;
    standIn.state.rateLimit = { limit: 5000, remaining: 1, reset };
    try {
      await rest('GET', '/repos/bamboo/site', 'Contents: Read');
      expect(standIn.state.rateLimit.remaining).toBe(0);
      const e = await failure(rest('GET', '/repos/bamboo/site', 'Contents: Read'));
      expect(e.status).toBe(403);
      expect(e.message).toBe(
        'GitHub asks to wait: too many requests were made with this token. Try again after 14:05 UTC; nothing was lost.',
      );
      noToken(e);
    } finally {
      standIn.state.rateLimit = undefined;
    }
  });

  it('a ruleset that restricts making branches: 422 with its rule on one line', async () => {
    const rest = gitHubRest({ api: standIn.url, token: TOKEN, owner: 'bamboo', repo: 'site', words });
    standIn.state.rules.creation = true;
    try {
      const e = await failure(
        rest('POST', '/repos/bamboo/site/git/refs', 'Contents: Read and write', { ref: 'refs/heads/edit/new', sha: headSha }),
      );
      expect(e.status).toBe(422);
      expect(e.said).toBe('Repository rule violations found: Cannot create ref due to creations being restricted.');
    } finally {
      standIn.state.rules.creation = false;
    }
  });

  it('git data of a repository without a commit: 409, said as try again', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'github-empty-'));
    await exec('git', ['init', '-q', '--bare', '-b', 'main', join(tmp, 'empty.git')]);
    const empty = await startGitHubStandIn({ token: TOKEN, remote: join(tmp, 'empty.git') });
    try {
      const rest = gitHubRest({ api: empty.url, token: TOKEN, owner: 'bamboo', repo: 'site', words });
      const e = await failure(rest('POST', '/repos/bamboo/site/git/blobs', 'Contents: Read and write', { content: '', encoding: 'utf-8' }));
      expect(e.status).toBe(409);
      expect(e.message).toBe('GitHub could not do this now: Git Repository is empty. Try again in a moment; nothing was lost.');
    } finally {
      await empty.close();
    }
  });
});

describe('settings', () => {
  it("reads owner and repository from the remote's address", () => {
    const site = { host: 'github.com', owner: 'bamboo', repo: 'site' };
    expect(parseRemote('https://github.com/bamboo/site.git')).toEqual(site);
    expect(parseRemote('https://github.com/bamboo/site')).toEqual(site);
    expect(parseRemote('https://someone@github.com/bamboo/site/')).toEqual(site);
    expect(parseRemote('git@github.com:bamboo/site.git')).toEqual(site);
    expect(parseRemote('git@github.com:bamboo/site')).toEqual(site);
    expect(parseRemote('ssh://git@github.com/bamboo/site.git')).toEqual(site);
    expect(parseRemote('/srv/git/site.git')).toBeUndefined();
    expect(parseRemote('file:///srv/git/site.git')).toBeUndefined();
  });

  it('has no code host without a token, and talks to GITHUB_API_URL for the remote with one', async () => {
    expect(gitHubFromEnv({}, 'git@github.com:bamboo/site.git')).toBeUndefined();
    expect(gitHubFromEnv({ GITHUB_TOKEN: TOKEN }, 'https://github.com/bamboo/site.git')?.compareUrl('main', 'edit/x')).toBe(
      'https://github.com/bamboo/site/compare/main...edit/x?expand=1',
    );
    // A remote on GitHub Enterprise Server: its API by default.
    expect(gitHubFromEnv({ GITHUB_TOKEN: TOKEN }, 'git@git.example.org:o/r.git')?.compareUrl('main', 'edit/x')).toBe(
      'https://git.example.org/o/r/compare/main...edit/x?expand=1',
    );
    const h = gitHubFromEnv({ GITHUB_TOKEN: TOKEN, GITHUB_API_URL: standIn.url }, 'git@github.com:bamboo/site.git');
    expect((await h?.status(1, headSha))?.state).toBe('merged');
    const named = gitHubFromEnv(
      { GITHUB_TOKEN: TOKEN, GITHUB_REPOSITORY: 'bamboo/site', GITHUB_API_URL: standIn.url },
      '/srv/git/site.git',
    );
    expect((await named?.status(1, headSha))?.state).toBe('merged');
    let thrown: unknown;
    try {
      gitHubFromEnv({ GITHUB_TOKEN: TOKEN }, '/srv/git/site.git');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(CodeHostError);
    expect((thrown as Error).message).toContain('Set GITHUB_REPOSITORY=owner/name in .env.local');
    noToken(thrown as Error);
  });

  it('reads GITHUB_ variables from .env.local as the site reads its own, and the build refuses a token given to the browser', () => {
    const dir = mkdtempSync(join(tmpdir(), 'github-env-'));
    writeFileSync(
      join(dir, '.env'),
      'GITHUB_API_URL=http://127.0.0.1:9\nVITE_SUPABASE_URL=https://x.supabase.co\nEDITOR_BASE_BRANCH=live\n',
    );
    writeFileSync(join(dir, '.env.local'), `GITHUB_TOKEN=${TOKEN}\n`);
    const env = publishSettings(dir);
    expect(env).toMatchObject({ GITHUB_TOKEN: TOKEN, GITHUB_API_URL: 'http://127.0.0.1:9', EDITOR_BASE_BRANCH: 'live' });
    expect(env).not.toHaveProperty('VITE_SUPABASE_URL');

    expect(secretLeaks({ VITE_GITHUB_TOKEN: 'anything' })).toEqual(['VITE_GITHUB_TOKEN is named like a secret']);
    expect(secretLeaks({ VITE_KEY: TOKEN })).toEqual(['VITE_KEY holds a GitHub token (the editor reads GITHUB_TOKEN, never VITE_)']);
    expect(secretLeaks({ VITE_KEY: 'ghp_abc' })).toHaveLength(1);
    expect(secretLeaks({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toEqual([]);
  });
});
