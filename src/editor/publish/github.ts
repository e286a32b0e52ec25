/**
 * The code host: GitHub's REST API (version 2022-11-28), spoken with `fetch` and nothing else.
 * It opens the pull request of a published branch, reads how far it got (its checks, their
 * annotations turned back into the panel's own field messages, merged, deployed), and gives the
 * address to open one by hand. The token stays here, in Node: it is sent only in the
 * Authorization header and never appears in a message, a log line or a thrown error.
 *
 * The same code talks to the local stand-in (src/standins/github.ts) in the tests.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { loadEnv } from 'vite';
import { titles } from '../../ci/annotations.ts';
import type { ProblemKind } from '../../loader/catalogue.ts';
import { pathToString, type PathSeg } from '../../loader/dataPath.ts';
import { splitPost } from '../../loader/frontMatter.ts';
import { parseSource, type SourceFile } from '../../loader/source.ts';
import { placeOf } from '../../loader/where.ts';
import type { ChangeView, CheckView, ProblemView } from '../protocol.ts';
import { compareAddress, parseRemote, type CodeHost } from './host.ts';

/** A failure of the code host, in plain words that say what to do. Its message never holds the token. */
export class CodeHostError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'CodeHostError';
    this.status = status;
  }
}

export const API_VERSION = '2022-11-28';
export const DEFAULT_API = 'https://api.github.com';

