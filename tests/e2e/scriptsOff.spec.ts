/**
 * With scripts off (Opera Mini's data saving, a blocked script, a script that failed to come)
 * the site still works: every chat action is a link to the chat app with its message, the
 * phone menu and the chat panel open, category choices lead to their lists, and every form
 * offers a way through instead of a dead submit.
 */
import type { Locator, Page } from '@playwright/test';
import { blogCategoryPages } from '../../src/blocks/blogList/pages';
import { categoryPages } from '../../src/blocks/productCatalog/pages';
import { fillTemplate } from '../../src/services/chat';
import { messages } from '../../src/i18n/messages';
import { defined, expect, model, test, words } from './fixtures';

test.use({ javaScriptEnabled: false });

const chatText = (href: string | null) => {
  const url = new URL(href ?? '', 'http://x');
  expect(url.hostname).toMatch(/(^|\.)whatsapp\.com$|^wa\.me$/);
  return url.searchParams.get('text');
};

test('the chat button opens its panel, and each quick option is a link to the chat app with its message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: model.chat.buttonLabel }).click();
  const panel = page.getByRole('dialog', { name: model.chat.title });
  await expect(panel).toBeVisible();
  for (const o of model.chat.options) {
    const link = panel.getByRole('link', { name: o.label });
    await expect(link).toHaveAttribute('target', '_blank');
    expect(chatText(await link.getAttribute('href'))).toBe(fillTemplate(model.chat.templates[o.template], o.values));
  }
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();
});

test('the phone menu opens and leads to a page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/impact');
  await page.getByRole('button', { name: model.navigation.menuLabel ?? words.menu }).click();
  const nav = page.getByRole('navigation', { name: 'Mobile' });
  // The pages, then the same page in Kiswahili (the language switch).
  await expect(nav.getByRole('link')).toHaveText([...model.navigation.links.map((l) => l.label), messages.sw.switchTo]);
  await nav.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(/\/training$/);
});

test('Back to Top, on a phone and on a desktop, brings the page back to its top', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.getByRole('link', { name: model.footer.backToTop ?? words.backToTop }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('every Buy on WhatsApp is a link to the chat app naming its product', async ({ page }) => {
  for (const url of ['/', '/products']) {
    await page.goto(url);
    const buys = page.getByRole('link', { name: /^Buy .+ on WhatsApp$/ });
    expect(await buys.count(), url).toBeGreaterThan(0);
    for (const buy of await buys.all()) {
      const product = defined(await buy.getAttribute('aria-label')).replace(/^Buy (.+) on WhatsApp$/, '$1');
      expect(chatText(await buy.getAttribute('href')), url).toContain(product);
    }
  }
});

test('Request Bulk Quote is a link to the chat app with the bulk-quote message', async ({ page }) => {
  await page.goto('/products');
  const quote = page.getByRole('link', { name: 'Request Bulk Quote' }).first();
  await expect(quote).toBeVisible();
  expect(chatText(await quote.getAttribute('href'))).toBeTruthy();
});

/** Every page with a product catalogue: site.yaml's and the category pages the build draws. */
const cataloguePages = () =>
  [...model.routes, ...categoryPages(model).routes].filter(
    (r) => !r.path.includes(':') && r.blocks.some((b) => b.type === 'productCatalog'),
  );

/**
 * The choices of page `i` of `count` that its test presses: spread so that across the pages each
 * choice is pressed once (page i presses the choice after its own, so each press leads elsewhere).
 */
const pressedOn = <T>(choices: readonly T[], i: number, count: number): T[] => {
  const mine = choices.filter((_, j) => (j + count - 1) % count === i);
  return mine.length > 0 ? mine : [defined(choices[(i + 1) % choices.length])];
};

/** A category choice of a list: its category ("all" for the whole list), its page and its name. */
interface Choice {
  category: string;
  path: string;
  name: string;
}

/** A list's choices in order: the whole list first, then each category's page. */
const choicesOf = (home: string, paths: ReadonlyMap<string, string>, all: string, label: (id: string) => string): Choice[] =>
  [['all', home] as const, ...paths].map(([category, path]) => ({ category, path, name: category === 'all' ? all : label(category) }));

const choiceIn = (list: Locator, name: string) => list.getByRole('group', { name: 'Categories' }).getByRole('link', { name, exact: true });

/**
 * On `from`, the list offers every choice, each a link to its page at the list that can be pressed
 * (Playwright's checks for a press, without the press).
 */
async function expectChoiceLinks(page: Page, from: string, list: Locator, choices: readonly Choice[]) {
  await page.goto(from);
  await expect(list.getByRole('group', { name: 'Categories' }).getByRole('link')).toHaveCount(choices.length);
  const anchor = defined(await list.getAttribute('id'), 'the id of the list');
  for (const { path, name } of choices) {
    await expect(choiceIn(list, name), `${from}: ${name}`).toHaveAttribute('href', `${path}#${anchor}`);
    await choiceIn(list, name).click({ trial: true });
  }
}

/*
 * With scripts off a choice is a link, and a browser follows a link the same way from any page: so
 * on each page every choice is checked to be a pressable link to its category's page at the list,
 * and the presses are spread over the pages so that each choice is pressed once and its page read
 * (three page loads a page instead of two a choice).
 */
const catalogues = cataloguePages();
for (const [i, route] of catalogues.entries()) {
  test(`every category choice of the catalogue at ${route.path} leads to a page listing only that category, at the catalogue`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { home, paths } = categoryPages(model);
    const choices = choicesOf(home, paths, 'All Products', (id) => defined(model.content.categories.find((c) => c.id === id)).label);
    const catalog = page.locator('#catalog');
    await expectChoiceLinks(page, route.path, catalog, choices);
    for (const { category, path, name } of pressedOn(choices, i, catalogues.length)) {
      await page.goto(route.path);
      await choiceIn(catalog, name).click();
      await expect(page, `${route.path} → ${name}`).toHaveURL(`${path}#catalog`);
      // The address changes when the new page starts to come; its list is read once it is all in.
      await page.waitForLoadState();
      const names = await catalog.getByTestId('product-card').locator('h3').allTextContents();
      const expected = model.content.products.filter((p) => category === 'all' || p.category === category).map((p) => p.name);
      expect(names.length, `${path} lists products`).toBeGreaterThan(0);
      expect(
        names.filter((n) => !expected.includes(n)),
        `${path} lists only ${name}`,
      ).toEqual([]);
      await expect(choiceIn(catalog, name)).toHaveAttribute('aria-current', 'true');
      // Landed at the catalogue, not at the top of the page (the browser scrolls once the page is laid out).
      await expect
        .poll(() => catalog.evaluate((el) => Math.abs(el.getBoundingClientRect().top)), {
          message: `${route.path} → ${path}: the catalogue is at the top of the screen`,
        })
        .toBeLessThan(100);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
  });
}

test('the catalogue’s search is a form that answers with the list and says search needs scripts', async ({ page }) => {
  await page.goto('/products#catalog');
  const catalog = page.locator('#catalog');
  await catalog.getByRole('searchbox').fill('chair');
  await catalog.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/products\?q=chair/);
  await expect(catalog.getByTestId('search-needs-scripts')).toBeVisible();
  await expect(catalog.getByTestId('search-needs-scripts')).toContainText('choose a category');
  await expect(catalog.getByRole('group', { name: 'Categories' }).getByRole('link')).toHaveCount(categoryPages(model).paths.size + 1);
});

const blogLists = blogCategoryPages(model);
const blogPages = [blogLists.home, ...blogLists.routes.map((r) => r.path)];
for (const [i, from] of blogPages.entries()) {
  test(`every category choice of the blog at ${from} leads to a page listing only that category, at the list`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { home, paths } = blogLists;
    const choices = choicesOf(home, paths, 'All', (id) => defined(model.content.blogCategories.find((c) => c.id === id)).label);
    const list = page.locator('#articles');
    await expectChoiceLinks(page, from, list, choices);
    for (const { category, path, name } of pressedOn(choices, i, blogPages.length)) {
      await page.goto(from);
      await choiceIn(list, name).click();
      await expect(page, `${from} → ${name}`).toHaveURL(`${path}#articles`);
      await page.waitForLoadState();
      await expect(choiceIn(list, name)).toHaveAttribute('aria-current', 'true');
      const titles = await list.getByTestId('post-grid').locator('article h3').allTextContents();
      const expected = model.content.posts.filter((p) => category === 'all' || p.category === category).map((p) => p.title);
      expect(titles, `${path} lists exactly ${name}`).toEqual(expected);
      await expect
        .poll(() => list.evaluate((el) => Math.abs(el.getBoundingClientRect().top)), { message: `${from} → ${path}: at the list` })
        .toBeLessThan(100);
    }
  });
}

