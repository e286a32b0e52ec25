/**
 * The editor's HTTP API, as one request handler (Node's own request and response, so the Vite
 * dev server mounts it and the tests can too). A request is answered only when it comes to this
 * very server by the name 127.0.0.1 or localhost (a page of another site that resolves its own
 * name to 127.0.0.1 is refused), from the panel's own origin (exactly http://<that name>:<this
 * port>; `Origin: null`, another port, a cross-site or same-site fetch are refused), and carries
 * the session's token in the x-editor-token header (a page of another origin cannot set one
 * without a preflight, which is never granted). The event stream, which a browser opens without
 * headers, takes a one-use ticket instead, got with the token a moment before.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  API,
  TOKEN_HEADER,
  tooLargeUpload,
  type EditRequest,
  type NewPostRequest,
  type PublishRequest,
  type UploadResponse,
} from '../protocol.ts';
import { sessionAnswers, type SessionAnswers } from '../backend.ts';
import { localPublisher } from '../publish/local.ts';
import type { Publisher } from '../publish/publish.ts';
import { MAX_UPLOAD } from '../catalog.ts';
import { plainTrouble } from '../trouble.ts';
import type { Session } from './session.ts';

/** How long a ticket for the event stream may wait for its one use. */
export const TICKET_LIFE_MS = 30_000;

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(json);
}

