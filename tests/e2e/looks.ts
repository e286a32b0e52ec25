import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The widths a visitor comes at: a common phone and a laptop. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export type Width = (typeof WIDTHS)[number];

/**
 * A block taller than this is shot down to this height only: its top shows its
 * look, and the baselines stay small (every refresh stays in the history).
 */
const MAX_SHOT_HEIGHT = { phone: 1400, desktop: 1000 } as const;

/** Hides the floating parts that would lie over a block shot: the top bar and the chat button. */
const FLOATING = join(import.meta.dirname, 'floating.css');

/** What a file name may hold of an address: `/blog/x` → `blog-x`, `/` → `home`. */
export const slug = (url: string) => url.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/**
 * Brings a page to rest before it is shot: fonts in, every lazy picture reached (the page
 * is scrolled through once), pictures decoded,
 * then back at the top. Counters and the carousel are still because the tests ask for
 * reduced motion (counters show their value, the carousel does not turn), and Playwright
 * stops CSS animations and the caret for the shot itself.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A scroll is read on the next task; a lazy picture near the screen starts at the next frame.
    const frame = () => new Promise((r) => setTimeout(r, 50));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    // A picture still not in (its width changed after it was passed, so a new size is asked
    // for, and a lazy picture waits to be near the screen again): brought near the screen.
    for (const img of document.images) {
      // Only a picture that is drawn can come near the screen.
      if (img.complete || !img.getClientRects().length) continue;
      img.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((r) => {
        img.addEventListener('load', r, { once: true });
        img.addEventListener('error', r, { once: true });
      });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { polling: 100 });
  await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => undefined))));
  await expectStyled(page);
}

/**
 * Every Mantine element on screen has its styles: each `m_…` class in the page is
 * given rules by a stylesheet the page has. The build checks the code; this checks
 * what is drawn, including parts that come later (notifications, dialogs, menus).
 */
export async function expectStyled(page: Page) {
  const unstyled = await page.evaluate(() => {
    const defined = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(m_[0-9a-f]{5,8})\b/g)) defined.add(m[1]);
        if ('cssRules' in rule && rule.cssRules) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) {
      if (!sheet.disabled) walk(sheet.cssRules);
    }
    const drawn = new Set<string>();
    for (const el of document.querySelectorAll('[class*="m_"]')) {
      for (const c of el.classList)
        if (/^m_[0-9a-f]{5,8}$/.test(c)) drawn.add(`${c} (${[...el.classList].find((k) => k.startsWith('mantine-')) ?? el.tagName})`);
    }
    return [...drawn].filter((d) => !defined.has(d.split(' ')[0]));
  });
  expect(unstyled, 'Mantine elements drawn without their stylesheet').toEqual([]);
}

/**
 * How long a shot may take to be steady: on a loaded machine (two workers on two cores) one
 * screenshot of a long page alone has taken more than the 5 s of other expectations.
 */
export const SHOT_TIMEOUT = 20_000;

/** The first screen, as the visitor sees it on arrival (top bar and chat button included). */
export async function shootFirstScreen(page: Page, name: string[]) {
  await expect(page).toHaveScreenshot([...name, 'first-screen.png'], { timeout: SHOT_TIMEOUT });
}

/** One block, its full width and its top down to the height limit, without the floating parts. */
export async function shootBlock(page: Page, block: Locator, width: Width, name: string[]) {
  await block.scrollIntoViewIfNeeded();
  const box = await block.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { y: r.top + window.scrollY, height: r.height };
  });
  await expect(page).toHaveScreenshot(name, {
    fullPage: true,
    clip: { x: 0, y: box.y, width: width.width, height: Math.max(1, Math.min(box.height, MAX_SHOT_HEIGHT[width.name])) },
    stylePath: FLOATING,
    timeout: SHOT_TIMEOUT,
  });
}

/**
 * Every block of the page, in order, each as `<index>-<type>.png`, but those that lie
 * wholly within the first screen: its shot has them already.
 */
export async function shootBlocks(page: Page, width: Width, prefix: string[]) {
  // Direct children: Mantine marks full-width buttons data-block too.
  const blocks = page.locator('#main > [data-block]');
  const count = await blocks.count();
  expect(count, 'a page has blocks').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const block = blocks.nth(i);
    const type = (await block.getAttribute('data-block')) ?? 'block';
    const bottom = await block.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    if (bottom <= width.height) continue;
    await shootBlock(page, block, width, [...prefix, `${String(i + 1).padStart(2, '0')}-${type}.png`]);
  }
}
