/**
 * The visual editor's panel around the forms: the New post dialog (tags, an upload,
 * no default picture, what is required marked as the post schema says, its buttons in sight on
 * a computer and a phone, a named close button), the preview's width switch, the header's
 * "Not saved" and the block list's "hidden" badges readable, and undo that survives a reload.
 */
import AxeBuilder from '@axe-core/playwright';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copySite, openPanel, png, settled, start, type Editor } from './editorHelpers';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOT_TIMEOUT } from './looks';

// The first test waits for the dev server's first look at the panel's modules.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 10_000, screenshot: 'only-on-failure' });

/** The keys of a post's front matter (PostFrontMatter in src/schema/content.ts). */
const POST_KEYS = ['slug', 'title', 'excerpt', 'metaDescription', 'category', 'author', 'date', 'readTime', 'image', 'featured', 'tags'];

const openNewPost = async (page: Page) => {
  await page.getByRole('tab', { name: 'Blog' }).click();
  await page.getByRole('button', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Both buttons wholly on the screen, without scrolling. */
async function buttonsInSight(dialog: Locator) {
  await expect(dialog.getByRole('button', { name: 'Create the post' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
}

test.describe('the editor’s panel', () => {
  let site: string;
  let editor: Editor;
  let original: Record<string, string>;
  const FILES = ['site.yaml', 'content/blog/diy-bamboo-planter.md'];
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
    // A post made by an earlier test is not there: each test starts from the same site.
    rmSync(join(site, 'content/blog/harvest-day-in-webuye.md'), { force: true });
    await openPanel(page, editor);
  });

  test('the New post dialog: required as the schema says, no default picture, tags, an upload, an empty picture description', async ({
    page,
  }) => {
    const dialog = await openNewPost(page);
    await expect(dialog.getByRole('button', { name: /^Close/ })).toBeVisible();
    await buttonsInSight(dialog);
    // Required: the keys the schema requires and cannot be empty. Not: tags (default []) and the
    // picture's description (required, but "" is allowed for a picture that only decorates).
    for (const name of ['Title', 'Excerpt', 'Author', 'Date', 'Read time']) {
      await expect(dialog.getByRole('textbox', { name, exact: true })).toHaveAttribute('required', '');
    }
    for (const name of ['Category', 'Picture']) await expect(dialog.getByRole('combobox', { name })).toHaveAttribute('required', '');
    await expect(dialog.getByRole('textbox', { name: 'What the picture shows' })).not.toHaveAttribute('required');
    await expect(dialog.getByLabel('Tags', { exact: true })).not.toHaveAttribute('required');
    // No picture is chosen for the writer: one of another post says something else.
    await expect(dialog.getByRole('combobox', { name: 'Picture' })).toHaveValue('');

    await dialog.getByLabel('Title').fill('Harvest Day in Webuye');
    await dialog.getByLabel('Excerpt').fill('Forty farmers brought in their first bamboo harvest this month.');
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Restoration' }).click();
    await dialog.getByLabel('Author').fill('Grace Wanjiku');
    await dialog.getByLabel('Date').fill('2024-06-15');
    // Tags typed at a person's pace, each ended with Enter.
    const tags = dialog.getByLabel('Tags', { exact: true });
    for (const tag of ['eco', 'kenya']) {
      await tags.pressSequentially(tag, { delay: 60 });
      await tags.press('Enter');
    }
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload…' }).click();
    await (await chooser).setFiles({ name: 'Harvest Day.png', mimeType: 'image/png', buffer: await png(800, 600) });
    await expect(dialog.getByRole('combobox', { name: 'Picture' })).toHaveValue('/images/blog/harvest-day.png');
    // Shown, but kept by the server until the post that names it is created.
    await expect
      .poll(() =>
        dialog
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(800);
    expect(existsSync(join(site, 'public/images/blog/harvest-day.png'))).toBe(false);

    const sent = page.waitForRequest((r) => r.url().endsWith('/__editor/api/post'));
    // The server checks the whole site with the post in place before it writes (seconds on a loaded machine).
    const answered = page.waitForResponse((r) => r.url().endsWith('/__editor/api/post'), { timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Create the post' }).click();
    const { fields } = (await sent).postDataJSON() as { fields: Record<string, unknown> };
    expect(Object.keys(fields).filter((k) => !POST_KEYS.includes(k))).toEqual([]);
    expect((await answered).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await settled(page);
    expect(file('content/blog/harvest-day-in-webuye.md')).toBe(
      [
        '---',
        'title: Harvest Day in Webuye',
        'excerpt: Forty farmers brought in their first bamboo harvest this month.',
        'category: restoration',
        'author: Grace Wanjiku',
        'date: 2024-06-15',
        'readTime: 3 min read',
        'image: { src: /images/blog/harvest-day.png, alt: "" }',
        'tags: [eco, kenya]',
        '---',
        '',
        'Write the post here.',
        '',
      ].join('\n'),
    );
    expect(existsSync(join(site, 'public/images/blog/harvest-day.png'))).toBe(true);
  });

  test("the New post dialog's buttons stay in sight on a phone while its fields scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The date a new post starts with is today's: the same day at every run.
    await page.clock.setFixedTime(new Date('2026-03-28T09:00:00+03:00'));
    const dialog = await openNewPost(page);
    // The dialog is taller than the screen: its fields scroll.
    const scrolls = await dialog.evaluate((el) => {
      const content = el.closest('section') ?? el;
      return content.scrollHeight > content.clientHeight;
    });
    expect(scrolls).toBe(true);
    await buttonsInSight(dialog);
    await expect(dialog.getByLabel('Date')).toHaveValue('2026-03-28');
    await expect(page).toHaveScreenshot('editor-new-post-phone.png', { timeout: SHOT_TIMEOUT });
    await dialog.getByLabel('Text (Markdown)').scrollIntoViewIfNeeded();
    await buttonsInSight(dialog);
    await dialog.getByRole('button', { name: /^Close/ }).click();
    await expect(dialog).toBeHidden();
  });

  test('the preview is drawn at the width chosen, scaled to fit, and the choice is remembered', async ({ page }) => {
    const frame = page.locator('iframe[title^="The page"]');
    const inner = () =>
      page
        .frameLocator('iframe[title^="The page"]')
        .locator('html')
        .evaluate(() => window.innerWidth);
    const aside = page.getByRole('complementary', { name: 'The page as it looks' });
    await expect(page.getByRole('radio', { name: /^Desktop/ })).toBeChecked();
    await expect.poll(inner, { timeout: 20_000 }).toBe(1280);
    // 1280 is wider than the space beside the panel: scaled down to fit in it.
    const room = (await aside.boundingBox())?.width ?? 0;
    expect(room).toBeLessThan(1280);
    expect((await frame.boundingBox())?.width).toBeCloseTo(room, 0);

    await page.getByText(/^Phone/).click();
    await expect.poll(inner).toBe(390);
    expect((await frame.boundingBox())?.width).toBeCloseTo(390, 0);
    await page.getByText(/^Tablet/).click();
    await expect.poll(inner).toBe(768);

    await page.reload();
    await settled(page);
    await expect(page.getByRole('radio', { name: /^Tablet/ })).toBeChecked();
    await expect.poll(inner, { timeout: 20_000 }).toBe(768);
    await page.getByText(/^Desktop/).click();
    await expect.poll(inner).toBe(1280);
  });

  test('"Not saved" is whole in the header of a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A needed text emptied: not sent, and the header says so while the box holds it.
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const name = page.locator('[data-path="site.name"]');
    await name.fill('');
    await name.blur();
    await settled(page, 'error');
    const badge = page.getByTestId('save-status').getByText('Not saved', { exact: true });
    await expect(badge).toBeInViewport({ ratio: 1 });
    const cut = await badge.evaluate((el) => {
      const badgeEl = el.closest('.mantine-Badge-root') ?? el;
      return [el, badgeEl].some((e) => e.scrollWidth > e.clientWidth + 0.5);
    });
    expect(cut).toBe(false);
  });

  for (const how of ['Cancel', 'the close button', 'Escape'] as const) {
    test(`a New post refused shows why at its fields, and closed by ${how} leaves the header true through later saves`, async ({
      page,
    }) => {
      const dialog = await openNewPost(page);
      // Typed at a person's pace, and sent with Enter from the field (no click to leave it first).
      const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
      await expect(title).toBeFocused();
      await title.pressSequentially('A post with nothing else', { delay: 40 });
      await expect(dialog.getByLabel('Address')).toHaveValue('a-post-with-nothing-else');
      await title.press('Enter');
      // Each problem at its field, the cursor at the first; the title typed is kept.
      const excerpt = dialog.getByRole('textbox', { name: 'Excerpt', exact: true });
      await expect(excerpt).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('textbox', { name: 'Author', exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(excerpt).toBeFocused();
      await expect(title).toHaveValue('A post with nothing else');
      await expect(title).not.toHaveAttribute('aria-invalid', 'true');
      await settled(page, 'error');
      expect(existsSync(join(site, 'content/blog/a-post-with-nothing-else.md'))).toBe(false);

      if (how === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click();
      else if (how === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: /^Close/ }).click();
      await expect(dialog).toBeHidden();
      await settled(page);
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

      // A later change is saved, and the header says so (it said "Not saved" through every later save).
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByRole('button', { name: /^Hide 4\. / }).click();
      await settled(page);
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
      // Opened again, the dialog starts empty, with no message of the last one.
      const again = await openNewPost(page);
      await expect(again.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
      await expect(again.locator('[aria-invalid="true"]')).toHaveCount(0);
    });
  }

  test('the "hidden" badge of a block is readable (contrast at least 4.5:1)', async ({ page }) => {
    await page.getByRole('button', { name: /^Hide 4\. / }).click();
    await settled(page);
    const list = page.getByRole('list', { name: 'Blocks of this page' });
    await expect(list.getByText('hidden', { exact: true })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .include('ol[aria-label="Blocks of this page"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);
  });

  test('undo survives a reload: the file comes back byte for byte; a file changed since drops its steps', async ({ page }) => {
    const post = 'content/blog/diy-bamboo-planter.md';
    const openPost = async () => {
      await page.getByRole('tab', { name: 'Blog' }).click();
      await page.getByRole('combobox', { name: 'Post' }).click();
      await page.getByRole('option', { name: /^DIY: Build a Bamboo Planter/ }).click();
    };
    await openPost();
    const body = page.getByRole('textbox', { name: 'Text of the post' });
    await body.fill('## Herbs to grow\n\nMint and basil do well in a culm.\n');
    await body.blur();
    await settled(page);
    expect(file(post)).not.toBe(original[post]);

    await page.reload();
    await settled(page);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeEnabled();
    await undo.click();
    await settled(page);
    await expect.poll(() => file(post)).toBe(original[post]);
    // And redo, after another reload.
    await page.reload();
    await settled(page);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await settled(page);
    await expect.poll(() => file(post)).toContain('Mint and basil do well in a culm.');
    const redone = file(post);

    // Another program changes the file: the step that would overwrite it is dropped at the reload.
    writeFileSync(join(site, post), `${redone}\nAdded in a text editor.\n`);
    await page.reload();
    await settled(page);
    await expect(undo).toBeDisabled();
    expect(file(post)).toBe(`${redone}\nAdded in a text editor.\n`);
  });
});
