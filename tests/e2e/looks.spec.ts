/**
 * The site as drawn: screenshots compared with the committed baselines in
 * tests/e2e/__screenshots__/ (refresh after an intended change with
 * `npm run looks:update`; a failure leaves the expected, actual and diff images
 * under test-results/).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { blogCategoryPages } from '../../src/blocks/blogList/pages';
import { categoryPages } from '../../src/blocks/productCatalog/pages';
import { expect, model, pages, test } from './fixtures';
import { SHOT_TIMEOUT, WIDTHS, expectStyled, settle, shootBlock, shootBlocks, shootFirstScreen, slug } from './looks';

// Counters show their final value and the carousel stays put.
test.use({ reducedMotion: 'reduce' });
// A page's shots take a few seconds; give a loaded machine room.
test.describe.configure({ timeout: 60_000 });

/** Hides the page behind a dialog whose box is shot (see dialog.css). */
const DIALOG = join(import.meta.dirname, 'dialog.css');

/** One page of each kind, for the dark theme. */
const KINDS = [
  '/',
  '/about',
  '/products',
  '/training',
  '/blog',
  `/blog/${model.content.posts[0].slug}`,
  '/contact',
  '/this-page-does-not-exist',
  // A category page of each list.
  categoryPages(model).routes[0].path,
  blogCategoryPages(model).routes[0].path,
];

/** A category page is its list's page with one choice made: the first of each kind is shot. */
const SAME_AS_SHOT = new Set([...categoryPages(model).routes.slice(1), ...blogCategoryPages(model).routes.slice(1)].map((r) => r.path));

