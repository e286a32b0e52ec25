/**
 * The loader and the edits run in a browser: every site of the error catalogue's fixtures, loaded
 * from an in-memory workspace inside Chromium, gives exactly the problems `npm run validate` gives
 * in Node from the same files on disk (file, line, column, path, words, frame); every kind of edit
 * makes the same text in Chromium as in Node.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { apply, type Op } from '../../src/editor/edits.ts';
import { loadSite } from '../../src/loader/index.ts';
import { localWorkspace } from '../../src/workspace/local.ts';
import { filesUnder } from '../../src/workspace/port.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SiteFiles } from './pages/loadInBrowser.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures');
const ORIGIN = 'http://loader.test';

/** The page's script and its chunks, built once for the file's tests (by name). */
let bundle: Map<string, string | Uint8Array>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      target: 'chrome120',
      modulePreload: false,
      rollupOptions: { input: resolve(import.meta.dirname, 'pages/loadInBrowser.ts'), output: { entryFileNames: 'main.js' } },
    },
  });
  if (Array.isArray(out) || !('output' in out)) throw new Error('Expected one build of the page');
  bundle = new Map(out.output.map((o) => [o.fileName, o.type === 'chunk' ? o.code : o.source]));
});

/** A fixture site laid on the minimal one, as the unit tests copy it, in a folder of its own. */
function fixtureFolder(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-in-browser-'));
  cpSync(join(FIXTURES, 'minimal'), dir, { recursive: true });
  cpSync(join(FIXTURES, 'broken', name), dir, { recursive: true });
  return dir;
}

/** Every file of a folder, as the page takes them. */
async function siteFiles(dir: string): Promise<SiteFiles> {
  const local = localWorkspace(dir);
  const out: SiteFiles = {};
  for (const path of await filesUnder(local, '')) {
    const bytes = (await local.readBytes(path)) ?? new Uint8Array();
    out[path] = /\.(?:ya?ml|md|markdown)$/i.test(path)
      ? { text: new TextDecoder().decode(bytes) }
      : { base64: Buffer.from(bytes).toString('base64') };
  }
  return out;
}

/** The test page, its script served from the build above. */
async function openPage(page: Page) {
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    if (!file) {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Loader</title><script type="module" src="/main.js"></script>',
      });
    }
    const body = bundle.get(file);
    return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ contentType: 'text/javascript', body: Buffer.from(body) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => typeof window.loadFiles === 'function');
}

test('every fixture of the error catalogue: the same problems in Chromium as in Node', async ({ page }) => {
  test.setTimeout(120_000);
  await openPage(page);
  const names = readdirSync(join(FIXTURES, 'broken')).sort();
  expect(names.length).toBeGreaterThan(80);
  for (const name of names) {
    const dir = fixtureFolder(name);
    try {
      const node = await loadSite({ root: dir, all: true });
      const browser = await page.evaluate((site) => window.loadFiles(site), await siteFiles(dir));
      const inNode = node.ok ? node.warnings : node.problems;
      expect(inNode.length, name).toBeGreaterThan(0);
      // Problems name files from the site's root in both.
      expect.soft(browser.problems, name).toEqual(JSON.parse(JSON.stringify(inNode)));
      // Only drawings wait for the build (librsvg draws them): every drawing the site uses, when it loads.
      expect
        .soft(
          browser.checkedLater.filter((src) => !src.endsWith('.svg')),
          name,
        )
        .toEqual([]);
      if (node.ok)
        expect
          .soft(browser.checkedLater, name)
          .toEqual([...new Set(node.pictures.map((p) => p.src).filter((src) => src.endsWith('.svg')))]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});

test('every kind of edit makes the same text in Chromium as in Node', async ({ page }) => {
  await openPage(page);
  const site = readFileSync('site.yaml', 'utf8');
  const post = readFileSync('content/blog/diy-bamboo-planter.md', 'utf8');
  const siteOps: Op[] = [
    { op: 'set', path: ['site', 'name'], value: 'Mianzi: "Bamboo" & Co' },
    { op: 'setValue', path: ['site', 'hours', 0], value: { days: 'Mon - Sat', time: '7:00 AM - 7:00 PM' } },
    { op: 'addKey', path: ['site'], key: 'hoursNote2', value: 'Closed on public holidays' },
    { op: 'removeKey', path: ['site'], key: 'hoursNote' },
    { op: 'addItem', path: ['site', 'hours'], value: { days: 'Sunday', time: 'Closed' } },
    { op: 'removeItem', path: ['site', 'hours'], index: 1 },
    { op: 'moveItem', path: ['site', 'social'], from: 0, to: 2 },
    { op: 'duplicateItem', path: ['site', 'social'], index: 1 },
    { op: 'moveBlock', page: '/', from: 0, to: 1 },
    { op: 'hideBlock', page: '/', index: 1 },
    { op: 'showBlock', page: '/', index: 1 },
    { op: 'duplicateBlock', page: '/about', index: 0 },
    { op: 'deleteBlock', page: '/about', index: 0 },
    { op: 'set', path: ['site', 'nowhere', 3], value: 'refused in words' },
    {
      op: 'all',
      ops: [
        { op: 'set', path: ['site', 'email'], value: 'hello@example.org' },
        { op: 'moveItem', path: ['site', 'hours'], from: 1, to: 0 },
      ],
    },
  ];
  const postOps: Op[] = [
    { op: 'postSet', path: ['title'], value: 'A planter: made at home' },
    { op: 'postValue', path: ['tags'], value: ['diy', 'garden'] },
    { op: 'postBody', body: 'A new body.\n\n![A planter](/images/blog/planter.svg)\n' },
    { op: 'restore', text: 'earlier text\n' },
  ];
  for (const [text, ops] of [
    [site, siteOps],
    [post, postOps],
  ] as const) {
    const inBrowser: unknown = await page.evaluate(({ t, o }) => window.applyEdits(t, JSON.parse(o) as Op[]), {
      t: text,
      o: JSON.stringify(ops),
    });
    const inNode = ops.map((op) => apply(text, op));
    expect(inBrowser).toEqual(inNode);
    // Each edit did something: a new text, or a refusal in words.
    for (const edit of inNode) expect(edit.ok ? edit.text !== text : edit.refusal.length > 0).toBe(true);
  }
});
