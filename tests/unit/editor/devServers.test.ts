/**
 * Both dev servers over HTTP, as a page of another local site would meet them: `npm run dev`
 * (vite.config.ts) and `npm run edit` (startEditor). Neither serves a hidden file or folder
 * (.data/ with visitors' messages and the stand-ins' database, .git/, .env) in any spelling of
 * its address, and the editor's server grants no preflight.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, TOKEN_HEADER, type EditorState } from '../../../src/editor/protocol';
import { startEditor } from '../../../src/editor/server/start';
import { namesHidden } from '../../../src/vite/hiddenFiles';

const REPO = resolve(__dirname, '../../..');
const SECRET = 'a visitor wrote: my phone is 0700 000 000';

/** One raw request: the path is sent exactly as written (fetch would tidy `..` and `%2e`). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Files made for the test in the project folder (the dev servers' root), removed after. */
const made: string[] = [];
function plant(rel: string, text: string) {
  const abs = join(REPO, rel);
  if (existsSync(abs)) return;
  mkdirSync(join(abs, '..'), { recursive: true });
  writeFileSync(abs, text);
  made.push(abs);
}

const HIDDEN = [
  '/.data/outbox.jsonl',
  '/.data/pglite/x',
  '/.git/config',
  '/.git',
  '/.env',
  '/.env.example',
  '/.hidden.txt',
  '/%2edata/outbox.jsonl',
  '/%2Edata%2Foutbox.jsonl',
  '/.data%2foutbox.jsonl',
  '/%252edata/outbox.jsonl',
  '/images/../.data/outbox.jsonl',
  '/images/..%2f.data/outbox.jsonl',
  '/node_modules/.vite/../../.data/outbox.jsonl',
  '/.data/outbox.jsonl?raw',
  '/.data/outbox.jsonl?import',
  `/@fs${REPO}/.data/outbox.jsonl`,
  `/@fs${REPO}/.data/pglite/x?raw`,
];

let dev: ViteDevServer;
let devPort: number;
let editor: Awaited<ReturnType<typeof startEditor>>;
let base: string;

beforeAll(async () => {
  plant('.data/outbox.jsonl', `${SECRET}\n`);
  plant('.data/pglite/x', SECRET);
  base = mkdtempSync(join(tmpdir(), 'editor-servers-'));
  for (const p of ['site.yaml', 'content', 'public']) cpSync(join(REPO, p), join(base, p), { recursive: true });
  writeFileSync(join(base, 'public', '.hidden.txt'), SECRET);
  process.env.STAND_INS = 'off';
  dev = await createServer({
    configFile: join(REPO, 'vite.config.ts'),
    root: REPO,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  });
  await dev.listen();
  devPort = (dev.httpServer?.address() as { port: number }).port;
  editor = await startEditor({ site: base, port: 0, quiet: true });
}, 60_000);

afterAll(async () => {
  await dev.close();
  await editor.close();
  delete process.env.STAND_INS;
  for (const abs of made) rmSync(abs);
  rmSync(base, { recursive: true, force: true });
});