for (const width of WIDTHS) {
  for (const { scheme, urls } of [
    {
      scheme: 'light',
      urls: pages()
        .map((p) => p.url)
        .filter((url) => !SAME_AS_SHOT.has(url)),
    },
    { scheme: 'dark', urls: KINDS },
  ] as const) {
    test.describe(`${scheme} theme at ${width.width}×${width.height}`, () => {
      test.use({ viewport: { width: width.width, height: width.height }, colorScheme: scheme });
      for (const url of urls) {
        test(`${url}: first screen and each block`, async ({ page }) => {
          await page.goto(url);
          await settle(page);
          await shootFirstScreen(page, [scheme, width.name, slug(url)]);
          await shootBlocks(page, width, [scheme, width.name, slug(url)]);
          // The footer is the same on every page: shot once.
          if (url === '/') await shootBlock(page, page.locator('footer'), width, [scheme, width.name, 'footer.png']);
        });
      }
    });
  }

  test.describe(`states a visitor meets at ${width.width}×${width.height}`, () => {
    test.use({ viewport: { width: width.width, height: width.height } });
    const name = (state: string) => ['states', width.name, `${state}.png`];

    test('the home form: its errors, then the success notification', async ({ page }) => {
      await page.goto('/#contact');
      await settle(page);
      const form = page.locator('form[data-form="home-contact"]');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Full Name')).toBeFocused();
      await shootBlock(page, form, width, name('home-form-errors'));
      await fillHomeForm(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      const toast = page.locator('.mantine-Notification-root');
      await expect(toast).toContainText('Message Sent Successfully!');
      await expectStyled(page);
      // The click's own scrolling varies (Playwright tries other positions when a part is in
      // the way); the shot is taken with the button in the middle of the screen.
      await form.getByRole('button', { name: 'Send Message' }).evaluate((b) => b.scrollIntoView({ block: 'center' }));
      await expect(page).toHaveScreenshot(name('success-notification'), { timeout: SHOT_TIMEOUT });
    });

    test("a failed send's alert keeps what was typed", async ({ page }) => {
      await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
      await page.goto('/#contact');
      await settle(page);
      const form = await fillHomeForm(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('alert')).toContainText('Failed to send message. Please try again.');
      await expectStyled(page);
      await shootBlock(page, form, width, name('home-form-failed'));
    });

    test("the contact page's and the training application's errors", async ({ page }) => {
      for (const [url, id, button] of [
        ['/contact', 'contact', 'Send Message'],
        ['/training', 'training-application', 'Submit Application'],
      ]) {
        await page.goto(url);
        await settle(page);
        const form = page.locator(`form[data-form="${id}"]`);
        await form.getByRole('button', { name: button }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
        await shootBlock(page, form, width, name(`${id}-form-errors`));
      }
    });

    test("the footer newsletter's empty e-mail message", async ({ page }) => {
      await page.goto('/about');
      await settle(page);
      const box = page.locator('footer form[data-form="newsletter"]');
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await expect(box).toContainText('Please enter a valid email.');
      await shootBlock(page, box, width, name('newsletter-error'));
    });

    test('the enquiry dialog, empty and with its errors', async ({ page }) => {
      await page.goto('/products');
      await settle(page);
      await page
        .locator('#catalog')
        .getByRole('link', { name: /^Buy .* on WhatsApp$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Enquire on WhatsApp' });
      await expect(dialog).toBeVisible();
      await expectStyled(page);
      await expect(dialog).toHaveScreenshot(name('enquiry-dialog'), { stylePath: DIALOG, timeout: SHOT_TIMEOUT });
      await dialog.getByRole('button', { name: 'Continue on WhatsApp' }).click();
      await expect(dialog.getByLabel('Your Name')).toBeFocused();
      await expect(page).toHaveScreenshot(name('enquiry-dialog-errors'), { timeout: SHOT_TIMEOUT });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The bulk-quote form in the same dialog.
      await page.locator('#custom').getByRole('link', { name: 'Request Bulk Quote' }).click();
      const bulk = page.getByRole('dialog', { name: 'Request a Bulk Quote' });
      await bulk.getByRole('button', { name: 'Continue on WhatsApp' }).click();
      await expect(bulk.getByLabel('Products and Quantities')).toHaveAttribute('aria-invalid', 'true');
      await expect(bulk.getByLabel('Your Name')).toBeFocused();
      await expectStyled(page);
      await expect(bulk).toHaveScreenshot(name('bulk-quote-errors'), { stylePath: DIALOG, timeout: SHOT_TIMEOUT });
    });

    test('the chat panel', async ({ page }) => {
      await page.goto('/about');
      await settle(page);
      await page.getByRole('button', { name: model.chat.buttonLabel }).click();
      await expect(page.getByRole('dialog', { name: model.chat.title })).toBeVisible();
      await expectStyled(page);
      await expect(page).toHaveScreenshot(name('chat-panel'), { timeout: SHOT_TIMEOUT });
    });

    test('a filtered catalogue and an empty search', async ({ page }) => {
      await page.goto('/products');
      await settle(page);
      const catalog = page.locator('#catalog');
      const furniture = catalog.getByRole('group', { name: 'Categories' }).getByRole('link', { name: 'Furniture' });
      await furniture.click();
      await expect(furniture).toHaveAttribute('aria-current', 'true');
      await expect(catalog.getByRole('heading', { name: 'Bamboo Lounge Chair' })).toBeVisible();
      await expect(catalog.getByRole('heading', { name: 'Bamboo Cutlery Set' })).toBeHidden();
      await shootBlock(page, catalog, width, name('catalogue-furniture'));
      await catalog.getByPlaceholder('Search products...').fill('zzzz');
      await expect(catalog.getByText('No products found. Try adjusting your search or filter.')).toBeVisible();
      await shootBlock(page, catalog, width, name('catalogue-empty'));
    });

    test('an empty blog search', async ({ page }) => {
      await page.goto('/blog');
      await settle(page);
      const list = page.locator('[data-block="blogList"]');
      await list.getByRole('searchbox').or(list.getByRole('textbox')).first().fill('zzzz');
      await expect(list.getByText('No articles found. Try adjusting your search or filter.')).toBeVisible();
      await shootBlock(page, list, width, name('blog-empty'));
    });
  });
}

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`open, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/training');
      await settle(page);
      // Opened from the keyboard (the click is tested in shell.spec.ts).
      await page.getByRole('button', { name: 'Menu' }).press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectStyled(page);
      await expect(page).toHaveScreenshot(['states', 'phone', `menu-${colorScheme}.png`], { timeout: SHOT_TIMEOUT });
    });
  }
});

async function fillHomeForm(page: Page) {
  const form = page.locator('form[data-form="home-contact"]');
  await form.getByLabel('Full Name').fill('Jane Wanjiru');
  await form.getByLabel('Email Address').fill('jane@example.co.ke');
  await form.getByLabel('Subject').fill('Cutlery for our hotel');
  await form.getByLabel('Inquiry Type').selectOption({ label: 'Bulk Orders' });
  await form.getByLabel('Message').fill('We need 500 sets before June.');
  return form;
}
