/**
 * Proof that editing the content files is all it takes: a copy of the site gets the
 * edits the editing guide describes (reorder two blocks, hide one, add the guide's own
 * product and blog post), is built with the real build, and the built HTML follows every edit.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
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

  // A new product and a new blog post, exactly as docs/editing.md shows them, with their pictures.
  const guide = readFileSync(join(ROOT, 'docs/editing.md'), 'utf8');
  const product = /```yaml\n( *- id: [\s\S]*?)\n\s*```/.exec(guide)?.[1];
  const post = /```markdown\n(---[\s\S]*?)\n```/.exec(guide)?.[1];
  if (!product || !post) throw new Error('docs/editing.md no longer shows a product entry and a blog post');
  // The guide indents its example inside a numbered list; the file's entries start at two spaces.
  const indent = /^\s*/.exec(product)![0].length - 2;
  appendFileSync(
    join(dir, 'content/products.yaml'),
    `${product
      .split('\n')
      .map((l) => l.slice(indent))
      .join('\n')}\n`,
  );
  writeFileSync(join(dir, 'content/blog/harvest-day.md'), `${post}\n`);
  for (const [, src, w, h] of `${product}\n${post}`.matchAll(/src: (\/images\/\S+\.webp), alt: [^,]+, width: (\d+), height: (\d+)/g)) {
    const file = join(dir, 'public', src);
    mkdirSync(dirname(file), { recursive: true });
    await sharp({ create: { width: Number(w), height: Number(h), channels: 3, background: '#5a8f3c' } })
      .webp()
      .toFile(file);
  }

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
