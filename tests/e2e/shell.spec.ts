import { fillTemplate } from '../../src/services/chat';
import { expect, model, scrollTo, test } from './fixtures';

test.describe('top bar', () => {
  test('shows the seven links in order and highlights only the exact path', async ({ page }) => {
    await page.goto('/products/cutlery');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Products', 'About Us', 'Impact', 'Training', 'Blog', 'Contact']);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('has Shop Now and Get Quote, and the top strip with phone, e-mail and location on desktop', async ({ page }) => {
    await page.goto('/');
    const banner = page.locator('header');
    await banner.getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await banner.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/products$/);
    const strip = page.getByTestId('top-strip');
    await expect(strip).toBeVisible();
    await expect(strip).toContainText(model.site.phone);
    await expect(strip).toContainText(model.site.email);
    await expect(strip).toContainText('Webuye, Kenya');
  });

  test('turns opaque with a shadow only past 20 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    // A scroll-driven animation (CSS, no code): one step between 20 and 21 px. No shadow is
    // `none` or shadows of a transparent colour.
    const shadowed = () =>
      header.evaluate((el) =>
        getComputedStyle(el)
          .boxShadow.split(/,(?![^(]*\))/)
          .some((s) => s.trim() !== 'none' && !s.includes('rgba(0, 0, 0, 0)')),
      );
    expect(await shadowed()).toBe(false);
    await scrollTo(page, 20);
    await page.waitForTimeout(100);
    expect(await shadowed()).toBe(false);
    await scrollTo(page, 21);
    await expect.poll(shadowed).toBe(true);
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await scrollTo(page, 0);
    await expect.poll(shadowed).toBe(false);
  });
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('hides the top strip and the desktop links; the menu lists the links and closes on choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('top-strip')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    // The pages, then this page in Kiswahili (the language switch).
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Products', 'About Us', 'Impact', 'Training', 'Blog', 'Contact', 'Kiswahili']);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Training' }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(menu).toBeHidden();
  });

  test('the menu closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('has no horizontal scroll', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('chat widget', () => {
  test('opens a panel with the promise and quick options, and closes with its button or Escape', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: model.chat.buttonLabel });
    await button.click();
    const panel = page.getByRole('dialog', { name: model.chat.title });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('We typically reply within a few minutes');
    await expect(panel.getByRole('link')).toHaveText(model.chat.options.map((o) => o.label));
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  for (const option of model.chat.options) {
    test(`"${option.label}" opens the chat app with the ${option.template} message and closes the panel`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: model.chat.buttonLabel }).click();
      // The options are links at once; a press before their code is held for it, which also closes the panel.
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('dialog').getByRole('link', { name: option.label }).click(),
      ]);
      const text = fillTemplate(model.chat.templates[option.template], option.values);
      // Every {name} of the message is filled in: "View Products" once sent "{productName}".
      expect(text).not.toMatch(/\{\w+\}/);
      const url = new URL(popup.url());
      expect(`${url.origin}${url.pathname}`).toBe('https://api.whatsapp.com/send');
      expect(url.searchParams.get('phone')).toBe(model.site.chatNumber);
      expect(url.searchParams.get('text')).toBe(text);
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  }
});

test.describe('footer', () => {
  test('has four link columns, contact facts, a newsletter box, social links and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const col of model.footer.columns) {
      await expect(footer.getByRole('navigation', { name: col.title }).getByRole('link')).toHaveText(col.links.map((l) => l.label));
    }
    await expect(footer.getByRole('link', { name: model.site.phone })).toHaveAttribute(
      'href',
      `tel:${model.site.phone.replace(/\s/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: model.site.email })).toHaveAttribute('href', `mailto:${model.site.email}`);
    await expect(footer).toContainText('© 2024');
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    const social = footer.locator('a[target="_blank"]');
    await expect(social).toHaveCount(model.site.social.length);
    for (const a of await social.all()) await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', model.site.social[0].href);
  });

  test('an empty newsletter e-mail shows the spec message', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('footer')).toContainText('Please enter a valid email.');
  });

  test('Back to Top scrolls smoothly to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const bottom = await page.evaluate(() => window.scrollY);
    // Where the page stands at each frame after the click: on its way up, not at once at the top.
    const track = page.evaluate(
      () =>
        new Promise<number[]>((done) => {
          const seen: number[] = [];
          const frame = () => {
            seen.push(window.scrollY);
            if (window.scrollY === 0 || seen.length > 600) done(seen);
            else requestAnimationFrame(frame);
          };
          addEventListener('click', () => requestAnimationFrame(frame), { once: true });
        }),
    );
    // A link to #top, live with no code (a plain link; the smooth scroll is CSS).
    await page.getByRole('link', { name: 'Back to Top' }).click();
    const seen = await track;
    expect(seen.at(-1)).toBe(0);
    expect(seen.some((y) => y > 0 && y < bottom)).toBe(true);
  });
});

test.describe('theme', () => {
  test('follows the system colour scheme', async ({ browser }) => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme: scheme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page.close();
    }
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, moves focus into it, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Home');
    const focusedInside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect(focusedInside).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
