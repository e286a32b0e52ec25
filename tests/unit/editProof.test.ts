/**
 * Proof that editing the content files is all it takes: a copy of the site gets the
 * edits the editing guide describes (reorder two blocks, hide one, add a product and
 * a blog post), is built with the real build, and the built HTML follows every edit.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument } from 'yaml';
import { ROOT } from './helpers';

const run = promisify(execFile);
const PROJECT = [
  'src',
  'scripts',
  'public',
  'content',
  'index.html',
  'site.yaml',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'postcss.config.cjs',
];

let dir: string;
/** The page edited, and the titles of its blocks before the edits. */
const PAGE = '/about';
let before: string[];

const html = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
/** The text of the page's h2 headings, in order (block titles are h2s). */
const headings = (page: string) => [...page.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edit-proof-'));
  for (const p of PROJECT) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');

  // site.yaml: on /about, swap the 2nd and 3rd blocks and hide the 4th.
  const siteFile = join(dir, 'site.yaml');
  const doc = parseDocument(readFileSync(siteFile, 'utf8'));
  const routes = doc.get('routes');
  if (!isSeq(routes)) throw new Error('site.yaml has no routes list');
  const route = routes.items.find((r) => isMap(r) && r.get('path') === PAGE);
  if (!isMap(route)) throw new Error(`site.yaml has no ${PAGE} page`);
  const blocks = route.get('blocks');
  if (!isSeq(blocks)) throw new Error(`${PAGE} has no blocks`);
  before = blocks.items.map((b) => (isMap(b) ? String(b.get('title') ?? '') : ''));
  [blocks.items[1], blocks.items[2]] = [blocks.items[2], blocks.items[1]];
  const fourth = blocks.items[3];
  if (!isMap(fourth)) throw new Error('expected a fourth block');
  fourth.set('hidden', true);
  // The catalogue of /products names its products: the new one goes at the end of that list.
  const catalogue = routes.items
    .filter(isMap)
    .find((r) => r.get('path') === '/products')
    ?.get('blocks');
  const list = isSeq(catalogue) ? catalogue.items.find((b) => isMap(b) && b.get('type') === 'productCatalog') : undefined;
  const products = isMap(list) ? list.get('products') : undefined;
  if (!isSeq(products)) throw new Error('/products has no catalogue with a products list');
  products.add('bamboo-phone-stand');
  writeFileSync(siteFile, doc.toString());

  // A new product at the end of content/products.yaml, written as the guide shows.
  appendFileSync(
    join(dir, 'content/products.yaml'),
    [
      '  - id: bamboo-phone-stand',
      '    name: Bamboo Phone Stand',
      '    category: kitchenware',
      '    price: KSh 750',
      '    description: A stand for a phone, cut from one piece of bamboo.',
      '    image: { src: /images/kitchenware.svg, alt: A phone on a bamboo stand, width: 800, height: 600 }',
      '',
    ].join('\n'),
  );

  // A new blog post: one Markdown file.
  writeFileSync(
    join(dir, 'content/blog/harvest-day.md'),
    [
      '---',
      'title: Harvest Day in Webuye',
      'excerpt: Forty farmers brought in their first bamboo harvest this month.',
      'category: restoration',
      'author: Grace Wanjiku',
      'date: 2030-01-15',
      'readTime: 3 min read',
      'image: { src: /images/blog/carbon.svg, alt: Farmers carrying bamboo poles, width: 1200, height: 675 }',
      '---',
      '',
      'Forty farmers brought in their **first harvest**.',
      '',
    ].join('\n'),
  );

  await run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: dir,
    env: { ...process.env, STAND_INS: 'off' },
    maxBuffer: 16 * 1024 * 1024,
  });
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('edits to site.yaml and content/ show in the built site', () => {
  it('the two swapped blocks appear in their new order', () => {
    const after = headings(html('about/index.html'));
    const [second, third] = [before[1], before[2]];
    expect(second && third).toBeTruthy();
    expect(after).toContain(second);
    expect(after).toContain(third);
    expect(after.indexOf(third)).toBeLessThan(after.indexOf(second));
  });

  it('the hidden block is not on the page', () => {
    expect(before[3]).toBeTruthy();
    expect(headings(html('about/index.html'))).not.toContain(before[3]);
    // Everything else of the page is still there.
    for (const t of [before[0], before[1], before[2], ...before.slice(4)].filter(Boolean)) {
      expect(html('about/index.html')).toContain(t);
    }
  });

  it('the new product is in the catalogue, last', () => {
    const page = html('products/index.html');
    expect(page).toContain('Bamboo Phone Stand');
    expect(page).toContain('KSh 750');
    const main = page.slice(page.indexOf('<main'));
    expect(main.lastIndexOf('Bamboo Desk Organiser')).toBeLessThan(main.indexOf('Bamboo Phone Stand'));
  });

  it('the new blog post has its page, is listed on the blog and is in the sitemap', () => {
    expect(existsSync(join(dir, 'dist/blog/harvest-day/index.html'))).toBe(true);
    const post = html('blog/harvest-day/index.html');
    expect(post).toContain('<title>Harvest Day in Webuye');
    expect(post).toContain('<strong>first harvest</strong>');
    expect(html('blog/index.html')).toContain('Harvest Day in Webuye');
    expect(html('sitemap.xml')).toContain('/blog/harvest-day</loc>');
  });
});
