import react from '@vitejs/plugin-react';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { devPages } from '../../src/vite/devPages.ts';
import { pictures } from '../../src/vite/pictures.ts';
import { siteModel } from '../../src/vite/sitePlugin.ts';
import { expect, test } from './fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = 5191 + Number(process.env.E2E_PORT_OFFSET ?? 0);

test.describe('dev server', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ViteDevServer;
  let siteFile: string;
  let contentDir: string;

  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dev-site-'));
    siteFile = join(dir, 'site.yaml');
    copyFileSync(join(ROOT, 'site.yaml'), siteFile);
    contentDir = join(dir, 'content');
    cpSync(join(ROOT, 'content'), contentDir, { recursive: true });
    server = await createServer({
      configFile: false,
      root: ROOT,
      // Its own pre-bundled dependencies: not the folder of the editors the other worker starts.
      cacheDir: join(ROOT, 'node_modules/.vite/dev-spec'),
      logLevel: 'silent',
      plugins: [react(), siteModel({ siteFile, contentDir }), pictures(), devPages()],
      server: { port: PORT, strictPort: true, host: '127.0.0.1' },
    });
    await server.listen();
  });

  test.afterAll(async () => {
    await server.close();
  });

  test('a save updates the page; a broken save shows positioned problems and the server keeps running', async ({ page }) => {
    test.setTimeout(60_000);
    const original = readFileSync(siteFile, 'utf8');
    await page.goto(`http://127.0.0.1:${PORT}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restoring land and livelihoods with bamboo');

    writeFileSync(
      siteFile,
      original.replace('title: { en: Restoring land and livelihoods with bamboo,', 'title: { en: Edited while the server runs,'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited while the server runs', { timeout: 15_000 });

    const broken = original.replace(
      '      - type: hero\n        eyebrow: { en: About Us',
      '      - type: heroo\n        eyebrow: { en: About Us',
    );
    writeFileSync(siteFile, broken);
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toBeAttached({ timeout: 15_000 });
    const line = broken.split('\n').findIndex((l) => l.includes('type: heroo')) + 1;
    await expect(overlay.locator('.message-body')).toContainText(`${relative(ROOT, siteFile)} has a problem:`);
    await expect(overlay.locator('.message-body')).toContainText(
      `site.yaml:${line}:15  routes[1].blocks[0].type  Unknown block type "heroo". Did you mean "hero"?`,
    );

    writeFileSync(siteFile, original);
    await expect(overlay).not.toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restoring land and livelihoods with bamboo');
  });

  test('a page drawn from the files before a save, its notice of the change gone before it could hear it, is drawn again', async ({
    page,
  }) => {
    // As the editor's preview meets it on a loaded machine: the page is drawn from the model
    // before the save, the server then sees the change and tells the open pages while this one is
    // still on its way (its socket not yet open). The page's socket is held here, so the order is certain.
    test.setTimeout(60_000);
    const original = readFileSync(siteFile, 'utf8');
    const address = `http://127.0.0.1:${PORT}/about`;
    const heading = 'Restoring land and livelihoods with bamboo';
    let drawn!: () => void;
    const wasDrawn = new Promise<void>((resolve) => (drawn = resolve));
    let deliver!: () => void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    let first = true;
    // Vite's client opens the page's socket: its code is held until the server has told of the change.
    await page.route('**/@vite/client', async (route) => {
      if (first) {
        first = false;
        drawn();
        await delivered;
      }
      await route.continue();
    });
    const opening = page.goto(address);
    await wasDrawn;
    try {
      writeFileSync(siteFile, original.replace(`title: { en: ${heading},`, 'title: { en: Saved while the page was on its way,'));
      // The server has renewed its model (and told the pages open then) once a page it draws has the new title.
      await expect
        .poll(async () => (await page.request.get(address, { headers: { accept: 'text/html' } })).text(), { timeout: 15_000 })
        .toContain('Saved while the page was on its way');
      deliver();
      await opening;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved while the page was on its way', { timeout: 15_000 });
    } finally {
      deliver();
      writeFileSync(siteFile, original);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 15_000 });
  });

  test('the block inspector labels each block with its type and site.yaml line, and opens the editor there', async ({ page }) => {
    const lines = readFileSync(siteFile, 'utf8').split('\n');
    const about = lines.indexOf('  - path: /about');
    const firstBlock = lines.findIndex((l, i) => i > about && l.trim().startsWith('- type: '));
    const secondBlock = lines.findIndex((l, i) => i > firstBlock && l.trim().startsWith('- type: '));
    const file = relative(ROOT, siteFile);
    const opened: string[] = [];
    await page.route('**/__open-in-editor?**', (route) => {
      opened.push(new URL(route.request().url()).searchParams.get('file') ?? '');
      return route.fulfill({ status: 200 });
    });

    await page.goto(`http://127.0.0.1:${PORT}/about`);
    const toggle = page.getByRole('button', { name: 'Show blocks' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: /^1\. hero · / })).toHaveCount(0);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide blocks' })).toHaveAttribute('aria-pressed', 'true');
    const label = page.getByRole('button', { name: `1. hero · ${file}:${firstBlock + 1}` });
    await expect(label).toBeVisible();
    const secondType = lines[secondBlock].trim().slice('- type: '.length);
    await expect(page.getByRole('button', { name: `2. ${secondType} · ${file}:${secondBlock + 1}` })).toBeVisible();
    await label.click();
    await expect.poll(() => opened).toEqual([`${file}:${firstBlock + 1}`]);

    // The switch stays on for the visit, and turns off again.
    await page.reload();
    await expect(label).toBeVisible();
    await page.getByRole('button', { name: 'Hide blocks' }).click();
    await expect(label).toHaveCount(0);
  });

  test('the dev server draws each SVG picture as WebP on request, at the widths the pages ask for', async ({ page }) => {
    const drawing = await page.request.get(`http://127.0.0.1:${PORT}/images/bamboo-grove.400w.webp`);
    expect(drawing.status()).toBe(200);
    expect(drawing.headers()['content-type']).toBe('image/webp');
    // A picture that is not there is not drawn (the dev server answers as it does for any missing file).
    expect((await page.request.get(`http://127.0.0.1:${PORT}/images/no-such-picture.400w.webp`)).headers()['content-type']).not.toBe(
      'image/webp',
    );
    await page.goto(`http://127.0.0.1:${PORT}/`);
    const hero = page.locator('main img').first();
    await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/bamboo-grove\.\d+w\.webp$/);
  });

  test('a post is drawn only in the languages it is written in, as the built site has it; elsewhere the not-found page', async ({
    request,
  }) => {
    // Posts here take their file's name as their address (none gives itself another).
    const files = readdirSync(join(contentDir, 'blog'));
    const posts = files.filter((f) => /^[^.]+\.md$/.test(f)).map((f) => f.slice(0, -'.md'.length));
    const [translated] = posts.filter((p) => files.includes(`${p}.sw.md`));
    const [untranslated] = posts.filter((p) => !files.includes(`${p}.sw.md`));
    expect(translated && untranslated).toBeTruthy();
    const ok = await request.get(`http://127.0.0.1:${PORT}/sw/blog/${translated}`, { headers: { accept: 'text/html' } });
    expect(ok.status()).toBe(200);
    const elsewhere = await request.get(`http://127.0.0.1:${PORT}/sw/blog/${untranslated}`, { headers: { accept: 'text/html' } });
    expect(elsewhere.status()).toBe(404);
    expect(await elsewhere.text()).toContain('<html lang="sw"');
    expect((await request.get(`http://127.0.0.1:${PORT}/blog/${untranslated}`, { headers: { accept: 'text/html' } })).status()).toBe(200);
    expect((await request.get(`http://127.0.0.1:${PORT}/blog/no-such-post`, { headers: { accept: 'text/html' } })).status()).toBe(404);
  });

  test('a text not yet in Kiswahili inside a live part is marked English as drawn and once live, with no redraw', async ({
    page,
    consoleErrors,
  }) => {
    const file = join(contentDir, 'products.yaml');
    const before = readFileSync(file, 'utf8');
    const translated = '    name: { en: Bamboo Cutlery Set, sw: Seti ya Vyombo vya Kulia vya Mianzi }';
    expect(before).toContain(translated);
    writeFileSync(file, before.replace(translated, '    name: { en: Bamboo Cutlery Set }'));
    try {
      await expect
        .poll(async () => (await page.request.get(`http://127.0.0.1:${PORT}/sw/products`, { headers: { accept: 'text/html' } })).text(), {
          timeout: 20_000,
        })
        .toContain('<span lang="en">Bamboo Cutlery Set</span>');
      await page.goto(`http://127.0.0.1:${PORT}/sw/products`);
      const catalog = page.locator('#catalog');
      const name = catalog.getByRole('heading', { name: 'Bamboo Cutlery Set' });
      await expect(name.locator('span[lang="en"]')).toHaveText('Bamboo Cutlery Set');
      // Its code comes (the visitor turns to its search box) and draws it again from its props: the same element.
      await catalog.getByRole('searchbox').focus();
      await expect(page.locator('#catalog [data-island][data-live]').first()).toBeAttached({ timeout: 20_000 });
      await expect(name.locator('span[lang="en"]')).toHaveText('Bamboo Cutlery Set');
      // Filtered, the card is drawn by the island itself: still marked.
      await catalog.getByRole('searchbox').fill('cutlery');
      await expect(name.locator('span[lang="en"]')).toHaveText('Bamboo Cutlery Set');
      expect(consoleErrors).toEqual([]);
    } finally {
      writeFileSync(file, before);
    }
  });

  test('a page opened while site.yaml is broken shows the overlay, not a blank page', async ({ page }) => {
    const original = readFileSync(siteFile, 'utf8');
    writeFileSync(siteFile, original.replace('  name: Mianzi Bamboo', '  name: "Mianzi Bamboo'));
    try {
      await page.goto(`http://127.0.0.1:${PORT}/`);
      await expect(page.locator('vite-error-overlay .message-body')).toContainText('The YAML cannot be read', { timeout: 15_000 });
    } finally {
      writeFileSync(siteFile, original);
    }
  });

  test("a broken post: the overlay names the post's file, and a fix brings the page back", async ({ page }) => {
    test.setTimeout(60_000);
    const postFile = join(contentDir, 'blog', readdirSync(join(contentDir, 'blog')).filter((n) => n.endsWith('.md'))[0]);
    const original = readFileSync(postFile, 'utf8');
    await page.goto(`http://127.0.0.1:${PORT}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    writeFileSync(postFile, original.replace(/^date: .*$/m, 'date: 2024-02-30'));
    try {
      const overlay = page.locator('vite-error-overlay');
      await expect(overlay.locator('.message-body')).toContainText(`${relative(ROOT, postFile)} has a problem:`, { timeout: 15_000 });
      await expect(overlay.locator('.message-body')).toContainText('February 2024 has no day 30');
      await expect(overlay.locator('.message-body')).not.toContainText('site.yaml has');
    } finally {
      writeFileSync(postFile, original);
    }
    await expect(page.locator('vite-error-overlay')).not.toBeAttached({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
