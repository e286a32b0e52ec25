/**
 * The bench's reader (npm run bench): each page opened on a phone (390 px, touch, the slow-phone
 * profile of scripts/slowPhone.ts) and read to its end without a touch: scrolled down a screen at
 * a time with the pauses of someone reading, then left until the network is quiet. What it
 * measures is the site's JavaScript the browser fetched meanwhile (src/bench/report.ts sizes it
 * gzipped, as the first view's): what a reader pays who never uses a form or a filter.
 */
import { chromium, type Browser } from '@playwright/test';
import { slowPhone } from './slowPhone.ts';

export async function openReader(chromePath: string): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/** The site's scripts (paths under dist/) fetched while `url` was read to its end. */
export async function scriptsWhileReading(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && r.url().startsWith(origin)) scripts.add(new URL(r.url()).pathname.slice(1));
  });
  try {
    await slowPhone(page);
    await page.goto(url, { waitUntil: 'load' });
    // A screen at a time, as a reader's thumb moves it, until the end of the page.
    for (let i = 0; i < 200; i++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(250);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    // What a late start would fetch (a scroll is answered on the next task, an observer on the next frame).
    await page.waitForTimeout(1000);
    return [...scripts];
  } finally {
    await context.close();
  }
}
