/**
 * Translating through the visual editor: the languages chosen at the top of the panel (every
 * language side by side, or one alone with the first language's words under each box to translate
 * from), the page beside it in that language, the choice kept for the next visit, a text missing
 * its Kiswahili marked, and a text that was one for every language written in Kiswahili. Each
 * change checked in the file: the one line, nothing else.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { copySite, lineDiff, openPanel, settled, start, type Editor } from './editorHelpers';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 10_000 });

test.describe('the editor in two languages', () => {
  let site: string;
  let editor: Editor;
  let original: string;
  const siteYaml = () => readFileSync(join(site, 'site.yaml'), 'utf8');
  const TRANSLATION = 'content/blog/diy-bamboo-planter.sw.md';

  test.beforeAll(async () => {
    ({ site } = copySite());
    original = siteYaml();
    editor = await start(site, 5351);
  });
  test.afterAll(async () => {
    await editor.close();
  });
  test.beforeEach(({ page }) => {
    if (siteYaml() !== original) writeFileSync(join(site, 'site.yaml'), original);
    rmSync(join(site, TRANSLATION), { force: true });
    // Each test starts as a first visit: every language side by side.
    void page.addInitScript(() => {
      if (!sessionStorage.getItem('started')) {
        localStorage.clear();
        sessionStorage.setItem('started', '1');
      }
    });
  });

  const box = (page: import('@playwright/test').Page, path: string) => page.locator(`[data-path="${path}"]`);
  const languages = (page: import('@playwright/test').Page) => page.getByRole('radiogroup', { name: 'Languages of the fields' });
  const frame = (page: import('@playwright/test').Page) => page.frameLocator('iframe[title^="The page"]');

  test('one language alone: its boxes only, the English under each, the page in Kiswahili; kept after a reload', async ({ page }) => {
    await openPanel(page, editor);
    await page.getByRole('tab', { name: 'Site facts' }).click();
    // Side by side at first: both boxes of a text written per language.
    await expect(box(page, 'site.tagline.en')).toBeVisible();
    await expect(box(page, 'site.tagline.sw')).toBeVisible();
    await languages(page).getByText('Kiswahili', { exact: true }).click();
    await expect(box(page, 'site.tagline.en')).toHaveCount(0);
    const tagline = box(page, 'site.tagline.sw');
    await expect(tagline).toHaveValue('Kukuza riziki za kijani kupitia mianzi');
    await expect(page.getByText('English: “Growing green livelihoods with bamboo”')).toBeVisible();
    // The page beside the panel is the Kiswahili one.
    await expect(frame(page).locator('header')).toContainText('Mwanzo', { timeout: 30_000 });
    await tagline.fill('Kukuza riziki endelevu kupitia mianzi');
    await tagline.press('Tab');
    await settled(page);
    expect(lineDiff(original, siteYaml())).toEqual({
      removed: ['  tagline: { en: Growing green livelihoods with bamboo, sw: Kukuza riziki za kijani kupitia mianzi }'],
      added: ['  tagline: { en: Growing green livelihoods with bamboo, sw: Kukuza riziki endelevu kupitia mianzi }'],
    });
    // The choice is kept: after a reload the panel is still in Kiswahili alone.
    await page.reload();
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 30_000 });
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await expect(box(page, 'site.tagline.sw')).toHaveValue('Kukuza riziki endelevu kupitia mianzi');
    await expect(box(page, 'site.tagline.en')).toHaveCount(0);
    await languages(page).getByText('English and Kiswahili', { exact: true }).click();
    await expect(box(page, 'site.tagline.en')).toBeVisible();
  });

  test('a text not yet in Kiswahili is marked under its box; one for every language is written in Kiswahili as its own', async ({
    page,
  }) => {
    // A text whose Kiswahili is not written yet (as a new English text is).
    const missing = original.replace(
      '  hoursNote: { en: East Africa Time (EAT), sw: Saa za Afrika Mashariki (EAT) }',
      '  hoursNote: { en: East Africa Time (EAT) }',
    );
    expect(missing).not.toBe(original);
    writeFileSync(join(site, 'site.yaml'), missing);
    await openPanel(page, editor);
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await languages(page).getByText('Kiswahili', { exact: true }).click();
    const note = box(page, 'site.hoursNote.sw');
    await expect(note).toHaveValue('');
    await expect(note).toHaveAttribute('data-missing', '');
    await expect(page.getByText('Not yet in Kiswahili: the page shows the English.')).toBeVisible();

    // The place is one text for every language: one box, and a way to write it in Kiswahili.
    const location = box(page, 'site.location');
    await expect(location).toHaveValue('Webuye, Kenya');
    await location.locator('xpath=ancestor::div[.//button][1]').getByRole('button', { name: 'Write it in Kiswahili' }).click();
    const inSwahili = box(page, 'site.location.sw');
    await inSwahili.fill('Webuye, Kenya Magharibi');
    await inSwahili.press('Tab');
    await settled(page);
    const diff = lineDiff(missing, siteYaml());
    expect(diff.removed).toEqual(['  location: Webuye, Kenya']);
    expect(diff.added).toHaveLength(1);
    expect((parse(siteYaml()) as { site: { location: unknown } }).site.location).toEqual({
      en: 'Webuye, Kenya',
      sw: 'Webuye, Kenya Magharibi',
    });
  });

  test('a post is translated in the Blog tab: its Kiswahili made beside it, then changed like any field', async ({ page }) => {
    await openPanel(page, editor);
    await page.getByRole('tab', { name: 'Blog' }).click();
    await page.getByRole('combobox', { name: 'Post' }).click();
    await page.getByRole('option', { name: /^DIY: Build a Bamboo Planter/ }).click();
    await page.getByRole('button', { name: 'Translate into Kiswahili' }).click();
    // The whole panel is in Kiswahili now, and says what is translated.
    await expect(languages(page).getByRole('radio', { name: 'Kiswahili', exact: true })).toBeChecked();
    await expect(page.getByLabel('The post in English')).toContainText('DIY: Build a Bamboo Planter');
    await box(page, 'title').fill('Jifanyie: Chungu cha Mianzi');
    await box(page, 'excerpt').fill('Tengeneza chungu cha maua kwa kipande kimoja cha mwanzi.');
    await page.getByRole('button', { name: 'Create the Kiswahili translation' }).click();
    // Not without its text.
    await expect(page.getByText('Write the post’s text in Kiswahili.')).toBeVisible();
    expect(existsSync(join(site, TRANSLATION))).toBe(false);
    await page.getByRole('textbox', { name: 'Text of the post in Kiswahili' }).fill('Kata kipande cha mwanzi chenye kifundo chini.');
    await page.getByRole('button', { name: 'Create the Kiswahili translation' }).click();
    await settled(page);
    expect(readFileSync(join(site, TRANSLATION), 'utf8')).toBe(
      '---\ntitle: "Jifanyie: Chungu cha Mianzi"\nexcerpt: Tengeneza chungu cha maua kwa kipande kimoja cha mwanzi.\n---\n\nKata kipande cha mwanzi chenye kifundo chini.\n',
    );
    // The page beside the panel is the Kiswahili article, now that it exists.
    await expect(frame(page).getByRole('heading', { level: 1 })).toHaveText('Jifanyie: Chungu cha Mianzi', { timeout: 30_000 });
    // Made, it is edited as a post is: one line changes.
    const made = readFileSync(join(site, TRANSLATION), 'utf8');
    const title = box(page, 'title');
    await expect(title).toHaveValue('Jifanyie: Chungu cha Mianzi');
    await title.fill('Jifanyie Mwenyewe: Chungu cha Mianzi');
    await title.press('Tab');
    await settled(page);
    expect(lineDiff(made, readFileSync(join(site, TRANSLATION), 'utf8'))).toEqual({
      removed: ['title: "Jifanyie: Chungu cha Mianzi"'],
      added: ['title: "Jifanyie Mwenyewe: Chungu cha Mianzi"'],
    });
    // And the page beside the panel shows the change (drawn again by the site server, even when
    // it was drawn from the files before the save: tests/e2e/dev.spec.ts holds that order).
    await expect(frame(page).getByRole('heading', { level: 1 })).toHaveText('Jifanyie Mwenyewe: Chungu cha Mianzi', { timeout: 30_000 });
    // And back to the original.
    await page.getByRole('button', { name: 'Its English' }).click();
    await expect(box(page, 'title')).toHaveValue(/^DIY: Build a Bamboo Planter/);
  });
});
