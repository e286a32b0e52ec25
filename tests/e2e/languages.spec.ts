/**
 * Kiswahili beside English (docs/decisions.md, "Languages"): every page in both, found by search
 * engines (lang, alternates that point back, the sitemap), a switch that leads to the same page
 * with scripts on and off, a post not yet translated listed as in English, and a form filled in
 * Kiswahili that answers in Kiswahili and sends its language to the stand-ins.
 */
import AxeBuilder from '@axe-core/playwright';
import { blogCategoryPages } from '../../src/blocks/blogList/pages';
import { categoryPages } from '../../src/blocks/productCatalog/pages';
import { pathIn } from '../../src/i18n/language';
import { messages } from '../../src/i18n/messages';
import { defined, expect, liveIsland, model, modelSw, test } from './fixtures';
import { mailsFrom, uniqueEmail } from './standInData';
import { WIDTHS, settle, shootFirstScreen, slug } from './looks';

const base = model.site.url.replace(/\/+$/, '');
const sw = (path: string) => pathIn(path, 'sw', 'en');
const absolute = (path: string) => (path === '/' ? `${base}/` : `${base}${path}`);

/** Every address of the site that is not a post's, and each post's; with the languages each is in. */
const routes = [...modelSw.routes, ...categoryPages(modelSw).routes, ...blogCategoryPages(modelSw).routes].filter((r) => r.path !== '*');
const addresses = routes.flatMap((r) =>
  r.path.includes(':slug')
    ? modelSw.content.posts.map((p) => ({ path: r.path.replace(':slug', p.slug), languages: p.languages, title: p.title }))
    : [{ path: r.path, languages: modelSw.site.languages, title: r.title }],
);
const translated = modelSw.content.posts.filter((p) => p.lang === 'sw');
const untranslated = modelSw.content.posts.filter((p) => p.lang !== 'sw');

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => ({ hreflang: m[1], href: m[2] }));

test('the site has Kiswahili pages and posts both translated and not (what this file tests is there)', () => {
  expect(modelSw.site.languages).toEqual(['en', 'sw']);
  expect(translated.length).toBeGreaterThanOrEqual(2);
  expect(untranslated.length).toBeGreaterThan(0);
});

test('every page is prerendered in both languages, with its lang, og:locale and alternates that point back', async ({ request }) => {
  for (const { path, languages } of addresses) {
    const inBoth = languages.includes('sw');
    const en = await request.get(path);
    expect(en.status(), path).toBe(200);
    const enHtml = await en.text();
    expect(enHtml, path).toContain('<html lang="en"');
    const swPage = await request.get(sw(path));
    if (!inBoth) {
      // A post not written in Kiswahili has no copy under /sw/, and its English page names no Kiswahili one.
      expect(swPage.status(), sw(path)).toBe(404);
      expect(alternatesOf(enHtml), path).toEqual([]);
      continue;
    }
    expect(swPage.status(), sw(path)).toBe(200);
    const swHtml = await swPage.text();
    expect(swHtml, sw(path)).toContain('<html lang="sw"');
    expect(swHtml, sw(path)).toContain('<meta property="og:locale" content="sw_KE" />');
    expect(swHtml, sw(path)).toContain('<meta property="og:locale:alternate" content="en_KE" />');
    expect(swHtml, sw(path)).toContain(`<link rel="canonical" href="${absolute(sw(path))}" />`);
    const wanted = [
      { hreflang: 'en', href: absolute(path) },
      { hreflang: 'sw', href: absolute(sw(path)) },
      { hreflang: 'x-default', href: absolute(path) },
    ];
    expect(alternatesOf(enHtml), path).toEqual(wanted);
    expect(alternatesOf(swHtml), sw(path)).toEqual(wanted);
  }
});

test('the sitemap lists every page in each language with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const { path, languages } of addresses) {
    expect(xml, path).toContain(`<loc>${absolute(path)}</loc>`);
    if (languages.includes('sw')) {
      expect(xml, sw(path)).toContain(`<loc>${absolute(sw(path))}</loc>`);
      expect(xml, path).toContain(`<xhtml:link rel="alternate" hreflang="sw" href="${absolute(sw(path))}"/>`);
    } else expect(xml, sw(path)).not.toContain(`<loc>${absolute(sw(path))}</loc>`);
  }
});

test('a Kiswahili page speaks Kiswahili: the shell from the catalogue, the content from the files, dates by Intl', async ({ page }) => {
  await page.goto(sw('/blog'));
  const words = messages.sw;
  await expect(page.locator('a.skip-link')).toHaveText(words.skipToContent);
  await expect(page.getByRole('navigation', { name: words.mainNav }).getByRole('link').first()).toHaveText(
    modelSw.navigation.links[0].label,
  );
  // A translated post: its Kiswahili title, its date in Kiswahili (a day's and a month's name), its link under /sw/.
  const post = translated[0];
  const card = page.locator('article', { hasText: post.title }).first();
  await expect(card.locator('time')).toHaveText(post.dateText);
  // Intl's Kenyan Kiswahili month names (the original's date, 2024-03-12, is "12 Machi 2024").
  expect(post.dateText).toMatch(/^\d+ (Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba) \d{4}$/);
  await expect(card.getByRole('link', { name: post.title }).first()).toHaveAttribute('href', sw(`/blog/${post.slug}`));
});

