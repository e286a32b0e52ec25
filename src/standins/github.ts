/**
 * A local stand-in of the GitHub REST endpoints the visual editor uses (src/editor/publish/github.ts),
 * for the tests and for `npm run edit` without a token: an HTTP server on 127.0.0.1 keeping pull
 * requests, check runs with their annotations and deployments in memory. It answers as GitHub
 * does: 401 without the token, 403 for a permission the token lacks and when its rate limit is
 * spent (`state.rateLimit`, with the reset time in its headers), 404 for another repository, 409
 * for git data of a repository without a commit, 422 for a pull request without its head or base,
 * for a head branch the remote does not have, for a second one of a branch, and for a branch a
 * ruleset keeps the account from making (`state.rules.creation`).
 *
 * A small control API plays the workflow and the person who merges:
 *   POST /__standin/checks  { sha, name?, status, conclusion?, annotations? }  a check run of a commit
 *   POST /__standin/merge   { number, mergeCommitSha?, deployed? }             merged (and deployed)
 *   POST /__standin/close   { number }                                         closed without merging
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { escapeControls } from './clean.ts';

export interface StandInPull {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  headSha: string;
  state: 'open' | 'closed';
  merged: boolean;
  mergeCommitSha: string | null;
}

export interface StandInAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title?: string;
  message: string;
}

export interface StandInCheck {
  id: number;
  sha: string;
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  annotations: StandInAnnotation[];
}

export interface StandInDeployment {
  id: number;
  sha: string;
  environment: string;
  statuses: Array<{ id: number; state: string }>;
}

export interface GitHubStandInState {
  owner: string;
  repo: string;
  token: string;
  pulls: StandInPull[];
  checks: StandInCheck[];
  deployments: StandInDeployment[];
  /** What the token may do, as a fine-grained token's repository permissions (the test changes them). */
  permissions: { contents: Access; pulls: Access };
  /** The repository's rulesets, as far as they refuse the token's account: `creation` restricts making branches. */
  rules: { creation: boolean };
  /**
   * The token's rate limit, when a test plays it: each request to the API takes one of `remaining`;
   * with none left GitHub answers 403 with the time the limit resets (`reset`, seconds since 1970).
   */
  rateLimit: { limit: number; remaining: number; reset: number } | undefined;

  /** Each request (the control API's too), in order: `METHOD /path?query` and the API version it asked for. */
  requests: Array<{ line: string; apiVersion?: string }>;
}

export type Access = 'none' | 'read' | 'write';

export interface GitHubStandInOptions {
  owner?: string;
  repo?: string;
  /** The token it accepts (a new random one by default). */
  token?: string;
  /** A bare repository on disk: a pull request's head must be a branch of it, and its commit is read from it. */
  remote?: string;
  port?: number;
}

const DOCS = 'https://docs.github.com/rest';
const run = promisify(execFile);

function send(res: ServerResponse, status: number, body: unknown): ServerResponse {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  return res.end(JSON.stringify(body));
}

