/**
 * The loader runs in a browser: every site of the error catalogue's fixtures, loaded from an
 * in-memory workspace inside Chromium, gives exactly the problems `npm run validate` gives in
 * Node from the same files on disk (file, line, column, path, words, frame).
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { loadSite } from '../../src/loader/index.ts';
import { localWorkspace } from '../../src/workspace/local.ts';
import { filesUnder } from '../../src/workspace/port.ts';
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

test('every fixture of the error catalogue: the same problems in Chromium as in Node', async ({ page }) => {
  test.setTimeout(120_000);
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