test("words the code shows from the content's choices are in the page's language (a programme's level)", async ({ request }) => {
  const html = await (await request.get(sw('/training'))).text();
  expect(html).toContain(`>${messages.sw.levelBeginner}<`);
  expect(html).not.toMatch(/>(Beginner|Intermediate|Advanced)</);
});

test("a Kiswahili page's own links stay in Kiswahili: the logo, the category filters, the not-found page's way home", async ({
  request,
}) => {
  const products = await (await request.get(sw('/products'))).text();
  const hrefs = [...products.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  // Every link to a page of the site (not a file, not an outside address) is a Kiswahili page.
  const pages = hrefs.filter((h) => h.startsWith('/') && !/\.[a-z0-9]+(?:[?#]|$)/i.test(h));
  expect(pages.filter((h) => !h.startsWith('/sw/')).filter((h) => h !== '/products')).toEqual([]);
  expect(hrefs).toContain('/sw/products/cutlery#catalog');
  expect(products).toContain(`href="/sw/" class`);
  const blog = await (await request.get(sw('/blog'))).text();
  expect(blog).toMatch(/href="\/sw\/blog\/category\/[a-z-]+#articles"/);
  // The not-found page in Kiswahili: home is the Kiswahili home; its switch leads to the English home, not to its drawing's address.
  const missing = await request.get(sw('/no-such-page'));
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<html lang="sw"');
  expect(html).not.toContain('__not-found__');
  expect(html).toMatch(/<a href="\/" hrefLang="en"/);
});

test('the chat offers its messages in Kiswahili, the blanks filled in Kiswahili too', async ({ request }) => {
  const html = await (await request.get(sw('/'))).text();
  const texts = [...html.matchAll(/href="https:\/\/api\.whatsapp\.com\/send\?phone=\d+&amp;text=([^"]+)"/g)].map((m) =>
    decodeURIComponent(m[1].replace(/&amp;/g, '&')),
  );
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) expect(t, t).not.toMatch(/your (bamboo )?products|I would like|I'm interested/);
});

test('a post not yet in Kiswahili is listed as in English and leads to the English page', async ({ page }) => {
  await page.goto(sw('/blog'));
  const post = untranslated[0];
  const title = post.title.replace(/[\uE000\uE001]/g, '');
  const link = page.getByRole('link', { name: title }).first();
  await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
  await expect(link).toHaveAttribute('hreflang', 'en');
  // Read aloud as English: the card (or the title itself) says its language.
  expect(await link.evaluate((a) => a.closest('[lang]')?.getAttribute('lang'))).toBe('en');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("a post's tags, written once in English, are marked as English on a Kiswahili page (and not on an English one)", async ({ page }) => {
  const post = defined(translated.find((p) => p.tags.length));
  const tag = post.tags[0];
  const langOf = () =>
    page
      .locator('main')
      .getByText(tag, { exact: true })
      .first()
      .evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
  await page.goto(sw(`/blog/${post.slug}`));
  expect(await langOf()).toBe('en');
  await page.goto(`/blog/${post.slug}`);
  expect(await langOf()).toBe('en');
  expect(await page.locator('main [lang]').count()).toBe(0);
});

test.describe('the language switch', () => {
  test('with scripts off, leads to the same page in the other language and back', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products/cutlery');
    await page.getByRole('link', { name: messages.sw.switchLabel }).first().click();
    await expect(page).toHaveURL(/\/sw\/products\/cutlery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page.getByRole('link', { name: messages.en.switchLabel }).first().click();
    await expect(page).toHaveURL(/\/products\/cutlery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('on a phone, from the menu, keeping the section and the search of the address', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog?q=bamboo#articles');
    await page.getByRole('button', { name: model.navigation.menuLabel ?? messages.en.menu }).click();
    await page.getByRole('navigation', { name: messages.en.mobileNav }).getByRole('link', { name: messages.sw.switchLabel }).click();
    await expect(page).toHaveURL(/\/sw\/blog\?q=bamboo#articles$/);
  });

  test('after a live filter moved the address, leads to the filtered page in the other language, and back', async ({ page }) => {
    await page.goto('/products#catalog');
    const catalog = page.locator('#catalog');
    await catalog.getByRole('searchbox').focus();
    await liveIsland(page, 'blocks/productCatalog/Catalog').waitFor();
    // Marks this document: a page drawn anew (the filter's link followed) would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const decor = defined(model.content.categories.find((c) => c.id === 'decor'));
    await catalog.getByRole('link', { name: decor.label, exact: true }).click();
    await expect(page).toHaveURL(/\/products\/decor#catalog$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByRole('link', { name: messages.sw.switchLabel }).first().click();
    await expect(page).toHaveURL(/\/sw\/products\/decor#catalog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    const swCatalog = page.locator('#catalog');
    await swCatalog.getByRole('searchbox').focus();
    await liveIsland(page, 'blocks/productCatalog/Catalog').waitFor();
    const furniture = defined(modelSw.content.categories.find((c) => c.id === 'furniture'));
    await swCatalog.getByRole('link', { name: furniture.label, exact: true }).click();
    await expect(page).toHaveURL(/\/sw\/products\/furniture#catalog$/);
    await page.getByRole('link', { name: messages.en.switchLabel }).first().click();
    await expect(page).toHaveURL(/\/products\/furniture#catalog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('on a post not yet in Kiswahili, leads to the Kiswahili blog', async ({ page }) => {
    await page.goto(`/blog/${untranslated[0].slug}`);
    await page.getByRole('link', { name: messages.sw.switchLabel }).first().click();
    await expect(page).toHaveURL(/\/sw\/blog$/);
  });
});

test.describe('axe', () => {
  // As in a11y.spec.ts: colours are judged on the settled page, not halfway through an entrance.
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
  test('the Kiswahili pages have no axe violations', async ({ page }) => {
    for (const path of ['/', '/products', '/training', '/contact', '/blog', `/blog/${translated[0].slug}`]) {
      await page.goto(sw(path));
      await page.locator('main h1').first().waitFor();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        sw(path),
      ).toEqual([]);
    }
  });
});

test('a form filled in Kiswahili shows its problems in Kiswahili and sends its language', async ({ page }) => {
  await page.goto(`${sw('/')}#contact`);
  const form = page.locator('form[data-form="home-contact"]');
  const contact = modelSw.content.forms['home-contact'];
  const submit = form.getByRole('button', { name: contact.submit.label });
  const label = (name: string) => contact.fields.find((f) => f.name === name)?.label ?? name;
  await form.getByLabel(label('name')).fill('Amina Wekesa');
  await submit.click();
  // The rules broken, in the page's language (the catalogue's words, not the English ones).
  const [swStart, enStart] = [messages.sw.enterYour, messages.en.enterYour].map((t) => t.slice(0, t.indexOf('{')));
  await expect(form.getByText(swStart).first()).toBeVisible();
  await expect(form.getByText(enStart)).toHaveCount(0);
  const email = uniqueEmail('kiswahili');
  await form.getByLabel(label('email')).fill(email);
  await form.getByLabel(label('subject')).fill('Vyombo vya kulia kwa hoteli yetu');
  await form.getByLabel(label('inquiry_type')).selectOption({ index: 1 });
  await form.getByLabel(label('message')).fill('Tunahitaji seti 50 za vyombo vya kulia.');
  await submit.click();
  await expect(page.getByText(contact.messages.success)).toBeVisible();
  await expect.poll(() => mailsFrom(email).length).toBe(1);
  expect(mailsFrom(email)[0].template_params.language).toBe('sw');
});

test('with scripts off, a Kiswahili category filter leads to the Kiswahili category page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(sw('/products'));
  const furniture = defined(modelSw.content.categories.find((c) => c.id === 'furniture'));
  await page.locator('#catalog').getByRole('link', { name: furniture.label, exact: true }).click();
  await expect(page).toHaveURL(/\/sw\/products\/furniture(#catalog)?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  const cards = page.locator('#catalog').getByTestId('product-card');
  await expect(cards).toHaveCount(modelSw.content.products.filter((p) => p.category === 'furniture').length);
  await expect(cards.first()).toContainText(defined(modelSw.content.products.find((p) => p.category === 'furniture')).name);
  await context.close();
});

// The Kiswahili pages as a visitor sees them first (opened and looked at: longer words, the same layout).
for (const width of WIDTHS) {
  test.describe(`Kiswahili at ${width.width}×${width.height}`, () => {
    test.use({ viewport: { width: width.width, height: width.height }, colorScheme: 'light', reducedMotion: 'reduce' });
    for (const path of ['/', '/products', '/training', '/contact']) {
      test(`${sw(path)}: first screen`, async ({ page }) => {
        await page.goto(sw(path));
        await settle(page);
        await shootFirstScreen(page, ['sw', width.name, slug(path)]);
      });
    }
  });
}

// And in the dark theme, on a phone (the theme most phones at night choose).
test.describe('Kiswahili in the dark theme', () => {
  const phone = defined(WIDTHS.find((w) => w.width < 500));
  test.use({ viewport: { width: phone.width, height: phone.height }, colorScheme: 'dark', reducedMotion: 'reduce' });
  for (const path of ['/', '/products']) {
    test(`${sw(path)}: first screen`, async ({ page }) => {
      await page.goto(sw(path));
      await settle(page);
      await shootFirstScreen(page, ['sw', 'dark', phone.name, slug(path)]);
    });
  }
});
