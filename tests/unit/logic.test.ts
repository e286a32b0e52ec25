import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterFrames, formatCount } from '../../src/lib/counter';
import { formatDate, formatShillings } from '../../src/i18n/format';
import { shareUrl } from '../../src/blocks/blogArticle/share';
import { filterPosts, relatedPosts } from '../../src/blocks/blogList/filter';
import { impactOf, parseQuantity } from '../../src/blocks/impactCalculator/calc';
import { filterProducts } from '../../src/blocks/productCatalog/filter';
import { stepIndex } from '../../src/blocks/testimonials/step';
import type { ProductT } from '../../src/schema/content';

describe('counters', () => {
  it('hero counters: 60 equal steps from 0, ending exactly on the target', () => {
    const f = counterFrames(28000, 60);
    expect(f).toHaveLength(60);
    expect(f[0]).toBe(467);
    expect(f[29]).toBe(14000);
    expect(f.at(-1)).toBe(28000);
    expect(f.every((v, i) => i === 0 || v >= f[i - 1])).toBe(true);
  });

  it("keeps the target's decimals (13.6 tons)", () => {
    const f = counterFrames(13.6, 60);
    expect(f.at(-1)).toBe(13.6);
    expect(f[29]).toBe(6.8);
  });

  it('shows a plus sign for targets of 1,000 or more only', () => {
    expect(formatCount(28000, 28000)).toBe('28,000+');
    expect(formatCount(1000, 1000)).toBe('1,000+');
    expect(formatCount(999, 999)).toBe('999');
    expect(formatCount(13.6, 13.6, ' tons')).toBe('13.6 tons');
    expect(formatCount(75000, 75000, ' kg')).toBe('75,000+ kg');
    expect(formatCount(0, 1250)).toBe('0+');
  });

  it('writes every step as en-US number formatting would (grouping, decimals, rounding)', () => {
    const grouped = (v: number, d: number) =>
      new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }).format(v);
    expect(formatCount(6.8, 13.6)).toBe('6.8');
    expect(formatCount(0, 13.6)).toBe('0.0');
    expect(formatCount(1234567.25, 0.25)).toBe('1,234,567.25');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }), (n, d) => {
        const target = d ? Number(`1.${'1'.repeat(d)}`) : 1;
        const value = n / 10 ** d;
        expect(formatCount(value, target)).toBe(grouped(value, d));
      }),
    );
  });
});

describe('dates', () => {
  it('writes a post date as day, month name and year, as en-GB does', () => {
    expect(formatDate('2024-03-12', 'en-KE')).toBe('12 March 2024');
    expect(formatDate('2025-01-05', 'en-KE')).toBe('5 January 2025');
    // The spec's examples, by Intl's Kenyan Kiswahili: a day's name and the month's.
    expect(formatDate('2025-03-03', 'sw-KE', 'full')).toBe('Jumatatu, 3 Machi 2025');
    expect(formatDate('2025-03-03', 'en-KE', 'full')).toBe('Monday, 3 March 2025');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const expected = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
        expect(formatDate(iso, 'en-KE')).toBe(expected);
      }),
    );
  });
});

describe('prices', () => {
  it('writes whole shillings in each language’s Kenyan form, as the spec shows them', () => {
    // U+00A0 between the sign and the amount: the line never breaks inside a price.
    expect(formatShillings(1500, 'en-KE')).toBe('Ksh\u00a01,500');
    expect(formatShillings(1500, 'sw-KE')).toBe('Ksh\u00a01,500');
    expect(formatShillings(20000, 'sw-KE')).toBe('Ksh\u00a020,000');
    expect(formatShillings(0, 'en-KE')).toBe('Ksh\u00a00');
  });
});

describe('impact calculator', () => {
  it('parses whole numbers; empty or non-numeric counts as 0', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('12.9')).toBe(12);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('-5')).toBe(-5);
  });

  it('applies the three formulas, each rounded to one decimal', () => {
    expect(impactOf('100', '2')).toEqual({ plasticSaved: 6.5, co2Reduced: 32, treesEquivalent: 1.5 });
    expect(impactOf('1000', '0')).toEqual({ plasticSaved: 15, co2Reduced: 20, treesEquivalent: 0.9 });
    expect(impactOf('', 'x')).toEqual({ plasticSaved: 0, co2Reduced: 0, treesEquivalent: 0 });
    expect(impactOf('7', '1')).toEqual({ plasticSaved: 2.6, co2Reduced: 15.1, treesEquivalent: 0.7 });
  });
});

