/**
 * The editor's HTTP API (src/editor/server/api.ts) as the panel and a hostile page meet it:
 * mounted on a real server on an ephemeral port, with a Session on a temporary copy of the
 * site. Every refusal is checked on the disk too: nothing written, nothing replaced.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { EditorState, EditRequest, EditResponse, NewPostRequest, UploadResponse } from '../../../src/editor/protocol';
import { API, TOKEN_HEADER } from '../../../src/editor/protocol';
import { editorApi, TICKET_LIFE_MS } from '../../../src/editor/server/api';
import { MAX_UPLOAD } from '../../../src/editor/catalog';
import { Session } from '../../../src/editor/server/session';
import { loadSite } from '../../../src/loader/index';
import { DAMAGED } from '../../../src/loader/pictureCheck';
import { cutPng, pngBomb, useBomb, useCircle } from '../pictureFiles';
import { serveApi } from '../helpers';

const REPO = resolve(__dirname, '../../..');
const TOKEN = 'a-test-token-0123456789abcdef';
/** A real 1×1 PNG. */
const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let base: string;
let root: string;
let server: Server;
let port: number;

beforeAll(async () => {
  // base/site is the site's folder; base/package.json and base/site/src/main.tsx are what an
  // escaping edit would hit.
  base = mkdtempSync(join(tmpdir(), 'editor-api-'));
  root = join(base, 'site');
  mkdirSync(root);
  for (const p of ['site.yaml', 'content', 'public']) cpSync(join(REPO, p), join(root, p), { recursive: true });
  writeFileSync(join(base, 'package.json'), '{ "name": "outside" }\n');
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.tsx'), 'export {};\n');
  writeFileSync(join(root, 'package.json'), '{ "name": "site" }\n');
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(base, 'outside', 'linked.yaml'), 'secret: true\n');
  symlinkSync(join(base, 'outside', 'linked.yaml'), join(root, 'content', 'linked.yaml'));

  const api = editorApi(new Session(root), TOKEN);
  ({ server, port } = await serveApi(api));
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(base, { recursive: true, force: true });
});

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body in chunks without a content-length. */
  chunked?: boolean;
}

/**
 * One request; Host, Origin and the token are the test's to choose (fetch would not let it set
 * Host). No answer names a folder of this machine (the site's folder, or the one above it).
 */
async function call(path: string, how: Call = {}): Promise<{ status: number; json: unknown }> {
  const r = await send(path, how);
  expect(JSON.stringify(r.json)).not.toContain(base);
  return r;
}

function send(
  path: string,
  { method = 'GET', headers = {}, body, chunked = false }: Call = {},
): Promise<{ status: number; json: unknown }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: `${API}/${path}`, method, headers: { host: `127.0.0.1:${port}`, ...headers } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = text;
        }
        done({ status: res.statusCode ?? 0, json });
      });
    });
    req.on('error', fail);
    if (body === undefined) req.end();
    else if (chunked) {
      const data = Buffer.from(body);
      const size = 64 * 1024;
      for (let i = 0; i < data.length; i += size) req.write(data.subarray(i, i + size));
      req.end();
    } else {
      req.setHeader('content-length', Buffer.byteLength(body));
      req.end(body);
    }
  });
}

const authed = { [TOKEN_HEADER]: TOKEN };
const jsonHeaders = { ...authed, 'content-type': 'application/json' };

async function state(): Promise<EditorState> {
  const r = await call('state', { headers: authed });
  expect(r.status).toBe(200);
  return r.json as EditorState;
}

function edit(req: EditRequest, headers: Record<string, string> = jsonHeaders) {
  return call('edit', { method: 'POST', headers, body: JSON.stringify(req) }) as Promise<{ status: number; json: EditResponse }>;
}

function upload(name: string, data: Buffer | string, folder = 'products', chunked = false) {
  const q = new URLSearchParams({ name, folder });
  return call(`upload?${q.toString()}`, {
    method: 'POST',
    headers: { ...authed, 'content-type': 'application/octet-stream' },
    body: data,
    chunked,
  }) as Promise<{ status: number; json: UploadResponse }>;
}

/** The save an upload is for: product `n`'s picture set to `src` (products.yaml put back as it was after the test). */
async function useIn(src: string, n = 0) {
  const file = 'content/products.yaml';
  const original = read(file);
  onTestFinished(() => write(file, original));
  const version = (await state()).files[file].version;
  return edit({ file, version, op: { op: 'set', path: ['products', n, 'image', 'src'], value: src } });
}