export interface GitHubOptions {
  /** The API's base address: https://api.github.com, https://HOST/api/v3, or the stand-in's. */
  api: string;
  token: string;
  owner: string;
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

/** A check run's annotation as GitHub lists it (a workflow command `::error file=…,line=…,col=…::…` becomes one). */
export interface Annotation {
  path: string;
  start_line: number;
  end_line?: number;
  start_column?: number | null;
  end_column?: number | null;
  annotation_level: 'notice' | 'warning' | 'failure' | null;
  title?: string | null;
  message: string | null;
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

/** The token taken out of a text (a message from the network or the API could echo it). */
function redact(text: string, token: string): string {
  return token ? text.split(token).join('[token]') : text;
}

/** What the token must be allowed, by what was asked (the names of GitHub's fine-grained permissions). */
type Need = 'Pull requests: Read and write' | 'Pull requests: Read' | 'Checks: Read' | 'Deployments: Read';

export function gitHubHost(o: GitHubOptions): CodeHost {
  const api = o.api.replace(/\/+$/, '');
  const web = (o.web ?? webOf(api)).replace(/\/+$/, '');
  const doFetch = o.fetch ?? fetch;
  const full = `${o.owner}/${o.repo}`;
  const repoPath = `/repos/${encodeURIComponent(o.owner)}/${encodeURIComponent(o.repo)}`;
  const siteDir = (o.siteDir ?? '').replace(/^\/+|\/+$/g, '');

  /** One request; the answer's JSON, or a CodeHostError saying what to do. */
  async function call(method: 'GET' | 'POST', path: string, need: Need, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(`${api}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          'X-GitHub-Api-Version': API_VERSION,
          Authorization: `Bearer ${o.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e) {
      const cause = e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e);
      throw new CodeHostError(
        redact(`GitHub could not be reached at ${api} (${cause}). Check the internet connection and try again; nothing was lost.`, o.token),
      );
    }
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (res.ok) return data;
    throw new CodeHostError(redact(explain(res, data, need), o.token), res.status);
  }

  function explain(res: Response, data: unknown, need: Need): string {
    const said = apiMessage(data);
    switch (res.status) {
      case 401:
        return (
          'GitHub did not accept the token in GITHUB_TOKEN (it is wrong, expired or revoked). ' +
          'Make a new fine-grained token for this repository (see .env.example), put it in .env.local and restart npm run edit.'
        );
      case 403:
      case 429:
        if (res.headers.get('x-ratelimit-remaining') === '0' || res.headers.has('retry-after') || res.status === 429) {
          const reset = Number(res.headers.get('x-ratelimit-reset'));
          const when = reset ? ` after ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : ' in a few minutes';
          return `GitHub asks to wait: too many requests were made with this token. Try again${when}; nothing was lost.`;
        }
        return `The token in GITHUB_TOKEN may not do this on ${full}: give it the permission "${need}" for this repository (GitHub, Settings, Developer settings, Fine-grained tokens), then try again.`;
      case 404:
        return (
          `GitHub has no repository ${full} that the token in GITHUB_TOKEN can see. ` +
          "Check the repository's address (git remote -v) and that the token's repository access includes it."
        );
      case 422:
        return `GitHub refused the request: ${said || 'it did not say why'}.`;
      default:
        return `GitHub answered ${res.status}${said ? `: ${said}` : ''}. Try again in a moment; nothing was lost.`;
    }
  }

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

/** The `message` of GitHub's error answer and its `errors`' messages, as one line. */
function apiMessage(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const d = data as { message?: unknown; errors?: unknown };
  const parts = Array.isArray(d.errors) ? d.errors.map(errorWords) : [];
  const head = typeof d.message === 'string' ? d.message : '';
  // "Validation Failed" says nothing its errors do not say better.
  return (parts.some(Boolean) ? parts.filter(Boolean) : [head]).filter(Boolean).join('; ');
}

/** One of the `errors` of a 422 answer, in words: GitHub's own message, or its field and code (docs: "Client errors"). */
function errorWords(e: unknown): string {
  if (typeof e === 'string') return e;
  const x = (e ?? {}) as { message?: unknown; field?: unknown; code?: unknown };
  if (typeof x.message === 'string') return x.message;
  const field = typeof x.field === 'string' ? x.field : '';
  if (field === 'head' && x.code === 'invalid') return 'the branch is not on GitHub (push it first, then try again)';
  if (field === 'base' && x.code === 'invalid') return 'the branch to merge into does not exist on GitHub';
  if (x.code === 'missing_field') return `the ${field || 'request'} is missing`;
  if (x.code === 'already_exists') return `the ${field || 'thing'} exists already`;
  return [field, typeof x.code === 'string' ? x.code.replace(/_/g, ' ') : ''].filter(Boolean).join(' ');
}

// ─── Annotations → the panel's field messages ────────────────────────────────────────────────

/** The kind of problem a note's title names (the titles of src/ci/annotations.ts); the first one when two share it. */
const kindOfTitle = new Map<string, ProblemKind>();
for (const [kind, title] of Object.entries(titles) as Array<[ProblemKind, string]>)
  if (!kindOfTitle.has(title)) kindOfTitle.set(title, kind);

/**
 * The checks' annotations as the panel's problems, each at the field of its line: the path is the
 * loader's (`routes[1].blocks[0].title`), so the panel shows the message at that field.
 * `textOf` gives a file's text (path from the repository's root) as the check read it; `siteDir`
 * is the site's folder from the repository's root. A note on a file outside the site is kept
 * only when it is an error (a runner's notices are not the person's business).
 */
export function annotationProblems(
  annotations: readonly Annotation[],
  textOf: (file: string) => string | undefined,
  siteDir = '',
): ProblemView[] {
  const prefix = siteDir ? `${siteDir.replace(/\/+$/, '')}/` : '';
  const sources = new Map<string, SourceFile | undefined>();
  const out: ProblemView[] = [];
  for (const a of annotations) {
    const severity = a.annotation_level === 'failure' ? 'error' : 'warning';
    const inSite = a.path.startsWith(prefix);
    if (!inSite && severity !== 'error') continue;
    const file = inSite ? a.path.slice(prefix.length) : a.path;
    const kind = kindOfTitle.get(a.title ?? '');
    const { message, place } = splitPlace(a.message ?? a.title ?? '');
    const line = Math.max(1, a.start_line);
    const col = Math.max(1, a.start_column ?? 1);
    if (!sources.has(a.path)) {
      const text = inSite ? textOf(a.path) : undefined;
      sources.set(a.path, text === undefined ? undefined : sourceOf(file, text));
    }
    const src = sources.get(a.path);
    const found = src
      ? placeAt(src, line, a.start_column ?? undefined, a.end_line === a.start_line ? a.end_column : undefined, place, kind !== undefined)
      : undefined;
    out.push({
      severity,
      kind: kind ?? 'check',
      file,
      line,
      col,
      path: found?.path ?? '',
      where: found?.where ?? (place?.startsWith('in ') ? place.slice(3) : ''),
      message,
    });
  }
  return out;
}

/** A note's text is the problem's message, then (on its own last line) "in <place in words>" or "at <path>". */
function splitPlace(text: string): { message: string; place?: string } {
  const i = text.lastIndexOf('\n');
  const last = text.slice(i + 1);
  if (i < 0 || !/^(in|at) ./.test(last)) return { message: text };
  return { message: text.slice(0, i), place: last };
}

/** A file's YAML as the loader reads it: a post's front matter starts after its `---` line. */
function sourceOf(file: string, text: string): SourceFile {
  if (!file.endsWith('.md')) return parseSource(file, text);
  const clean = text.replace(/^\uFEFF/, '');
  const post = splitPost(clean);
  return post ? parseSource(file, clean, post.yaml, 1) : parseSource(file, clean, '');
}

interface Hit {
  path: PathSeg[];
  /** The node is a map's key (the loader marks a key for an unknown field). */
  key: boolean;
  start: number;
  end: number;
}

/** Every node holding the offset, from the top down: the path of each and its place in the text. */
function nodesAt(node: unknown, offset: number, path: PathSeg[] = [], out: Hit[] = []): Hit[] {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  if (!range || offset < range[0] || offset >= Math.max(range[1], range[0] + 1)) return out;
  out.push({ path, key: false, start: range[0], end: range[1] });
  const items = (node as { items?: unknown[] }).items;
  if (!Array.isArray(items)) return out;
  items.forEach((item, i) => {
    const pair = item as { key?: unknown; value?: unknown };
    if (item && typeof item === 'object' && 'key' in pair) {
      const k = pair.key as { value?: unknown; range?: [number, number, number] } | null;
      const name = String(k && typeof k === 'object' && 'value' in k ? k.value : k);
      if (k?.range && offset >= k.range[0] && offset < k.range[1])
        out.push({ path: [...path, name], key: true, start: k.range[0], end: k.range[1] });
      else nodesAt(pair.value, offset, [...path, name], out);
    } else nodesAt(item, offset, [...path, i], out);
  });
  return out;
}

/**
 * The loader's path of the field a note marks at `line`:`col` of its file. Of the nodes there the
 * deepest is taken; the note's place in words (`in …`, the loader's placeOf) picks among them
 * and names a missing field, which the loader marks on the group of fields that lacks it.
 * `ours`: the note is the validate job's (its title is one of ours), so no place means the whole file.
 */
function placeAt(
  src: SourceFile,
  line: number,
  /** Undefined when the note gives none: the line's first character (a note on a whole line is about what it holds). */
  col: number | undefined,
  endCol: number | null | undefined,
  place: string | undefined,
  ours: boolean,
): { path: string; where: string } | undefined {
  if (place?.startsWith('at ')) return { path: place.slice(3), where: '' };
  const yamlLine = line - src.lineOffset;
  const starts = src.lines.lineStarts;
  if (yamlLine < 1 || yamlLine > starts.length || !src.yaml) return undefined;
  // A column past the line's end (a mark after its last character) stays on the line.
  const next = starts.at(yamlLine);
  const lineEnd = Math.max(starts[yamlLine - 1], next === undefined ? src.yaml.length - 1 : next - 2);
  const first = /\S/.exec(src.yaml.slice(starts[yamlLine - 1], lineEnd + 1))?.index ?? 0;
  const offset = Math.min(starts[yamlLine - 1] + (col === undefined ? first + 1 : Math.max(1, col)) - 1, lineEnd);
  const hits = nodesAt(src.doc.contents, offset).reverse();
  if (!hits.length) return undefined;
  const at = (p: PathSeg[]) => ({ path: pathToString(p), where: placeOf(src, p) });
  if (place?.startsWith('in ')) {
    const where = place.slice(3);
    for (const h of hits) {
      const here = placeOf(src, h.path);
      if (here === where) return at(h.path);
      // A field the group lacks: its name (and those of missing groups above it) after the group's place
      // (a post's top-level place is its file's; its fields' places start "front matter").
      const tail = h.key
        ? undefined
        : here
          ? where.startsWith(`${here} › `)
            ? where.slice(here.length + 3)
            : undefined
          : where.replace(/^front matter › /, '');
      if (tail) {
        const longer = [...h.path, ...tail.split(' › ')];
        if (placeOf(src, longer) === where) return at(longer);
      }
    }
  }
  if (ours && !place) return { path: '', where: '' };
  // No place to go by: the deepest node, but a key only when the mark ends with it (else the group starting there).
  const deepest = hits[0];
  if (deepest.key && hits[1] && hits[1].start === deepest.start && endCol !== undefined && endCol !== null) {
    const keyEnd = src.lines.linePos(deepest.end).col;
    if (endCol !== keyEnd) return at(hits[1].path);
  }
  return at(deepest.path);
}

// ─── Configuration ───────────────────────────────────────────────────────────────────────────

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

const run = promisify(execFile);

/** A file's text at a commit, read with `git show` in the repository at `repoDir` (undefined when absent). */
export function gitFileAt(repoDir: string): (commit: string, file: string) => Promise<string | undefined> {
  return async (commit, file) => {
    try {
      const { stdout } = await run('git', ['show', `${commit}:${file}`], { cwd: repoDir, maxBuffer: 64 * 1024 * 1024 });
      return stdout;
    } catch {
      return undefined;
    }
  };
}

// ─── The pull request's text ─────────────────────────────────────────────────────────────────

/** GitHub refuses a pull request body longer than this (characters). */
export const BODY_MAX = 65_536;
/** A value is shown up to this many characters. */
const VALUE_MAX = 200;

/** A zero-width space: between `@` and a name it stops a mention, inside `https://` or `www.` an autolink. */
const ZWSP = '\u200b';

/** Text shown as written: no emphasis, link, autolink, table cell, HTML tag, @mention or #reference made from it. */
function plain(text: string): string {
  return oneLine(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~!]/g, '\\$&')
    .replace(/[@#]/g, `$&${ZWSP}`)
    .replace(/:\/\//g, `${ZWSP}://`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
}

/** Line breaks shown as ⏎ (a list item is one line), white space runs as one space. */
const oneLine = (text: string) => text.replace(/\r?\n/g, ' ⏎ ').replace(/\s+/g, ' ').trim();

/** A value as code: shown exactly, with a fence of backticks longer than any run inside (CommonMark's rule). */
function code(value: string): string {
  let v = oneLine(value);
  if (v.length > VALUE_MAX) v = `${v.slice(0, VALUE_MAX - 1)}…`;
  if (!v) return '(empty)';
  const fence = '`'.repeat(Math.max(1, ...[...v.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const pad = v.startsWith('`') || v.endsWith('`') || (v.startsWith(' ') && v.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${v}${pad}${fence}`;
}

function changeLine(c: ChangeView, siteUrl: string | undefined): string {
  const place = `**${plain(c.place || c.file)}**`;
  let link = '';
  if (c.link) {
    let url: string | undefined;
    try {
      url = siteUrl ? new URL(c.link, siteUrl).href : undefined;
    } catch {
      url = undefined;
    }
    link = url ? ` ([${code(c.link)}](<${url.replace(/[<>\s]/g, encodeURIComponent)}>))` : ` (${code(c.link)})`;
  }
  const what =
    c.kind === 'picture'
      ? `picture added ${code(c.after ?? c.file)}`
      : c.kind === 'added'
        ? `added ${code(c.after ?? '')}`
        : c.kind === 'removed'
          ? `removed ${code(c.before ?? '')}`
          : `${code(c.before ?? '')} → ${code(c.after ?? '')}`;
  return `- ${place}${link}: ${what}`;
}

/**
 * The pull request's body: the changes in plain words (the place, old → new, pictures added),
 * each linking the page that shows it when the site's address is known. Values are shown as
 * code and places escaped, so nothing typed into the site becomes Markdown or HTML; the body
 * stays under GitHub's limit, ending "… and N more changes" when the list is longer.
 */
export function pullRequestBody(changes: readonly ChangeView[], siteUrl?: string): string {
  const n = changes.length;
  const head = `Changed in the visual editor (${n} change${n === 1 ? '' : 's'}):\n\n`;
  const foot = '\n\nEach change is checked by the workflow before it can be merged; the site is published once it is.\n';
  const lines: string[] = [];
  let size = head.length + foot.length;
  for (const [i, c] of changes.entries()) {
    const line = changeLine(c, siteUrl);
    const rest = n - i - 1;
    const more = rest ? `\n- … and ${(rest + 1).toLocaleString('en-US')} more changes`.length : 0;
    if (size + line.length + 1 + more > BODY_MAX) {
      lines.push(`- … and ${(n - i).toLocaleString('en-US')} more change${n - i === 1 ? '' : 's'}`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return `${head}${lines.join('\n')}${foot}`;
}
