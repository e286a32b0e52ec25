/**
 * The preview beside the panel drawn two ways: by the site's dev server, and by the editor itself
 * from the files (src/editor/preview: the site's loader and blocks in the frame, no server
 * drawing). On the guide's pages, at a phone's and a computer's width, at the top of the page and
 * at its end, both draw the same page (their screenshots compared pixel by pixel); the editor's
 * drawing follows a save in place, without loading the frame again, and keeps the last good page
 * while the files have an error.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PREVIEW_PAGE } from '../../src/editor/protocol.ts';
import { copySite, openPanel, settled, start, type Editor } from './editorHelpers';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// Still pictures: count-ups and carousels stand at their end, as both drawings then show them.
test.use({ reducedMotion: 'reduce', viewport: { width: 1400, height: 900 } });

/** The guide's pages (docs/editing.md), as the panel's page list names them. */
const PAGES = ['/', '/about', '/products', '/training', '/contact'];

/** The share of pixels that differ (any channel by more than 24 of 255) between two PNGs of the same size. */
async function differing(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([one, two]) => {
      const pixels = async (b64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([pixels(one), pixels(two)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let off = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if ([0, 1, 2].some((c) => Math.abs(x.data[i + c] - y.data[i + c]) > 24)) off++;
      }
      return off / (x.width * x.height);
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

/** A screenshot kept beside the test's results (what a failure shows). */
function saved(name: string, png: Buffer): string {
  const file = test.info().outputPath(name);
  writeFileSync(file, png);
  return file;
}

const frameOf = (page: Page): Locator => page.locator('iframe[title^="The page"]');

/**
 * Waits until what the frame shows is complete: its fonts, every picture in its view loaded and
 * decoded, and (the server's page) every island in its view that starts by itself live (one that waits
 * for the visitor's turn stays as drawn, in both drawings).
 */
async function still(page: Page) {
  const body = frameOf(page).contentFrame().locator('body');
  await expect
    .poll(
      () =>
        body.evaluate(async () => {
          await document.fonts.ready;
          const inView = [...document.images].filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < innerHeight && r.width > 0;
          });
          await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
          const islands = [...document.querySelectorAll('[data-island]:not([data-when="interaction"])')].filter((el) => {
            // An island's box is its content's (its element draws no box of its own: display: contents).
            const range = document.createRange();
            range.selectNodeContents(el);
            const r = range.getBoundingClientRect();
            return r.bottom > 0 && r.top < innerHeight;
          });
          return inView.every((img) => img.complete) && islands.every((el) => el.hasAttribute('data-live'));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Chooses who draws the page at `path` and waits until it shows its first block. */
async function drawnBy(page: Page, who: 'Site server' | 'Editor', path: string) {
  await page.getByRole('radiogroup', { name: 'Who draws the page' }).getByText(who, { exact: true }).click();
  await expect(frameOf(page)).toHaveAttribute('data-drawn-by', who === 'Editor' ? 'editor' : 'server');
  // The frame shows the page it showed before until the chosen drawer's document replaces it: the
  // first block found meanwhile would be the other drawer's.
  const at = () =>
    frameOf(page)
      .contentFrame()
      .locator('body')
      .evaluate(() => location.pathname)
      // A document being replaced answers nothing: asked again (expect.poll does not retry a throw).
      .catch(() => undefined);
  await expect.poll(at, { timeout: 30_000 }).toBe(who === 'Editor' ? PREVIEW_PAGE : path);
  await expect(page.frameLocator('iframe[title^="The page"]').locator('[data-block-number="1"]')).toBeVisible({ timeout: 30_000 });
}

async function choosePage(page: Page, path: string) {
  await page.getByRole('combobox', { name: 'Page' }).click();
  await page.getByRole('option', { name: new RegExp(`\\(${path.replace(/\//g, '\\/')}\\)$`) }).click();
}

/** The frame's view once it stands still: shot until two shots in a row are the same (as toHaveScreenshot does). */
async function steadyShot(page: Page): Promise<Buffer> {
  const frame = frameOf(page);
  let shot = await frame.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let i = 0; i < 20; i++) {
    const next = await frame.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(shot)) return next;
    shot = next;
  }
  throw new Error('The page beside the panel never stood still (20 shots, each different from the one before).');
}

/** The frame's view at the top of the page and at its end. */
async function views(page: Page): Promise<Buffer[]> {
  const frame = frameOf(page);
  const scroll = (to: 'top' | 'end') =>
    frame
      .contentFrame()
      .locator('body')
      .evaluate((_, where) => window.scrollTo(0, where === 'top' ? 0 : document.body.scrollHeight), to);
  await scroll('top');
  await still(page);
  const top = await steadyShot(page);
  await scroll('end');
  await still(page);
  const end = await steadyShot(page);
  await scroll('top');
  return [top, end];
}

test.describe("the editor's own drawing of a page", () => {
  let site: string;
  let editor: Editor;

  test.beforeAll(async () => {
    site = copySite().site;
    editor = await start(site, 5341);
  });
  test.afterAll(async () => {
    await editor.close();
  });

  for (const width of ['Phone', 'Desktop'] as const) {
    test(`draws the guide's pages as the site's server does (${width})`, async ({ page }) => {
      test.setTimeout(240_000);
      await openPanel(page, editor);
      await page
        .getByRole('radiogroup', { name: 'Width of the page' })
        .getByText(new RegExp(`^${width}`))
        .click();
      for (const path of PAGES) {
        await choosePage(page, path);
        await drawnBy(page, 'Site server', path);
        const server = await views(page);
        await drawnBy(page, 'Editor', path);
        const own = await views(page);
        for (const [i, where] of ['top', 'end'].entries()) {
          const share = await differing(page, server[i], own[i]);
          if (share > 0.002) {
            const name = `${path.replace(/\W/g, '') || 'home'}-${where}`;
            await test.info().attach(`${name}-server`, { path: saved(`${name}-server.png`, server[i]), contentType: 'image/png' });
            await test.info().attach(`${name}-editor`, { path: saved(`${name}-editor.png`, own[i]), contentType: 'image/png' });
          }
          expect(share, `${path} at its ${where}, ${width}: pixels that differ`).toBeLessThanOrEqual(0.002);
        }
      }
    });
  }

  test('draws each save in place, keeps the last good page through an error, and a click chooses a block', async ({ page }) => {
    const siteFile = `${site}/site.yaml`;
    const original = readFileSync(siteFile, 'utf8');
    await openPanel(page, editor);
    await choosePage(page, '/');
    await drawnBy(page, 'Editor', '/');
    const inside = page.frameLocator('iframe[title^="The page"]');
    const title = inside.locator('h1');
    await expect(title).toHaveText('Promoting the eco-friendly switch with bamboo');
    // A mark in the frame's window: gone if the frame loads again.
    await frameOf(page)
      .contentFrame()
      .locator('body')
      .evaluate(() => Object.assign(window, { drawnOnce: true }));
    const onceDrawn = () =>
      frameOf(page)
        .contentFrame()
        .locator('body')
        .evaluate(() => 'drawnOnce' in window);

    // Another writer (a text editor) changes the title: the page shows it, in the same frame.
    writeFileSync(siteFile, original.replace('Promoting the eco-friendly switch with bamboo', 'Bamboo for every home'));
    await expect(title).toHaveText('Bamboo for every home', { timeout: 20_000 });
    expect(await onceDrawn()).toBe(true);

    // A file that cannot be read: the panel says so, the page stays as last drawn.
    writeFileSync(siteFile, original.replace('Promoting the eco-friendly switch with bamboo', '[unclosed'));
    await expect(page.getByText(/^The files have (a problem|\d+ problems)$/)).toBeVisible({ timeout: 20_000 });
    await expect(title).toHaveText('Bamboo for every home');
    writeFileSync(siteFile, original);
    await expect(title).toHaveText('Promoting the eco-friendly switch with bamboo', { timeout: 20_000 });
    await expect(page.getByText(/^The files have/)).toBeHidden();
    expect(await onceDrawn()).toBe(true);

    // A click on a block chooses it in the list, and it is outlined as chosen.
    await inside.locator('[data-block-number="3"]').click();
    await expect(page.getByRole('button', { name: /^3\. / })).toHaveAttribute('aria-current', 'true');
    await expect(inside.locator('[data-block-number="3"]')).toHaveCSS('outline-style', 'solid');
    await settled(page);
  });
});
