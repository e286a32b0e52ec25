/**
 * GitHub's REST API (version 2022-11-28) spoken with `fetch` and nothing else: one request, its
 * answer, or a failure in words that say what to do (which permission the token lacks, how long
 * to wait). The token is sent only in the Authorization header and never appears in a message.
 * Used by the code host (github.ts) in Node and by /admin in the browser, where the person signed
 * in with the token (so the words name it as each place knows it).
 */

/** A failure of the code host, in plain words that say what to do. Its message never holds the token. */
export class CodeHostError extends Error {
  readonly status: number | undefined;
  /** GitHub's own words of its answer (its `message` and `errors`), for a caller that words a case better. */
  readonly said: string;
  constructor(message: string, status?: number, said = '') {
    super(message);
    this.name = 'CodeHostError';
    this.status = status;
    this.said = said;
  }
}

export const API_VERSION = '2022-11-28';
export const DEFAULT_API = 'https://api.github.com';

/** The token taken out of a text (a message from the network or the API could echo it). */
export function redact(text: string, token: string): string {
  return token ? text.split(token).join('[token]') : text;
}

/** What the token must be allowed, by what was asked (the names of GitHub's fine-grained permissions). */
export type Need =
  | 'Contents: Read'
  | 'Contents: Read and write'
  | 'Pull requests: Read and write'
  | 'Pull requests: Read'
  | 'Checks: Read'
  | 'Deployments: Read';

/** How the words name the token where it was given, and how to get a new one there. */
export interface TokenWords {
  /** "the token in GITHUB_TOKEN", "the token you signed in with". */
  name: string;
  /** What to do when GitHub no longer takes it. */
  renew: string;
}

export interface RestOptions {
  /** The API's base address: https://api.github.com, https://HOST/api/v3, or the stand-in's. */
  api: string;
  token: string;
  owner: string;
  repo: string;
  words: TokenWords;
  fetch?: typeof fetch;
}

export interface Answer {
  data: unknown;
  /** The answer's ETag, to ask again with If-None-Match. */
  etag: string | undefined;
  /** 304: nothing changed since the ETag given (`data` is then undefined). */
  notModified: boolean;
}

export type Rest = ((method: 'GET' | 'POST' | 'PATCH', path: string, need: Need, body?: unknown) => Promise<unknown>) & {
  /** A GET asked again only if changed since `etag` (GitHub does not count a 304 against the rate limit). */
  conditional: (path: string, need: Need, etag: string | undefined) => Promise<Answer>;
};

