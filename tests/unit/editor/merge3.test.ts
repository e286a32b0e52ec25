/**
 * The three-way merge of the editor's publishing (issue 28): base, theirs, ours, merged node by
 * node on the real site.yaml, products.yaml and a real post; then random pairs of edit
 * sequences made with the editor's own edit operations.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addItem, addKey, moveItem, removeItem, removeKey, setScalar, setValue } from '../../../src/editor/edits';
import { merge3, resolve, type Conflict } from '../../../src/editor/merge/merge3';
import { mergePost, resolvePost } from '../../../src/editor/merge/mergePost';
import { lineDiff, loads, POST, PRODUCTS, SITE, text } from './edits/helpers';

const HERO = ['routes', 0, 'blocks', 0, 'title'];

function merged(base: string, theirs: string, ours: string): { text: string; conflicts: Conflict[] } {
  const r = merge3(base, theirs, ours);
  if (!r.ok) throw new Error(r.refusal);
  return r;
}

describe('merge3 on the real files', () => {
  it('keeps their new hero title and comment and our product price; the diff against theirs is only our line', async () => {
    const theirs = text(setScalar(SITE, HERO, 'Switch to bamboo today')).replace(
      '        title: Switch to bamboo today\n',
      '        # Shorter, for phones (marketing, May)\n        title: Switch to bamboo today\n',
    );
    const ours = text(setScalar(PRODUCTS, ['products', 1, 'price'], 'KSh 14,500'));
    // Two files: here both changes are in one, site.yaml: they change the hero, we the home page's description.
    const oursSite = text(setScalar(SITE, ['routes', 0, 'description'], 'Bamboo products from Webuye, Kenya.'));
    const m = merged(SITE, theirs, oursSite);
    expect(m.conflicts).toEqual([]);
    expect(lineDiff(theirs, m.text)).toEqual({
      removed: [[115, lineDiff(SITE, oursSite).removed[0][1]]],
      added: [[115, '    description: Bamboo products from Webuye, Kenya.']],
    });
    expect(m.text).toContain('        # Shorter, for phones (marketing, May)\n        title: Switch to bamboo today\n');
    expect(await loads({ 'site.yaml': m.text })).toEqual([]);
    // And products.yaml, where theirs added a comment above the first product's price and we changed the second's.
    const theirsP = PRODUCTS.replace('    price: KSh 500\n', '    # Price from the 2025 list\n    price: KSh 550\n');
    const p = merged(PRODUCTS, theirsP, ours);
    expect(p.conflicts).toEqual([]);
    expect(lineDiff(theirsP, p.text)).toEqual({ removed: [[29, '    price: KSh 15,000']], added: [[29, '    price: KSh 14,500']] });
  });

  it('a field changed differently on both sides is one conflict, left at their value; resolve applies the choice', async () => {
    const theirs = text(setScalar(SITE, HERO, 'Their title'));
    const ours = text(setScalar(text(setScalar(SITE, HERO, 'Our title')), ['site', 'tagline'], 'Bamboo for all'));
    const m = merged(SITE, theirs, ours);
    expect(m.conflicts).toEqual([
      { path: 'routes[0].blocks[0].title', at: HERO, base: 'Promoting the eco-friendly switch with bamboo', theirs: 'Their title', ours: 'Our title' },
    ]);
    // The other change (the tagline) is merged; the title stays theirs.
    expect(parse(m.text)).toEqual(parse(text(setScalar(theirs, ['site', 'tagline'], 'Bamboo for all'))));
    expect(text(resolve(m.text, m.conflicts[0], 'theirs'))).toBe(m.text);
    const mine = text(resolve(m.text, m.conflicts[0], 'ours'));
    expect(lineDiff(m.text, mine)).toEqual({
      removed: [[120, '        title: Their title']],
      added: [[120, '        title: Our title']],
    });
    expect(await loads({ 'site.yaml': mine })).toEqual([]);
    // The same change on both sides is no conflict.
    expect(merge3(SITE, theirs, theirs)).toEqual({ ok: true, text: theirs, conflicts: [] });
  });

  it('merges a list of products by id: their removal and reorder, our new product with its comment and our change', async () => {
    const data = parse(PRODUCTS) as { products: { id: string }[] };
    const n = data.products.length;
    // Theirs: the third product goes, the last moves to the top.
    const theirs = text(moveItem(text(removeItem(PRODUCTS, ['products'], 2)), ['products'], n - 2, 0));
    // Ours: a new product after the second, with a comment, and the fifth product's price.
    const fresh = { id: 'bamboo-straws', name: 'Bamboo Straws', category: 'kitchenware', price: 'KSh 200', description: 'Ten straws.', image: { src: '/images/bamboo-grove.svg', alt: 'Straws', width: 800, height: 600 } };
    let ours = text(addItem(PRODUCTS, ['products'], fresh, 2));
    ours = ours.replace('  - id: bamboo-straws\n', '  # New in June\n  - id: bamboo-straws\n');
    ours = text(setScalar(ours, ['products', 5, 'price'], 'KSh 999'));
    const m = merged(PRODUCTS, theirs, ours);
    expect(m.conflicts).toEqual([]);
    const out = parse(m.text) as { products: { id: string; price: string }[] };
    const ids = (parse(theirs) as typeof data).products.map((p) => p.id);
    ids.splice(ids.indexOf(data.products[1].id) + 1, 0, 'bamboo-straws');
    expect(out.products.map((p) => p.id)).toEqual(ids);
    expect(out.products.find((p) => p.id === data.products[4].id)?.price).toBe('KSh 999');
    expect(m.text).toContain('  # New in June\n  - id: bamboo-straws\n    name: Bamboo Straws\n');
    const d = lineDiff(theirs, m.text);
    expect(d.removed).toHaveLength(1);
    expect(d.added).toHaveLength(8);
    // No new problem: theirs already left a page naming the product they removed.
    const problems = async (t: string) => (await loads({ 'content/products.yaml': t })).map((x) => x.replace(/ Known: .*/, ''));
    expect(await problems(m.text)).toEqual(await problems(theirs));
    expect(await problems(theirs)).toEqual(['site.yaml:287 Unknown product "bamboo-serving-tray".']);
    // Our removal of a product they changed is a conflict; their removal of one we changed too.
    const theirs2 = text(setScalar(PRODUCTS, ['products', 0, 'price'], 'KSh 450'));
    const ours2 = text(removeItem(PRODUCTS, ['products'], 0));
    const c = merged(PRODUCTS, theirs2, ours2);
    expect(c.conflicts.map((x) => [x.path, x.ours])).toEqual([['products[0]', undefined]]);
    expect(c.text).toBe(theirs2);
    expect(parse(text(resolve(c.text, c.conflicts[0], 'ours')))).toEqual(parse(ours2));
    const back = merged(PRODUCTS, ours2, theirs2);
    expect(back.conflicts.map((x) => [x.path, x.theirs])).toEqual([['products[0]', undefined]]);
    expect(parse(text(resolve(back.text, back.conflicts[0], 'ours')))).toEqual(parse(theirs2));
  });

  it('merges a post: details field by field, the Markdown taken from the side that changed it', () => {
    const theirs = POST.replace('readTime: 6 min read', 'readTime: 7 min read').replace(
      'A bamboo culm is hollow',
      'A dry bamboo culm is hollow',
    );
    const ours = POST.replace('featured: true', '# Reviewed by Amina\nfeatured: false # until June');
    const m = mergePost(POST, theirs, ours);
    if (!m.ok) throw new Error(m.refusal);
    expect(m.conflicts).toEqual([]);
    expect(m.text).toBe(theirs.replace('featured: true', '# Reviewed by Amina\nfeatured: false # until June'));
    // Both change the Markdown: one conflict, their text kept; "use mine" puts ours.
    const ours2 = POST.replace('A bamboo culm is hollow', 'Any bamboo culm is hollow');
    const c = mergePost(POST, theirs, ours2);
    if (!c.ok) throw new Error(c.refusal);
    expect(c.conflicts.map((x) => [x.part, x.path])).toEqual([['body', 'body']]);
    expect(c.text).toBe(theirs);
    expect(text(resolvePost(c.text, c.conflicts[0], 'ours'))).toBe(theirs.replace('A dry bamboo culm is hollow', 'Any bamboo culm is hollow'));
    expect(mergePost(POST, 'no front matter', ours)).toEqual({ ok: false, refusal: expect.stringMatching(/^Their version does not start/) });
  });

  it('refuses a version that is not YAML, in words', () => {
    expect(merge3(SITE, 'a: [\n', SITE)).toEqual({ ok: false, refusal: expect.stringMatching(/^Their version: The file cannot be read as YAML \(line 2\)/) });
  });
});