const read = (rel: string) => readFileSync(join(root, rel), 'utf8');
const write = (rel: string, text: string) => {
  writeFileSync(join(root, rel), text);
};
/** Every file under the site folder, with its text, to see that a refusal wrote nothing anywhere. */
function snapshot(dir = root, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}${e.name}`;
    if (e.isDirectory()) for (const [k, v] of snapshot(join(dir, e.name), `${rel}/`)) out.set(k, v);
    else if (e.isFile()) out.set(rel, readFileSync(join(dir, e.name)).toString('base64'));
  }
  return out;
}

/** The lines of `after` that differ from `before`, for texts of the same number of lines. */
function changedLines(before: string, after: string): { line: number; before: string; after: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((l, i) => (l === b[i] ? [] : [{ line: i + 1, before: l, after: b[i] }]));
}

describe('who may call the API', () => {
  it('answers the panel: the state with its token in the header', async () => {
    const s = await state();
    expect(Object.keys(s.files)).toContain('site.yaml');
    expect(s.files['site.yaml'].text).toBe(read('site.yaml'));
  });

  it('a token in the address (?token=), right or wrong, GET or POST, with or without the header: 400, nothing written', async () => {
    const before = snapshot();
    for (const [path, method] of [
      [`catalog?token=${TOKEN}`, 'GET'],
      [`state?token=${TOKEN}`, 'GET'],
      [`events?token=${TOKEN}`, 'GET'],
      [`upload?name=a.png&folder=products&token=${TOKEN}`, 'POST'],
    ] as const) {
      for (const headers of [{}, authed]) {
        const r = await call(path, { method, headers, body: method === 'POST' ? PNG : undefined });
        expect(r.status).toBe(400);
        expect((r.json as { message: string }).message).toMatch(/never taken in the address/);
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it('no token: 401, and the edit is not written', async () => {
    const before = snapshot();
    const version = (await state()).files['site.yaml'].version;
    const r = await edit(
      { file: 'site.yaml', version, op: { op: 'set', path: ['site', 'phone'], value: '+254 700 000 009' } },
      { 'content-type': 'application/json' },
    );
    expect(r.status).toBe(401);
    const up = await call('upload?name=a.png&folder=products', { method: 'POST', body: PNG });
    expect(up.status).toBe(401);
    expect(snapshot()).toEqual(before);
  });

  it('a wrong token (or one of another length): 401', async () => {
    const version = (await state()).files['site.yaml'].version;
    const req: EditRequest = { file: 'site.yaml', version, op: { op: 'set', path: ['site', 'phone'], value: '+254 700 000 009' } };
    const before = read('site.yaml');
    for (const token of [TOKEN.replace(/.$/, 'X'), 'short', `${TOKEN}0`, '']) {
      expect((await edit(req, { 'content-type': 'application/json', [TOKEN_HEADER]: token })).status).toBe(401);
    }
    expect(read('site.yaml')).toBe(before);
  });

  it.each([
    'evil.example',
    'evil.example:80',
    '127.0.0.1.evil.example',
    'localhost.evil.example',
    '127.0.0.2',
    '[::1]',
    // Not the port this server listens on.
    '127.0.0.1',
    '127.0.0.1:1',
    'localhost:5173',
  ])('Host %j, even with the right token: 403', async (host) => {
    const r = await call('state', { headers: { ...authed, host } });
    expect(r.status).toBe(403);
  });

  it.each([
    'http://evil.example',
    'https://127.0.0.1',
    'http://127.0.0.1.evil.example',
    'http://localhost:5173.evil.example',
    // A page of the machine's own on another port (another dev server), a sandboxed frame or file.
    'http://127.0.0.1:5173',
    'http://localhost:5173',
    'http://127.0.0.1',
    'null',
  ])('Origin %j with the right token: 403, and nothing written', async (origin) => {
    const version = (await state()).files['site.yaml'].version;
    const before = read('site.yaml');
    const r = await edit(
      { file: 'site.yaml', version, op: { op: 'set', path: ['site', 'phone'], value: '+254 700 000 009' } },
      { ...jsonHeaders, origin },
    );
    expect(r.status).toBe(403);
    expect(read('site.yaml')).toBe(before);
  });

  it('a request without a Host header (HTTP/1.0): 403', async () => {
    const answer = await new Promise<string>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end(`GET ${API}/state HTTP/1.0\r\n${TOKEN_HEADER}: ${TOKEN}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
      socket.on('end', () => {
        done(text);
      });
      socket.on('error', fail);
    });
    expect(answer).toMatch(/^HTTP\/1\.[01] 403 /);
  });

  it('its own origin, exactly (http://, the Host it names, this port): let through', async () => {
    expect((await call('state', { headers: { ...authed, origin: `http://127.0.0.1:${port}` } })).status).toBe(200);
    const local = { ...authed, host: `localhost:${port}`, origin: `http://localhost:${port}` };
    expect((await call('state', { headers: local })).status).toBe(200);
    // The two names do not mix: the page at localhost calls localhost.
    expect((await call('state', { headers: { ...authed, origin: `http://localhost:${port}` } })).status).toBe(403);
    expect((await call('state', { headers: { ...authed, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it.each(['cross-site', 'same-site', 'none'])('Sec-Fetch-Site: %s, even with the token and no Origin: 403', async (site) => {
    expect((await call('state', { headers: { ...authed, 'sec-fetch-site': site } })).status).toBe(403);
  });

  it('a preflight (OPTIONS) is never granted, from any origin, with or without the token', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, 'http://localhost:5173', 'http://evil.example']) {
      for (const headers of [{}, authed]) {
        const r = await send('edit', {
          method: 'OPTIONS',
          headers: { ...headers, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': TOKEN_HEADER },
        });
        expect(r.status).toBe(403);
      }
    }
  });

  it('the event stream: only with a fresh ticket (got with the token), once, and not after it ran out', async () => {
    expect((await call('events')).status).toBe(401);
    expect((await call('events', { headers: authed })).status).toBe(401);
    expect((await call('ticket', { method: 'POST' })).status).toBe(401);
    expect((await call('events?ticket=made-up')).status).toBe(401);
    const ticket = async () => {
      const r = await call('ticket', { method: 'POST', headers: authed });
      expect(r.status).toBe(200);
      return (r.json as { ticket: string }).ticket;
    };
    const open = (t: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; type: string | undefined }>((done, fail) => {
        const req = request({
          host: '127.0.0.1',
          port,
          path: `${API}/events?ticket=${t}`,
          headers: { host: `127.0.0.1:${port}`, ...headers },
        });
        req.on('response', (res) => {
          done({ status: res.statusCode ?? 0, type: res.headers['content-type'] });
          req.destroy();
        });
        req.on('error', fail);
        req.end();
      });
    const t = await ticket();
    // From another origin, the ticket is refused and not used up.
    expect((await open(t, { origin: 'http://localhost:5173' })).status).toBe(403);
    expect(await open(t)).toEqual({ status: 200, type: 'text/event-stream' });
    // Once only: a second connection (an EventSource's own retry) needs a new one.
    expect((await open(t)).status).toBe(401);
    expect((await open(await ticket())).status).toBe(200);
    // Not after its time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const late = await ticket();
      vi.setSystemTime(Date.now() + TICKET_LIFE_MS + 1);
      expect((await open(late)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('edits', () => {
  it.each(['../package.json', 'src/main.tsx', 'package.json', '/etc/passwd', 'content/linked.yaml'])(
    'an edit of %j is refused and no file changes',
    async (file) => {
      const before = snapshot();
      const outside = readFileSync(join(base, 'package.json'), 'utf8');
      const linked = readFileSync(join(base, 'outside', 'linked.yaml'), 'utf8');
      const r = await edit({ file, version: 'x', op: { op: 'restore', text: 'pwned: true\n' } });
      expect(r.status).toBe(422);
      expect(r.json).toMatchObject({ ok: false, reason: 'refused' });
      expect(snapshot()).toEqual(before);
      expect(readFileSync(join(base, 'package.json'), 'utf8')).toBe(outside);
      expect(readFileSync(join(base, 'outside', 'linked.yaml'), 'utf8')).toBe(linked);
    },
  );

  it('a request that is not an edit: 400', async () => {
    const r = await call('edit', { method: 'POST', headers: jsonHeaders, body: '{"file":"site.yaml"' });
    expect(r.status).toBe(400);
    const noType = await call('edit', {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({ file: 'site.yaml', version: 'x', op: {} }),
    });
    expect(noType.status).toBe(400);
  });

  it('a valid edit: 200, one line changed with its quoting kept; the same edit on the old version: 409, the first change kept', async () => {
    const original = read('site.yaml');
    const version = (await state()).files['site.yaml'].version;
    const req: EditRequest = { file: 'site.yaml', version, op: { op: 'set', path: ['site', 'phone'], value: '+254 700 000 001' } };
    const r = await edit(req);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ok: true, written: true, file: 'site.yaml' });
    const after = read('site.yaml');
    expect(changedLines(original, after)).toEqual([
      { line: 12, before: '  phone: "+254 712 345 678"', after: '  phone: "+254 700 000 001"' },
    ]);
    // The answer carries the new state, so the panel's next edit has the new version.
    if (r.json.ok) expect(r.json.state?.files['site.yaml'].text).toBe(after);

    const again = await edit({ ...req, op: { op: 'set', path: ['site', 'phone'], value: '+254 700 000 002' } });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ ok: false, reason: 'conflict' });
    expect(read('site.yaml')).toBe(after);
    if (!again.json.ok && again.json.reason === 'conflict') expect(again.json.state.files['site.yaml'].text).toBe(after);
  });

  it('two edits sent at once on the same version (a double click): one is written, the other is a conflict', async () => {
    const version = (await state()).files['site.yaml'].version;
    const [a, b] = await Promise.all(
      ['Webuye, Kenya (A)', 'Webuye, Kenya (B)'].map((value) =>
        edit({ file: 'site.yaml', version, op: { op: 'set', path: ['site', 'location'], value } }),
      ),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? '(A)' : '(B)';
    expect(read('site.yaml')).toContain(`location: Webuye, Kenya ${winner}\n`);
  });

  it('a file changed on disk after the panel read it: 409, and the text on disk kept', async () => {
    const version = (await state()).files['content/products.yaml'].version;
    const onDisk = `${read('content/products.yaml')}# saved by another program\n`;
    write('content/products.yaml', onDisk);
    const r = await edit({
      file: 'content/products.yaml',
      version,
      op: { op: 'set', path: ['products', 0, 'name'], value: 'Bamboo Cutlery Kit' },
    });
    expect(r.status).toBe(409);
    expect(r.json).toMatchObject({ ok: false, reason: 'conflict' });
    expect(read('content/products.yaml')).toBe(onDisk);
  });

  it("a block type misspelt: 422 'invalid' with the loader's suggestion, nothing written", async () => {
    const s = await state();
    const before = read('site.yaml');
    const r = await edit({
      file: 'site.yaml',
      version: s.files['site.yaml'].version,
      op: { op: 'set', path: ['routes', 0, 'blocks', 0, 'type'], value: 'heroo' },
    });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ ok: false, reason: 'invalid' });
    expect(r.json.ok ? '' : r.json.message).toMatch(/Did you mean/);
    if (!r.json.ok && r.json.reason === 'invalid') {
      expect(r.json.problems.length).toBeGreaterThan(0);
      expect(r.json.problems.every((p) => p.severity === 'error')).toBe(true);
    }
    expect(read('site.yaml')).toBe(before);
  });

  it("a product id that site.yaml names, renamed: 422 'invalid' naming the id, nothing written", async () => {
    const s = await state();
    const before = read('content/products.yaml');
    const r = await edit({
      file: 'content/products.yaml',
      version: s.files['content/products.yaml'].version,
      op: { op: 'set', path: ['products', 0, 'id'], value: 'bamboo-cutlery-kit' },
    });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ ok: false, reason: 'invalid' });
    expect(r.json.ok ? '' : r.json.message).toContain('bamboo-cutlery-set');
    expect(read('content/products.yaml')).toBe(before);
  });

  it('an edit edits.ts cannot make (a path that is not there): 422 refused, nothing written', async () => {
    const s = await state();
    const before = read('site.yaml');
    const r = await edit({
      file: 'site.yaml',
      version: s.files['site.yaml'].version,
      op: { op: 'set', path: ['routes', 99, 'title'], value: 'x' },
    });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ ok: false, reason: 'refused' });
    expect(read('site.yaml')).toBe(before);
  });

  it('dryRun: the answer says what would change, nothing is written', async () => {
    const s = await state();
    const before = snapshot();
    const r = await edit({
      file: 'site.yaml',
      version: s.files['site.yaml'].version,
      op: { op: 'set', path: ['site', 'tagline', 'en'], value: 'Bamboo for everyone' },
      dryRun: true,
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ok: true, written: false });
    if (r.json.ok) expect(r.json.after).toContain('tagline: { en: Bamboo for everyone, sw: Kukuza riziki za kijani kupitia mianzi }');
    expect(snapshot()).toEqual(before);
  });
});