/** The REST calls of one repository with one token. */
export function gitHubRest(o: RestOptions): Rest {
  const api = o.api.replace(/\/+$/, '');
  const doFetch = o.fetch ?? fetch;
  const full = `${o.owner}/${o.repo}`;

  async function ask(method: string, path: string, need: Need, body: unknown, etag?: string): Promise<Answer> {
    let res: Response;
    try {
      res = await doFetch(`${api}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          'X-GitHub-Api-Version': API_VERSION,
          Authorization: `Bearer ${o.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(etag ? { 'If-None-Match': etag } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // The browser's own cache would answer a conditional request itself: the ETag is ours to keep.
        cache: 'no-store',
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e) {
      const cause = e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e);
      throw new CodeHostError(
        redact(`GitHub could not be reached at ${api} (${cause}). Check the internet connection and try again; nothing was lost.`, o.token),
      );
    }
    if (res.status === 304) return { data: undefined, etag, notModified: true };
    const text = await res.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    if (res.ok) return { data, etag: res.headers.get('etag') ?? undefined, notModified: false };
    throw new CodeHostError(redact(explain(res, data, need), o.token), res.status, redact(apiMessage(data), o.token));
  }

  function explain(res: Response, data: unknown, need: Need): string {
    const said = apiMessage(data);
    switch (res.status) {
      case 401:
        return `GitHub did not accept ${o.words.name} (it is wrong, expired or revoked). ${o.words.renew}`;
      case 403:
      case 429:
        if (res.headers.get('x-ratelimit-remaining') === '0' || res.headers.has('retry-after') || res.status === 429) {
          const reset = Number(res.headers.get('x-ratelimit-reset'));
          const after = Number(res.headers.get('retry-after'));
          const when = reset
            ? ` after ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`
            : after
              ? ` in ${after < 120 ? `${after} seconds` : `${Math.ceil(after / 60)} minutes`}`
              : ' in a few minutes';
          return `GitHub asks to wait: too many requests were made with this token. Try again${when}; nothing was lost.`;
        }
        return `${capital(o.words.name)} may not do this on ${full}: give it the permission "${need}" for this repository (GitHub, Settings, Developer settings, Fine-grained tokens), then try again.`;
      case 404:
        return (
          `GitHub has no repository ${full} that ${o.words.name} can see. ` +
          "Check the repository's name and that the token's repository access includes it."
        );
      case 409:
        return `GitHub could not do this now: ${(said || 'the repository is empty or changed meanwhile').replace(/\.$/, '')}. Try again in a moment; nothing was lost.`;
      case 422:
        return `GitHub refused the request: ${(said || 'it did not say why').replace(/\.$/, '')}.`;
      default:
        return `GitHub answered ${res.status}${said ? `: ${said}` : ''}. Try again in a moment; nothing was lost.`;
    }
  }

  const rest = async (method: 'GET' | 'POST' | 'PATCH', path: string, need: Need, body?: unknown) =>
    (await ask(method, path, need, body)).data;
  return Object.assign(rest, {
    conditional: (path: string, need: Need, etag: string | undefined) => ask('GET', path, need, undefined, etag),
  });
}

/**
 * GitHub's GraphQL API at `address` with the token: the answer's data, or a CodeHostError in
 * words (GitHub answers 200 with `errors` for a query it cannot answer).
 */
export function gitHubGraphql(o: RestOptions & { address: string }): (query: string) => Promise<unknown> {
  const doFetch = o.fetch ?? fetch;
  return async (query) => {
    let res: Response;
    try {
      res = await doFetch(o.address, {
        method: 'POST',
        headers: { Authorization: `Bearer ${o.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
        cache: 'no-store',
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new CodeHostError('GitHub could not be reached. Check the internet connection and try again; nothing was lost.');
    }
    const answer = (await res.json().catch(() => undefined)) as { data?: unknown; errors?: Array<{ message?: string }> } | undefined;
    if (res.status === 401)
      throw new CodeHostError(`GitHub did not accept ${o.words.name} (it is wrong, expired or revoked). ${o.words.renew}`, 401);
    if (!res.ok || !answer || answer.errors?.length) {
      const said = answer?.errors
        ?.map((e) => e.message)
        .filter(Boolean)
        .join('; ');
      throw new CodeHostError(
        redact(
          `GitHub could not read the files${said ? ` (${said})` : ` (it answered ${res.status})`}. Try again in a moment; nothing was lost.`,
          o.token,
        ),
        res.status,
      );
    }
    return answer.data;
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The `message` of GitHub's error answer and its `errors`' messages, as one line. */
function apiMessage(data: unknown): string {
  if (typeof data !== 'object' || data === null) return '';
  const d = data as { message?: unknown; errors?: unknown };
  const parts = Array.isArray(d.errors) ? d.errors.map(errorWords) : [];
  const head = typeof d.message === 'string' ? d.message : '';
  // "Validation Failed" says nothing its errors do not say better.
  return (parts.some(Boolean) ? parts.filter(Boolean) : [head]).filter(Boolean).map(oneLine).join('; ');
}

/** GitHub's message on one line ("Repository rule violations found\n\nCannot create ref…" → "…found: Cannot create ref…"). */
function oneLine(text: string): string {
  const [first = '', ...rest] = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return rest.length ? `${first.replace(/[.:]$/, '')}: ${rest.join(' ')}` : first;
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
