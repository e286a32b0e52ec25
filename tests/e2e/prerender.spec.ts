import { formatCount } from '../../src/lib/counter';
import type { Page } from '@playwright/test';
import { defined, expect, holdBack, model, siteRoutes, test, whenLive } from './fixtures';

/** Every prerendered address: each route, each blog post. */
interface Address {
  url: string;
  title: string;
  description: string;
  post?: (typeof model.content.posts)[number];
}
const addresses: Address[] = siteRoutes.flatMap((r): Address[] => {
  if (r.path === '*') return [];
  if (r.path.includes(':slug'))
    return model.content.posts.map((p) => ({
      url: r.path.replace(':slug', p.slug),
      title: `${p.title} | ${model.site.name}`,
      description: p.metaDescription ?? p.excerpt,
      post: p,
    }));
  return [{ url: r.path, title: r.title, description: r.description, post: undefined }];
});
const base = model.site.url.replace(/\/$/, '');
const canonical = (url: string) => (url === '/' ? `${base}/` : `${base}${url}`);

/** The paths of the requests of one resource type the page makes from now on. */
function requested(page: Page, type: 'script' | 'stylesheet'): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === type) paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/** Scrolls to the home page's contact block and sends it empty: the send is held for its code, and the live form checks it. */
async function contactWorksWhenReached(page: Page) {
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('[data-block="contactSection"] [data-island="forms/GeneratedForm"][data-live]')).not.toHaveCount(0);
  await expect(page.locator('#contact').getByRole('textbox', { name: /Full Name/ })).toHaveAttribute('aria-invalid', 'true');
}

async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

test.describe('prerendered HTML, read without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (const a of addresses) {
    test(`${a.url} has its title, description, canonical link and first heading; live, the same heading and no console message`, async ({
      page,
      browser,
    }) => {
      const response = await page.goto(a.url);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(a.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', a.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(a.url));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', a.title);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveCount(1);
      if (a.post) await expect(h1).toHaveText(a.post.title);
      else expect((await h1.textContent())?.trim()).toBeTruthy();
      // The whole page is there: the footer and the last block of the route.
      await expect(page.locator('footer')).toContainText(model.footer.copyright);
      // With scripts on: the same first heading once its code has run, every island that starts
      // with the page live (the others wait for the visitor), and not one console message.
      const live = await browser.newContext({ javaScriptEnabled: true });
      try {
        const livePage = await live.newPage();
        const messages: string[] = [];
        livePage.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
        livePage.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
        await livePage.goto(a.url);
        await hydrated(livePage);
        expect(await livePage.locator('main h1').textContent()).toBe(await h1.textContent());
        const starting = livePage.locator('[data-island][data-when="load"]');
        await expect(starting.and(livePage.locator('[data-live]'))).toHaveCount(await starting.count());
        await livePage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await livePage.waitForLoadState('networkidle');
        expect(messages).toEqual([]);
      } finally {
        await live.close();
      }
    });
  }

  test('every link of every page leads to a page, and every #anchor to its block', async ({ page, request }) => {
    test.setTimeout(120_000);
    const links = new Set<string>();
    for (const a of addresses) {
      // Only the parsed HTML is read: the page's pictures and styles are not waited for.
      await page.goto(a.url, { waitUntil: 'domcontentloaded' });
      for (const href of await page.locator('a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? '')))
        links.add(href);
    }
    for (const href of links) {
      const [path, hash] = href.split('#');
      const response = await request.get(path);
      expect(response.status(), href).toBe(200);
      if (hash) expect(await response.text(), href).toContain(`id="${hash}"`);
    }
    expect(links.size).toBeGreaterThan(20);
  });

  test('every link that opens a new tab withholds the opener and the referrer', async ({ page }) => {
    test.setTimeout(120_000);
    let count = 0;
    for (const a of addresses) {
      await page.goto(a.url, { waitUntil: 'domcontentloaded' });
      for (const rel of await page.locator('a[target="_blank"]').evaluateAll((els) => els.map((e) => e.getAttribute('rel') ?? ''))) {
        expect(rel.split(/\s+/), a.url).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
        count++;
      }
    }
    expect(count).toBeGreaterThan(0);
  });
});