test('every form offers a way through: its send button is hidden, a mail or chat link takes its place', async ({ page }) => {
  for (const url of ['/', '/contact', '/training']) {
    await page.goto(url);
    const forms = page.locator('form[data-form]');
    expect(await forms.count(), url).toBeGreaterThan(0);
    for (const form of await forms.all()) {
      const id = (await form.getAttribute('data-form')) ?? '';
      // No send button that needs scripts is visible…
      for (const button of await form.locator('button[type="submit"]:not([formaction])').all())
        await expect(button, `${url} ${id}`).toBeHidden();
      // …and a way through is: a submit to the mail app, or a link to the chat app.
      const mail = form.locator('button[formaction^="mailto:"]');
      const chat = form.locator('a[href*="whatsapp"], a[href*="wa.me"]');
      expect((await mail.count()) + (await chat.count()), `${url} ${id}`).toBeGreaterThan(0);
      if (await mail.count()) {
        await expect(mail).toBeVisible();
        expect(await mail.getAttribute('formenctype')).toBe('text/plain');
        expect(await mail.getAttribute('formaction')).toContain(`mailto:${model.site.email}`);
      }
    }
  }
});

test('the contact form sent without scripts opens the mail app with what was typed', async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form[data-form="contact"]');
  await form.getByLabel('Full Name').fill('Otieno Omondi');
  await form.getByLabel('Message').fill('Price for 200 chairs?');
  // The browser hands a mailto: submission to the mail app; here we read where it would go.
  const target = await form.locator('button[formaction^="mailto:"]').getAttribute('formaction');
  expect(target).toMatch(/^mailto:[^?]+\?subject=/);
  const body = await form.evaluate((f: HTMLFormElement) =>
    [...new FormData(f).entries()].map(([k, v]) => `${k}=${typeof v === 'string' ? v : v.name}`).join('\n'),
  );
  expect(body).toContain('Price for 200 chairs?');
  expect(body).toContain('Otieno Omondi');
});

test('Apply Now leads to the application form', async ({ page }) => {
  await page.goto('/training');
  const advanced = defined(model.content.programs.find((p) => p.id === 'advanced'));
  await page.getByRole('link', { name: `Apply Now: ${advanced.name}` }).click();
  await expect(page).toHaveURL(/[?&]program=advanced#form-training-application$/);
  await expect(page.locator('form[data-form="training-application"]')).toBeInViewport();
});
