/**
 * The one notation of a place in the data (src/yamlText/dataPath.ts): the loader's problems carry
 * it, and the editor names its fields by it (`describePath`, the `data-path` a problem finds its
 * field by). Two places never share a name.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describePath } from '../../src/editor/edits';
import { pathFromString, pathToString, type PathSeg } from '../../src/yamlText/dataPath';
import { loadSite } from '../../src/loader/index';
import { ROOT } from './helpers';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('pathToString', () => {
  it('names the whole file with the empty string, items by [n], keys after dots', () => {
    expect(pathToString([])).toBe('');
    expect(pathToString(['site'])).toBe('site');
    expect(pathToString(['routes', 1, 'blocks', 3, 'title'])).toBe('routes[1].blocks[3].title');
    expect(pathToString([0, 'a', 0, 0])).toBe('[0].a[0][0]');
  });

  it('writes a key with a dot, a bracket, a quote or a space in JSON quotes, so no two places share a name', () => {
    expect(pathToString(['chat', 'templates', 'order.new'])).toBe('chat.templates["order.new"]');
    expect(pathToString(['values', 'full name'])).toBe('values["full name"]');
    expect(pathToString(['a b'])).toBe('["a b"]');
    expect(pathToString(['x', ''])).toBe('x[""]');
    expect(pathToString(['x', 'a[0]', 'say "hi"'])).toBe('x["a[0]"]["say \\"hi\\""]');
    // A key that is a number's digits is a key, not an item.
    expect(pathToString(['hours', '0'])).toBe('hours.0');
    expect(pathToString(['hours', 0])).toBe('hours[0]');
    const places = [['a.b'], ['a', 'b'], ['a', 'b '], ['a[0]'], ['a', 0], ['a', '0'], ['a b'], [' a']];
    expect(new Set(places.map(pathToString)).size).toBe(places.length);
  });

  it('is read back by pathFromString, and a string it never writes is no path', () => {
    const places: PathSeg[][] = [
      [],
      ['site'],
      ['routes', 1, 'blocks', 3, 'title'],
      [0, 'a', 0, 0],
      ['chat', 'templates', 'order.new'],
      ['values', 'full name'],
      ['x', ''],
      ['x', 'a[0]', 'say "hi"'],
      ['hours', '0'],
      ['hours', 0],
      ['a', 'b ', 'ünï'],
    ];
    for (const p of places) expect(pathFromString(pathToString(p))).toEqual(p);
    for (const wrong of ['.site', 'a..b', 'a[', 'a[x]', 'a b', 'a]', '[0]b', 'a["b"', 'a.["b"]'])
      expect(pathFromString(wrong), wrong).toBeUndefined();
  });

  it('is the editor’s describePath itself', () => {
    expect(describePath).toBe(pathToString);
  });

  it("gives a problem's path as the editor names the field: a key with a space in a product", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-path-'));
    dirs.push(dir);
    for (const p of ['site.yaml', 'content', 'public']) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
    const products = readFileSync(join(ROOT, 'content/products.yaml'), 'utf8');
    const first = /^ {2}- id: .*$/m.exec(products);
    if (!first) throw new Error('content/products.yaml has no "  - id:" line');
    const at = first.index + first[0].length;
    writeFileSync(join(dir, 'content/products.yaml'), `${products.slice(0, at)}\n    price tag: KSh 100${products.slice(at)}`);
    const r = await loadSite({ root: dir });
    const problem = r.ok ? undefined : r.problems.find((p) => p.kind === 'unknownKey');
    expect(problem?.path).toBe(describePath(['products', 0, 'price tag']));
    expect(problem?.path).toBe('products[0]["price tag"]');
  });
});
