/**
 * The editor's HTTP API, as one request handler (Node's own request and response, so the Vite
 * dev server mounts it and the tests can too). Every request must come to 127.0.0.1 or
 * localhost by name (a page of another site that resolves its own name to 127.0.0.1 is refused),
 * carry the session's token in a header (a page of another origin cannot set one without a
 * preflight, which is never answered), and, when the browser says where it comes from, come
 * from the editor's own origin.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { dirname, extname } from 'node:path';
import { API, TOKEN_HEADER, type EditRequest, type NewPostRequest, type UploadResponse } from '../protocol.ts';
import { pictureProblem } from '../../loader/pictureCheck.ts';
import { catalog, MAX_UPLOAD } from './catalog.ts';
import { IMAGE_EXT, inside, readText, writeWhole } from './files.ts';
import type { Session } from './session.ts';

const LOCAL_HOST = /^(?:127\.0\.0\.1|localhost)(?::\d+)?$/;

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(json);
}

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a request is refused, or undefined when it may go on. */
export function refusal(req: IncomingMessage, token: string, url: URL): { status: number; message: string } | undefined {
  if (!LOCAL_HOST.test(req.headers.host ?? '')) return { status: 403, message: 'The editor answers only on 127.0.0.1.' };
  const origin = req.headers.origin;
  if (origin && origin !== 'null' && !LOCAL_HOST.test(origin.replace(/^http:\/\//, ''))) {
    return { status: 403, message: 'The editor answers only its own page.' };
  }
  const given =
    (req.headers[TOKEN_HEADER] as string | undefined) ?? (req.method === 'GET' ? (url.searchParams.get('token') ?? undefined) : undefined);
  if (!sameToken(given, token)) {
    return { status: 401, message: 'This request has no valid editor token. Open the editor from the address npm run edit printed.' };
  }
  return undefined;
}

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

/** A picture's file name as the site's are: lowercase words joined by "-". */
export function pictureName(name: string): string | undefined {
  const ext = extname(name).toLowerCase();
  if (!IMAGE_EXT.test(ext)) return undefined;
  const base = name
    .slice(0, -ext.length)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base ? `${base}${ext === '.jpeg' ? '.jpg' : ext}` : undefined;
}

async function upload(session: Session, req: IncomingMessage, url: URL): Promise<[number, UploadResponse]> {
  const name = pictureName(url.searchParams.get('name') ?? '');
  if (!name) return [415, { ok: false, message: 'Only pictures can be added: PNG, JPEG, WebP, AVIF, GIF or SVG files.' }];
  const folder = (url.searchParams.get('folder') ?? '').replace(/^\/+|\/+$/g, '');
  if (folder && !/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(folder)) {
    return [400, { ok: false, message: 'A folder under public/images is lowercase words joined by "-".' }];
  }
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > MAX_UPLOAD) return [413, { ok: false, message: tooBig() }];
  const data = await body(req, MAX_UPLOAD);
  if (!data) return [413, { ok: false, message: tooBig() }];
  // Read whole, as the build will read it, before anything is written.
  const refused = await pictureProblem(data, name);
  if (refused) return [415, { ok: false, message: refused }];
  const rel = `public/images/${folder ? `${folder}/` : ''}${name}`;
  const where = inside(session.root, rel);
  if (!where.ok) return [403, { ok: false, message: where.message }];
  if ((await readText(where.abs)) !== undefined) {
    return [
      409,
      { ok: false, message: `There is a picture called ${name} there already: rename the file, or choose it from the pictures.` },
    ];
  }
  // A new folder under public/images (inside() has checked that the nearest existing one is in it).
  await mkdir(dirname(where.abs), { recursive: true });
  await writeWhole(where.abs, data);
  return [200, { ok: true, src: `/images/${folder ? `${folder}/` : ''}${name}` }];
}

const tooBig = () =>
  `The picture is larger than ${MAX_UPLOAD / 1024 / 1024} MB: make it smaller (a phone on mobile data waits for every byte).`;

export interface Api {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Tells the open panels that files changed on disk. */
  changed(files: string[]): void;
}

/** The handler of `/__editor/api/*`; answers false for any other address. */
export function editorApi(session: Session, token: string): Api {
  const streams = new Set<ServerResponse>();
  return {
    changed(files) {
      for (const res of streams) res.write(`event: changed\ndata: ${JSON.stringify({ files })}\n\n`);
    },
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (!url.pathname.startsWith(`${API}/`)) return false;
      const denied = refusal(req, token, url);
      if (denied) {
        send(res, denied.status, { ok: false, message: denied.message });
        return true;
      }
      const route = `${req.method ?? 'GET'} ${url.pathname.slice(API.length + 1)}`;
      try {
        switch (route) {
          case 'GET state':
            send(res, 200, await session.state());
            return true;
          case 'GET catalog': {
            const { siteText } = await session.catalogInput();
            send(res, 200, catalog(siteText));
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
            const result = await session.edit(edit as EditRequest);
            send(res, result.ok ? 200 : result.reason === 'conflict' ? 409 : 422, result);
            return true;
          }
          case 'POST post': {
            const post = await json<Partial<NewPostRequest>>(req);
            if (!post?.fields || typeof post.body !== 'string')
              return (send(res, 400, { ok: false, reason: 'refused', message: 'Not a post.' }), true);
            const result = await session.newPost(post as NewPostRequest);
            send(res, result.ok ? 200 : 422, result);
            return true;
          }
          case 'POST upload': {
            const [status, result] = await upload(session, req, url);
            send(res, status, result);
            return true;
          }
          default:
            send(res, 404, { ok: false, message: `The editor has no ${route}.` });
            return true;
        }
      } catch (e) {
        send(res, 500, {
          ok: false,
          reason: 'refused',
          message: `The editor could not do this: ${e instanceof Error ? e.message : String(e)}`,
        });
        return true;
      }
    },
  };
}
