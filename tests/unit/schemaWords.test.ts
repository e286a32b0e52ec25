/**
 * The words the editor and the checks use for the site's data come from the schema: every list
 * declares what one of its items is called (`noun`), and every list of groups of fields names its
 * items by a field declared `title` (src/schema/editorMeta.ts), never by a guess from key names.
 */
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/loader/index.ts';
import { placeOf } from '../../src/loader/where.ts';
import { metaOf, titleKeys } from '../../src/schema/editorMeta.ts';
import { FILE_SCHEMAS } from '../../src/schema/files.ts';
import { translatable } from '../../src/schema/kinds.ts';
import { parseSource } from '../../src/yamlText/source.ts';
import { fixtureSite } from './helpers';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
function bare(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = defOf(cur);
    const next = d.innerType ?? (d.type === 'pipe' ? d.in : d.type === 'lazy' ? d.getter?.() : undefined);
    if (!next) break;
    cur = next;
  }
  return cur;
}

/** Every list in a schema: its place, its schema and its items' schema. */
function lists(schema: z.ZodType, at: string, seen = new Set<z.ZodType>()): Array<{ at: string; list: z.ZodType; item: z.ZodType }> {
  const s = bare(schema);
  if (seen.has(s)) return [];
  seen.add(s);
  const d = defOf(s);
  if (d.type === 'object' && d.shape) return Object.entries(d.shape).flatMap(([k, v]) => lists(v, `${at}.${k}`, seen));
  if (d.type === 'array' && d.element) return [{ at, list: schema, item: d.element }, ...lists(d.element, `${at}[]`, seen)];
  if (d.type === 'union' && d.options) return d.options.flatMap((o, i) => lists(o, `${at}<${i}>`, seen));
  return [];
}

const ALL = FILE_SCHEMAS.flatMap(({ path, schema }) => lists(schema, path.source));

describe('words from the schema', () => {
  it('finds the lists of every file (blocks and form fields included)', () => {
    expect(ALL.length).toBeGreaterThan(40);
    expect(ALL.map((l) => l.at)).toContain(`${FILE_SCHEMAS[0].path.source}.site.hours`);
    expect(FILE_SCHEMAS).toHaveLength(11);
  });

  it('every list declares what one of its items is called', () => {
    expect(ALL.filter((l) => !metaOf(l.list).noun).map((l) => l.at)).toEqual([]);
  });

  it('every list of groups of fields names its items by a field declared title', () => {
    // A text that may be written per language is a union to zod, but one text to its editors, not a group.
    const groups = ALL.filter((l) => ['object', 'union'].includes(defOf(bare(l.item)).type) && !translatable.has(bare(l.item)));
    expect(groups.length).toBeGreaterThan(25);
    expect(groups.filter((l) => !titleKeys(l.item).length).map((l) => l.at)).toEqual([]);
  });

  it('a problem in the opening hours is placed with the declared noun and the item by its title field', () => {
    const src = parseSource('site.yaml', readFileSync('site.yaml', 'utf8'));
    expect(placeOf(src, ['site', 'hours', 1, 'time'])).toBe('site facts › opening time 2 "Saturday" › time');
    const products = parseSource('content/products.yaml', readFileSync('content/products.yaml', 'utf8'));
    expect(placeOf(products, ['products', 0, 'price'])).toMatch(/^product 1 ".+" › price$/);
  });

  it('npm run validate says it the same way', async () => {
    const dir = fixtureSite();
    const file = join(dir, 'site.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('- { days: Mon - Fri, time: 8:00 AM - 6:00 PM }');
    writeFileSync(file, text.replace('- { days: Mon - Fri, time: 8:00 AM - 6:00 PM }', '- { days: Mon - Fri, time: 12 }'));
    const r = await loadSite({ root: dir });
    expect(r.ok ? [] : r.problems.map((p) => p.where)).toContainEqual('site facts › opening time 1 "Mon - Fri" › time');
  });
});
