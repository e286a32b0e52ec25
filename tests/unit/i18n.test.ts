import { describe, expect, it } from 'vitest';
import { markFallback, markedToHtml, stripMarks } from '../../src/i18n/fallback';
import { pathIn, splitLanguage } from '../../src/i18n/language';
import { localize, textIn } from '../../src/i18n/localize';
import { loadSite } from '../../src/loader/index.ts';
import { twoLanguages } from './helpers';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('a text in a language', () => {
  it('is its one text, its own language, or the first language marked as such', () => {
    expect(textIn('Mianzi Bamboo', 'sw', 'en')).toBe('Mianzi Bamboo');
    expect(textIn({ en: 'About Us', sw: 'Kuhusu Sisi' }, 'sw', 'en')).toBe('Kuhusu Sisi');
    expect(textIn({ en: 'About Us', sw: 'Kuhusu Sisi' }, 'en', 'en')).toBe('About Us');
    expect(textIn({ en: 'About Us' }, 'sw', 'en')).toBe(markFallback('About Us'));
    expect(textIn({ en: 'About Us' }, 'en', 'en')).toBe('About Us');
  });

  it('not yet translated is drawn inside lang="en" in text, and unmarked in attributes, titles and data', () => {
    const t = markFallback('About Us');
    const html = `<html><head><title>${t} | Site</title></head><body><a href="/" aria-label="${t}">${t}</a><script type="application/json">{"x":"${t}"}</script><select><option>${t}</option></select><p>Karibu ${t}.</p></body></html>`;
    expect(markedToHtml(html, 'en')).toBe(
      '<html><head><title>About Us | Site</title></head><body><a href="/" aria-label="About Us"><span lang="en">About Us</span></a><script type="application/json">{"x":"About Us"}</script><select><option>About Us</option></select><p>Karibu <span lang="en">About Us</span>.</p></body></html>',
    );
    // A mark cut off (a text shortened for a card) is dropped, never shown.
    expect(markedToHtml(`<p>${t.slice(0, 5)}</p>`, 'en')).toBe('<p>Abou</p>');
    expect(stripMarks({ a: [t], b: 2 })).toEqual({ a: ['About Us'], b: 2 });
  });
});

describe('addresses in each language', () => {
  it('puts a page of another language under /<lang>/, and leaves files, outside links and pages only in the first as they are', () => {
    expect(pathIn('/about#story', 'sw', 'en')).toBe('/sw/about#story');
    expect(pathIn('/', 'sw', 'en')).toBe('/sw/');
    expect(pathIn('/products?category=lighting', 'sw', 'en')).toBe('/sw/products?category=lighting');
    expect(pathIn('/about', 'en', 'en')).toBe('/about');
    expect(pathIn('/images/a.svg', 'sw', 'en')).toBe('/images/a.svg');
    expect(pathIn('https://x.co.ke/a', 'sw', 'en')).toBe('https://x.co.ke/a');
    expect(pathIn('#faq', 'sw', 'en')).toBe('#faq');
    expect(pathIn('/blog/only-english', 'sw', 'en', new Set(['/blog/only-english']))).toBe('/blog/only-english');
    expect(pathIn('/sw/about', 'sw', 'en')).toBe('/sw/about');
    expect(splitLanguage('/sw/about', ['en', 'sw'])).toEqual({ lang: 'sw', path: '/about' });
    expect(splitLanguage('/sw/', ['en', 'sw'])).toEqual({ lang: 'sw', path: '/' });
    expect(splitLanguage('/swahili', ['en', 'sw'])).toEqual({ lang: 'en', path: '/swahili' });
  });
});

