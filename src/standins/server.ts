import type { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { escapeControls, hasControl, isAddressOrName } from './clean.ts';
import { asAnon, cause, openHealed } from './db.ts';
import { appendMail } from './outbox.ts';
import { claim, isRunning, readOwner, type Owner } from './owner.ts';

export interface StandInOptions {
  /** Folder for the database and the outbox (.data by default). */
  dataDir: string;
  email: boolean;
  newsletter: boolean;
  log: (line: string) => void;
}

type Next = (err?: unknown) => void;

/** The most a request body may hold, in characters. */
export const BODY_LIMIT = 100_000;
const TOO_LARGE = `The request body is larger than ${BODY_LIMIT} characters`;

const NEWSLETTER = '/rest/v1/newsletter_subscribers';
const EMAIL = '/api/v1.0/email/send';

/** One call to a stand-in, as received: what any server on the folder can pass to its owner. */
interface Call {
  path: typeof NEWSLETTER | typeof EMAIL;
  /** The Content-Type header as sent ('' when none). */
  contentType: string;
  prefer: string;
  /** The body, or undefined when it was longer than BODY_LIMIT. */
  body: string | undefined;
}

/** What a stand-in answers. */
interface Answer {
  status: number;
  type?: string;
  body: string;
}

/** The body as text, or undefined when it is longer than BODY_LIMIT (the rest is read and dropped). */
function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let body: string | undefined = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      if (body === undefined) return;
      body += c;
      if (body.length > BODY_LIMIT) body = undefined;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/** A PostgREST error, as the hosted newsletter service answers one. */
const restError = (status: number, code: string, message: string, hint: string | null = null): Answer => ({
  status,
  type: JSON_TYPE,
  body: JSON.stringify({ code, message, details: null, hint }),
});

/** An EmailJS refusal: its status and a sentence in plain text. */
const mailError = (status: number, message: string): Answer => ({ status, type: TEXT_TYPE, body: message });

/** What a server answers when the folder's data cannot be reached: nothing was stored. */
const unavailable = (path: Call['path'], why: string): Answer =>
  path === NEWSLETTER
    ? restError(503, 'PGRST000', `Could not connect with the database: ${why}`, 'See the terminal of the local server.')
    : mailError(503, `The message was not saved: ${why}`);

/**
 * The media type of a Content-Type header, e.g. `application/json` for
 * `application/json; charset=utf-8`; empty when there is none.
 */
const mediaType = (contentType: string): string => contentType.split(';')[0].trim().toLowerCase();

/**
 * Why a body that is not JSON is refused. A page of another site may POST `text/plain` or a
 * form to us without asking first (a "simple" request, no preflight); `application/json` it
 * may not, so only JSON is taken, as the hosted services take it.
 */
export const notJson = (type: string): string =>
  `Only application/json request bodies are accepted, not ${type ? escapeControls(type) : 'a body without a Content-Type'}.`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** HTTP status the hosted REST interface gives for a database error code. */
export function statusFor(code: string): number {
  if (code === '23505') return 409;
  if (code === '42501') return 401;
  if (/^(23|22)/.test(code)) return 400;
  return 500;
}

/**
 * A call refused before its body is read: not JSON (415), or longer than BODY_LIMIT (413). Any
 * server answers these itself: a body too long was not kept, so it cannot be passed on.
 */
function refusedUnread(call: Call): Answer | undefined {
  const type = mediaType(call.contentType);
  const newsletter = call.path === NEWSLETTER;
  if (type !== 'application/json')
    return newsletter ? restError(415, 'PGRST107', notJson(type), 'Send Content-Type: application/json.') : mailError(415, notJson(type));
  if (call.body === undefined) return newsletter ? restError(413, 'PGRST102', TOO_LARGE) : mailError(413, TOO_LARGE);
  return undefined;
}

/**
 * The owner's side: the database and the outbox of the folder, opened by this process alone.
 * Its answers never throw: a failure is answered in the service's shape and told to the
 * terminal once, in words.
 */
class Keeper {
  private db: Promise<PGlite> | undefined;
  private closing = false;
  readonly outbox: string;

  constructor(private readonly opts: StandInOptions) {
    this.outbox = join(opts.dataDir, 'outbox.jsonl');
  }

  /** The database, opened (and made whole again if it was damaged) on first use. */
  database(): Promise<PGlite> {
    if (!this.db) {
      mkdirSync(this.opts.dataDir, { recursive: true });
      const opening = openHealed(join(this.opts.dataDir, 'pglite'), this.opts.log);
      // A database that cannot be opened at all is tried again at the next call.
      opening.catch(() => {
        if (this.db === opening) this.db = undefined;
      });
      this.db = opening;
    }
    return this.db;
  }

  async answer(call: Call): Promise<Answer> {
    if (this.closing) return unavailable(call.path, 'the server is stopping');
    try {
      return call.path === NEWSLETTER ? await this.newsletter(call) : this.email(call);
    } catch (e) {
      this.opts.log(`${call.path === NEWSLETTER ? 'newsletter' : 'e-mail'} failed: ${escapeControls(cause(e))}`);
      if (call.path === NEWSLETTER) {
        // Not a refusal of the database (those are answered above): the database itself failed.
        // It is opened afresh at the next call, and moved aside if it no longer opens.
        const broken = this.db;
        this.db = undefined;
        void broken?.then((db) => db.close()).catch(() => undefined);
        return unavailable(call.path, 'the local database failed');
      }
      return unavailable(call.path, 'the outbox could not be written');
    }
  }

  private async newsletter(call: Call): Promise<Answer> {
    const refused = refusedUnread(call);
    if (refused) return refused;
    let rows: unknown;
    try {
      rows = JSON.parse(call.body ?? '');
    } catch {
      return restError(400, 'PGRST102', 'Empty or invalid json');
    }
    const list: unknown[] = Array.isArray(rows) ? rows : [rows];
    if (!list.every(isObject)) return restError(400, 'PGRST102', 'Each row must be a JSON object');
    const wantsRows = call.prefer.includes('return=representation');
    const conn = await this.database();
    for (const row of list) {
      // Only the columns anon may write; anything else fails as it would on the server.
      if (Object.keys(row).some((c) => c !== 'email' && c !== 'language')) {
        return restError(401, '42501', 'permission denied for table newsletter_subscribers');
      }
      const columns = 'language' in row ? '(email, language) values ($1, $2)' : '(email) values ($1)';
      const r = await asAnon(
        conn,
        `insert into public.newsletter_subscribers ${columns}${wantsRows ? ' returning *' : ''}`,
        'language' in row ? [row.email, row.language] : [row.email],
      );
      if ('error' in r) return { status: statusFor(r.error.code), type: JSON_TYPE, body: JSON.stringify(r.error) };
      // The database's rule refuses control characters in an address; escaped all the same.
      this.opts.log(
        `newsletter: ${escapeControls(String(row.email))} subscribed${'language' in row ? ` (${escapeControls(String(row.language))})` : ''}`,
      );
    }
    return { status: 201, body: '' };
  }

  private email(call: Call): Answer {
    const refused = refusedUnread(call);
    if (refused) return refused;
    let body: unknown;
    try {
      body = JSON.parse(call.body ?? '');
    } catch {
      return mailError(400, 'The request body is invalid');
    }
    if (!isObject(body)) return mailError(400, 'The request body is invalid');
    for (const key of ['user_id', 'service_id', 'template_id'] as const) {
      const value = body[key];
      if (typeof value !== 'string' || !value) return mailError(400, `The ${key} is required`);
      if (hasControl(value)) return mailError(400, `The ${key} holds a control character`);
    }
    const params = body.template_params ?? {};
    if (!isObject(params)) return mailError(400, 'The template_params must be an object');
    // Addresses and names are one line of text: a control character there is refused. A
    // message keeps what was typed (stored as JSON) and is shown escaped.
    for (const [key, value] of Object.entries(params)) {
      if (hasControl(key)) return mailError(400, `A template parameter's name holds a control character: "${escapeControls(key)}"`);
      if (!isAddressOrName(key)) continue;
      // A checkbox sends true or false; only a list or an object could hide a control character.
      if (typeof value === 'object' && value !== null) return mailError(400, `The template parameter ${key} must be text`);
      if (typeof value === 'string' && hasControl(value)) return mailError(400, `The template parameter ${key} holds a control character`);
    }
    const entry = { at: new Date().toISOString(), service_id: body.service_id, template_id: body.template_id, template_params: params };
    mkdirSync(this.opts.dataDir, { recursive: true });
    appendMail(this.outbox, entry);
    const from: unknown = params.from_email ?? params.email ?? 'unknown sender';
    this.opts.log(
      `e-mail "${escapeControls(String(entry.template_id))}" from ${escapeControls(String(from))} saved to ${escapeControls(this.outbox)}`,
    );
    return { status: 200, type: TEXT_TYPE, body: 'OK' };
  }

  /** Answers nothing more and closes the database (its last changes are on disk at every commit). */
  async close(): Promise<void> {
    this.closing = true;
    const db = this.db;
    this.db = undefined;
    await db?.then((d) => d.close()).catch(() => undefined);
  }
}

async function readCall(req: IncomingMessage, path: Call['path']): Promise<Call> {
  return {
    path,
    contentType: req.headers['content-type'] ?? '',
    prefer: String(req.headers.prefer ?? ''),
    body: await readBody(req),
  };
}

function send(res: ServerResponse, a: Answer): void {
  res.statusCode = a.status;
  if (a.type) res.setHeader('Content-Type', a.type);
  res.end(a.body);
}

/** How long a follower waits for an owner that refuses connections but still runs (it is stopping). */
const STOPPING_BOUND_MS = 10_000;

/**
 * Passes a call to the owner's address on a connection of its own. Rejects with the
 * connection's error; ECONNREFUSED means the owner never received it.
 */
function pass(url: string, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = call.body ?? '';
    const headers: Record<string, string | number> = { 'Content-Length': Buffer.byteLength(body) };
    if (call.contentType) headers['Content-Type'] = call.contentType;
    if (call.prefer) headers.Prefer = call.prefer;
    const req = request(`${url}${call.path}`, { method: 'POST', agent: false, headers, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 502, type: res.headers['content-type'], body: text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('the server keeping the data did not answer in 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

type Role = { mine: true; keeper: Keeper; inner: Server; release: () => void } | { mine: false; owner: Owner };

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Same-origin stand-ins for the two outside services, used when their
 * environment variables are unset: newsletter inserts into an embedded
 * PostgreSQL under the same rules as production, e-mails into an outbox file.
 *
 * Any number of servers may run on one data folder: the first keeps it (owner.ts) and answers
 * the others' calls on a loopback port of its own; the others pass their calls to it, and the
 * first of them to find it gone keeps the folder from then on. So whatever server answered
 * "stored", one process wrote it, to the one database.
 */
export function standInMiddleware(opts: StandInOptions) {
  let role: Promise<Role> | undefined;
  let closing: Promise<void> | undefined;
  /** The lock's release while this server keeps the folder, for the exit (which runs nothing asynchronous). */
  let release: (() => void) | undefined;

  /** Stops as the signal asks, after the database is closed and the folder released. */
  const onSignal = (signal: NodeJS.Signals) => {
    const stop = () => process.kill(process.pid, signal);
    void Promise.race([close(), new Promise((r) => setTimeout(r, 5_000))]).then(stop, stop);
  };
  const onExit = () => release?.();

  /** Keeps the folder if nobody does (or `stale` says its owner is gone), else follows its owner. */
  async function settle(stale: (o: Owner) => boolean): Promise<Role> {
    const keeper = new Keeper(opts);
    const inner = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'POST' || (path !== NEWSLETTER && path !== EMAIL)) {
        send(res, { status: 404, body: '' });
        return;
      }
      readCall(req, path)
        .then((call) => keeper.answer(call))
        .then(
          (a) => send(res, a),
          () => res.destroy(),
        );
    });
    await new Promise<void>((done) => inner.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(inner.address() as AddressInfo).port}`;
    const c = await claim(opts.dataDir, url, stale);
    if (!c.mine) {
      inner.close();
      opts.log(
        `the data in ${escapeControls(opts.dataDir)} is kept by another server (process ${c.owner.pid}): sign-ups and e-mails sent here are passed to it`,
      );
      return { mine: false, owner: c.owner };
    }
    if (closing) {
      // Stopped while it settled: nothing more is kept.
      inner.close();
      c.release();
      return { mine: false, owner: c.owner };
    }
    release = c.release;
    process.once('exit', onExit);
    for (const s of SIGNALS) process.once(s, onSignal);
    if (opts.newsletter) keeper.database().catch((e: unknown) => opts.log(`the database failed to start: ${escapeControls(cause(e))}`));
    return { mine: true, keeper, inner, release: c.release };
  }

  /**
   * The owner refused the connection: it stopped, or is stopping. Waits (within a bound) for
   * its lock to go or change, then keeps the folder or follows whoever took it.
   */
  async function afterRefusal(gone: Owner): Promise<Role> {
    const until = Date.now() + STOPPING_BOUND_MS;
    for (;;) {
      const now = readOwner(opts.dataDir);
      if (!now || now.token !== gone.token || !isRunning(now.pid) || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const next = await settle((o) => o.token === gone.token || !isRunning(o.pid));
    if (next.mine) opts.log(`the server of process ${gone.pid} stopped: this one keeps the data in ${escapeControls(opts.dataDir)} now`);
    return next;
  }

  const start = (): Promise<Role> => (role ??= settle((o) => !isRunning(o.pid)));

  async function answer(call: Call): Promise<Answer> {
    for (let tries = 0; tries < 5; tries++) {
      if (closing) return unavailable(call.path, 'the server is stopping');
      const asked = start();
      const r = await asked;
      if (r.mine) return r.keeper.answer(call);
      const refused = refusedUnread(call);
      if (refused) return refused;
      try {
        const a = await pass(r.owner.url, call);
        if (a.status < 300)
          opts.log(`${call.path === NEWSLETTER ? 'sign-up' : 'e-mail'} passed to the server of process ${r.owner.pid}, which kept it`);
        return a;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ECONNREFUSED') {
          // Sent, but no answer came: it may or may not have been stored; the visitor is not told it was.
          opts.log(`the server keeping the data (process ${r.owner.pid}) did not answer: ${escapeControls(cause(e))}`);
          return unavailable(call.path, 'the server keeping the data did not answer');
        }
        // Only the first call to find the owner gone settles again; the others wait for it.
        if (role === asked) role = afterRefusal(r.owner);
      }
    }
    return unavailable(call.path, 'no server keeps the data');
  }

  /** Releases the folder (when this server kept it) and answers no more. */
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      for (const s of SIGNALS) process.off(s, onSignal);
      const r = await role?.catch(() => undefined);
      if (!r?.mine) return;
      await new Promise((done) => r.inner.close(done));
      await r.keeper.close();
      r.release();
      release = undefined;
      process.off('exit', onExit);
    })());

  const handle = (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0];
    const ours = req.method === 'POST' && ((opts.newsletter && path === NEWSLETTER) || (opts.email && path === EMAIL));
    if (!ours) {
      next();
      return;
    }
    readCall(req, path)
      .then(answer)
      .then(
        (a) => send(res, a),
        (e: unknown) => {
          // Nothing above throws; should it, the answer is still the service's shape, not a page.
          opts.log(`stand-in failed: ${escapeControls(cause(e))}`);
          send(res, unavailable(path, 'the local stand-in failed'));
        },
      );
  };
  /** Keeps or follows the folder now, so the first sign-up does not wait and the terminal says which at start. */
  const warm = () => {
    start().catch((e: unknown) => opts.log(`the stand-ins failed to start: ${escapeControls(cause(e))}`));
  };
  return { handle, warm, close };
}
