import AxeBuilder from '@axe-core/playwright';
import { expect, pages, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** axe's rules of those tags whose verdict depends on the colours drawn (tagged `cat.color`). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const problems = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

// Axe cannot judge colours halfway through an entrance animation: check the settled page.
test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

for (const { url } of pages()) {
  test(`${url} has no axe violations, light and dark`, async ({ page }) => {
    await page.goto(url);
    await page.locator('main h1').first().waitFor();
    expect(problems((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations), 'light').toEqual([]);
    const light = await page.locator('body').ariaSnapshot();

    // The dark page has the light page's elements, names and order (checked), only other colours:
    // it is checked for what colours decide, so each rule judges each page once.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.locator('main h1').first().waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(problems((await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze()).violations), 'dark').toEqual([]);
    expect(await page.locator('body').ariaSnapshot(), 'the dark page says what the light one does').toBe(light);
  });
}
