/**
 * Defects a visitor saw on pages that passed every text and behaviour test: each is
 * checked here as drawn (styles, boxes, what is on screen), and fails without its fix.
 */
import type { Locator, Page } from '@playwright/test';
import { defined, expect, model, slowPhone, test, whenLive } from './fixtures';
import { uniqueEmail } from './standInData';

/** Is the whole of this element on screen, not hidden by a parent's clipping? Probed at its corners and centre. */
async function drawnWhole(element: Locator) {
  return element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    // Inside the rounded corners, which hit-testing follows.
    const d = Math.min(10, r.width / 4, r.height / 4);
    const points = [
      [r.left + d, r.top + d],
      [r.right - d, r.top + d],
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + d, r.bottom - d],
      [r.right - d, r.bottom - d],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
}

test.describe('as drawn', () => {
  test('the "Message Sent Successfully!" notification is a card, not bare text', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.locator('form[data-form="home-contact"]');
    await form.getByLabel('Full Name').fill('Jane Wanjiru');
    await form.getByLabel('Email Address').fill(uniqueEmail('jane'));
    await form.getByLabel('Subject').fill('Cutlery');
    await form.getByLabel('Inquiry Type').selectOption({ label: 'Bulk Orders' });
    await form.getByLabel('Message').fill('500 sets please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('.mantine-Notification-root');
    await expect(toast).toContainText('Message Sent Successfully!');
    const look = await toast.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        padding: parseFloat(s.paddingLeft),
        radius: parseFloat(s.borderTopLeftRadius),
        shadow: s.boxShadow,
      };
    });
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.padding).toBeGreaterThan(4);
    expect(look.radius).toBeGreaterThan(0);
    expect(look.shadow).not.toBe('none');
    // It lies over the page, above the chat button, not under it.
    expect(await drawnWhole(toast)).toBe(true);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the "Most Popular" badge is whole at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/training#programs');
      const badge = page.locator('#programs [data-popular]').getByText('Most Popular');
      await badge.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      expect(await drawnWhole(badge)).toBe(true);
    });
  }

  test('income badges read the same on every page ("KSh 35,000/month", never upper case)', async ({ page }) => {
    const income = model.content.training.graduates[0].income;
    for (const url of ['/training', '/training/artisan']) {
      await page.goto(url);
      const badge = page.getByText(income, { exact: true });
      await expect(badge).toBeVisible();
      expect(await badge.evaluate((el) => (el as HTMLElement).innerText)).toBe(income);
    }
  });

  test('the three hero counters stand in line when a label wraps', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const tops = await page
      .getByTestId('hero-counters')
      .locator('dd')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });

  test("the training centre's figures stand in line on a phone, where a label wraps", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/training');
    const tops = await page.locator('#centre dl dd').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(2);
    expect(new Set(tops).size).toBe(1);
  });

  test('a title of one very long word wraps instead of pushing the page sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const word = 'Bamboo'.repeat(12);
    for (const [url, selector] of [
      [`/blog/${model.content.posts[0].slug}`, 'main h1'],
      ['/', 'main h1'],
      ['/products', '#catalog h3'],
    ]) {
      await page.goto(url);
      await page
        .locator(selector)
        .first()
        .evaluate((el, w) => (el.textContent = w), word);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} ${selector}`).toBe(0);
    }
  });
});

test.describe('what the buttons and forms say', () => {
  test('"View Products" in the chat panel opens the chat with a message and no {placeholder}', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: model.chat.buttonLabel }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('dialog').getByRole('link', { name: 'View Products' }).click(),
    ]);
    const text = new URL(popup.url()).searchParams.get('text') ?? '';
    expect(text).not.toContain('{');
    expect(text).toContain('your bamboo products');
  });

  test('the enquiry dialog asks for "your name", not "your Your Name"', async ({ page }) => {
    await page.goto('/products');
    await (await whenLive(page.locator('#custom').getByRole('link', { name: 'Request Bulk Quote' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Bulk Quote' });
    await dialog.getByRole('button', { name: 'Continue on WhatsApp' }).click();
    await expect(dialog).toContainText('Please enter your name.');
    await expect(dialog).toContainText('Please enter your products and quantities.');
    await expect(dialog).not.toContainText(/your your/i);
  });

  test('ticking "Subscribe to our newsletter" on the home form subscribes the address', async ({ page }) => {
    await page.goto('/#contact');
    const email = uniqueEmail('ticked');
    const form = page.locator('form[data-form="home-contact"]');
    await form.getByLabel('Full Name').fill('Jane Wanjiru');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Subject').fill('Tips');
    await form.getByLabel('Inquiry Type').selectOption({ label: 'General Inquiry' });
    await form.getByLabel('Message').fill('Please keep me posted.');
    await form.getByLabel(/Subscribe to our newsletter/).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.mantine-Notification-root')).toContainText('You are subscribed to our newsletter.');
    // The list knows the address now: the footer box says it is already on it.
    const box = page.locator('footer form[data-form="newsletter"]');
    await box.getByRole('textbox').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('You are already subscribed!');
  });
});

test.describe('program pages', () => {
  for (const [url, program] of [
    ['/training/farming', 'basic'],
    ['/training/artisan', 'advanced'],
    ['/training/youth', 'entrepreneur'],
  ]) {
    test(`Apply Now on ${url} brings the application with its program chosen`, async ({ page }) => {
      await page.goto(url);
      await page.getByRole('link', { name: 'Apply Now' }).click();
      const form = page.locator('form[data-form="training-application"]');
      await expect(form).toBeInViewport();
      await expect(form.getByLabel('Preferred Program')).toHaveValue(program);
    });
  }

  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    test('the program page’s application starts with its program chosen', async ({ page }) => {
      await page.goto('/training/artisan');
      await expect(page.locator('form[data-form="training-application"]').getByLabel('Preferred Program')).toHaveValue('advanced');
    });
  });
});

test.describe('pages a visitor is sent to', () => {
  test('"Leadership Team" in the footer leads to the leadership team', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Leadership Team' }).click();
    await expect(page).toHaveURL(/\/about#leadership$/);
    const section = page.locator('#leadership');
    await expect(section.getByRole('heading', { name: 'Leadership Team' })).toBeInViewport();
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('related articles are those sharing the category or tags', async ({ page }) => {
    // Restoration and Kenya: the Kenya industry post shares "kenya", the carbon post "climate-change".
    await page.goto('/blog/restoring-webuye-riverbanks');
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related Articles' }) });
    const titles = await related.getByRole('heading', { level: 3 }).allTextContents();
    const title = (slug: string) => defined(model.content.posts.find((p) => p.slug === slug)).title;
    expect(titles.slice(0, 2).sort()).toEqual([title('kenya-bamboo-industry'), title('bamboo-carbon-climate')].sort());
  });

  test.describe('an unknown article on a slow phone', () => {
    test('goes to the blog without the not-found page ever being drawn', async ({ page }) => {
      await slowPhone(page);
      // Before every frame the browser paints, note whether the not-found heading would show.
      await page.addInitScript(() => {
        const look = () => {
          const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent.includes("This Branch Doesn't Exist"));
          if (heading && getComputedStyle(document.documentElement).visibility !== 'hidden' && heading.getBoundingClientRect().height > 0)
            sessionStorage.setItem('sawNotFound', location.pathname);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto('/blog/no-such-article', { timeout: 60_000 });
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('sawNotFound'))).toBeNull();
    });
  });

  test.describe('an unknown article with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    test('shows the not-found page with a link to the blog', async ({ page }) => {
      const response = await page.goto('/blog/no-such-article');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: "Oops! This Branch Doesn't Exist" })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Our Blog' })).toHaveAttribute('href', '/blog');
    });
  });
});

test.describe('pictures', () => {
  test('each product card shows that product’s own picture, the same on the home page and the catalogue', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const url of ['/', '/products', '/products/lighting', '/products/bulk']) {
      await page.goto(url);
      await expectOwnPictures(page, seen);
    }
    expect(seen.size).toBeGreaterThanOrEqual(20);
  });
});

/** Every product card on the page draws the picture of its own product, and no other product's. */
async function expectOwnPictures(page: Page, seen: Map<string, string>) {
  const cards = page.getByTestId('product-card');
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const name = await card.locator('h3').textContent();
    const product = defined(model.content.products.find((p) => p.name === name));
    const src = await card.locator('img').first().getAttribute('src');
    const stem = product.image.src.replace(/\.svg$/, '');
    expect(src, name ?? '').toContain(stem);
    const other = [...seen].find(([s, n]) => s === stem && n !== product.name);
    expect(other, `${name ?? 'a product'} shares its picture`).toBeUndefined();
    seen.set(stem, product.name);
  }
}
