import type { PGlite } from '@electric-sql/pglite';
import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escapeControls, hasControl, isAddressOrName, safeJson } from './clean.ts';
import { asAnon, openDb } from './db.ts';

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

function json(res: ServerResponse, status: number, body: unknown): ServerResponse {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  return res.end(JSON.stringify(body));
}

/**
 * The media type of a request's body, e.g. `application/json` for
 * `application/json; charset=utf-8`; empty when there is none.
 */
export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

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
 * Same-origin stand-ins for the two outside services, used when their
 * environment variables are unset: newsletter inserts into an embedded
 * PostgreSQL under the same rules as production, e-mails into an outbox file.
 */
export function standInMiddleware(opts: StandInOptions) {
  let db: Promise<PGlite> | undefined;
  const outbox = join(opts.dataDir, 'outbox.jsonl');
  const database = () => {
    if (!db) {
      mkdirSync(opts.dataDir, { recursive: true });
      db = openDb(join(opts.dataDir, 'pglite'));
    }
    return db;
  };

  async function newsletter(req: IncomingMessage, res: ServerResponse) {
    const type = mediaType(req);
    if (type !== 'application/json') {
      return json(res, 415, { code: 'PGRST107', message: notJson(type), details: null, hint: 'Send Content-Type: application/json.' });
    }
    const text = await readBody(req);
    if (text === undefined) return json(res, 413, { code: 'PGRST102', message: TOO_LARGE, details: null, hint: null });
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      return json(res, 400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    }
    const list: unknown[] = Array.isArray(rows) ? rows : [rows];
    if (!list.every(isObject))
      return json(res, 400, { code: 'PGRST102', message: 'Each row must be a JSON object', details: null, hint: null });
    const wantsRows = String(req.headers.prefer ?? '').includes('return=representation');
    const conn = await database();
    for (const row of list) {
      // Only the column anon may write; anything else fails as it would on the server.
      const columns = Object.keys(row);
      if (columns.some((c) => c !== 'email')) {
        return json(res, 401, { code: '42501', message: 'permission denied for table newsletter_subscribers', details: null, hint: null });
      }
      const r = await asAnon(conn, `insert into public.newsletter_subscribers (email) values ($1)${wantsRows ? ' returning *' : ''}`, [
        row.email,
      ]);
      if ('error' in r) return json(res, statusFor(r.error.code), r.error);
      // The database's rule refuses control characters in an address; escaped all the same.
      opts.log(`newsletter: ${escapeControls(String(row.email))} subscribed`);
    }
    res.statusCode = 201;
    res.end();
  }

  async function email(req: IncomingMessage, res: ServerResponse) {
    const refuse = (status: number, message: string) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.end(message);
    };
    const type = mediaType(req);
    if (type !== 'application/json') return refuse(415, notJson(type));
    const text = await readBody(req);
    if (text === undefined) return refuse(413, TOO_LARGE);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, 'The request body is invalid');
    }
    if (!isObject(body)) return refuse(400, 'The request body is invalid');
    for (const key of ['user_id', 'service_id', 'template_id'] as const) {
      const value = body[key];
      if (typeof value !== 'string' || !value) return refuse(400, `The ${key} is required`);
      if (typeof value === 'string' && hasControl(value)) return refuse(400, `The ${key} holds a control character`);
    }
    const params = body.template_params ?? {};
    if (!isObject(params)) return refuse(400, 'The template_params must be an object');
    // Addresses and names are one line of text: a control character there is refused. A
    // message keeps what was typed (stored as JSON) and is shown escaped.
    for (const [key, value] of Object.entries(params)) {
      if (hasControl(key)) return refuse(400, `A template parameter's name holds a control character: "${escapeControls(key)}"`);
      if (!isAddressOrName(key)) continue;
      // A checkbox sends true or false; only a list or an object could hide a control character.
      if (typeof value === 'object' && value !== null) return refuse(400, `The template parameter ${key} must be text`);
      if (typeof value === 'string' && hasControl(value)) return refuse(400, `The template parameter ${key} holds a control character`);
    }
    const entry = {
      at: new Date().toISOString(),
      service_id: body.service_id,
      template_id: body.template_id,
      template_params: params,
    };
    mkdirSync(opts.dataDir, { recursive: true });
    appendFileSync(outbox, `${safeJson(entry)}\n`);
    const p = entry.template_params;
    const from: unknown = p.from_email ?? p.email ?? 'unknown sender';
    opts.log(
      `e-mail "${escapeControls(String(entry.template_id))}" from ${escapeControls(String(from))} saved to ${escapeControls(outbox)}`,
    );
    res.statusCode = 200;
    res.end('OK');
  }

  const handle = (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'POST' && opts.newsletter && path === '/rest/v1/newsletter_subscribers') {
      newsletter(req, res).catch(next);
    } else if (req.method === 'POST' && opts.email && path === '/api/v1.0/email/send') {
      email(req, res).catch(next);
    } else next();
  };
  /** Starts the database now, so the first sign-up does not wait for it. */
  const warm = () => {
    if (opts.newsletter) database().catch((e: unknown) => opts.log(`database failed to start: ${String(e)}`));
  };
  return { handle, warm };
}
