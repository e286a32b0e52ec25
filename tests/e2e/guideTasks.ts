/**
 * The guide's tasks (docs/editing.md) as a person does them in the panel, and the files as a
 * person would write them by hand: one source for the local editor's test (editor.spec.ts) and
 * /admin's (editorAdmin.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { png, settled } from './editorHelpers';

/** Chooses `option` in the Mantine select labelled `label`. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp, scope: Locator = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The block list's row numbered `n`. */
export const row = (page: Page, n: number, rest: string | RegExp = '') =>
  page.getByRole('button', { name: new RegExp(`^${n}\\. ${typeof rest === 'string' ? rest : rest.source}`) });

/** site.yaml with "Vision and Mission" moved before the story on /about, as by hand. */
export function aboutReordered(site: string): string {
  const storyStart = site.indexOf('      - type: story\n        id: story');
  const cardsStart = site.indexOf('      - type: cards\n        title: { en: Vision and Mission');
  const offeringsStart = site.indexOf('      - type: cards\n        id: offerings');
  return (
    site.slice(0, storyStart) + site.slice(cardsStart, offeringsStart) + site.slice(storyStart, cardsStart) + site.slice(offeringsStart)
  );
}

/** site.yaml with the Core Offerings cards hidden, as by hand. */
export const offeringsHidden = (site: string) =>
  site.replace('      - type: cards\n        id: offerings\n', '      - type: cards\n        hidden: true\n        id: offerings\n');

/** The guide's new product's fields, filled in the panel (the product not added yet); its picture's address. */
export async function fillGuideProduct(page: Page): Promise<string> {
  const field = (name: string) => page.locator(`[data-path^="products["][data-path$="].${name}"]`);
  for (const [name, value] of [
    ['id', 'bamboo-phone-stand'],
    ['name', 'Bamboo Phone Stand'],
    ['price', '750'],
    ['description', 'A stand for a phone, cut from one piece of bamboo.'],
    ['image.alt', 'A phone on a bamboo stand'],
  ]) {
    await field(name).fill(value);
    await field(name).blur();
    await settled(page);
  }
  await choose(page, 'Category', /\(decor\)$/);
  await settled(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload…' }).click();
  await (await chooser).setFiles({ name: 'Bamboo Phone Stand.png', mimeType: 'image/png', buffer: await png(800, 600) });
  await expect(field('image.src')).toHaveValue(/\/bamboo-phone-stand\.png$/);
  await settled(page);
  return field('image.src').inputValue();
}

/** The guide's new product as written by hand at the end of products.yaml. */
export const guideProduct = (src: string) =>
  [
    '  - id: bamboo-phone-stand',
    '    name: Bamboo Phone Stand',
    '    category: decor',
    '    price: 750',
    '    description: A stand for a phone, cut from one piece of bamboo.',
    `    image: { src: ${src}, alt: A phone on a bamboo stand }`,
    '',
  ].join('\n');

const POST_BODY =
  'Forty farmers brought in their **first harvest** this month.\n\n## What comes next\n\nThe poles go to our workshop in Webuye.';

/** The guide's new blog post, made through the New post dialog of the Blog tab. */
export async function createGuidePost(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Blog' }).click();
  await page.getByRole('button', { name: 'New post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('Title').fill('Harvest Day in Webuye');
  await expect(dialog.getByLabel('Address')).toHaveValue('harvest-day-in-webuye');
  await dialog.getByLabel('Address').fill('harvest-day');
  await dialog.getByLabel('Excerpt').fill('Forty farmers brought in their first bamboo harvest this month.');
  await choose(page, 'Category', 'Restoration', dialog);
  await dialog.getByLabel('Author').fill('Grace Wanjiku');
  await dialog.getByLabel('Date').fill('2024-06-15');
  await dialog.getByLabel('Read time').fill('3 min read');
  await choose(page, 'Picture', '/images/blog/market.svg', dialog);
  await dialog.getByLabel('What the picture shows').fill('Farmers carrying bamboo poles');
  await dialog.getByLabel('Text (Markdown)').fill(POST_BODY);
  await dialog.getByRole('button', { name: 'Create the post' }).click();
  await expect(dialog).toBeHidden();
  await settled(page);
}

/** The guide's post as written by hand (content/blog/harvest-day.md). */
export const GUIDE_POST = [
  '---',
  'title: Harvest Day in Webuye',
  'excerpt: Forty farmers brought in their first bamboo harvest this month.',
  'category: restoration',
  'author: Grace Wanjiku',
  'date: 2024-06-15',
  'readTime: 3 min read',
  'image: { src: /images/blog/market.svg, alt: Farmers carrying bamboo poles }',
  '---',
  '',
  POST_BODY,
  '',
].join('\n');