describe('the site in each language', () => {
  it('has every text of the Kiswahili pages in Kiswahili, and a post without its translation in English, marked', async () => {
    const r = await loadSite();
    if (!r.ok) throw new Error('site.yaml invalid');
    const sw = localize(r.model, 'sw');
    const en = localize(r.model, 'en');
    expect(sw.navigation.links.map((l) => l.label)).not.toEqual(en.navigation.links.map((l) => l.label));
    const translated = sw.content.posts.filter((p) => p.lang === 'sw');
    expect(translated.map((p) => p.slug).sort()).toEqual(['restoring-webuye-riverbanks', 'why-bamboo-beats-plastic']);
    for (const p of translated) expect(p.body).not.toBe(en.content.posts.find((e) => e.slug === p.slug)?.body);
    for (const p of sw.content.posts.filter((x) => x.lang === 'en')) expect(p.title.startsWith('\uE000')).toBe(true);
  });

  it('writes each price in the page’s language from the number written once, and none where there is none', async () => {
    const r = await loadSite();
    if (!r.ok) throw new Error('site.yaml invalid');
    const source = {
      ...r.model,
      content: {
        ...r.model.content,
        products: [...r.model.content.products, { ...r.model.content.products[0], id: 'free', price: undefined }],
      },
    };
    for (const lang of ['en', 'sw'] as const) {
      const { products, programs } = localize(source, lang).content;
      expect(products.find((p) => p.id === 'bamboo-cutlery-set')?.priceText).toBe('Ksh\u00a0500');
      expect(products.find((p) => p.id === 'free')?.priceText).toBeUndefined();
      expect(programs.map((p) => p.priceText)).toEqual(['Ksh\u00a05,000', 'Ksh\u00a012,000', 'Ksh\u00a020,000']);
    }
  });

  it('a page not yet in Kiswahili shows the English words, marked, and the coverage counts them', async () => {
    const dir = twoLanguages(['    - { label: Products, to: /products }', '    - { label: { en: Products }, to: /products }']);
    const r = await loadSite({ root: dir });
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    const sw = localize(r.model, 'sw');
    expect(sw.navigation.links.map((l) => l.label)).toEqual(['Mwanzo', markFallback('Products')]);
    const top = r.coverage[0].places.find((p) => p.place.startsWith('every page'));
    expect(top).toMatchObject({ total: expect.any(Number) as number });
    expect((top?.total ?? 0) - (top?.covered ?? 0)).toBe(1);
  });

  it('counts no text of a hidden block, and lists none missing there, until it is shown', async () => {
    const shown = await loadSite({ root: twoLanguages(['        title: About us', '        title: { en: About us }']) });
    const hidden = await loadSite({
      root: twoLanguages(['        title: About us', '        hidden: true\n        title: { en: About us }']),
    });
    if (!shown.ok || !hidden.ok) throw new Error('fixture site invalid');
    const missing = (r: typeof shown) => r.warnings.filter((w) => w.kind === 'missingTranslation').map((w) => w.path);
    expect(missing(shown)).toEqual(['routes[1].blocks[0].title']);
    expect(missing(hidden)).toEqual([]);
    const about = (r: typeof shown) => r.coverage[0].places.find((p) => p.place.includes('/about'));
    expect(about(hidden)?.total).toBe((about(shown)?.total ?? 0) - 1);
    expect(about(hidden)?.covered).toBe(about(shown)?.covered);
  });

  it('takes a post’s picture description in its translation file, not per language in the post (one way to translate a post)', async () => {
    const dir = twoLanguages();
    const post = join(dir, 'content/blog/first-post.md');
    writeFileSync(post, readFileSync(post, 'utf8').replace('alt: Cutlery }', 'alt: { en: Cutlery, sw: Vijiko } }'));
    const r = await loadSite({ root: dir });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const errors = r.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.file, p.path, p.kind])).toEqual([['content/blog/first-post.md', 'image.alt', 'wrongType']]);
    expect(errors[0].message).toContain('Expected text');
  });

  it('finds a post’s translation by the file beside it, whatever address the post gives itself', async () => {
    const dir = twoLanguages();
    const post = join(dir, 'content/blog/first-post.md');
    writeFileSync(
      post,
      readFileSync(post, 'utf8').replace(
        'title: First post',
        'title: First post\nslug: the-very-first\nmetaDescription: For search engines, in English.',
      ),
    );
    writeFileSync(
      join(dir, 'content/blog/first-post.sw.md'),
      '---\ntitle: Makala ya kwanza\nexcerpt: Ya kwanza.\n---\n\nHabari **dunia**.\n',
    );
    const r = await loadSite({ root: dir });
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
    expect(r.warnings.map((w) => w.kind)).not.toContain('untranslatedPost');
    expect(r.coverage[0].posts).toEqual({ translated: 1, total: 1 });
    const [sw] = localize(r.model, 'sw').content.posts;
    expect(sw).toMatchObject({ slug: 'the-very-first', lang: 'sw', title: 'Makala ya kwanza' });
    // Search engines get the translation's own words: its excerpt, never the original's English description.
    expect(sw.metaDescription).toBeUndefined();
    expect(localize(r.model, 'en').content.posts[0].metaDescription).toBe('For search engines, in English.');
    const withOwn = join(dir, 'content/blog/first-post.sw.md');
    writeFileSync(
      withOwn,
      readFileSync(withOwn, 'utf8').replace('excerpt: Ya kwanza.', 'excerpt: Ya kwanza.\nmetaDescription: Kwa injini za utafutaji.'),
    );
    const again = await loadSite({ root: dir });
    if (!again.ok) throw new Error(again.problems.map((p) => p.message).join('\n'));
    expect(localize(again.model, 'sw').content.posts[0].metaDescription).toBe('Kwa injini za utafutaji.');
  });
});

describe('a slip elsewhere in site.yaml', () => {
  it('does not make its Kiswahili texts "not a language of this site" (its languages are read as written)', async () => {
    const dir = twoLanguages(['  phone: "+254 700 000 001"', '  phone: "0700"']);
    const r = await loadSite({ root: dir });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.kind)).not.toContain('undeclaredLanguage');
    expect(r.problems.filter((p) => p.severity === 'error')).toHaveLength(1);
  });
});
