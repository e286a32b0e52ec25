import type { NotFoundBlockT } from '../../src/blocks/notFound/schema';
import { defined, expect, holdBack, model, pages, test } from './fixtures';

const notFound = defined(
  model.routes.flatMap((r) => r.blocks).find((b): b is NotFoundBlockT => b.type === 'notFound'),
  'the notFound block',
);

test.describe('every declared route', () => {
  for (const { url, title } of pages()) {
    test(`${url} loads with its title, description and no console error`, async ({ page, consoleErrors }) => {
      const response = await page.goto(url);
      // A missing address gets the prerendered 404.html with status 404, as on a static host.
      const missing = url === '/this-page-does-not-exist';
      expect(response?.status()).toBe(missing ? 404 : 200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      expect(consoleErrors.filter((e) => !(missing && e.includes('status of 404')))).toEqual([]);
    });
  }
});

test('client navigation updates title and description and starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  const careers = defined(model.routes.find((r) => r.path === '/careers'));
  await expect(page).toHaveTitle(careers.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', careers.description);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link with an anchor scrolls to that block', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Our Story' }).click();
  await expect(page).toHaveURL(/\/about#story$/);
  await expect(page.locator('#story')).toBeInViewport();
});

test('the not-found page shows 404, the path, helpful links and logs the path', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('/');
  await page.goto('/no/such/branch');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! This Branch Doesn't Exist");
  await expect(page.locator('main code')).toHaveText('/no/such/branch');
  for (const name of ['Our Products', 'About Us', 'Training Programs', 'Contact Us']) {
    await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByText(/^Fun fact:/)).toBeVisible();
  expect(logs.some((l) => l.includes('/no/such/branch'))).toBe(true);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the not-found page shows its address, its fact and Go Back before any of its code, and loads none but the entry', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  scripts.length = 0;
  // Every module held back: what shows is the page as drawn and its inline lines.
  const release = await holdBack(page, /\.js$/);
  await page.goto('/no/such/branch', { waitUntil: 'commit' });
  await expect(page.locator('main code')).toHaveText('/no/such/branch');
  const fact = await page.locator('[data-fact]').textContent();
  await page.goto('/another/missing/page', { waitUntil: 'commit' });
  await expect(page.locator('main code')).toHaveText('/another/missing/page');
  // Chosen by the address: the same one on every visit to it, another one for another address.
  const other = await page.locator('[data-fact]').textContent();
  expect(other).not.toBe(fact);
  await page.goto('/no/such/branch', { waitUntil: 'commit' });
  await expect(page.locator('[data-fact]')).toHaveText(defined(fact, 'a fact'));
  release();
  await page.waitForLoadState('networkidle');
  // No more than a text page names (the entry and what it imports at once): no island, no React.
  const textPage = await (await page.request.get('/about')).text();
  const named = [...textPage.matchAll(/<script[^>]* src="([^"]+)"|<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
    (m) => m.at(1) ?? m[2],
  );
  expect([...new Set(scripts)].sort()).toEqual([...new Set(named)].sort());
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/another\/missing\/page$/);
});

test('with scripts off the not-found page shows no address and no Go Back, its first fact and its links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/no/such/branch');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! This Branch Doesn't Exist");
  await expect(page.locator('main code')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeHidden();
  await expect(page.locator('[data-fact]')).toHaveText(defined(notFound.funFacts[0], 'a fact'));
  await expect(page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link', { name: 'Our Products' })).toBeVisible();
  await context.close();
});

test('an unknown blog slug redirects to /blog', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown Kiswahili blog slug redirects to the Kiswahili blog', async ({ page }) => {
  await page.goto('/sw/blog/no-such-article');
  await expect(page).toHaveURL(/\/sw\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});
