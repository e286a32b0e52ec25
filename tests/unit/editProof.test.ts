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
import { isMap, isScalar, isSeq, parseDocument, parse } from 'yaml';
import { formatShillings } from '../../src/i18n/format.ts';
import { LOCALES } from '../../src/i18n/language.ts';
import { defined, ROOT } from './helpers';

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
/** The page whose blocks are edited, its built file, and the titles of its blocks before the edits. */
let page: string;
let pageFile: string;
let before: string[];
/** The catalogue page that lists the new product (when it lists its products by id), and the ids before. */
let catalogueFile: string | undefined;
let listed: string[] = [];
/** The guide's product and post. */
let product: { id: string; name: string; price: string };
let post: { title: string; bold: string };

/** A text's English words: the one text for every language, or its `en`. */
function english(text: unknown): string {
  if (typeof text === 'string') return text;
  const en = typeof text === 'object' && text !== null ? (text as { en?: unknown }).en : undefined;
  return typeof en === 'string' ? en : '';
}
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const html = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
/** The text of the page's h2 headings, in order (block titles are h2s). */
const headings = (page: string) => [...page.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'edit-proof-'));
  for (const p of PROJECT) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');

  // The guide's own product and blog post (docs/editing.md), as an editor would copy them.
  const guide = readFileSync(join(ROOT, 'docs/editing.md'), 'utf8');
  const productText = /```yaml\n( *- id: [\s\S]*?)\n\s*```/.exec(guide)?.[1];
  const postText = /```markdown\n(---[\s\S]*?)\n```/.exec(guide)?.[1];
  if (!productText || !postText) throw new Error('docs/editing.md no longer shows a product entry and a blog post');
  const field = (text: string, key: string) => new RegExp(`^\\s*(?:- )?${key}: (.+)$`, 'm').exec(text)?.[1].trim() ?? '';
  product = { id: field(productText, 'id'), name: field(productText, 'name'), price: field(productText, 'price') };
  post = { title: field(postText, 'title'), bold: /\*\*(.+?)\*\*/.exec(postText)?.[1] ?? '' };

  // site.yaml: on the first page with four titled blocks, swap the 2nd and 3rd and hide the 4th.
  const siteFile = join(dir, 'site.yaml');
  const doc = parseDocument(readFileSync(siteFile, 'utf8'));
  const routes = doc.get('routes');
  if (!isSeq(routes)) throw new Error('site.yaml has no routes list');
  // A title is one text or one per language: the English words, which the pages at their own addresses show.
  const titleOf = (t: unknown) => (typeof t === 'string' ? t : isMap(t) ? english(t.toJSON()) : '');
  const titles = (r: unknown) => {
    const blocks = isMap(r) ? r.get('blocks') : undefined;
    return isSeq(blocks) ? blocks.items.map((b) => (isMap(b) && !b.get('hidden') ? titleOf(b.get('title')) : '')) : [];
  };
  const route = routes.items.find((r) => {
    const t = titles(r).slice(0, 4);
    return isMap(r) && !String(r.get('path')).includes(':') && t.length === 4 && t.every(Boolean) && new Set(t).size === 4;
  });
  if (!isMap(route)) throw new Error('site.yaml has no page with four titled blocks to edit');
  page = String(route.get('path'));
  pageFile = fileOf(page);
  before = titles(route);
  const blocks = route.get('blocks');
  if (!isSeq(blocks) || !isMap(blocks.items[3])) throw new Error('unreachable');
  [blocks.items[1], blocks.items[2]] = [blocks.items[2], blocks.items[1]];
  blocks.items[3].set('hidden', true);
  // A catalogue that names its products gets the new one at the end of its list; one that names none shows it by itself (the guide).
  for (const r of routes.items.filter(isMap)) {
    const rb = r.get('blocks');
    const catalogue = isSeq(rb) ? rb.items.find((b) => isMap(b) && b.get('type') === 'productCatalog') : undefined;
    if (!isMap(catalogue)) continue;
    const list = catalogue.get('products');
    catalogueFile = fileOf(String(r.get('path')));
    if (isSeq(list)) {
      listed = list.items.map((i) => String(isScalar(i) ? i.value : i));
      list.add(product.id);
    } else {
      // A catalogue that names none shows every product of products.yaml in its order: the new one comes last.
      const file = parse(readFileSync(join(dir, 'content/products.yaml'), 'utf8')) as { products: Array<{ id: string }> };
      listed = file.products.map((p) => p.id);
    }
    break;
  }
  writeFileSync(siteFile, doc.toString());

  // Their pictures, as the guide's first step says.
  // The guide indents its product inside a numbered list; the file's entries start at two spaces.
  const indent = defined(/^\s*/.exec(productText))[0].length - 2;
  appendFileSync(
    join(dir, 'content/products.yaml'),
    `${productText
      .split('\n')
      .map((l) => l.slice(indent))
      .join('\n')}\n`,
  );
  writeFileSync(join(dir, 'content/blog/harvest-day.md'), `${postText}\n`);
  // The guide leaves their sizes out (they are read from the files): any size will do.
  for (const [, src, w = '800', h = '600'] of `${productText}\n${postText}`.matchAll(
    /src: (\/images\/\S+\.webp), alt: [^,}]+(?:, width: (\d+), height: (\d+))?/g,
  )) {
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
    const after = headings(html(pageFile));
    const [second, third] = [before[1], before[2]];
    expect(after).toContain(second);
    expect(after).toContain(third);
    expect(after.indexOf(third)).toBeLessThan(after.indexOf(second));
  });

  it('the hidden block is not on the page, and the rest still is', () => {
    expect(headings(html(pageFile))).not.toContain(before[3]);
    for (const t of [before[1], before[2], ...before.slice(4)].filter(Boolean)) expect(headings(html(pageFile))).toContain(t);
  });

  it('the new product is in the catalogue, after the products listed before it', () => {
    expect(catalogueFile, 'no productCatalog block in site.yaml').toBeDefined();
    const page = html(defined(catalogueFile));
    const main = page.slice(page.indexOf('<main'));
    expect(main).toContain(product.name);
    // The price is written as a number (shillings); the English page shows it in its own form ("Ksh 750").
    if (product.price) expect(main).toContain(formatShillings(Number(product.price), LOCALES.en));
    const names = new Map(
      (parse(readFileSync(join(dir, 'content/products.yaml'), 'utf8')) as { products: Array<{ id: string; name: unknown }> }).products.map(
        (p) => [p.id, english(p.name)],
      ),
    );
    for (const id of listed) expect(main.indexOf(defined(names.get(id)))).toBeLessThan(main.indexOf(product.name));
  });

  it('the new blog post has its page, is listed on the blog and is in the sitemap', () => {
    expect(existsSync(join(dir, 'dist/blog/harvest-day/index.html'))).toBe(true);
    const article = html('blog/harvest-day/index.html');
    expect(article).toContain(`<title>${post.title}`);
    expect(article).toContain(`<strong>${post.bold}</strong>`);
    expect(html('blog/index.html')).toContain(post.title);
    expect(html('sitemap.xml')).toContain('/blog/harvest-day</loc>');
  });
});
