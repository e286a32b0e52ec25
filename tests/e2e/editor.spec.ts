/**
 * The visual editor in a real browser: the guide's hand edits (docs/editing.md) made
 * in the panel change the files as a person would and the built site shows them; undo and redo;
 * what the editor refuses; the preview; accessibility; the panel's looks.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { copyProject, copySite, expectLikeHandEdit, openPanel, png, settled, start, type Editor } from './editorHelpers';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOT_TIMEOUT } from './looks';
import { aboutReordered, choose, createGuidePost, fillGuideProduct, GUIDE_POST, guideProduct, offeringsHidden, row } from './guideTasks';

// Each save is checked against the whole site and redraws the preview, which runs in development
// mode: a test of eight saves takes 20 s alone, more beside another editor's test.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 10_000 });

const read = (file: string) => readFileSync(file, 'utf8');

test.describe('the guide, through the panel', () => {
  let dir: string;
  let editor: Editor;

  test.beforeAll(async () => {
    dir = copyProject();
    editor = await start(dir, 5301);
  });
  test.afterAll(async () => {
    await editor.close();
  });

  test("each of the guide's edits is the hand edit (or less), and the built site shows them", async ({ page }) => {
    test.setTimeout(240_000);
    const siteFile = join(dir, 'site.yaml');
    const productsFile = join(dir, 'content/products.yaml');
    await openPanel(page, editor);

    // Reorder: "Vision and Mission" before the story on /about.
    await choose(page, 'Page', /\(\/about\)$/);
    await expect(row(page, 2, 'Story')).toBeVisible();
    let before = read(siteFile);
    const reordered = aboutReordered(before);
    // With the keyboard: the story's row, Alt+↓.
    await row(page, 2, 'Story').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(row(page, 3, 'Story')).toBeVisible();
    await settled(page);
    expectLikeHandEdit(before, read(siteFile), reordered);
    // With the mouse: its up arrow puts it back, byte for byte; then drag the cards above it.
    await page.getByRole('button', { name: /^Move 3\. Story .* up$/ }).click();
    await expect(row(page, 2, 'Story')).toBeVisible();
    await settled(page);
    expect(read(siteFile)).toBe(before);
    await page.getByTestId('block-row').nth(2).dragTo(page.getByTestId('block-row').nth(1));
    await expect(row(page, 2, 'Cards “Vision and Mission”')).toBeVisible();
    await settled(page);
    expect(read(siteFile)).toBe(reordered);

    // Hide: the Core Offerings cards.
    before = read(siteFile);
    await page.getByRole('button', { name: /^Hide 4\. Cards “Core Offerings”/ }).click();
    await expect(row(page, 4, /Cards “Core Offerings” \(hidden\)/)).toBeVisible();
    await settled(page);
    expectLikeHandEdit(before, read(siteFile), offeringsHidden(before));

    // The phone number.
    await page.getByRole('tab', { name: 'Site facts' }).click();
    before = read(siteFile);
    const phone = page.locator('[data-path="site.phone"]');
    await phone.fill('+254 700 111 222');
    await phone.blur();
    await settled(page);
    await expect.poll(() => read(siteFile)).not.toBe(before);
    expectLikeHandEdit(before, read(siteFile), before.replace('  phone: "+254 712 345 678"', '  phone: "+254 700 111 222"'));

    // The hours: Saturday closes at 1.
    before = read(siteFile);
    // Its English: the time is written per language (the Kiswahili beside it stays).
    const saturday = page.locator('[data-path="site.hours[1].time.en"]');
    await saturday.fill('9:00 AM - 1:00 PM');
    await saturday.blur();
    await settled(page);
    await expect.poll(() => read(siteFile)).not.toBe(before);
    expectLikeHandEdit(
      before,
      read(siteFile),
      before.replace('      time: { en: 9:00 AM - 2:00 PM,', '      time: { en: 9:00 AM - 1:00 PM,'),
    );

    // A product with a picture of its own.
    await page.getByRole('tab', { name: 'Products' }).click();
    before = read(productsFile);
    await page.getByRole('button', { name: 'Add a product' }).click();
    const field = (name: string) => page.locator(`[data-path^="products["][data-path$="].${name}"]`);
    // A draft in the panel, empty: nothing in the file until it is added.
    await expect(field('id')).toHaveValue('');
    expect(read(productsFile)).toBe(before);
    const src = await fillGuideProduct(page);
    await page.getByRole('button', { name: 'Add this product' }).click();
    await settled(page);
    expect(existsSync(join(dir, 'public', src))).toBe(true);
    expectLikeHandEdit(before, read(productsFile), before + guideProduct(src));

    // A blog post.
    await createGuidePost(page);
    const postFile = join(dir, 'content/blog/harvest-day.md');
    expectLikeHandEdit('', read(postFile), GUIDE_POST);

    // The whole project, as CI and the host check and build it.
    const run = (script: string) =>
      execFileSync('npx', ['tsx', `scripts/${script}.ts`, '--root', dir], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    expect(run('validate')).toContain('is valid');
    run('build');
    const html = (path: string) => read(join(dir, 'dist', path, 'index.html'));
    const home = html('');
    expect(home).toContain('+254 700 111 222');
    expect(home).not.toContain('+254 712 345 678');
    expect(home).toContain('Saturday: 9:00 AM - 1:00 PM');
    const about = html('about');
    expect(about.indexOf('Vision and Mission')).toBeGreaterThan(0);
    expect(about.indexOf('Vision and Mission')).toBeLessThan(about.indexOf('From one nursery to a movement'));
    expect(about).not.toContain('Four ways we turn bamboo into lasting change.');
    const products = html('products');
    expect(products).toContain('Bamboo Phone Stand');
    expect(products).toMatch(/bamboo-phone-stand[^"]*\.(png|webp)/);
    expect(html('blog/harvest-day')).toContain('Harvest Day in Webuye');
    expect(parse(read(productsFile))).toBeTruthy();
  });
});

test.describe('the panel on a copy of the site', () => {
  let above: string;
  let site: string;
  let editor: Editor;
  let original: Record<string, string>;
  const FILES = ['site.yaml', 'content/products.yaml'];
  const file = (name: string) => read(join(site, name));

  test.beforeAll(async () => {
    ({ above, site } = copySite());
    original = Object.fromEntries(FILES.map((f) => [f, file(f)]));
    editor = await start(site, 5302);
  });
  test.afterAll(async () => {
    await editor.close();
  });
  // Each test starts from the site as it was, in a panel just opened.
  test.beforeEach(async ({ page }) => {
    for (const f of FILES) if (file(f) !== original[f]) writeFileSync(join(site, f), original[f]);
    await openPanel(page, editor);
  });

  test('undo and redo put the files back byte for byte', async ({ page }) => {
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await expect(undo).toBeDisabled();

    await page.getByRole('tab', { name: 'Site facts' }).click();
    const phone = page.locator('[data-path="site.phone"]');
    await phone.fill('+254 700 111 222');
    await phone.blur();
    await expect.poll(() => file('site.yaml')).toContain('"+254 700 111 222"');
    await settled(page);
    const phoneChanged = file('site.yaml');

    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('button', { name: /^Hide 6\. Cards “Core Values”/ }).click();
    await expect(row(page, 6, /Cards “Core Values” \(hidden\)/)).toBeVisible();
    await settled(page);
    expect(file('site.yaml')).not.toBe(phoneChanged);

    await undo.click();
    await expect(row(page, 6, /Cards “Core Values”\. /)).toBeVisible();
    await settled(page);
    expect(file('site.yaml')).toBe(phoneChanged);
    await undo.click();
    await expect.poll(() => file('site.yaml')).toBe(original['site.yaml']);
    await expect(undo).toBeDisabled();

    await redo.click();
    await expect.poll(() => file('site.yaml')).toBe(phoneChanged);
    await settled(page);
    await undo.click();
    await expect.poll(() => file('site.yaml')).toBe(original['site.yaml']);
    await settled(page);

    // A deleted block comes back with Undo, every line as it was.
    await page.getByRole('button', { name: /^Delete 7\. Cards “Our Goals”/ }).click();
    await expect(row(page, 7, 'What people say')).toBeVisible();
    await settled(page);
    expect(file('site.yaml')).not.toContain('title: Our Goals');
    await undo.click();
    await expect(row(page, 7, 'Cards “Our Goals”')).toBeVisible();
    await expect.poll(() => file('site.yaml')).toBe(original['site.yaml']);
  });

  test('Undo pressed while a change is still being saved undoes that change, not the one before', async ({ page }) => {
    await page.getByRole('button', { name: /^Hide 6\. Cards “Core Values”/ }).click();
    await expect(row(page, 6, /Cards “Core Values” \(hidden\)/)).toBeVisible();
    await settled(page);
    const hidden = file('site.yaml');

    // A slow connection: each answer comes half a second late, and Undo is pressed meanwhile.
    await page.route('**/__editor/api/edit', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const phone = page.locator('[data-path="site.phone"]');
    await phone.fill('+254 700 111 222');
    await phone.blur();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => file('site.yaml')).toContain('"+254 700 111 222"');
    await expect.poll(() => file('site.yaml')).toBe(hidden);
    await settled(page);
    await expect(page.getByText(/^Cannot undo/)).toHaveCount(0);
    await expect(phone).toHaveValue('+254 712 345 678');
  });

  test('a change that would break the site is refused, with the reason at the field', async ({ page }) => {
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const phone = page.locator('[data-path="site.phone"]');
    await phone.fill('call us');
    await phone.blur();
    await settled(page, 'error');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Write the phone number in international form/).first()).toBeVisible();
    expect(file('site.yaml')).toBe(original['site.yaml']);

    // A product's id that pages name.
    await page.getByRole('tab', { name: 'Products' }).click();
    const id = page.locator('[data-path="products[0].id"]');
    await expect(id).toHaveValue('bamboo-cutlery-set');
    await id.fill('bamboo-cutlery');
    await id.blur();
    await settled(page, 'error');
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Unknown product "bamboo-cutlery-set"/).first()).toBeVisible();
    expect(file('content/products.yaml')).toBe(original['content/products.yaml']);
  });

  test('a file changed on disk is read again, and a later edit keeps that change', async ({ page }) => {
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const changed = original['site.yaml'].replace(
      '  tagline: { en: Growing green livelihoods with bamboo,',
      '  tagline: { en: Changed in a text editor,',
    );
    writeFileSync(join(site, 'site.yaml'), changed);
    await expect(page.getByText(/site\.yaml changed outside the editor; the editor has read it again/)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Changed in a text editor');
    const phone = page.locator('[data-path="site.phone"]');
    await phone.fill('+254 700 111 222');
    await phone.blur();
    await settled(page);
    await expect.poll(() => file('site.yaml')).toBe(changed.replace('  phone: "+254 712 345 678"', '  phone: "+254 700 111 222"'));
  });

  test('the API refuses requests without the token and writes nowhere but the site', async () => {
    const api = `http://127.0.0.1:${editor.port}/__editor/api`;
    expect((await fetch(`${api}/state`)).status).toBe(401);
    expect((await fetch(`${api}/state`, { headers: { 'x-editor-token': 'not-the-token' } })).status).toBe(401);
    expect((await fetch(`${api}/state`, { headers: { 'x-editor-token': editor.token } })).status).toBe(200);
    const outside = join(above, 'package.json');
    writeFileSync(outside, '{ "name": "not-the-site" }\n');
    for (const name of ['../package.json', 'content/../../package.json']) {
      const res = await fetch(`${api}/edit`, {
        method: 'POST',
        headers: { 'x-editor-token': editor.token, 'content-type': 'application/json' },
        body: JSON.stringify({ file: name, version: 'x', op: { op: 'restore', text: 'overwritten' } }),
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toContain('The editor only changes site.yaml');
    }
    // Without the token, not even a well-formed edit of the site's own file.
    const res = await fetch(`${api}/edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'site.yaml', version: 'x', op: { op: 'restore', text: 'overwritten' } }),
    });
    expect(res.status).toBe(401);
    expect(read(outside)).toBe('{ "name": "not-the-site" }\n');
    expect(file('site.yaml')).toBe(original['site.yaml']);
  });

  test('an upload that is not a picture, or too large, is refused with a message', async ({ page }) => {
    await page.getByRole('tab', { name: 'Products' }).click();
    const upload = async (name: string, buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload…' }).click();
      await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
    };
    await upload('notes.txt', Buffer.from('not a picture'));
    await expect(page.getByText('Only pictures can be added: PNG, JPEG, WebP, AVIF, GIF or SVG files.')).toBeVisible();
    await upload('fake.png', Buffer.from('not a picture either'));
    await expect(page.getByText('This file is not a PNG picture')).toBeVisible();
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/upload')) sent.push(r.url());
    });
    await upload('big.png', big);
    await expect(page.getByText(/The picture is larger than 5 MB/)).toBeVisible();
    // Said before sending: the five megabytes never go over the connection.
    expect(sent).toEqual([]);
    expect(existsSync(join(site, 'public/images/products/fake.png'))).toBe(false);
    expect(existsSync(join(site, 'public/images/products/big.png'))).toBe(false);
    expect(file('content/products.yaml')).toBe(original['content/products.yaml']);
  });

  test('a click on a block in the page selects it in the list', async ({ page }) => {
    const frame = page.frameLocator('iframe[title^="The page"]');
    // Once the page beside the panel has loaded, its blocks can be chosen (the pointer says so).
    await expect(frame.locator('[data-block-number="3"]')).toHaveCSS('cursor', 'pointer', { timeout: 20_000 });
    await frame.locator('[data-block-number="3"]').click();
    await expect(row(page, 3, 'Figures')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { name: 'Block 3: Figures' })).toBeVisible();
    // Outlined as the selected block, and still after the page loads again (a save reloads it).
    await expect(frame.locator('[data-block-number="3"]')).toHaveCSS('outline-style', 'solid');
    await page.getByRole('button', { name: /^1\. Opening banner/ }).click();
    await expect(frame.locator('[data-block-number="3"]')).not.toHaveCSS('outline-style', 'solid');
    await expect(frame.locator('[data-block-number="1"]')).toHaveCSS('outline-style', 'solid');
  });

  test("a click on a live part's link in the page selects its block at once, before and without the part's code", async ({ page }) => {
    const frame = page.frameLocator('iframe[title^="The page"]');
    // Drawn by the site's server: the page as built, its scripts with it.
    await expect(page.locator('iframe[title^="The page"]')).toHaveAttribute('data-drawn-by', 'server');
    const calculator = frame.locator('[data-block="impactCalculator"] [data-block-number]').first();
    await expect(calculator).toHaveCSS('cursor', 'pointer', { timeout: 20_000 });
    const number = Number(await calculator.getAttribute('data-block-number'));
    // The calculator's code does not come: a press on its link must not wait for it (the page's
    // catcher of early presses, src/islands/press.ts, would hold it).
    await page.route(/ImpactCalculator\.island\.tsx/, () => new Promise(() => {}));
    await calculator.getByRole('link').first().click();
    // Not held (the catcher marks a held press's part busy as it catches it): chosen at once.
    expect(await calculator.locator('[data-island="blocks/impactCalculator/ImpactCalculator"]').getAttribute('aria-busy')).toBeNull();
    await expect(page.getByRole('heading', { name: new RegExp(`^Block ${number}: `) })).toBeVisible();
    await expect(calculator).toHaveCSS('outline-style', 'solid');
  });

  const axe = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page })
      .exclude('iframe')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  test('no axe violations on each tab, with a block selected, and at phone width', async ({ page }) => {
    test.setTimeout(60_000); // six checks of a long form
    expect(await axe(page)).toEqual([]);
    await row(page, 2, 'Product grid').click();
    await expect(page.getByRole('heading', { name: 'Block 2: Product grid' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    for (const tab of ['Site facts', 'Products', 'Blog']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(await axe(page), tab).toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Pages' }).click();
    await expect(row(page, 1, 'Opening banner')).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });

  test('Tab reaches the page select, then each block row and its buttons, in order', async ({ page }) => {
    const names: string[] = [];
    await page.getByRole('tab', { name: 'Pages' }).focus();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent ?? '';
        }),
      );
    }
    const at = (re: RegExp) => names.findIndex((n) => re.test(n));
    const order = [
      at(/^Page$/),
      at(/^1\. Opening banner .*Alt\+Up/),
      at(/^Move 1\. Opening banner .* down$/),
      at(/^Hide 1\. Opening banner/),
      at(/^Duplicate 1\. Opening banner/),
      at(/^Delete 1\. Opening banner/),
      at(/^2\. Product grid .*Alt\+Up/),
      at(/^Move 2\. Product grid .* up$/),
    ];
    expect(
      order.every((i) => i >= 0),
      names.join('\n'),
    ).toBe(true);
    expect(
      [...order].sort((a, b) => a - b),
      names.join('\n'),
    ).toEqual(order);
  });

  test('the panel looks as it did (desktop with a block selected, phone)', async ({ page }) => {
    await row(page, 2, 'Product grid').click();
    await expect(page.getByRole('heading', { name: 'Block 2: Product grid' })).toBeVisible();
    const mask = [page.locator('iframe')];
    await expect(page).toHaveScreenshot('editor-desktop.png', { mask, timeout: SHOT_TIMEOUT });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('radio', { name: 'Edit' })).toBeChecked();
    await expect(page).toHaveScreenshot('editor-phone.png', { mask, timeout: SHOT_TIMEOUT });
  });
});
