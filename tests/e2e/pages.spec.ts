import type { Locator, Page } from '@playwright/test';
import { defined, expect, model, pages, scrollSettled, scrollTo, test, whenLive } from './fixtures';

/** Time stands still until a test moves it: timers and counters advance only with runFor. */
async function freezeTime(page: Page) {
  await page.clock.install({ time: new Date('2026-01-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T08:00:01Z'));
}

/** A category choice of a filter bar (a link: it leads to its list with scripts off too). */
const chip = (scope: Locator, name: string) => scope.getByRole('group', { name: 'Categories' }).getByRole('link', { name, exact: true });

const catalogIds = () => {
  for (const b of defined(model.routes.find((r) => r.path === '/products')).blocks)
    if (b.type === 'productCatalog') return b.products ?? model.content.products.map((p) => p.id);
  return [];
};

test.describe('home page', () => {
  test("has its six sections in the spec's order", async ({ page }) => {
    await page.goto('/');
    const ids = await page.locator('main > section[id], main > * section[id]').evaluateAll((els) => els.map((e) => e.id));
    const order = ['home', 'products', 'impact', 'about', 'testimonials', 'contact'].map((id) => ids.indexOf(id));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator('#products [data-testid="product-card"]')).toHaveCount(9);
    await expect(page.locator('#products').getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
    await expect(page.locator('#home').getByRole('link', { name: 'Shop Our Products' })).toHaveAttribute('href', '/products');
    await expect(page.locator('#home').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('the product grid has one column on a phone, two on a small tablet, three on a desktop', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#products [data-testid="product-card"]');
    for (const [width, columns] of [
      [390, 1],
      [600, 2],
      [1440, 3],
    ]) {
      await page.setViewportSize({ width, height: 900 });
      // offsetTop, not the drawn position: the cards' entrance animation moves them for a moment.
      const tops = await cards.evaluateAll((els) => els.slice(0, 4).map((e) => (e as HTMLElement).offsetTop));
      expect(
        tops.filter((t) => t === tops[0]),
        `${width} px`,
      ).toHaveLength(columns);
    }
  });

  test('hero counters count from 0 in 60 steps of 16 ms and end with a plus sign', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    const first = page.getByTestId('hero-counters').locator('dd span[aria-hidden]').first();
    await expect(first).toHaveText('0+');
    await page.clock.runFor(16);
    await expect(first).toHaveText('467+');
    await page.clock.runFor(16 * 29);
    await expect(first).toHaveText('14,000+');
    await page.clock.runFor(16 * 30);
    await expect(page.getByTestId('hero-counters').locator('dd span[aria-hidden]')).toHaveText(['28,000+', '1,250+', '13.6 tons']);
  });

  test('impact counters wait until 30% of them is visible, then count once', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    const values = page.getByTestId('stats').locator('p span[aria-hidden]');
    await page.clock.runFor(2000);
    // Not counting yet: the number waits, hidden, to start from 0 (without scripts it shows the value).
    await expect(values.first()).toBeHidden();
    await page.locator('#impact').scrollIntoViewIfNeeded();
    // Its own 30% rule starts the count (a few lines of plain script, no island).
    await expect(page.getByTestId('stats')).toHaveAttribute('data-count-up', 'counting');
    await page.clock.runFor(16 * 60);
    await expect(values).toHaveText(['75,000+ kg', '1,250+', '13.6 tons', '1,200+']);
  });

  test('the calculator applies the formulas, animates, and congratulates above 0', async ({ page }) => {
    await page.goto('/#calculator');
    const calc = page.locator('#calculator');
    await expect(calc.getByTestId('congratulation')).toHaveCount(0);
    await calc.getByLabel('Bamboo cutlery items per month').fill('100');
    await calc.getByLabel('Bamboo furniture pieces per year').fill('2');
    await expect(calc.getByTestId('plasticSaved').locator('[aria-hidden]')).toHaveText('6.5', { timeout: 5000 });
    await expect(calc.getByTestId('co2Reduced').locator('[aria-hidden]')).toHaveText('32.0');
    await expect(calc.getByTestId('treesEquivalent').locator('[aria-hidden]')).toHaveText('1.5');
    await expect(calc.getByTestId('congratulation')).toBeVisible();
    await calc.getByLabel('Bamboo cutlery items per month').fill('abc');
    await calc.getByLabel('Bamboo furniture pieces per year').fill('');
    await expect(calc.getByTestId('plasticSaved').locator('[aria-hidden]')).toHaveText('0.0', { timeout: 5000 });
    await expect(calc.getByTestId('congratulation')).toHaveCount(0);
    await calc.getByRole('link', { name: 'Start Your Impact Journey' }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect(page.locator('#products')).toBeInViewport();
  });

  test('the calculator animates in 100 steps of 20 ms', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/#calculator');
    const calc = page.locator('#calculator');
    // Counted from when the calculator is live (numbers typed before are counted then: slowPhone.spec).
    await calc.getByLabel('Bamboo furniture pieces per year').focus();
    await expect(page.locator('[data-block="impactCalculator"] [data-island]')).toHaveAttribute('data-live');
    await calc.getByLabel('Bamboo furniture pieces per year').fill('10');
    const co2 = calc.getByTestId('co2Reduced').locator('[aria-hidden]');
    await page.clock.runFor(20 * 50);
    await expect(co2).toHaveText('75.0');
    await page.clock.runFor(20 * 50);
    await expect(co2).toHaveText('150.0');
  });
});

async function activeDot(page: Page) {
  return page.getByTestId('testimonials').locator('button[aria-current="true"]').getAttribute('aria-label');
}

test.describe('testimonial carousel', () => {
  test('auto-advances every 5 seconds, and any choice stops auto-play for good', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/#testimonials');
    const carousel = page.getByTestId('testimonials');
    // The block comes to life when the visitor turns to it (here a click on a quote); its 5 seconds count from then.
    await carousel.locator('blockquote').first().click();
    await expect(page.locator('[data-block="testimonials"] [data-island]')).toHaveAttribute('data-live');
    expect(await activeDot(page)).toMatch(/^Show testimonial 1:/);
    await page.clock.runFor(5000);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', /^Show testimonial 2:/);
    await page.clock.runFor(5000);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', /^Show testimonial 3:/);
    await carousel.getByRole('button', { name: 'Next testimonial' }).first().click();
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', /^Show testimonial 4:/);
    await expect(carousel).toHaveAttribute('data-autoplay', 'false');
    await page.clock.runFor(20_000);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', /^Show testimonial 4:/);
  });

  test('next and previous wrap around; dots and thumbnail cards switch', async ({ page }) => {
    await page.goto('/#testimonials');
    const carousel = page.getByTestId('testimonials');
    const current = carousel.locator('button[aria-current="true"]');
    await (await whenLive(carousel.getByRole('button', { name: 'Previous testimonial' }).first())).click();
    await expect(current).toHaveAttribute('aria-label', /^Show testimonial 5:/);
    await carousel.getByRole('button', { name: 'Next testimonial' }).first().click();
    await expect(current).toHaveAttribute('aria-label', /^Show testimonial 1:/);
    await carousel.getByRole('button', { name: /^Show testimonial 3:/ }).click();
    await expect(current).toHaveAttribute('aria-label', /^Show testimonial 3:/);
    const last = defined(model.content.testimonials.at(-1));
    await carousel.getByRole('button', { name: `${last.name}, ${last.location}` }).click();
    await expect(current).toHaveAttribute('aria-label', /^Show testimonial 5:/);
    await expect(carousel.getByRole('button', { name: `${last.name}, ${last.location}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(carousel).toHaveAttribute('data-autoplay', 'false');
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/#testimonials');
    // What the arrow does once live (a press before is lost: see docs/decisions.md, "Islands").
    const next = await whenLive(page.getByTestId('testimonials').getByRole('button', { name: 'Next testimonial' }).first());
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('testimonials').locator('button[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      /^Show testimonial 2:/,
    );
  });
});

test.describe('products page', () => {
  test('featured collections show only featured products with both badges, 100 ms apart', async ({ page }) => {
    await page.goto('/products');
    const cards = page.locator('#featured [data-testid="product-card"]');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByText('Featured', { exact: true })).toBeVisible();
      await expect(card.getByText('Eco-Friendly', { exact: true })).toBeVisible();
    }
    const delays = await cards.evaluateAll((els) => els.map((e) => getComputedStyle(e).animationDelay));
    expect(delays).toEqual(['0s', '0.1s', '0.2s']);
  });

  test('the catalogue filters by exact category and by search in name or description', async ({ page }) => {
    await page.goto('/products#catalog');
    const catalog = page.locator('#catalog');
    const cards = catalog.getByTestId('product-card');
    await expect(cards).toHaveCount(catalogIds().length);
    const delays = await cards.evaluateAll((els) => els.slice(0, 3).map((e) => getComputedStyle(e).animationDelay));
    expect(delays).toEqual(['0s', '0.05s', '0.1s']);
    // All, then each category of products.yaml that has a product in the catalogue.
    const shown = model.content.products.filter((p) => catalogIds().includes(p.id));
    await expect(catalog.getByRole('group', { name: 'Categories' }).getByRole('link')).toHaveCount(
      new Set(shown.map((p) => p.category)).size + 1,
    );
    await chip(catalog, 'Furniture').click();
    await expect(cards).toHaveCount(shown.filter((p) => p.category === 'furniture').length);
    await catalog.getByRole('searchbox').fill('LOUNGE');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Bamboo Lounge Chair');
    await chip(catalog, 'All Products').click();
    await catalog.getByRole('searchbox').fill('cotton pouch');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Bamboo Cutlery Set');
    await catalog.getByRole('searchbox').fill('zzzz');
    await expect(catalog.getByText('No products found. Try adjusting your search or filter.')).toBeVisible();
  });

  test('catalogue descriptions are clamped to two lines', async ({ page }) => {
    await page.goto('/products#catalog');
    const clamp = await page
      .locator('#catalog [data-testid="product-description"]')
      .first()
      .evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('2');
  });

  test('a category page opens the catalogue filtered to its category', async ({ page }) => {
    await page.goto('/products/furniture');
    const catalog = page.locator('#catalog');
    await expect(chip(catalog, 'Furniture')).toHaveAttribute('aria-current', 'true');
    const names = await catalog.getByTestId('product-card').locator('h3').allTextContents();
    expect(names).toEqual(
      model.content.products.filter((p) => p.category === 'furniture' && catalogIds().includes(p.id)).map((p) => p.name),
    );
  });

  test('the Lighting page shows every lamp and chandelier, the table lamp included', async ({ page }) => {
    await page.goto('/products/lighting');
    const names = await page.locator('#catalog').getByTestId('product-card').locator('h3').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Woven Table Lamp', 'Bamboo Pendant Light', 'Woven Bamboo Chandelier']));
  });

  test('Learn About Bamboo leads to the sustainability page', async ({ page }) => {
    await page.goto('/products');
    await page.locator('#custom').getByRole('link', { name: 'Learn About Bamboo' }).click();
    await expect(page).toHaveURL(/\/sustainability$/);
  });

  test('home featured cards open the chat directly with the product named', async ({ page }) => {
    await page.goto('/');
    const p = defined(model.content.products.find((x) => x.id === 'bamboo-bag'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .locator('#products')
        .getByRole('link', { name: `Buy ${p.name} on WhatsApp` })
        .click(),
    ]);
    expect(new URL(popup.url()).searchParams.get('text')).toBe(model.chat.templates.productInquiry.replace('{productName}', p.name));
  });
});

test.describe('blog', () => {
  test('lists every post; search covers title, excerpt and tags; categories combine; empty state', async ({ page }) => {
    await page.goto('/blog#articles');
    const list = page.locator('#articles');
    const cards = list.getByTestId('post-grid').locator('article');
    await expect(cards).toHaveCount(model.content.posts.length);
    await list.getByRole('searchbox').fill('CLIMATE-CHANGE');
    await expect(cards).toHaveCount(
      model.content.posts.filter((p) => p.tags.includes('climate-change') || /climate-change/i.test(p.title + p.excerpt)).length,
    );
    await list.getByRole('searchbox').fill('');
    await chip(list, 'DIY Projects').click();
    await expect(cards).toHaveCount(model.content.posts.filter((p) => p.category === 'diy-projects').length);
    await list.getByRole('searchbox').fill('no such words');
    await expect(list.getByText('No articles found. Try adjusting your search or filter.')).toBeVisible();
  });

  test('featured posts show at most two tags; recent posts are the first three', async ({ page }) => {
    await page.goto('/blog');
    const featured = page.getByTestId('featured-posts').locator('article');
    await expect(featured).toHaveCount(model.content.posts.filter((p) => p.featured).length);
    for (const card of await featured.all())
      expect(await card.locator('.mantine-Badge-root[data-variant="outline"]').count()).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('recent-posts').getByRole('link')).toHaveText(model.content.posts.slice(0, 3).map((p) => p.title));
    await expect(page.getByRole('complementary', { name: 'Blog sidebar' }).getByRole('link', { name: 'Join Training' })).toHaveAttribute(
      'href',
      '/training',
    );
  });

  test('a popular tag filters the list', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('group', { name: 'Popular Tags' }).getByRole('link', { name: '#diy' }).click();
    const cards = page.locator('#articles').getByTestId('post-grid').locator('article');
    await expect(cards).toHaveCount(model.content.posts.filter((p) => p.tags.includes('diy')).length);
    await expect(page.locator('#articles').getByRole('searchbox')).toHaveValue('diy');
  });

  test('an article shows its parts, shares in 600×400 popups, and offers related articles', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = (...args: unknown[]) => {
        (window as unknown as { opened: unknown[] }).opened.push(args);
        return null;
      };
    });
    const post = model.content.posts[0];
    await page.goto(`/blog/${post.slug}`);
    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(article.locator('time').first()).toHaveAttribute('datetime', post.date);
    await expect(article).toContainText(post.readTime);
    for (const t of post.tags) await expect(article.getByText(t, { exact: true }).first()).toBeVisible();
    await expect(article.locator('img').first()).toHaveAttribute('alt', post.image.alt);
    await expect(article.locator('h2').first()).toBeVisible();
    await expect(article.getByText('Bamboo Expert')).toBeVisible();
    await expect(article.getByText('About the Author')).toBeVisible();
    await whenLive(article.getByRole('link', { name: 'Share on Facebook' }));
    for (const name of ['Facebook', 'Twitter', 'LinkedIn']) await article.getByRole('link', { name: `Share on ${name}` }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(opened).toHaveLength(3);
    for (const [, , features] of opened) expect(features).toContain('width=600,height=400');
    const here = page.url();
    expect(new URL(opened[0][0]).searchParams.get('u')).toBe(here);
    const tw = new URL(opened[1][0]);
    expect(tw.searchParams.get('url')).toBe(here);
    expect(tw.searchParams.get('text')).toBe(`${post.title} - ${post.metaDescription ?? post.excerpt}`);
    expect(new URL(opened[2][0]).searchParams.get('url')).toBe(here);
    const related = page.getByTestId('related-posts').locator('article');
    await expect(related).toHaveCount(3);
    await expect(related.getByRole('heading')).not.toContainText([post.title]);
    await page.getByRole('link', { name: 'Explore Training' }).click();
    await expect(page).toHaveURL(/\/training$/);
  });

  test('Back to Blog returns to the list', async ({ page }) => {
    await page.goto(`/blog/${model.content.posts[1].slug}`);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('impact, about, training and contact pages', () => {
  test('impact: headline figures, two before/after pairs, three stories with five stars, six locations with their figures', async ({
    page,
  }) => {
    await page.goto('/impact');
    await expect(page.locator('#restoration').locator('img')).toHaveCount(4);
    const stories = page.locator('#stories').locator('.mantine-Card-root');
    await expect(stories).toHaveCount(3);
    await expect(stories.first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    const cards = page.getByTestId('location');
    await expect(cards).toHaveCount(6);
    const expected = [
      ['Nairobi', 15, 45],
      ['Bungoma', 12, 38],
      ['Kakamega', 18, 52],
      ['Busia', 8, 25],
      ['Siaya', 10, 32],
      ['Webuye', 20, 68],
    ];
    for (const [i, [name, projects, people]] of expected.entries()) {
      await expect(cards.nth(i)).toContainText(String(name));
      await expect(cards.nth(i)).toContainText(`${projects}Projects`);
      await expect(cards.nth(i)).toContainText(`${people}People reached`);
    }
    await expect(page.locator('#map').getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('target', '_blank');
    await page.locator('#figures').scrollIntoViewIfNeeded();
    await expect(page.locator('#figures').locator('p span[aria-hidden]')).toHaveText(['28,000+', '1,200+', '250+', '500+'], {
      timeout: 5000,
    });
  });

  test('about: story anchor, four offerings, eight partner logos, and the call to action', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('#story')).toContainText('2018');
    await expect(page.locator('#offerings').locator('h3')).toHaveText([
      'Bamboo Agroforestry',
      'Bamboo Processing & Product Development',
      'Youth/Women Training & Enterprise development',
      'Climate Innovation',
    ]);
    await expect(page.locator('#partners img')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
  });

  test('training: View Gallery scrolls to the gallery; a picture opens large and closes with Escape', async ({ page }) => {
    await page.goto('/training');
    await page.locator('main').getByRole('link', { name: 'View Gallery' }).click();
    await expect(page.locator('#gallery')).toBeInViewport();
    await expect(page.locator('#gallery figure')).toHaveCount(4);
    // A link to the picture as drawn; pressed, it is held for the gallery's code, which opens the picture large.
    await page.locator('#gallery').getByRole('link').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('training: Apply Now pressed with the form already live scrolls to the form once, its first field focused and in view', async ({
    page,
  }) => {
    await page.goto('/training');
    const name = page.locator('form[data-form="training-application"]').getByLabel('Full Name');
    await whenLive(name);
    await whenLive(page.locator('main').getByRole('link', { name: 'Apply Now', exact: true }));
    await scrollTo(page, 0);
    await name.evaluate((el) => el.blur());
    await page.locator('main').getByRole('link', { name: 'Apply Now', exact: true }).click();
    await expect(name).toBeFocused();
    await scrollSettled(page);
    await expect(name).toBeInViewport();
    // The form's top under the header (scroll-padding), not scrolled past.
    const top = defined(await page.locator('form[data-form="training-application"]').boundingBox(), 'the form').y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });

  test('training: hero Apply Now brings the application form into view; three programs, Most Popular on advanced; curriculum of four blocks', async ({
    page,
  }) => {
    await page.goto('/training');
    await page.locator('main').getByRole('link', { name: 'Apply Now', exact: true }).click();
    // The first field takes the focus; seen where the scroll ends, not on its way (it once ended past the form).
    const name = page.locator('form[data-form="training-application"]').getByLabel('Full Name');
    await expect(name).toBeFocused();
    await scrollSettled(page);
    await expect(name).toBeInViewport();
    await expect(page.locator('#programs').locator('.mantine-Card-root')).toHaveCount(3);
    await expect(page.locator('#programs').locator('[data-popular]')).toContainText('Most Popular');
    await expect(page.locator('#programs').locator('[data-popular]')).toContainText('Advanced Bamboo Processing');
    await expect(page.locator('#curriculum ol > li')).toHaveCount(4);
    await expect(page.locator('#graduates .mantine-Card-root')).toHaveCount(3);
  });

  test('contact: four info cards, Schedule a Call, social links, FAQ with free delivery', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('#info h2')).toHaveText(['Call Us', 'Email Us', 'Visit Us', 'Business Hours']);
    // A link to the chat app with the message: it needs no code.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('#quick').getByRole('link', { name: 'Schedule a Call' }).click(),
    ]);
    expect(new URL(popup.url()).searchParams.get('text')).toBe(model.chat.templates.scheduleCall);
    await expect(page.locator('#quick').getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      `tel:${model.site.phone.replace(/\s/g, '')}`,
    );
    const social = page.locator('main a[target="_blank"][rel="noopener noreferrer"]');
    await expect(social.filter({ hasText: /Facebook|Instagram|Twitter|LinkedIn/ })).toHaveCount(4);
    const answer = page.getByText(/free for orders over KSh 20,000 within Nairobi/);
    await expect(answer).toBeHidden();
    await page.locator('summary', { hasText: 'Do you deliver?' }).click();
    await expect(answer).toBeVisible();
  });
});

test.describe('pictures', () => {
  for (const url of ['/', '/about', '/impact', '/training']) {
    test(`${url}: every picture loads, each SVG picture from a WebP drawing the width of its slot`, async ({ page }) => {
      await page.goto(url);
      // Lazy pictures load as they come near: walk down the page.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await page.waitForTimeout(60);
      }
      const imgs = page.locator('main img');
      expect(await imgs.count()).toBeGreaterThan(0);
      await expect
        .poll(() => imgs.evaluateAll((list) => (list as HTMLImageElement[]).filter((i) => !i.complete || i.naturalWidth === 0).length))
        .toBe(0);
      const shown = await imgs.evaluateAll((list) =>
        (list as HTMLImageElement[]).map((i) => ({ src: i.currentSrc, natural: i.naturalWidth, slot: i.getBoundingClientRect().width })),
      );
      for (const { src, natural, slot } of shown) {
        expect(src).toMatch(/\.(400|800|1200)w\.webp$/);
        // Sharp on this screen (device pixel ratio 1) without fetching far more than it shows.
        if (slot > 0) {
          expect(natural).toBeGreaterThanOrEqual(Math.min(slot, 1200));
          expect(natural).toBeLessThanOrEqual(Math.max(800, slot * 2));
        }
      }
    });
  }
});

test.describe('every page on a small phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const { url } of pages()) {
    test(`${url} has no horizontal scroll and every image has alt text and a size`, async ({ page }) => {
      await page.goto(url);
      await page.locator('main h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const bad = await page
        .locator('img')
        .evaluateAll((imgs) =>
          imgs
            .filter((i) => !i.hasAttribute('alt') || !i.getAttribute('width') || !i.getAttribute('height'))
            .map((i) => i.getAttribute('src')),
        );
      expect(bad).toEqual([]);
    });
  }
});