describe.each([
  ['npm run dev', () => devPort],
  ['npm run edit', () => editor.port],
])('%s', (_, port) => {
  it.each(HIDDEN)('%s: 403, nothing of the file', async (path) => {
    const r = await get(port(), path);
    expect(r.status).toBe(403);
    expect(r.body).not.toContain(SECRET);
  });

  it('still serves the site and its own client code', async () => {
    expect((await get(port(), '/@vite/client')).status).toBe(200);
    const page = await get(port(), '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
  });
});

describe('the editor’s server grants no preflight', () => {
  it.each(['/__editor/api/edit', '/__editor/api/state', '/', '/images/bamboo-grove.svg'])(
    'OPTIONS %s from another local port: no CORS grant',
    async (path) => {
      const r = await get(
        editor.port,
        path,
        { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-editor-token' },
        'OPTIONS',
      );
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      expect(r.headers['access-control-allow-headers']).toBeUndefined();
      if (path.startsWith('/__editor/api/')) expect(r.status).toBe(403);
    },
  );
});

describe('namesHidden', () => {
  it.each([
    '/',
    '/products',
    '/images/a.b.svg',
    '/node_modules/.vite/deps/react.js',
    '/node_modules/.pnpm/x/index.js',
    '/src/main.tsx?import',
  ])('%s: served', (url) => {
    expect(namesHidden(url)).toBe(false);
  });

  it('an /@fs/ address is read from the folder it is served from (a project under a dot-folder works)', () => {
    expect(namesHidden('/@fs/home/me/.projects/site/src/main.tsx', ['/home/me/.projects/site'])).toBe(false);
    expect(namesHidden('/@fs/home/me/.projects/site/.data/outbox.jsonl', ['/home/me/.projects/site'])).toBe(true);
    expect(namesHidden('/@fs/home/me/.ssh/id_ed25519', ['/home/me/.projects/site'])).toBe(true);
  });

  it('an address that does not decode is refused', () => {
    expect(namesHidden('/%E0%A4%A')).toBe(true);
  });
});

describe('the editor’s server after its own saves', () => {
  it('still hears another program change site.yaml (the file’s name is missing for a moment at each save)', async () => {
    const port = editor.port;
    const headers = { [TOKEN_HEADER]: editor.token, origin: `http://127.0.0.1:${port}` };
    const json = async (path: string, init: { method?: string; body?: string; type?: string } = {}) => {
      const res = await fetch(`http://127.0.0.1:${port}${API}/${path}`, {
        method: init.method,
        body: init.body,
        headers: init.type ? { ...headers, 'content-type': init.type } : headers,
      });
      const body = (await res.json()) as unknown;
      expect(res.status, JSON.stringify(body)).toBe(200);
      return body;
    };
    const { ticket } = (await json('ticket', { method: 'POST' })) as { ticket: string };
    let heard = '';
    const stream = request({ host: '127.0.0.1', port, path: `${API}/events?ticket=${ticket}`, headers: { host: `127.0.0.1:${port}` } });
    stream.on('response', (res) => res.on('data', (c: Buffer) => (heard += c.toString('utf8'))));
    stream.end();
    try {
      for (const phone of ['+254 700 000 001', '+254 700 000 002']) {
        const state = (await json('state')) as EditorState;
        const saved = (await json('edit', {
          method: 'POST',
          type: 'application/json',
          body: JSON.stringify({
            file: 'site.yaml',
            version: state.files['site.yaml'].version,
            op: { op: 'set', path: ['site', 'phone'], value: phone },
          }),
        })) as { ok: boolean };
        expect(saved.ok).toBe(true);
      }
      await new Promise((done) => setTimeout(done, 500));
      // Its own saves are not news.
      expect(heard).not.toContain('event: changed');
      const abs = join(base, 'site.yaml');
      writeFileSync(abs, `${readFileSync(abs, 'utf8')}# changed in a text editor\n`);
      await expect.poll(() => heard, { timeout: 10_000 }).toContain('"files":["site.yaml"]');
    } finally {
      stream.destroy();
    }
  });
});

describe('an upload waiting for its save', () => {
  it('is shown at its address and offered by the pickers, but is not on disk until a save names it', async () => {
    const port = editor.port;
    const headers = { [TOKEN_HEADER]: editor.token, origin: `http://127.0.0.1:${port}` };
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const up = await fetch(`http://127.0.0.1:${port}${API}/upload?name=waiting.png&folder=products`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: png,
    });
    expect(await up.json()).toEqual({ ok: true, src: '/images/products/waiting.png' });
    expect(existsSync(join(base, 'public/images/products/waiting.png'))).toBe(false);
    const shown = await get(port, '/images/products/waiting.png');
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    const state = (await (await fetch(`http://127.0.0.1:${port}${API}/state`, { headers })).json()) as EditorState;
    expect(state.choices.images).toContain('/images/products/waiting.png');
    const file = 'content/products.yaml';
    const saved = await fetch(`http://127.0.0.1:${port}${API}/edit`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        file,
        version: state.files[file].version,
        op: { op: 'set', path: ['products', 0, 'image', 'src'], value: '/images/products/waiting.png' },
      }),
    });
    expect(((await saved.json()) as { ok: boolean }).ok).toBe(true);
    expect(readFileSync(join(base, 'public/images/products/waiting.png')).equals(png)).toBe(true);
  });
});
