import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { postSearchText } from '../../src/blocks/blogList/filter';
import { productSearchText } from '../../src/blocks/productCatalog/filter';
import { firstPaintScript, firstPaintStyleId, matchesSearch, normaliseQuery, searchText } from '../../src/ui/search';

/** Runs the first-paint script on an address, with a search box and a head, as a page would. */
function firstPaint(search: string) {
  const box = { value: '' };
  const added: Array<{ id: string; textContent: string }> = [];
  const escaped: string[] = [];
  const document = {
    getElementById: (id: string) => (id === 'catalog-search' ? box : null),
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (s: { id: string; textContent: string }) => added.push(s) },
  };
  // CSS.escape stands in as a marker, so the test sees exactly the query the script matches.
  const CSS = { escape: (s: string) => (escaped.push(s), s) };
  runInNewContext(firstPaintScript('catalog-search'), { location: { search }, document, CSS, URLSearchParams });
  return { box: box.value, style: added.at(0), query: escaped.at(0) };
}

describe('the search rule (one for the live filter and the first paint)', () => {
  it('matches a trimmed, lower-case query anywhere in one field, and everything when empty', () => {
    const text = searchText(['Bamboo Lounge CHAIR', 'A seat.']);
    expect(matchesSearch(text, '  lounge chair ')).toBe(true);
    expect(matchesSearch(text, 'SEAT')).toBe(true);
    expect(matchesSearch(text, 'stool')).toBe(false);
    expect(matchesSearch(text, '   ')).toBe(true);
  });

  it('searches a product in its name and description, a post in its title, excerpt and tags', () => {
    expect(productSearchText({ name: 'Chair', description: 'Woven.' })).toBe('chair\nwoven.');
    expect(postSearchText({ title: 'Planter', excerpt: 'Build one.', tags: ['DIY', 'garden'] })).toBe('planter\nbuild one.\ndiy\ngarden');
  });

  it.each(['chair', '  ChAIR  ', '\tLounge\u00a0', 'İstanbul', 'a "quoted" \\ query', 'Ünïcode ẞ'])(
    'the page script normalises %j as normaliseQuery does, fills the box with it as written',
    (q) => {
      const { box, style, query = '' } = firstPaint(`?category=x&q=${encodeURIComponent(q)}`);
      expect(query).toBe(normaliseQuery(q));
      expect(box).toBe(q);
      expect(style?.id).toBe(firstPaintStyleId('catalog-search'));
      expect(style?.textContent).toContain(`[data-search-list="catalog-search"]>[data-search]:not([data-search*="${query}"])`);
    },
  );

  it('the page script does nothing without a search in the address', () => {
    expect(firstPaint('')).toEqual({ box: '', style: undefined, query: undefined });
    expect(firstPaint('?q=%20%20')).toEqual({ box: '', style: undefined, query: undefined });
  });

  it('refuses an id the script cannot hold as it is', () => {
    expect(() => firstPaintScript('a"b')).toThrow(/letters, digits/);
  });
});