const notFound = (res: ServerResponse) => send(res, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
const invalid = (res: ServerResponse, errors: unknown[]) =>
  send(res, 422, { message: 'Validation Failed', errors, documentation_url: `${DOCS}/pulls/pulls#create-a-pull-request`, status: '422' });

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      if (text.length < 1_000_000) text += c;
    });
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Starts the stand-in on 127.0.0.1 (a free port unless `port` is given): its address, its state, and how to stop it. */
export async function startGitHubStandIn(opts: GitHubStandInOptions = {}) {
  const state: GitHubStandInState = {
    owner: opts.owner ?? 'bamboo',
    repo: opts.repo ?? 'site',
    token: opts.token ?? `standin_${randomBytes(16).toString('hex')}`,
    pulls: [],
    checks: [],
    deployments: [],
    permissions: { contents: 'write', pulls: 'write' },
    rules: { creation: false },
    rateLimit: undefined,

    requests: [],
  };
  const git = async (args: string[]) =>
    (await run('git', args, { cwd: opts.remote, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 })).stdout;
  const gitText = async (args: string[]) => (await git(args)).toString('utf8').trim();
  /** Refused as GitHub refuses a fine-grained token without the permission. */
  const lacks = (area: 'contents' | 'pulls', write: boolean) => {
    const has = state.permissions[area];
    return has === 'none' || (write && has !== 'write');
  };
  const forbidden = (res: ServerResponse) =>
    send(res, 403, { message: 'Resource not accessible by personal access token', documentation_url: DOCS, status: '403' });
  let ids = 0;
  let url = '';

  /** Whether the remote has any commit yet (once it has, it keeps having). */
  let committed = false;
  async function hasCommits(): Promise<boolean> {
    if (!committed) committed = (await gitText(['for-each-ref', '--count=1'])) !== '';
    return committed;
  }

  /** The commit a branch of the remote points at, or undefined when it has no such branch. */
  async function branchSha(branch: string): Promise<string | undefined> {
    if (!opts.remote) return '0'.repeat(40);
    try {
      const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}^{commit}`], { cwd: opts.remote });
      return stdout.trim();
    } catch {
      return undefined;
    }
  }

  const pullJson = (p: StandInPull) => ({
    url: `${url}/repos/${state.owner}/${state.repo}/pulls/${p.number}`,
    html_url: `${url}/${state.owner}/${state.repo}/pull/${p.number}`,
    number: p.number,
    state: p.state,
    title: p.title,
    body: p.body,
    merged: p.merged,
    merged_at: p.merged ? new Date().toISOString() : null,
    merge_commit_sha: p.mergeCommitSha,
    head: { ref: p.head, sha: p.headSha, label: `${state.owner}:${p.head}` },
    base: { ref: p.base, label: `${state.owner}:${p.base}` },
  });

  const checkJson = (c: StandInCheck) => ({
    id: c.id,
    head_sha: c.sha,
    name: c.name,
    status: c.status,
    conclusion: c.conclusion,
    html_url: `${url}/${state.owner}/${state.repo}/runs/${c.id}`,
    details_url: `${url}/${state.owner}/${state.repo}/runs/${c.id}`,
    output: { title: null, summary: null, annotations_count: c.annotations.length },
  });

  function control(path: string, body: unknown, res: ServerResponse): ServerResponse {
    if (!isObject(body)) return send(res, 400, { message: 'Send a JSON object.' });
    if (path === '/__standin/checks') {
      const sha = str(body.sha);
      const status = str(body.status);
      if (!sha || !status || !['queued', 'in_progress', 'completed'].includes(status)) {
        return send(res, 400, { message: 'sha and status (queued, in_progress or completed) are required.' });
      }
      const name = str(body.name) ?? 'Check site.yaml and content';
      const annotations = Array.isArray(body.annotations) ? (body.annotations as StandInAnnotation[]) : [];
      let check = state.checks.find((c) => c.sha === sha && c.name === name);
      if (!check) {
        check = { id: ++ids, sha, name, status: 'queued', conclusion: null, annotations: [] };
        state.checks.push(check);
      }
      check.status = status as StandInCheck['status'];
      check.conclusion = status === 'completed' ? (str(body.conclusion) ?? 'success') : null;
      check.annotations = annotations;
      return send(res, 200, checkJson(check));
    }
    const pull = state.pulls.find((p) => p.number === body.number);
    if (!pull) return send(res, 404, { message: `No pull request number ${String(body.number)}.` });
    if (path === '/__standin/merge') {
      pull.state = 'closed';
      pull.merged = true;
      pull.mergeCommitSha = str(body.mergeCommitSha) ?? pull.headSha;
      if (body.deployed !== false) {
        state.deployments.push({
          id: ++ids,
          sha: pull.mergeCommitSha,
          environment: 'github-pages',
          statuses: [{ id: ++ids, state: 'success' }],
        });
      }
      return send(res, 200, pullJson(pull));
    }
    if (path === '/__standin/close') {
      pull.state = 'closed';
      return send(res, 200, pullJson(pull));
    }
    return notFound(res);
  }

  async function api(method: string, u: URL, req: IncomingMessage, res: ServerResponse): Promise<ServerResponse> {
    const repo = `/repos/${state.owner}/${state.repo}`;
    const path = u.pathname;
    if (path.toLowerCase() !== repo.toLowerCase() && !path.toLowerCase().startsWith(`${repo.toLowerCase()}/`)) return notFound(res);
    const rest = path.slice(repo.length);
    let m: RegExpExecArray | null;

    // The repository, its branches and its files (the Git Data API), read from the bare repository.
    if (rest === '' || rest === '/')
      return send(res, 200, { full_name: `${state.owner}/${state.repo}`, default_branch: 'main', private: true });
    if ((m = /^\/branches\/(.+)$/.exec(rest)) && method === 'GET') {
      if (lacks('contents', false)) return forbidden(res);
      const branch = decodeURIComponent(m[1]);
      const sha = opts.remote ? await branchSha(branch) : undefined;
      if (!sha) return send(res, 404, { message: 'Branch not found', documentation_url: DOCS, status: '404' });
      const etag = `"${sha}"`;
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        return res.end();
      }
      const tree = await gitText(['rev-parse', `${sha}^{tree}`]);
      return send(res, 200, { name: branch, commit: { sha, commit: { tree: { sha: tree } } }, protected: false });
    }
    if ((m = /^\/git\/trees\/([0-9a-f]{40})$/.exec(rest)) && method === 'GET') {
      if (lacks('contents', false)) return forbidden(res);
      const listing = await gitText(['ls-tree', '-r', '-l', '-z', m[1]]).catch(() => undefined);
      if (listing === undefined) return notFound(res);
      const tree = listing
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta, path] = line.split('\t');
          const [mode, type, sha, size] = meta.split(/\s+/);
          return { path, mode, type, sha, size: Number(size) };
        });
      return send(res, 200, { sha: m[1], truncated: false, tree });
    }
    if ((m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)) && method === 'GET') {
      if (lacks('contents', false)) return forbidden(res);
      const data = await git(['cat-file', 'blob', m[1]]).catch(() => undefined);
      if (data === undefined) return notFound(res);
      const base64 = data.toString('base64').replace(/.{60}/g, '$&\n');
      return send(res, 200, { sha: m[1], size: data.length, encoding: 'base64', content: base64 });
    }
    if (rest === '/git/blobs' && method === 'POST') {
      if (lacks('contents', true)) return forbidden(res);
      const body = await readJson(req);
      if (!isObject(body) || typeof body.content !== 'string')
        return invalid(res, [{ resource: 'Blob', field: 'content', code: 'missing_field' }]);
      const bytes = body.encoding === 'base64' ? Buffer.from(body.content, 'base64') : Buffer.from(body.content, 'utf8');
      const sha = await new Promise<string>((resolve, reject) => {
        const child = execFile('git', ['hash-object', '-w', '--stdin'], { cwd: opts.remote }, (e, out) => {
          if (e) reject(new Error(e.message));
          else resolve(out.trim());
        });
        child.stdin?.end(bytes);
      });
      return send(res, 201, { sha, url: `${url}${repo}/git/blobs/${sha}` });
    }
    if ((m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest)) && method === 'GET') {
      if (lacks('contents', false)) return forbidden(res);
      const tree = await gitText(['rev-parse', `${m[1]}^{tree}`]).catch(() => undefined);
      if (!tree) return notFound(res);
      const parents = (await gitText(['rev-list', '--parents', '-n', '1', m[1]])).split(' ').slice(1);
      return send(res, 200, { sha: m[1], tree: { sha: tree }, parents: parents.map((sha) => ({ sha })) });
    }
    if ((m = /^\/git\/ref\/heads\/(.+)$/.exec(rest)) && method === 'GET') {
      if (lacks('contents', false)) return forbidden(res);
      const sha = await branchSha(decodeURIComponent(m[1]));
      if (!sha) return notFound(res);
      return send(res, 200, { ref: `refs/heads/${decodeURIComponent(m[1])}`, object: { sha, type: 'commit' } });
    }
    if ((m = /^\/git\/matching-refs\/heads\/(.*)$/.exec(rest)) && method === 'GET') {
      if (lacks('contents', false)) return forbidden(res);
      const refs = await gitText(['for-each-ref', '--format=%(refname) %(objectname)', `refs/heads/${decodeURIComponent(m[1])}`]);
      const list = refs
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' '))
        .filter(([ref]) => ref.startsWith(`refs/heads/${decodeURIComponent(m?.[1] ?? '')}`));
      return send(
        res,
        200,
        list.map(([ref, sha]) => ({ ref, object: { sha, type: 'commit' } })),
      );
    }
    if (rest === '/git/trees' && method === 'POST') {
      if (lacks('contents', true)) return forbidden(res);
      const body = await readJson(req);
      if (!isObject(body) || !Array.isArray(body.tree)) return invalid(res, [{ resource: 'Tree', field: 'tree', code: 'missing_field' }]);
      // A tree made in an index of its own: the base tree's entries, each given one put in or taken out.
      const index = join(opts.remote ?? '.', `standin-index-${randomBytes(6).toString('hex')}`);
      const env = { ...process.env, GIT_INDEX_FILE: index };
      const inIndex = (args: string[]) => run('git', args, { cwd: opts.remote, env });
      try {
        if (typeof body.base_tree === 'string') await inIndex(['read-tree', body.base_tree]);
        else await inIndex(['read-tree', '--empty']);
        for (const entry of body.tree as Array<{ path?: unknown; mode?: unknown; sha?: unknown }>) {
          if (typeof entry.path !== 'string' || (entry.sha !== null && typeof entry.sha !== 'string')) {
            return invalid(res, [{ resource: 'Tree', field: 'path', code: 'missing_field' }]);
          }
          if (entry.sha === null) await inIndex(['update-index', '--force-remove', '--', entry.path]);
          else await inIndex(['update-index', '--add', '--cacheinfo', `${String(entry.mode)},${entry.sha},${entry.path}`]);
        }
        const sha = (await inIndex(['write-tree'])).stdout.trim();
        return send(res, 201, { sha, url: `${url}${repo}/git/trees/${sha}` });
      } catch {
        return invalid(res, [{ resource: 'Tree', code: 'invalid', message: 'GitHub could not make this tree.' }]);
      } finally {
        await rm(index, { force: true });
      }
    }
    if (rest === '/git/commits' && method === 'POST') {
      if (lacks('contents', true)) return forbidden(res);
      const body = await readJson(req);
      if (!isObject(body) || typeof body.tree !== 'string' || typeof body.message !== 'string' || !Array.isArray(body.parents)) {
        return invalid(res, [{ resource: 'Commit', field: 'tree', code: 'missing_field' }]);
      }
      const who = { GIT_AUTHOR_NAME: 'Stand-in Person', GIT_AUTHOR_EMAIL: 'person@example.org' };
      const env = { ...process.env, ...who, GIT_COMMITTER_NAME: who.GIT_AUTHOR_NAME, GIT_COMMITTER_EMAIL: who.GIT_AUTHOR_EMAIL };
      const parents = (body.parents as unknown[]).flatMap((p) => ['-p', String(p)]);
      const made = await run('git', ['commit-tree', body.tree, ...parents, '-m', body.message], { cwd: opts.remote, env }).catch(
        () => undefined,
      );
      if (!made) return invalid(res, [{ resource: 'Commit', code: 'invalid', message: 'Tree or parent not found.' }]);
      return send(res, 201, { sha: made.stdout.trim(), tree: { sha: body.tree } });
    }
    if (rest === '/git/refs' && method === 'POST') {
      if (lacks('contents', true)) return forbidden(res);
      const body = await readJson(req);
      if (!isObject(body) || typeof body.ref !== 'string' || typeof body.sha !== 'string') {
        return invalid(res, [{ resource: 'Reference', field: 'ref', code: 'missing_field' }]);
      }
      const exists = await gitText(['rev-parse', '--verify', '--quiet', body.ref]).catch(() => '');
      if (exists) return send(res, 422, { message: 'Reference already exists', documentation_url: DOCS, status: '422' });
      if (state.rules.creation && body.ref.startsWith('refs/heads/')) {
        return send(res, 422, {
          message: 'Repository rule violations found\n\nCannot create ref due to creations being restricted.\n\n',
          documentation_url: `${DOCS}/git/refs#create-a-reference`,
          status: '422',
        });
      }
      await run('git', ['update-ref', body.ref, body.sha, ''], { cwd: opts.remote });
      return send(res, 201, { ref: body.ref, object: { sha: body.sha, type: 'commit' } });
    }
    if ((m = /^\/git\/refs\/heads\/(.+)$/.exec(rest)) && method === 'PATCH') {
      if (lacks('contents', true)) return forbidden(res);
      const body = await readJson(req);
      if (!isObject(body) || typeof body.sha !== 'string')
        return invalid(res, [{ resource: 'Reference', field: 'sha', code: 'missing_field' }]);
      const ref = `refs/heads/${decodeURIComponent(m[1])}`;
      const current = await branchSha(decodeURIComponent(m[1]));
      if (!current) return send(res, 422, { message: 'Reference does not exist', documentation_url: DOCS, status: '422' });
      // Without force, only forward (GitHub's "Update is not a fast forward").
      const forward = await run('git', ['merge-base', '--is-ancestor', current, body.sha], { cwd: opts.remote }).then(
        () => true,
        () => false,
      );
      if (!forward && body.force !== true)
        return send(res, 422, { message: 'Update is not a fast forward', documentation_url: DOCS, status: '422' });
      await run('git', ['update-ref', ref, body.sha, current], { cwd: opts.remote });
      return send(res, 200, { ref, object: { sha: body.sha, type: 'commit' } });
    }
    if (rest === '/pulls' && method === 'GET' && lacks('pulls', false)) return forbidden(res);
    if (rest === '/pulls' && method === 'POST' && lacks('pulls', true)) return forbidden(res);
    if (rest === '/pulls' && method === 'POST') {
      const body = await readJson(req);
      if (!isObject(body)) return send(res, 400, { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' });
      const missing = ['title', 'head', 'base'].filter((f) => !str(body[f]));
      if (missing.length)
        return invalid(
          res,
          missing.map((field) => ({ resource: 'PullRequest', field, code: 'missing_field' })),
        );
      const head = String(body.head).replace(new RegExp(`^${state.owner}:`), '');
      const base = String(body.base);
      if (state.pulls.some((p) => p.head === head && p.base === base && p.state === 'open')) {
        return invalid(res, [
          { resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${state.owner}:${head}.` },
        ]);
      }
      const headSha = await branchSha(head);
      if (!headSha) return invalid(res, [{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
      if (!(await branchSha(base))) return invalid(res, [{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
      const pull: StandInPull = {
        number: state.pulls.length + 1,
        title: String(body.title),
        body: str(body.body) ?? '',
        head,
        base,
        headSha,
        state: 'open',
        merged: false,
        mergeCommitSha: null,
      };
      state.pulls.push(pull);
      return send(res, 201, pullJson(pull));
    }
    if (method !== 'GET') return notFound(res);
    if (rest === '/pulls') {
      const head = u.searchParams.get('head')?.replace(new RegExp(`^${state.owner}:`), '');
      const base = u.searchParams.get('base');
      const st = u.searchParams.get('state') ?? 'open';
      const list = state.pulls.filter((p) => (!head || p.head === head) && (!base || p.base === base) && (st === 'all' || p.state === st));
      return send(res, 200, list.map(pullJson));
    }
    if ((m = /^\/pulls\/(\d+)$/.exec(rest))) {
      const pull = state.pulls.find((p) => p.number === Number(m?.[1]));
      return pull ? send(res, 200, pullJson(pull)) : notFound(res);
    }
    if ((m = /^\/commits\/([^/]+)\/check-runs$/.exec(rest))) {
      const sha = decodeURIComponent(m[1]);
      const runs = state.checks.filter((c) => c.sha === sha).map(checkJson);
      return send(res, 200, { total_count: runs.length, check_runs: runs });
    }
    if ((m = /^\/check-runs\/(\d+)\/annotations$/.exec(rest))) {
      const check = state.checks.find((c) => c.id === Number(m?.[1]));
      return check ? send(res, 200, check.annotations) : notFound(res);
    }
    if (rest === '/deployments') {
      const sha = u.searchParams.get('sha');
      const list = state.deployments.filter((d) => !sha || d.sha === sha);
      return send(
        res,
        200,
        list.map((d) => ({ id: d.id, sha: d.sha, environment: d.environment })),
      );
    }
    if ((m = /^\/deployments\/(\d+)\/statuses$/.exec(rest))) {
      const d = state.deployments.find((x) => x.id === Number(m?.[1]));
      // Newest first, as GitHub lists them.
      return d ? send(res, 200, [...d.statuses].reverse()) : notFound(res);
    }
    return notFound(res);
  }

  /** The blobs' texts a GraphQL query names (`bN: object(oid: "…") { … on Blob { text … } }`), as GitHub answers it. */
  async function graphql(req: IncomingMessage, res: ServerResponse): Promise<ServerResponse> {
    const body = await readJson(req);
    const query = isObject(body) && typeof body.query === 'string' ? body.query : '';
    if (lacks('contents', false))
      return send(res, 200, {
        data: { repository: null },
        errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by personal access token' }],
      });
    const repository: Record<string, unknown> = {};
    for (const [, alias, oid] of query.matchAll(/(\w+):\s*object\(oid:\s*"([0-9a-f]{40})"\)/g)) {
      const data = await git(['cat-file', 'blob', oid]).catch(() => undefined);
      const binary = data?.includes(0) ?? false;
      repository[alias] = data === undefined ? null : { text: binary ? null : data.toString('utf8'), isBinary: binary, isTruncated: false };
    }
    return send(res, 200, { data: { repository } });
  }

  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    // As GitHub's API: any page may call it with a token (CORS), and read the headers it needs.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'ETag, Link, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset');
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match, X-GitHub-Api-Version',
        'Access-Control-Max-Age': '86400',
      });
      return void res.end();
    }
    const apiVersion = req.headers['x-github-api-version'];
    state.requests.push({
      line: escapeControls(`${method} ${u.pathname}${u.search}`),
      apiVersion: typeof apiVersion === 'string' ? apiVersion : undefined,
    });
    void (async () => {
      if (u.pathname.startsWith('/__standin/') && method === 'POST') return control(u.pathname, await readJson(req), res);
      // A pull request's page: what a person reads after publishing.
      const page = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)$/.exec(u.pathname);
      if (page && method === 'GET') {
        const pull = state.pulls.find((p) => p.number === Number(page[3]));
        if (!pull) return notFound(res);
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        return res.end(
          `#${pull.number} ${pull.title}\n${pull.head} → ${pull.base} (${pull.merged ? 'merged' : pull.state})\n\n${pull.body}\n`,
        );
      }
      // GitHub takes the versions it has (the editor asks for 2022-11-28) and refuses others.
      if (typeof apiVersion === 'string' && apiVersion !== '2022-11-28') {
        return send(res, 400, {
          message: `API version ${escapeControls(apiVersion)} is not supported.`,
          documentation_url: DOCS,
          status: '400',
        });
      }
      const auth = req.headers.authorization ?? '';
      const given = /^(?:Bearer|token) (.+)$/i.exec(auth)?.[1];
      if (given !== state.token) {
        return send(res, 401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
      }
      const limit = state.rateLimit;
      if (limit) {
        res.setHeader('X-RateLimit-Limit', String(limit.limit));
        res.setHeader('X-RateLimit-Reset', String(limit.reset));
        if (limit.remaining <= 0) {
          res.setHeader('X-RateLimit-Remaining', '0');
          return send(res, 403, {
            message: 'API rate limit exceeded for user ID 1.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
            status: '403',
          });
        }
        res.setHeader('X-RateLimit-Remaining', String(--limit.remaining));
      }
      if (u.pathname === '/graphql' && method === 'POST') return graphql(req, res);
      // A repository without a commit has no git data yet: GitHub answers 409 for it.
      if (opts.remote && /^\/repos\/[^/]+\/[^/]+\/git\//.test(u.pathname) && !(await hasCommits())) {
        return send(res, 409, { message: 'Git Repository is empty.', documentation_url: DOCS, status: '409' });
      }
      return api(method, u, req, res);
    })().catch((e: unknown) => send(res, 500, { message: e instanceof Error ? e.message : String(e) }));
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
