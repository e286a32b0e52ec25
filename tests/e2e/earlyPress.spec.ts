/**
 * Issue 36: code only for what a visitor uses. A reader who scrolls, jumps to an anchor or turns
 * the phone loads no island's code; a press on a live button whose code has not come yet is
 * held while it comes and then given to it, so it does what it does once live (a dialog, not the
 * chat app; a filter in place, not a new page), on a slow phone, at once after the page opens and
 * after a jump to an anchor. Each press is checked to come before the island is live.
 */
import type { Locator, Page } from '@playwright/test';
import { defined, expect, holdBack, model, slowPhone, test } from './fixtures';
import { uniqueEmail } from './standInData';

const LIVE = { timeout: 30_000 };

/** Opens `url` and returns at once: the test acts while the page is still coming. */
async function early(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
}

/** The island around `control`, and whether it is live. */
const islandOf = (control: Locator) => control.locator('xpath=ancestor::*[@data-island][1]');
const isLive = (control: Locator) => islandOf(control).evaluate((el) => el.hasAttribute('data-live'));

/** Taps `control` as a finger does (the pointer down and the press together), before its island is live. */
async function pressEarly(control: Locator) {
  await control.waitFor();
  expect(await isLive(control), 'the press comes before the code').toBe(false);
  await control.tap();
}

/** Fails the test on a new tab or a page left: what the link as drawn would do. */
function staysHere(page: Page): () => Promise<void> {
  const popups: string[] = [];
  page.on('popup', (p) => popups.push(p.url()));
  const marked = page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  return async () => {
    await marked;
    expect(popups, 'no chat app opened').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'the page was not left').toBe(true);
  };
}

test.describe('a reader loads no island code', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const url of ['/', '/products', '/training', '/about', '/impact', `/blog/${model.content.posts[0].slug}`, '/contact', '/sw/']) {
    test(`${url} read to its end, jumped through and turned: nothing but the page's own script`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      const html = await defined(await page.goto(url)).text();
      await page.waitForLoadState('networkidle');
      // What the page names as served (the loader adds preloads of what it imports later).
      const named = [...html.matchAll(/<script[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (m) => m.at(1) ?? m[2],
      );
      // Where a link can take a reader: the page's sections and headings (a form's field is for a visitor who fills it).
      const anchors = await page
        .locator('main [id]:not(input, textarea, select, button, a, label, [tabindex])')
        .evaluateAll((els) => els.map((e) => e.id).filter((id) => !id.includes(':')));
      // A screen at a time to the end, each anchor of the page, the phone turned and back.
      for (let y = 0; ; y += 600) {
        await page.mouse.wheel(0, 600);
        const end = await page.evaluate(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2);
        if (end || y > 40_000) break;
      }
      for (const id of anchors.slice(0, 8)) await page.evaluate((to) => (location.hash = to), id);
      await page.setViewportSize({ width: 844, height: 390 });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(500);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-island][data-live]')).toHaveCount(0);
      // The page's script and what it names; a page with numbers that count up, their few lines (and the bundler's helpers).
      const counts = (await page.locator('[data-count-up]').count()) > 0;
      const extra = scripts.filter((s) => !named.includes(s));
      const countUp = /\/(countUp|rolldown-runtime)-[^/]*\.js$/;
      expect(
        extra.filter((s) => !(counts && countUp.test(s))),
        "scripts beyond the page's own",
      ).toEqual([]);
      expect(extra.some((s) => /\/countUp-/.test(s))).toBe(counts);
    });
  }

  test('the numbers count up when seen, with no island and no React', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/impact');
    const stats = page.getByTestId('stats');
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.locator('[data-count-to]').first()).toBeVisible();
    await expect(stats).toHaveAttribute('data-count-up', 'done');
    // Counted to the value the page was drawn with (and reads out throughout).
    const first = stats.locator('[data-count-to]').first();
    await expect(first).toHaveText(defined(await first.locator('xpath=following-sibling::span[1]').textContent()));
    expect(scripts.filter((s) => /\/(react|mantine)-/.test(s))).toEqual([]);
  });
});