test.describe('structured data, sitemap and robots', () => {
  test.use({ javaScriptEnabled: false });
  const jsonLd = async (page: Page) =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]') as Array<Record<string, unknown>>;

  test('Home and Contact describe the organisation as a local business', async ({ page }) => {
    for (const url of ['/', '/contact']) {
      await page.goto(url);
      const business = (await jsonLd(page)).find((d) => d['@type'] === 'LocalBusiness');
      expect(business, url).toMatchObject({ name: model.site.name, telephone: model.site.phone, email: model.site.email, url: `${base}/` });
    }
  });

  test('an article is a BlogPosting with its headline, date and author', async ({ page }) => {
    const post = model.content.posts[0];
    await page.goto(`/blog/${post.slug}`);
    expect((await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { name: post.author },
      mainEntityOfPage: `${base}/blog/${post.slug}`,
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('the catalogue lists its products with offers in shillings where a price is given', async ({ page }) => {
    await page.goto('/products');
    const list = (await jsonLd(page)).find((d) => d['@type'] === 'ItemList') as {
      itemListElement: Array<{ item: { name: string; offers?: { price: string; priceCurrency: string } } }>;
    };
    const cutlery = defined(model.content.products.find((p) => p.id === 'bamboo-cutlery-set'));
    const item = defined(list.itemListElement.find((e) => e.item.name === cutlery.name)).item;
    expect(item.offers).toMatchObject({ priceCurrency: 'KES', price: `${defined(cutlery.price)}.00` });
    const unpriced = model.content.products.filter((p) => p.price === undefined).map((p) => p.name);
    for (const e of list.itemListElement) if (unpriced.includes(e.item.name)) expect(e.item.offers).toBeUndefined();
  });

  test('sitemap.xml lists every page at its public address, robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The English pages here; their Kiswahili twins are languages.spec.ts's.
    expect(locs.filter((l) => !l.startsWith(`${base}/sw/`)).sort()).toEqual(addresses.map((a) => canonical(a.url)).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  test('a missing address gets the not-found page with status 404 and is not indexed', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('the live page', () => {
  test('in the dark scheme the page is dark before any of our module scripts run (the hashed inline script)', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const scriptSrc = defined(
      defined(csp)
        .split(';')
        .find((d) => d.trim().startsWith('script-src')),
    );
    // Our own files and the page's three inline scripts by hash (colour scheme, the `js` class,
    // and React's replay of a form sent before its code came); nothing inline otherwise.
    expect(scriptSrc.trim()).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3}$/);
    await context.close();
  });

  test('a link leads to a page with its own title, description, canonical and structured data, at the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    const post = model.content.posts.find((p) => p.featured) ?? model.content.posts[0];
    await expect(page).toHaveURL(/\/blog$/);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator(`a[href="/blog/${post.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page).toHaveTitle(`${post.title} | ${model.site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.metaDescription ?? post.excerpt);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/blog/${post.slug}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect.poll(() => page.locator('script[type="application/ld+json"]').evaluate((e) => e.textContent)).toContain('"BlogPosting"');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the first load fetches each stylesheet once, only those the page names', async ({ page }) => {
    const fetched = requested(page, 'stylesheet');
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const named = await page
      .locator('link[rel="stylesheet"]:not([disabled])')
      .evaluateAll((els) => els.map((e) => new URL((e as HTMLLinkElement).href).pathname));
    expect(fetched.sort()).toEqual(named.sort());
  });

  test('a form far down the page loads its code only when the visitor turns to it, not when it is reached, and works then', async ({
    page,
  }) => {
    const scripts = requested(page, 'script');
    await page.goto('/about');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /GeneratedForm/.test(s))).toBe(false);
    const box = page.locator('footer form');
    await box.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /GeneratedForm/.test(s))).toBe(false);
    // Sent empty before its code came: React holds the send, and the form answers once live.
    await box.getByRole('button').click();
    await expect.poll(() => scripts.some((s) => /GeneratedForm/.test(s))).toBe(true);
    await expect(box.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the page is whole without any island code, and an island held back works once it comes', async ({ page }) => {
    const release = await holdBack(page, /GeneratedForm[^/]*\.js$/);
    const html = await defined(await page.goto('/')).text();
    // No island's code is asked for in the page itself.
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((f) => /island|react|mantine/i.test(f))).toEqual([]);
    // The form's code is held back; the page is ready (its counters count, with no island).
    await hydrated(page);
    await expect(page.getByTestId('hero-counters')).toHaveAttribute('data-count-up', /counting|done/);
    await expect(page.locator('[data-island][data-live]')).toHaveCount(0);
    release();
    await contactWorksWhenReached(page);
  });

  for (const url of ['/about', `/blog/${model.content.posts[0].slug}`, '/faq']) {
    test(`${url}, a page of text, loads only the islands' loader until the visitor turns to a live part`, async ({ page }) => {
      const scripts = requested(page, 'script');
      await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The loader and what it imports are named in the page; React, Mantine and every island are not.
      const named = await page
        .locator('script[src], link[rel="modulepreload"]')
        .evaluateAll((els) => els.map((e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname));
      expect(named.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => !named.includes(s))).toEqual([]);
      // The chat panel and the phone menu work with that alone (popovers); the newsletter's code
      // and React come when the visitor turns to the box.
      await page.locator('footer form').getByRole('textbox').focus();
      await expect.poll(() => scripts.filter((s) => /\/(react|GeneratedForm\.island)-/.test(s)).length).toBe(2);
      await expect(page.locator('footer [data-island="forms/GeneratedForm"]')).toHaveAttribute('data-live', '');
    });
  }

  test('the home page loads no React: its counters are a few lines of plain script; React and Mantine come when the visitor turns to a part', async ({
    page,
  }) => {
    const scripts = requested(page, 'script');
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/countUp-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/(react|mantine)-|\.island-/.test(s))).toEqual([]);
    // Its Buy buttons are links to the chat app with nothing to do once live: no island.
    await expect(page.locator('[data-island="blocks/productGrid/BuyButton"]')).toHaveCount(0);
    await page.locator('footer form').getByRole('textbox').focus();
    await expect(page.locator('footer [data-island="forms/GeneratedForm"]')).toHaveAttribute('data-live', '');
    expect(scripts.some((s) => /\/react-/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/mantine-/.test(s))).toBe(true);
  });

  test('a Buy button that opens a dialog is live once focused, and opens it', async ({ page }) => {
    await page.goto('/products');
    const buy = await whenLive(page.getByRole('link', { name: /^Buy .* on WhatsApp$/ }).first());
    await buy.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('an island whose code cannot be fetched is tried once more, then stays as drawn and is named in the console', async ({ page }) => {
    const messages: string[] = [];
    const failures: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    page.on('pageerror', (e) => failures.push(e.message));
    let asked = 0;
    await page.route(/GeneratedForm\.island-[^/]*\.js$/, (route) => {
      asked++;
      return route.abort();
    });
    await page.goto('/');
    const box = page.locator('footer form').getByRole('textbox');
    await box.focus();
    const island = page.locator('footer [data-island="forms/GeneratedForm"]');
    await expect(island).toHaveAttribute('data-failed', '');
    expect(asked).toBe(2);
    expect(messages.filter((m) => m.includes('The island "forms/GeneratedForm"'))).toHaveLength(1);
    // No unhandled rejection; the form is as drawn (it still takes what is typed), and another island comes alive.
    expect(failures).toEqual([]);
    await box.fill('reader@example.com');
    await expect(box).toHaveValue('reader@example.com');
    await page.locator('#calculator').getByLabel('Bamboo cutlery items per month').focus();
    await expect(page.locator('[data-block="impactCalculator"] [data-island]')).toHaveAttribute('data-live', '');
  });

  test('an island whose first fetch fails comes alive on the second try', async ({ page }) => {
    let asked = 0;
    await page.route(/GeneratedForm\.island-[^/]*\.js$/, (route) => (++asked === 1 ? route.abort() : route.continue()));
    await page.goto('/');
    await page.locator('footer form').getByRole('textbox').focus();
    await expect(page.locator('footer [data-island="forms/GeneratedForm"]')).toHaveAttribute('data-live', '');
    expect(asked).toBe(2);
  });

  test('counters whose few lines of code cannot come show their values as drawn', async ({ page }) => {
    let asked = 0;
    await page.route(/\/countUp-[^/]*\.js$/, (route) => {
      asked++;
      return route.abort();
    });
    await page.goto('/');
    const counters = page.getByTestId('hero-counters');
    await expect(counters).toHaveAttribute('data-count-up', 'still');
    expect(asked).toBe(2);
    const home = model.routes.find((r) => r.path === '/');
    const values = (home?.blocks ?? []).flatMap((b) => (b.type === 'hero' ? b.counters : []));
    const shown = counters.locator('span[aria-hidden="true"]');
    await expect(shown).toHaveCount(values.length);
    for (const c of values) await expect(shown.filter({ hasText: formatCount(c.value, c.value, c.suffix) })).toBeVisible();
  });

  test('what is entered in a form before its code is in stays once it is live: text and a choice', async ({ page }) => {
    const release = await holdBack(page, /GeneratedForm[^/]*\.js$/);
    await page.goto('/training');
    await hydrated(page);
    const form = page.locator('form[data-form="training-application"]');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Full Name').fill('Amina Nafula');
    await form.getByLabel('Preferred Program').selectOption('basic');
    // Sent without the e-mail address: held, then checked once the code is in.
    await form.getByRole('button', { name: 'Submit Application' }).click();
    release();
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
    // The form counts what was entered: the choice is not reported missing.
    await expect(form.getByLabel('Preferred Program')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full Name')).toHaveValue('Amina Nafula');
    await expect(form.getByLabel('Preferred Program')).toHaveValue('basic');
  });

  test('a form sent before its code is in is held, then checked once live, keeping what was typed', async ({ page }) => {
    const release = await holdBack(page, /GeneratedForm[^/]*\.js$/);
    await page.goto('/about');
    await hydrated(page);
    const box = page.locator('footer form');
    await box.scrollIntoViewIfNeeded();
    await box.getByRole('textbox').fill('not-an-email');
    await box.getByRole('button').click();
    // Held: no native send (which would reload the page and lose the text), no check yet.
    await expect(box.getByRole('textbox')).not.toHaveAttribute('aria-invalid', 'true');
    release();
    await expect(box.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(box.getByRole('textbox')).toHaveValue('not-an-email');
    expect(new URL(page.url()).pathname).toBe('/about');
  });
});
