/**
 * Nothing typed is lost, and the panel's state is true: typed at a person's
 * pace while each save takes seconds, tags keep every word; a refused value put right clears its
 * message and the header at once; a new item is a draft until it is added, never placeholder
 * words in the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { copySite, openPanel, settled, start, type Editor } from './editorHelpers';
import { expect, test } from './fixtures';

// Each save is checked against the whole site and redraws the preview, which runs in development
// mode: a test of eight saves takes 20 s alone, more beside another editor's test.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

const POST = 'content/blog/diy-bamboo-planter.md';

/** A post's front matter, read as data. */
const frontOf = (md: string) => parse(/^---\n([\s\S]*?)\n---/.exec(md)?.[1] ?? '') as { tags: string[] };

test.describe('drafts while saves are slow', () => {
  let site: string;
  let editor: Editor;
  let original: Record<string, string>;
  const FILES = ['site.yaml', POST, 'content/products.yaml'];
  const file = (name: string) => readFileSync(join(site, name), 'utf8');

  test.beforeAll(async () => {
    ({ site } = copySite());
    original = Object.fromEntries(FILES.map((f) => [f, file(f)]));
    editor = await start(site, 5331);
  });
  test.afterAll(async () => {
    await editor.close();
  });
  test.beforeEach(async ({ page }) => {
    for (const f of FILES) if (file(f) !== original[f]) writeFileSync(join(site, f), original[f]);
    // Every save answers 2.5 s late, as on a slow machine.
    await page.route('**/__editor/api/edit', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await openPanel(page, editor);
  });

  test('tags typed at a normal pace while the first save runs are all kept', async ({ page }) => {
    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.getByRole('combobox', { name: 'Post' }).click();
    await page.getByRole('option', { name: /^DIY: Build a Bamboo Planter/ }).click();
    const tags = page.locator('[data-path="tags"]');
    const before = frontOf(original[POST]).tags;
    const pill = (tag: string) => page.locator('.mantine-TagsInput-pill', { hasText: new RegExp(`^${tag}$`) });
    await tags.click();
    await page.keyboard.type('eco', { delay: 120 });
    await page.keyboard.press('Enter');
    // The first save is on its way when the second word is typed.
    await page.waitForTimeout(900);
    await page.keyboard.type('kenya', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(900);
    await page.keyboard.type('craft', { delay: 120 });
    await page.keyboard.press('Enter');
    // While the saves run, the box shows every tag typed.
    for (const tag of ['eco', 'kenya', 'craft']) await expect(pill(tag)).toBeVisible();
    await expect.poll(() => file(POST), { timeout: 20_000 }).toContain('craft');
    await settled(page);
    expect(frontOf(file(POST)).tags).toEqual([...before, 'eco', 'kenya', 'craft']);
    for (const tag of ['eco', 'kenya', 'craft']) await expect(pill(tag)).toBeVisible();
  });

  test('a refused value put right clears its message and the header at once', async ({ page }) => {
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const email = page.locator('[data-path="site.email"]');
    const good = await email.inputValue();
    await email.fill('not an address');
    await email.blur();
    await settled(page, 'error');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('save-status')).toContainText('Not saved');
    // Put back as it was: nothing to save, and nothing is wrong any more.
    await email.fill(good);
    await email.blur();
    await settled(page);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(file('site.yaml')).toBe(original['site.yaml']);
  });

  test('an emptied needed field is not sent, and keeps the page as it was', async ({ page }) => {
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const name = page.locator('[data-path="site.name"]');
    await name.fill('');
    await name.blur();
    await settled(page, 'error');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This is needed: write something here.').first()).toBeVisible();
    expect(file('site.yaml')).toBe(original['site.yaml']);
  });

  test('a new product is a draft until added; cancelled, the file never changes', async ({ page }) => {
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: 'Add a product' }).click();
    const draft = page.getByRole('group', { name: 'New product' });
    await expect(draft).toBeVisible();
    // Empty fields, no placeholder words, and no default picture.
    await expect(draft.locator('[data-path$="].name"]')).toHaveValue('');
    await expect(draft.locator('[data-path$="].image.src"]')).toHaveValue('');
    await draft.locator('[data-path$="].name"]').fill('Bamboo Coaster');
    await draft.locator('[data-path$="].name"]').blur();
    // Added with fields missing: refused, the draft and what was typed stay.
    await draft.getByRole('button', { name: 'Add this product' }).click();
    await settled(page, 'error');
    await expect(draft.locator('[data-path$="].name"]')).toHaveValue('Bamboo Coaster');
    expect(file('content/products.yaml')).toBe(original['content/products.yaml']);
    await draft.getByRole('button', { name: 'Cancel' }).click();
    await expect(draft).toBeHidden();
    await settled(page);
    expect(file('content/products.yaml')).toBe(original['content/products.yaml']);
    expect(file('content/products.yaml')).not.toContain('New product');
  });

  test('a block of a type the site has none of yet starts as an empty draft, written once filled', async ({ page }) => {
    await page.getByRole('button', { name: 'Add a block…' }).click();
    await page.keyboard.type('newsletter');
    await page
      .getByRole('dialog', { name: 'Add a block' })
      .getByRole('button', { name: /^Newsletter sign-up:/ })
      .click();
    const draft = page.getByRole('group', { name: 'New newsletter sign-up block' });
    await expect(draft).toBeVisible();
    expect(file('site.yaml')).toBe(original['site.yaml']);
    await draft.locator('[data-path$="].title"]').pressSequentially('Hear from the nursery', { delay: 40 });
    await draft.getByRole('button', { name: 'Add this newsletter sign-up block' }).click();
    await settled(page);
    await expect(draft).toBeHidden();
    expect(file('site.yaml')).toContain('- type: newsletter');
    expect(file('site.yaml')).toContain('title: Hear from the nursery');
  });

  test('a pick shows what was picked while its save runs, and after', async ({ page }) => {
    await page.getByRole('tab', { name: 'Products' }).click();
    const category = page.getByRole('textbox', { name: 'Category' }).or(page.getByRole('combobox', { name: 'Category' }));
    const before = await category.inputValue();
    await category.click();
    const option = page.getByRole('option').filter({ hasNotText: before }).first();
    const picked = (await option.textContent()) ?? '';
    await option.click();
    // The save takes 2.5 s; the box shows the pick at once, not the old value.
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saving');
    await expect(category).toHaveValue(picked);
    await settled(page);
    await expect(category).toHaveValue(picked);
    expect(file('content/products.yaml')).not.toBe(original['content/products.yaml']);
  });
});