describe('pictures', () => {
  it('a real PNG: 200 and its src; written in public/images/<folder> with the save that uses it, not before', async () => {
    const r = await upload('Chair Photo.PNG', PNG);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true, src: '/images/products/chair-photo.png' });
    expect(existsSync(join(root, 'public/images/products/chair-photo.png'))).toBe(false);
    const saved = await useIn('/images/products/chair-photo.png');
    expect(saved.json.ok).toBe(true);
    expect(readFileSync(join(root, 'public/images/products/chair-photo.png')).equals(PNG)).toBe(true);
  });

  it('a new folder under public/images is made for it', async () => {
    const r = await upload('first.png', PNG, 'events/2024');
    expect(r.status).toBe(200);
    expect(r.json.src).toBe('/images/events/2024/first.png');
    expect((await useIn('/images/events/2024/first.png')).json.ok).toBe(true);
    expect(existsSync(join(root, 'public/images/events/2024/first.png'))).toBe(true);
  });

  it('a folder written with slashes around it is the same folder', async () => {
    const r = await upload('slashes.png', PNG, '/products/');
    expect(r.status).toBe(200);
    expect(r.json.src).toBe('/images/products/slashes.png');
  });

  it('the same name as a picture on disk: 409, and that file kept', async () => {
    expect((await upload('twice.png', PNG)).status).toBe(200);
    expect((await useIn('/images/products/twice.png')).json.ok).toBe(true);
    const other = Buffer.concat([PNG, Buffer.from('second')]);
    const r = await upload('twice.png', other);
    expect(r.status).toBe(409);
    expect(readFileSync(join(root, 'public/images/products/twice.png')).equals(PNG)).toBe(true);
  });

  it('the same name again before a save used the first: the second is the one a save writes', async () => {
    expect((await upload('again.png', Buffer.concat([PNG, Buffer.from('first')]))).status).toBe(200);
    expect((await upload('again.png', PNG)).status).toBe(200);
    expect((await useIn('/images/products/again.png')).json.ok).toBe(true);
    expect(readFileSync(join(root, 'public/images/products/again.png')).equals(PNG)).toBe(true);
  });

  it('a save that names an uploaded picture and is refused (a new error): no picture on disk, no change', async () => {
    const file = 'content/products.yaml';
    const before = snapshot();
    expect((await upload('refused-with.png', PNG)).status).toBe(200);
    const text = read(file);
    // The new picture for the first product, and the second product's picture also the third's (an error).
    const srcs = [...text.matchAll(/src: (\/images\/products\/[\w-]+\.svg)/g)].map((m) => m[1]);
    const broken = text.replace(srcs[0], '/images/products/refused-with.png').replace(srcs[2], srcs[1]);
    const r = await edit({ file, version: (await state()).files[file].version, op: { op: 'restore', text: broken } });
    expect(r.status).toBe(422);
    expect(r.json.ok).toBe(false);
    expect(snapshot()).toEqual(before);
    // Put right, the same save lands whole: the text and the picture.
    const fixed = text.replace(srcs[0], '/images/products/refused-with.png');
    const ok = await edit({ file, version: (await state()).files[file].version, op: { op: 'restore', text: fixed } });
    expect(ok.json.ok).toBe(true);
    expect(readFileSync(join(root, 'public/images/products/refused-with.png')).equals(PNG)).toBe(true);
    write(file, text);
    rmSync(join(root, 'public/images/products/refused-with.png'));
  });

  it('a save that names an uploaded picture and meets a change on disk (a conflict): no picture on disk, the change kept', async () => {
    const file = 'content/products.yaml';
    const text = read(file);
    expect((await upload('conflict-with.png', PNG)).status).toBe(200);
    const version = (await state()).files[file].version;
    write(file, `${text}# saved by another program\n`);
    const before = snapshot();
    const r = await edit({
      file,
      version,
      op: { op: 'set', path: ['products', 0, 'image', 'src'], value: '/images/products/conflict-with.png' },
    });
    expect(r.status).toBe(409);
    expect(snapshot()).toEqual(before);
    write(file, text);
  });

  it('a new post that names an uploaded picture lands with it; refused, neither does', async () => {
    expect((await upload('post-picture.png', PNG, 'blog')).status).toBe(200);
    const fields = {
      title: 'With a picture',
      excerpt: 'A post with its own picture.',
      category: 'diy-projects',
      author: 'Grace Wanjiku',
      date: '2026-01-01',
      readTime: '2 min read',
      image: { src: '/images/blog/post-picture.png', alt: 'A test picture' },
    };
    const before = snapshot();
    const refused = await call('post', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ slug: 'with-a-picture', fields: { ...fields, category: 'no-such-category' }, body: 'Text.' }),
    });
    expect((refused.json as EditResponse).ok).toBe(false);
    expect(snapshot()).toEqual(before);
    const r = await call('post', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ slug: 'with-a-picture', fields, body: 'Text.' }),
    });
    expect(r.json).toMatchObject({ ok: true, written: true });
    expect(existsSync(join(root, 'content/blog/with-a-picture.md'))).toBe(true);
    expect(readFileSync(join(root, 'public/images/blog/post-picture.png')).equals(PNG)).toBe(true);
    rmSync(join(root, 'content/blog/with-a-picture.md'));
    rmSync(join(root, 'public/images/blog/post-picture.png'));
  });

  it('an upload into a folder that is a link to nowhere: a plain refusal naming no folder of this machine, nothing written', async () => {
    symlinkSync(join(base, 'no-such-folder'), join(root, 'public/images/dangling'));
    onTestFinished(() => rmSync(join(root, 'public/images/dangling')));
    const before = snapshot();
    const r = await upload('x.png', PNG, 'dangling');
    expect(r.status).toBe(403);
    expect(r.json.message).toMatch(/link \(symlink\) to a place that is not there/);
    const deeper = await upload('x.png', PNG, 'dangling/deeper');
    expect(deeper.status).toBe(403);
    expect(snapshot()).toEqual(before);
    expect(existsSync(join(base, 'no-such-folder'))).toBe(false);
  });

  it('a PNG one byte over the limit: 413 and no file (with a content-length, and streamed without one)', async () => {
    const big = Buffer.alloc(MAX_UPLOAD + 1);
    PNG.copy(big);
    const r = await upload('big.png', big);
    expect(r.status).toBe(413);
    const streamed = await upload('big-streamed.png', big, 'products', true);
    expect(streamed.status).toBe(413);
    expect(existsSync(join(root, 'public/images/products/big.png'))).toBe(false);
    expect(existsSync(join(root, 'public/images/products/big-streamed.png'))).toBe(false);
  });

  it('a PNG of exactly the limit is taken', async () => {
    const edge = Buffer.alloc(MAX_UPLOAD);
    PNG.copy(edge);
    const r = await upload('edge.png', edge, 'products', true);
    expect(r.status).toBe(200);
  });

  // Each of these began right and was taken on its first bytes; then the build stopped on it.
  it.each([
    ['a PNG cut to 40 bytes', 'cut.png', cutPng, DAMAGED],
    [
      'a PNG of 60,000 × 60,000 pixels in 440 KB',
      'huge.png',
      pngBomb,
      'This picture is 60,000 × 60,000 pixels; the most is 268 million pixels (16,383 × 16,383). Make it smaller: 2,000 pixels wide is plenty for a web page.',
    ],
    [
      'an SVG whose <use> elements multiply',
      'laughs.svg',
      () => Promise.resolve(Buffer.from(useBomb())),
      'This drawing copies its parts (with <use> or url(#…)) so often that it would draw more than 100,000 shapes; the most is 100,000. Simplify it in the drawing program, or save it as a PNG or JPEG.',
    ],
    [
      'an SVG whose part holds itself',
      'circle.svg',
      () => Promise.resolve(Buffer.from(useCircle())),
      'This drawing\'s parts refer to each other in a circle ("#a" ends up inside itself), so it can never be finished drawing. Remove the <use> (or url(#…)) that points back.',
    ],
  ])(
    '%s: 415 with the reason in plain words, and no file',
    async (_what, name, make, message) => {
      const before = snapshot();
      const r = await upload(name, await make());
      expect(r.status).toBe(415);
      expect(r.json).toEqual({ ok: false, message });
      expect(snapshot()).toEqual(before);
    },
    30_000,
  );

  it.each([
    ['a .png whose bytes are text', 'notes.png', 'hello, this is not a picture'],
    ['a .jpg that is a PNG', 'photo.jpg', PNG],
    ['an .exe', 'setup.exe', PNG],
    ['an .html page', 'page.html', '<html><script>alert(1)</script></html>'],
    ['a name with only an extension', '.png', PNG],
    ['an SVG with a script', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an SVG with an event handler', 'logo2.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
    [
      'an SVG with a javascript: link',
      'logo3.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    ],
    [
      'an SVG with a script in a prefixed namespace',
      'logo4.svg',
      `<svg xmlns="${SVG_NS}" xmlns:h="${XHTML_NS}"><h:script>alert(1)</h:script></svg>`,
    ],
    ['an SVG with an svg:script', 'logo5.svg', `<svg:svg xmlns:svg="${SVG_NS}"><svg:script>alert(1)</svg:script></svg:svg>`],
    [
      'an SVG with a javascript: link written as a character reference',
      'logo6.svg',
      `<svg xmlns="${SVG_NS}"><a href="&#106;avascript:alert(1)"><rect/></a></svg>`,
    ],
    ['an SVG with a tab inside javascript:', 'logo7.svg', `<svg xmlns="${SVG_NS}"><a href="java&#x09;script:alert(1)"><rect/></a></svg>`],
    [
      'an SVG that defines an entity',
      'logo8.svg',
      `<!DOCTYPE svg [<!ENTITY a "java"><!ENTITY b "script:">]><svg xmlns="${SVG_NS}"><a href="&a;&b;alert(1)"><rect/></a></svg>`,
    ],
  ])('%s: 415 and no file', async (_what, name, data) => {
    const before = snapshot();
    const r = await upload(name, data);
    expect(r.status).toBe(415);
    expect(r.json.ok).toBe(false);
    expect(snapshot()).toEqual(before);
  });

  // Each of these was taken before the SVG check became a rule of what a drawing may hold.
  it.each([
    [
      'an XSLT style sheet with <svg > only in a comment (it builds a <script> when opened)',
      'sec-sheet.svg',
      `<?xml version="1.0"?>\n<!-- <svg > -->\n<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><xsl:element name="scr{substring('ipt',1,3)}">alert(document.domain)</xsl:element></xsl:template></xsl:stylesheet>`,
      /XSLT/,
    ],
    [
      'an <svg> that is itself an XSLT style sheet (xsl:version on the first element)',
      'sec-sheet2.svg',
      `<svg xmlns="${SVG_NS}" xsl:version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:element name="scr{substring('ipt',1,3)}">alert(1)</xsl:element></svg>`,
      /XSLT/,
    ],
    [
      'an SVG that points an xml-stylesheet at another upload',
      'styled.svg',
      `<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="/images/sec-sheet.svg"?>\n<svg xmlns="${SVG_NS}"><rect width="1" height="1"/></svg>`,
      /processing instruction/,
    ],
    ['an event handler after a slash', 'slash.svg', `<svg xmlns="${SVG_NS}"><image href="x"/onerror="alert(1)"/></svg>`, /event handler/],
    [
      'a style sheet @import',
      'import.svg',
      `<svg xmlns="${SVG_NS}"><style>@import url(http://evil.example/x.css)</style><rect/></svg>`,
      /@import/,
    ],
    [
      'an @import split by a comment',
      'import2.svg',
      `<svg xmlns="${SVG_NS}"><style>@im<!---->port "http://evil.example/x.css";</style><rect/></svg>`,
      /@import/,
    ],
    [
      'a <use> of a data: address',
      'use.svg',
      `<svg xmlns="${SVG_NS}"><use href="data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="${SVG_NS}" id="x"><script>alert(1)</script></svg>`).toString('base64')}#x"/></svg>`,
      /link to something outside/,
    ],
    [
      'a url() that leads out of the drawing',
      'url.svg',
      `<svg xmlns="${SVG_NS}"><rect width="1" height="1" fill="url( 'http://evil.example/p.svg#p')"/></svg>`,
      /url\(/,
    ],
    [
      'a CSS escape (u\\72l is url)',
      'escape.svg',
      `<svg xmlns="${SVG_NS}"><style>rect { fill: u\\72l(http://evil.example/p.svg#p) }</style><rect/></svg>`,
      /backslash/,
    ],
    ['a DOCTYPE', 'doctype.svg', `<!DOCTYPE svg><svg xmlns="${SVG_NS}"><rect/></svg>`, /DOCTYPE/],
    [
      'HTML inside the drawing',
      'html.svg',
      `<svg xmlns="${SVG_NS}"><h:meta xmlns:h="${XHTML_NS}" http-equiv="refresh" content="0"/></svg>`,
      /HTML/,
    ],
    ['a prefixed <svg:svg>', 'prefixed.svg', `<svg:svg xmlns:svg="${SVG_NS}"><svg:rect/></svg:svg>`, /must begin with <svg/],
    [
      'another encoding than UTF-8',
      'latin.svg',
      `<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="${SVG_NS}"><rect/></svg>`,
      /XML declaration/,
    ],
  ])('%s: 415 with a reason, and no file', async (_what, name, data, why) => {
    const before = snapshot();
    const r = await upload(name, data);
    expect(r.status).toBe(415);
    expect(r.json.ok).toBe(false);
    expect(r.json.message).toMatch(why);
    expect(r.json.message).toMatch(/only plain drawings can be added\.$/);
    expect(snapshot()).toEqual(before);
  });

  it('a plain SVG drawing is taken, with its character references and links inside it', async () => {
    const svg = `<?xml version="1.0"?>\n<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><title>Leaf &#169; Mianzi</title><defs><circle id="c" cx="5" cy="5" r="4"/></defs><use xlink:href="#c"/><a href="#c"><text>Shop</text></a><rect fill="url('#c')"/></svg>`;
    const r = await upload('leaf.svg', svg);
    expect(r.status).toBe(200);
    expect(r.json.src).toBe('/images/products/leaf.svg');
  });

  it("the site's own SVG drawings are all taken (the script check refuses no real drawing)", async () => {
    const own = readdirSync(join(REPO, 'public/images'), { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.svg'));
    expect(own.length).toBeGreaterThan(5);
    for (const name of own) {
      const r = await upload(name.replace(/\//g, '-'), readFileSync(join(REPO, 'public/images', name)), 'copies');
      expect([name, r.status]).toEqual([name, 200]);
    }
  });

  it('an upload name with folders in it stays in the folder asked for', async () => {
    const r = await upload('../../../escape.png', PNG);
    expect(r.status).toBe(200);
    expect(r.json.src).toBe('/images/products/escape.png');
    expect((await useIn('/images/products/escape.png')).json.ok).toBe(true);
    expect(existsSync(join(root, 'public/images/products/escape.png'))).toBe(true);
  });

  it("an edit cannot write a picture (the upload's checks are not bypassed by a restore)", async () => {
    const before = snapshot();
    const r = await edit({
      file: 'public/images/bamboo-grove.svg',
      version: 'x',
      op: { op: 'restore', text: '<svg><script>alert(1)</script></svg>' },
    });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ ok: false, reason: 'refused' });
    expect(snapshot()).toEqual(before);
  });

  it.each(['../../src', '..', 'products/../../..', 'products/./x', '%2e%2e', 'Products', 'a b', 'x\\..\\..'])(
    'folder %j: refused, nothing written',
    async (folder) => {
      const before = snapshot();
      const r = await upload('escape.png', PNG, folder);
      expect([400, 403]).toContain(r.status);
      expect(r.json.ok).toBe(false);
      expect(snapshot()).toEqual(before);
      expect(existsSync(join(base, 'escape.png'))).toBe(false);
    },
  );
});

describe('a post’s translation', () => {
  const FILE = 'content/blog/diy-bamboo-planter.sw.md';
  const translate = (req: Partial<NewPostRequest>) =>
    call('post', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({
        slug: 'diy-bamboo-planter',
        lang: 'sw',
        fields: { excerpt: 'Chungu cha maua cha mwanzi.', title: 'Chungu cha Mianzi' },
        body: 'Kata kipande cha mwanzi.',
        ...req,
      }),
    }) as Promise<{ status: number; json: EditResponse }>;

  it('is made beside the post, its fields in their schema’s order, and the loader takes it as the post’s Kiswahili', async () => {
    const r = await translate({});
    expect(r.json).toMatchObject({ ok: true, written: true, file: FILE });
    expect(read(FILE)).toBe('---\ntitle: Chungu cha Mianzi\nexcerpt: Chungu cha maua cha mwanzi.\n---\n\nKata kipande cha mwanzi.\n');
    const loaded = await loadSite({ root });
    expect(loaded.ok && loaded.model.content.posts.find((p) => p.slug === 'diy-bamboo-planter')?.translations.sw?.title).toBe(
      'Chungu cha Mianzi',
    );
    // Once made, another is refused: the one there is kept.
    const again = await translate({ fields: { title: 'Nyingine', excerpt: 'Nyingine.' } });
    expect(again.json).toMatchObject({ ok: false, reason: 'refused' });
    expect(read(FILE)).toMatch(/^---\ntitle: Chungu cha Mianzi\n/);
    rmSync(join(root, FILE));
  });

  it.each([
    ['of no post', { slug: 'no-such-post' }, 'content/blog/no-such-post.sw.md'],
    ['in a language the site does not have', { lang: 'fr' }, 'content/blog/diy-bamboo-planter.fr.md'],
    ['in the first language', { lang: 'en' }, 'content/blog/diy-bamboo-planter.en.md'],
    ['with a field a translation does not have', { fields: { title: 'T', excerpt: 'E.', category: 'x' } }, FILE],
    ['with a language that is a path', { lang: '../x' }, 'content/blog/diy-bamboo-planter.../x.md'],
  ])('%s: refused, no file', async (_, req, file) => {
    const before = snapshot();
    const r = await translate(req);
    expect(r.json).toMatchObject({ ok: false });
    expect(existsSync(join(root, file))).toBe(false);
    expect(snapshot()).toEqual(before);
  });
});