function same(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Refusal = { status: number; message: string };

/**
 * Why a request is refused by where it comes from, or undefined when it may go on (the token or
 * ticket is checked after). `Host` must be 127.0.0.1 or localhost with the port this server
 * listens on; `Origin`, when the browser sends one, exactly http:// and that host; a
 * `Sec-Fetch-Site` other than same-origin is refused; a preflight (OPTIONS) is never granted;
 * and the token is never taken from the address.
 */
export function refusal(req: IncomingMessage, url: URL): Refusal | undefined {
  const host = req.headers.host ?? '';
  const named = /^(?:127\.0\.0\.1|localhost)(?::(\d{1,5}))?$/.exec(host);
  if (!named || Number(named[1] || 80) !== req.socket.localPort) return { status: 403, message: 'The editor answers only on 127.0.0.1.' };
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  if ((origin !== undefined && origin !== `http://${host}`) || (site !== undefined && site !== 'same-origin')) {
    return { status: 403, message: 'The editor answers only its own page.' };
  }
  if (req.method === 'OPTIONS') return { status: 403, message: 'The editor grants no other page the right to call it.' };
  if (url.searchParams.has('token')) {
    return {
      status: 400,
      message: `The editor's token is never taken in the address (it would stay in the history): send it in the ${TOKEN_HEADER} header.`,
    };
  }
  return undefined;
}

const NO_TICKET: Refusal = {
  status: 401,
  message: 'The event stream takes a fresh ticket (POST ticket with the token), once.',
};

const NO_TOKEN: Refusal = {
  status: 401,
  message: 'This request has no valid editor token. Open the editor from the address npm run edit printed.',
};

async function body(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function json<T>(req: IncomingMessage): Promise<T | undefined> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  const raw = await body(req, 2 * 1024 * 1024);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The SVG rules of the upload are the loader's: a picture the editor takes is one `npm run validate` takes. */
export { svgProblem } from '../../loader/pictureCheck.ts';

async function upload(answers: SessionAnswers, req: IncomingMessage, url: URL): Promise<[number, UploadResponse]> {
  // Refused before the body is read: a picture over the limit is not taken in at all.
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > MAX_UPLOAD) return [413, { ok: false, message: tooBig() }];
  const data = await body(req, MAX_UPLOAD);
  if (!data) return [413, { ok: false, message: tooBig() }];
  const { status, ...answer } = await answers.upload(url.searchParams.get('name') ?? '', url.searchParams.get('folder') ?? '', data);
  return [status, answer];
}

const tooBig = () => tooLargeUpload(MAX_UPLOAD);

export interface Api {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Tells the open panels that files changed on disk. */
  changed(files: string[]): void;
}

/** The handler of `/__editor/api/*`; answers false for any other address. `publisher`: publishing from this site folder. */
export function editorApi(session: Session, token: string, publisher: Publisher = localPublisher(session)): Api {
  const answers = sessionAnswers(session, publisher);
  const streams = new Set<ServerResponse>();
  /** Tickets for the event stream, each with the time it runs out. */
  const tickets = new Map<string, number>();
  /** Takes a ticket: true once, within TICKET_LIFE_MS of its making. */
  const takeTicket = (given: string | null): boolean => {
    const now = Date.now();
    for (const [t, until] of tickets) if (until < now) tickets.delete(t);
    const match = given ? [...tickets.keys()].find((t) => same(given, t)) : undefined;
    if (match === undefined) return false;
    tickets.delete(match);
    return true;
  };
  return {
    changed(files) {
      for (const res of streams) res.write(`event: changed\ndata: ${JSON.stringify({ files })}\n\n`);
    },
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (!url.pathname.startsWith(`${API}/`)) return false;
      const stream = req.method === 'GET' && url.pathname === `${API}/events`;
      const denied =
        refusal(req, url) ??
        (stream ? (takeTicket(url.searchParams.get('ticket')) ? undefined : NO_TICKET) : undefined) ??
        (stream || same(req.headers[TOKEN_HEADER] as string | undefined, token) ? undefined : NO_TOKEN);
      if (denied) {
        send(res, denied.status, { ok: false, message: denied.message });
        return true;
      }
      const route = `${req.method ?? 'GET'} ${url.pathname.slice(API.length + 1)}`;
      try {
        switch (route) {
          case 'GET state':
            send(res, 200, await answers.state());
            return true;
          case 'GET site':
            send(res, 200, await answers.site());
            return true;
          case 'GET catalog': {
            send(res, 200, await answers.catalog());
            return true;
          }
          case 'POST ticket': {
            const ticket = randomBytes(18).toString('base64url');
            tickets.set(ticket, Date.now() + TICKET_LIFE_MS);
            send(res, 200, { ticket });
            return true;
          }
          case 'GET events':
            res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
            res.write(': editor events\n\n');
            streams.add(res);
            req.on('close', () => streams.delete(res));
            return true;
          case 'POST edit': {
            const edit = await json<Partial<EditRequest>>(req);
            if (!edit?.file || !edit.op || typeof edit.version !== 'string')
              return (send(res, 400, { ok: false, reason: 'refused', message: 'Not an edit.' }), true);
            const result = await answers.edit(edit as EditRequest);
            send(res, result.ok ? 200 : result.reason === 'conflict' ? 409 : 422, result);
            return true;
          }
          case 'POST post': {
            const post = await json<Partial<NewPostRequest>>(req);
            if (!post?.fields || typeof post.body !== 'string')
              return (send(res, 400, { ok: false, reason: 'refused', message: 'Not a post.' }), true);
            const result = await answers.newPost(post as NewPostRequest);
            send(res, result.ok ? 200 : 422, result);
            return true;
          }
          case 'POST upload': {
            const [status, result] = await upload(answers, req, url);
            send(res, status, result);
            return true;
          }
          case 'GET changes': {
            const answer = await answers.changes();
            send(res, answer.ok ? 200 : 422, answer);
            return true;
          }
          case 'POST changes/discard': {
            const asked = await json<{ id?: unknown }>(req);
            if (typeof asked?.id !== 'string') return (send(res, 400, { ok: false, message: 'Say which change to discard.' }), true);
            const answer = await answers.discard(asked.id);
            send(res, answer.ok ? 200 : 422, answer);
            return true;
          }
          case 'POST publish/prepare': {
            const answer = await answers.prepare();
            send(res, answer.ok ? 200 : 422, answer);
            return true;
          }
          case 'POST publish': {
            const asked = await json<Partial<PublishRequest>>(req);
            if (typeof asked?.title !== 'string' || (asked.resolutions !== undefined && !Array.isArray(asked.resolutions))) {
              return (
                send(res, 400, { ok: false, message: 'Not a publication: a one-line title and the choices at the conflicts.' }),
                true
              );
            }
            const answer = await answers.publish(asked as PublishRequest);
            send(res, answer.ok ? 200 : 422, answer);
            return true;
          }
          case 'GET publications': {
            const answer = await answers.publications();
            send(res, answer.ok ? 200 : 422, answer);
            return true;
          }
          default:
            send(res, 404, { ok: false, message: `The editor has no ${route}.` });
            return true;
        }
      } catch (e) {
        send(res, 500, { ok: false, reason: 'refused', message: plainTrouble(e, 'The editor could not do this') });
        return true;
      }
    },
  };
}