const product = (id: string, name: string, description: string, category: string): ProductT => ({
  id,
  name,
  description,
  category,
  featured: false,
  sustainable: true,
  image: { src: '/x.svg', alt: '' },
});

describe('catalogue filter', () => {
  const all = [
    product('a', 'Bamboo Chair', 'A lounge seat.', 'furniture'),
    product('b', 'Cutlery Set', 'Spoon and CHAIR-side fork.', 'kitchenware'),
    product('c', 'Lamp', 'Warm light.', 'Kitchenware'),
  ];

  it('matches the category exactly, or all', () => {
    expect(filterProducts(all, 'all', '').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(filterProducts(all, 'kitchenware', '').map((p) => p.id)).toEqual(['b']);
  });

  it('finds the search text in name or description, ignoring case', () => {
    expect(filterProducts(all, 'all', 'chair').map((p) => p.id)).toEqual(['a', 'b']);
    expect(filterProducts(all, 'all', 'LOUNGE').map((p) => p.id)).toEqual(['a']);
    expect(filterProducts(all, 'furniture', 'fork')).toEqual([]);
  });
});

describe('blog filter', () => {
  const posts = [
    { slug: 'a', title: 'Bamboo Beats Plastic', excerpt: 'Kitchen swaps.', tags: ['eco-friendly'], category: 'bamboo-benefits' },
    { slug: 'b', title: 'Planter', excerpt: 'Build one from BAMBOO.', tags: ['diy'], category: 'diy-projects' },
    { slug: 'c', title: 'Riverbanks', excerpt: 'Restoration.', tags: ['Kenya', 'restoration'], category: 'restoration' },
    { slug: 'd', title: 'Tips', excerpt: 'Five swaps.', tags: ['diy'], category: 'eco-tips' },
  ];

  it('searches title, excerpt and any tag without case, with the category', () => {
    expect(filterPosts(posts, 'all', 'bamboo').map((p) => p.slug)).toEqual(['a', 'b']);
    expect(filterPosts(posts, 'all', 'kenya').map((p) => p.slug)).toEqual(['c']);
    expect(filterPosts(posts, 'all', 'diy').map((p) => p.slug)).toEqual(['b', 'd']);
    expect(filterPosts(posts, 'eco-tips', 'diy').map((p) => p.slug)).toEqual(['d']);
    expect(filterPosts(posts, 'restoration', 'bamboo')).toEqual([]);
  });

  it('offers up to three related posts, never the post itself: same category, then shared tags, then the rest', () => {
    const extra = { slug: 'e', title: 'More', excerpt: '', tags: [], category: 'diy-projects' };
    const r = relatedPosts([...posts, extra], posts[1], 3).map((p) => p.slug);
    // e shares the category, d the "diy" tag, a and c nothing (list order).
    expect(r).toEqual(['e', 'd', 'a']);
    expect(r).not.toContain('b');
  });

  it('ranks a post sharing the category and a tag above one sharing either, tags compared without case', () => {
    const current = { slug: 'x', title: '', excerpt: '', tags: ['Kenya', 'bamboo'], category: 'restoration' };
    const list = [
      { slug: 'none', title: '', excerpt: '', tags: ['diy'], category: 'eco-tips' },
      { slug: 'tag', title: '', excerpt: '', tags: ['kenya'], category: 'eco-tips' },
      { slug: 'both', title: '', excerpt: '', tags: ['bamboo'], category: 'restoration' },
      { slug: 'two-tags', title: '', excerpt: '', tags: ['kenya', 'BAMBOO'], category: 'eco-tips' },
    ];
    expect(relatedPosts(list, current, 3).map((p) => p.slug)).toEqual(['both', 'two-tags', 'tag']);
  });
});

describe('share links', () => {
  const page = 'https://www.mianzibamboo.co.ke/blog/why-bamboo?x=1';
  it('give the provider the page address, and Twitter the title and description too', () => {
    expect(shareUrl('facebook', page, 'T', 'D')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`);
    expect(shareUrl('linkedin', page, 'T', 'D')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page)}`);
    const tw = new URL(shareUrl('twitter', page, 'Why Bamboo', 'It beats plastic.'));
    expect(tw.origin + tw.pathname).toBe('https://twitter.com/intent/tweet');
    expect(tw.searchParams.get('url')).toBe(page);
    expect(tw.searchParams.get('text')).toBe('Why Bamboo - It beats plastic.');
  });
});

describe('carousel steps', () => {
  it('wraps at both ends', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
  });
});
