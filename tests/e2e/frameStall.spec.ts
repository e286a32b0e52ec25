import { expect, test } from './fixtures';
import { stalledPages } from './frameStall';

test('a page that gives animation frames is not taken for a stalled one; a page that gives none is', async ({ page, browser }) => {
  await page.goto('/about');
  expect(await stalledPages(browser)).toEqual([]);
  // What Chromium's stall looks like from the page: the callback of an animation frame never runs.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  expect(await stalledPages(browser)).toEqual([page.url()]);
});
