/**
 * The visual editor's fields the guide's tasks do not reach: a post's details and its Markdown
 * with the preview, a reference picked from a list (a product of a grid), and a list's items
 * moved. Each through the panel, each checked in the file: the one change, nothing else.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copySite, lineDiff, openPanel, settled, start, type Editor } from './editorHelpers';
import { expect, test } from './fixtures';

// Each save is checked against the whole site and redraws the preview, which runs in development
// mode: a test of eight saves takes 20 s alone, more beside another editor's test.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 10_000 });

test.describe('the editor’s other fields', () => {
  let site: string;
  let editor: Editor;
  let original: Record<string, string>;
  const FILES = ['site.yaml', 'content/blog/diy-bamboo-planter.md'];
  const file = (name: string) => readFileSync(join(site, name), 'utf8');

  test.beforeAll(async () => {
    ({ site } = copySite());
    original = Object.fromEntries(FILES.map((f) => [f, file(f)]));
    editor = await start(site, 5321);
  });
  test.afterAll(async () => {
    await editor.close();
  });
  test.beforeEach(async ({ page }) => {
    for (const f of FILES) if (file(f) !== original[f]) writeFileSync(join(site, f), original[f]);
    await openPanel(page, editor);
  });

  test("a post's title and its Markdown are saved, and the preview shows the Markdown", async ({ page }) => {
    const post = 'content/blog/diy-bamboo-planter.md';
    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.getByRole('combobox', { name: 'Post' }).click();
    await page.getByRole('option', { name: /^DIY: Build a Bamboo Planter/ }).click();

    const title = page.locator('[data-path="title"]');
    await title.fill('DIY: A Bamboo Planter for Herbs');
    await title.blur();
    await settled(page);
    // One line changed, quoted as before (the title has ": " in it).
    expect(lineDiff(original[post], file(post))).toEqual({
      removed: ['title: "DIY: Build a Bamboo Planter in an Afternoon"'],
      added: ['title: "DIY: A Bamboo Planter for Herbs"'],
    });

    const body = page.getByRole('textbox', { name: 'Text of the post' });
    await body.fill('## Herbs to grow\n\nMint and basil do well in a culm.\n');
    await body.blur();
    await settled(page);
    expect(file(post)).toContain('title: "DIY: A Bamboo Planter for Herbs"\n');
    expect(file(post).endsWith('---\n\n## Herbs to grow\n\nMint and basil do well in a culm.\n')).toBe(true);

    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="Preview of the post\'s text"]');
    await expect(preview.getByRole('heading', { level: 2, name: 'Herbs to grow' })).toBeVisible();
  });

  test('a product of a grid is picked from the list of products by name', async ({ page }) => {
    await page.getByRole('button', { name: /^2\. Product grid/ }).click();
    const first = page.getByRole('combobox', { name: 'product 1: table-mat-set' });
    await first.click();
    await page.getByRole('option', { name: 'Bamboo Cutlery Set (bamboo-cutlery-set)' }).click();
    await settled(page);
    const { removed, added } = lineDiff(original['site.yaml'], file('site.yaml'));
    expect(removed).toEqual([expect.stringContaining('products: [table-mat-set, bamboo-seedlings,')]);
    expect(added).toEqual([expect.stringContaining('products: [bamboo-cutlery-set, bamboo-seedlings,')]);
  });

  test("a list's item moves up with its button, its lines and nothing else", async ({ page }) => {
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await page.getByRole('button', { name: 'Move opening time 2: Saturday up' }).click();
    await settled(page);
    const text = file('site.yaml');
    expect(text).toContain(
      '  hours:\n    - days: { en: Saturday, sw: Jumamosi }\n      time: { en: 9:00 AM - 2:00 PM, sw: saa 3:00 asubuhi - saa 8:00 mchana }\n' +
        '    - days: { en: Mon - Fri, sw: Jumatatu - Ijumaa }\n      time: { en: 8:00 AM - 6:00 PM, sw: saa 2:00 asubuhi - saa 12:00 jioni }\n',
    );
    // The same lines, in another order: the file is as long and holds the same lines.
    expect(text.split('\n').sort()).toEqual(original['site.yaml'].split('\n').sort());
  });
});
