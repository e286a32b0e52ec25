import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { blogCategoryPages } from '../../src/blocks/blogList/pages.ts';
import { categoryPages } from '../../src/blocks/productCatalog/pages.ts';
import { loadSite } from '../../src/loader/index.ts';
import type { SiteModel } from '../../src/schema/model.ts';
import { noteFrameStall, refuseRetryWithoutStall } from './frameStall.ts';
import { localize } from '../../src/i18n/localize.ts';
import { messages } from '../../src/i18n/messages.ts';

const result = await loadSite();
if (!result.ok) throw new Error('site.yaml is invalid; run npm run validate');
/** The site in all its languages, as the loader gives it. */
export const source = result.model;
export const model: SiteModel = localize(result.model, 'en');
/** The site as its Kiswahili pages show it (a text not yet translated: marked, src/i18n/fallback.ts). */
export const modelSw: SiteModel = localize(result.model, 'sw');
/** The shell's own English words (src/i18n/words): what a page shows where site.yaml leaves a label out. */
export const words = messages.en;

/** Every page the build draws: site.yaml's routes and a page per product and blog category. */
export const siteRoutes = [...model.routes, ...categoryPages(model).routes, ...blogCategoryPages(model).routes];

/** Every address a visitor can open, with the title it must show. */
export function pages(): Array<{ url: string; title: string }> {
  return siteRoutes.map((r) => {
    if (r.path === '*') return { url: '/this-page-does-not-exist', title: r.title };
    if (r.path.includes(':slug')) {
      const post = model.content.posts[0];
      return { url: r.path.replace(':slug', post.slug), title: `${post.title} | ${model.site.name}` };
    }
    return { url: r.path, title: r.title };
  });
}

/**
 * The page fixture: nothing leaves the machine (outside addresses get a stub
 * page), and console errors are collected so a test can assert there are none.
 */
export const test = base.extend<{ consoleErrors: string[]; onlyStallsRunTwice: undefined }>({
  // A second run only for a test whose page stopped drawing (frameStall.ts).
  onlyStallsRunTwice: [
    async ({ browserName }, use, testInfo) => {
      refuseRetryWithoutStall(testInfo, browserName);
      await use(undefined);
    },
    { auto: true },
  ],
  // Most tests act on the live page, so every navigation waits until the islands that start
  // with the page are live (pages with scripts off do not). The slow-phone suite acts before.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Pages of this site carry their facts for the islands (an outside page does not).
      // Opened with `waitUntil: 'commit'`, a page is acted on at once, before it is live.
      if (javaScriptEnabled && options?.waitUntil !== 'commit' && (await page.locator('#site-facts').count())) {
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await use(page);
    const browser = page.context().browser();
    if (browser) await noteFrameStall(browser, testInfo);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>outside' }),
    );
    await use(context);
  },
});

export { expect };

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * Waits until the page has stopped scrolling (its position the same for ten frames running: a
 * smooth scroll moves it every frame), so that what is seen is where the scroll ended, not a
 * moment on its way.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = NaN;
        let same = 0;
        const look = () => {
          same = window.scrollY === last ? same + 1 : 0;
          last = window.scrollY;
          if (same >= 10) done();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

export { slowPhone } from '../../scripts/slowPhone.ts';

/** The island `name` (src/<name>.island.tsx) on the page, once it is live: at least one such. */
export const liveIsland = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-live]`).first();

/** How many of the island `name` are live on the page now. */
export const liveCount = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-live]`).count();

/**
 * Brings `control` into view, focuses it (the visitor's turn: its island starts then) and waits
 * until the island around it is live. For tests of what a control does once live (a dialog, a
 * carousel step); a press before is held for the code (earlyPress.spec.ts), and what a control
 * does with scripts off is a link's job (scriptsOff.spec.ts).
 */
export async function whenLive(control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded();
  await control.focus();
  await expect(control.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-live', '');
  return control;
}

/** `value`, or a failed test naming what was missing (instead of a non-null assertion). */
export function defined<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}

/** Holds every request matching `pattern` until the returned function is called: code that comes late. */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