describe('new posts', () => {
  const fields = {
    title: 'Bamboo in Schools',
    excerpt: 'How three schools in Webuye plant bamboo: shade, fences and lessons in one.',
    category: 'bamboo-benefits',
    author: 'Grace Wanjiru',
    date: '2024-06-01',
    readTime: '4 min read',
    image: { src: '/images/bamboo-grove.svg', alt: 'A bamboo grove', width: 1200, height: 675 },
    tags: ['schools', 'bamboo'],
  };
  const post = (req: Partial<NewPostRequest>) =>
    call('post', {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ slug: 'bamboo-in-schools', fields, body: 'Three schools planted **bamboo** this year.', ...req }),
    }) as Promise<{ status: number; json: EditResponse }>;

  it('is created at content/blog/<slug>.md, and the loader takes the site with it', async () => {
    const r = await post({});
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ ok: true, written: true, file: 'content/blog/bamboo-in-schools.md' });
    const text = read('content/blog/bamboo-in-schools.md');
    expect(text).toMatch(/^---\ntitle: Bamboo in Schools\n/);
    const loaded = await loadSite({ root });
    expect(loaded.ok ? [] : loaded.problems.filter((p) => p.severity === 'error')).toEqual([]);
    if (loaded.ok) expect(loaded.model.content.posts.map((p) => p.slug)).toContain('bamboo-in-schools');
  });

  it('a post whose file is a dangling link out of the site: nothing is written outside', async () => {
    symlinkSync(join(base, 'outside', 'trap.md'), join(root, 'content/blog/trap.md'));
    await post({ slug: 'trap' });
    expect(existsSync(join(base, 'outside', 'trap.md'))).toBe(false);
    rmSync(join(root, 'content/blog/trap.md'));
  });

  it('an existing slug: refused, the post kept', async () => {
    const before = read('content/blog/diy-bamboo-planter.md');
    const r = await post({ slug: 'diy-bamboo-planter' });
    expect(r.status).toBe(422);
    // At the dialog's Address field.
    expect(r.json).toMatchObject({
      ok: false,
      reason: 'invalid',
      problems: [{ path: 'slug', file: 'content/blog/diy-bamboo-planter.md' }],
    });
    expect(read('content/blog/diy-bamboo-planter.md')).toBe(before);
  });

  it.each(['Bamboo In Schools', 'bamboo in schools', 'Bamboo-Schools', '../../escape', 'a/b', '', '-x-', 'x.md'])(
    'slug %j: refused, no file',
    async (slug) => {
      const before = snapshot();
      const r = await post({ slug });
      expect(r.status).toBe(422);
      expect(r.json).toMatchObject({ ok: false, reason: 'invalid', problems: [{ path: 'slug', file: `content/blog/${slug}.md` }] });
      expect(snapshot()).toEqual(before);
    },
  );

  it("a post the loader would not take (an unknown category): 422 'invalid', no file", async () => {
    const r = await post({ slug: 'bad-category', fields: { ...fields, category: 'no-such-category' } });
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ ok: false, reason: 'invalid' });
    expect(existsSync(join(root, 'content/blog/bad-category.md'))).toBe(false);
  });

  it.each([
    ['a name the schema of a post does not have', 'subtitle'],
    ['a name that would end the front matter', 'x: 1\n---\nbody'],
    ['a name that would add a key', 'title: Pwned\nfeatured'],
    ['a name with a colon', 'draft: true'],
    ['an inherited name', '__proto__'],
    ['the empty name', ''],
  ])('%s (%j): refused in plain words, no file', async (_, key) => {
    const before = snapshot();
    const body = `{"slug":"crafted","fields":{${JSON.stringify(key)}:"x","title":"T"},"body":"Text."}`;
    const r = (await call('post', { method: 'POST', headers: jsonHeaders, body })) as { status: number; json: EditResponse };
    expect(r.status).toBe(422);
    expect(r.json).toMatchObject({ ok: false, reason: 'refused' });
    if (!r.json.ok)
      expect(r.json.message).toMatch(/^A post has no field called .*\. Its fields are slug, title, excerpt, metaDescription, /);
    expect(snapshot()).toEqual(before);
  });

  it("fields in the schema's order whatever order they come in, and every schema field taken (metaDescription)", async () => {
    const reversed = Object.fromEntries(Object.entries({ ...fields, metaDescription: 'For search: schools.' }).reverse());
    const r = await post({ slug: 'in-order', fields: reversed });
    expect(r.json).toMatchObject({ ok: true, written: true });
    const keys = [...read('content/blog/in-order.md').matchAll(/^(\w+):/gm)].map((m) => m[1]);
    expect(keys).toEqual(['title', 'excerpt', 'metaDescription', 'category', 'author', 'date', 'readTime', 'image', 'tags']);
    rmSync(join(root, 'content/blog/in-order.md'));
  });

  it('a crafted key inside a value and crafted text stay inside their quotes: the front matter keeps its fields', async () => {
    const crafted = {
      ...fields,
      title: 'Fine\n---\nfeatured: true',
      image: { ...fields.image, 'alt\n---\nx': 'y' },
    };
    const r = await post({ slug: 'crafted-value', fields: crafted, dryRun: true });
    // The loader sees one odd key in image (refused: the schema has none such), not a new field or an end.
    expect(r.json).toMatchObject({ ok: false, reason: 'invalid' });
    if (!r.json.ok) expect(r.json.message).toMatch(/alt\\n---\\nx|alt\n---\nx/);
    const ok = await post({ slug: 'quoted-title', fields: { ...fields, title: 'Fine\n---\nfeatured: true' } });
    expect(ok.json).toMatchObject({ ok: true, written: true });
    const text = read('content/blog/quoted-title.md');
    // Read back, the title is the text typed, and the front matter has no other field.
    const front = parse(/^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '') as Record<string, unknown>;
    expect(front.title).toBe('Fine\n---\nfeatured: true');
    expect(front.featured).toBeUndefined();
    expect(text.match(/^---$/gm)).toHaveLength(2);
    rmSync(join(root, 'content/blog/quoted-title.md'));
  });
});