test.describe('on a slow phone, a press before the code is given to it', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await slowPhone(page);
  });

  for (const [when, url, where] of [
    ['at once', '/products', '[data-block="hero"]'],
    ['after a jump to an anchor', '/products#custom', '#custom'],
  ] as const) {
    test(`Request Bulk Quote pressed ${when} opens the enquiry dialog, not the chat app`, async ({ page }) => {
      await early(page, url);
      const stay = staysHere(page);
      await pressEarly(page.locator(where).getByRole('link', { name: 'Request Bulk Quote' }));
      await expect(page.getByRole('dialog', { name: 'Request a Bulk Quote' })).toBeVisible(LIVE);
      await stay();
    });
  }

  for (const [when, url] of [
    ['at once', '/products'],
    ['after a jump to an anchor', '/products#featured'],
  ] as const) {
    test(`Buy on WhatsApp of a product with an enquiry form pressed ${when} opens its dialog with the product named`, async ({ page }) => {
      await early(page, url);
      const stay = staysHere(page);
      const buy = page
        .locator('#featured')
        .getByRole('link', { name: /^Buy .* on WhatsApp$/ })
        .first();
      await buy.waitFor();
      const product = defined((await buy.getAttribute('aria-label'))?.match(/^Buy (.*) on WhatsApp$/)?.[1]);
      await pressEarly(buy);
      const dialog = page.getByRole('dialog', { name: 'Enquire on WhatsApp' });
      await expect(dialog).toBeVisible(LIVE);
      await expect(dialog).toContainText(product);
      await stay();
    });
  }

  for (const [when, url] of [
    ['at once', '/training'],
    ['after a jump to an anchor', '/training#programs'],
  ] as const) {
    test(`Apply Now pressed ${when} chooses the program in the application on this page`, async ({ page }) => {
      await early(page, url);
      const stay = staysHere(page);
      const advanced = defined(model.content.programs.find((p) => p.id === 'advanced'));
      await pressEarly(page.getByRole('link', { name: `Apply Now: ${advanced.name}` }));
      const form = page.locator('form[data-form="training-application"]');
      await expect(form.getByLabel('Preferred Program')).toHaveValue('advanced', LIVE);
      await expect(form).toBeInViewport();
      await stay();
    });
  }

  for (const [when, url] of [
    ['at once', '/products'],
    ['after a jump to an anchor', '/products#catalog'],
  ] as const) {
    test(`a catalogue category pressed ${when} filters in place`, async ({ page }) => {
      await early(page, url);
      const stay = staysHere(page);
      const catalog = page.locator('#catalog');
      await pressEarly(catalog.getByRole('group', { name: 'Categories' }).getByRole('link', { name: 'Furniture' }));
      await expect(catalog.getByRole('group', { name: 'Categories' }).getByRole('link', { name: 'Furniture' })).toHaveAttribute(
        'aria-current',
        'true',
        LIVE,
      );
      await expect(page).toHaveURL(/\/products\/furniture#catalog$/);
      const names = await catalog.getByTestId('product-card').locator('h3').allTextContents();
      const furniture = model.content.products.filter((p) => p.category === 'furniture').map((p) => p.name);
      expect(names.length).toBe(furniture.length);
      expect(names.every((n) => furniture.includes(n))).toBe(true);
      await stay();
    });
  }

  for (const [when, url] of [
    ['at once', '/about'],
    ['after a jump to an anchor', '/about#footer-newsletter'],
  ] as const) {
    test(`a chat option pressed ${when} opens the chat app and closes the panel`, async ({ page }) => {
      await early(page, url);
      await page.getByRole('button', { name: model.chat.buttonLabel }).tap();
      const panel = page.getByRole('dialog', { name: model.chat.title });
      const option = panel.getByRole('link', { name: model.chat.options[0].label });
      const href = await option.getAttribute('href');
      const [popup] = await Promise.all([page.waitForEvent('popup', LIVE), pressEarly(option)]);
      const text = (address: string | null) => new URL(defined(address)).searchParams.get('text');
      expect(text(popup.url())).toBe(text(href));
      // Closing the panel is the live option's own: the press was given to it.
      await expect(panel).toBeHidden();
    });

    test(`the footer newsletter's Subscribe pressed ${when} subscribes`, async ({ page }) => {
      await early(page, url);
      const box = page.locator('footer form[data-form="newsletter"]');
      const subscribe = box.getByRole('button', { name: 'Subscribe' });
      await subscribe.waitFor();
      expect(await isLive(subscribe)).toBe(false);
      await box.getByRole('textbox').fill(uniqueEmail('early-press'));
      await subscribe.tap();
      await expect(box.getByRole('status')).toHaveText('🎉 Thanks for subscribing!', LIVE);
    });
  }
});

test.describe('a press held for code that is late or does not come', () => {
  test('the island says it is busy while the press waits, and not after', async ({ page }) => {
    const release = await holdBack(page, /LiveButton\.island-[^/]*\.js$/);
    await page.goto('/products');
    const button = page.locator('#custom').getByRole('link', { name: 'Request Bulk Quote' });
    await button.scrollIntoViewIfNeeded();
    const stay = staysHere(page);
    await button.click();
    await expect(islandOf(button)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('dialog', { name: 'Request a Bulk Quote' })).toBeVisible();
    await expect(islandOf(button)).not.toHaveAttribute('aria-busy');
    await stay();
  });

  test('a link whose code cannot come is followed as drawn, once, and nothing stays busy', async ({ page }) => {
    await page.route(/LiveButton\.island-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/products');
    const button = page.locator('#custom').getByRole('link', { name: 'Request Bulk Quote' });
    await button.scrollIntoViewIfNeeded();
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));
    await button.click();
    await expect.poll(() => popups.length).toBe(1);
    expect(popups[0]).toBe(await button.getAttribute('href'));
    await expect(islandOf(button)).toHaveAttribute('data-failed', '');
    await expect(islandOf(button)).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a link whose code is late is followed as drawn after the wait, and its code coming later does not act again', async ({ page }) => {
    const release = await holdBack(page, /LiveButton\.island-[^/]*\.js$/);
    await page.clock.install();
    await page.goto('/products');
    const button = page.locator('#custom').getByRole('link', { name: 'Request Bulk Quote' });
    await button.scrollIntoViewIfNeeded();
    const popups: string[] = [];
    page.on('popup', (p) => popups.push(p.url()));
    await button.click();
    await page.clock.runFor(3_900);
    expect(popups).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(() => popups.length).toBe(1);
    await expect(islandOf(button)).not.toHaveAttribute('aria-busy');
    release();
    await expect(islandOf(button)).toHaveAttribute('data-live', '');
    await page.clock.runFor(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(popups).toHaveLength(1);
  });
});
