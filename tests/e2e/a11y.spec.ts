import AxeBuilder from '@axe-core/playwright';
import { expect, pages, test } from './fixtures';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    // Axe cannot judge colours halfway through an entrance animation: check the settled page.
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const { url } of pages()) {
      test(`${url} has no axe violations`, async ({ page }) => {
        await page.goto(url);
        await page.locator('main h1').first().waitFor();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
