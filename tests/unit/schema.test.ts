import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../src/schema/blocks.ts';
import { runOnWord } from '../../src/schema/kinds.ts';
import { contentJsonSchemas, siteJsonSchema } from '../../src/schema/jsonSchema.ts';
import { SiteManifest } from '../../src/schema/site.ts';
import { defined, ROOT } from './helpers';

type Json = Record<string, unknown>;

/** Every property of every object in a JSON Schema, with its path. */
function properties(node: unknown, path = '$', out: Array<[string, Json]> = []): Array<[string, Json]> {
  if (Array.isArray(node)) node.forEach((n, i) => properties(n, `${path}[${i}]`, out));
  else if (node && typeof node === 'object') {
    const o = node as Json;
    if (o.properties && typeof o.properties === 'object') {
      for (const [k, v] of Object.entries(o.properties as Json)) out.push([`${path}.${k}`, v as Json]);
    }
    for (const [k, v] of Object.entries(o)) properties(v, `${path}/${k}`, out);
  }
  return out;
}

describe('site.schema.json', () => {
  it('is up to date with the zod schemas (run npm run schema)', () => {
    const committed: unknown = JSON.parse(readFileSync(join(ROOT, 'site.schema.json'), 'utf8'));
    expect(committed).toEqual(siteJsonSchema());
  });

  it('has content schemas up to date in schemas/ (run npm run schema)', () => {
    for (const [name, schema] of Object.entries(contentJsonSchemas())) {
      expect(JSON.parse(readFileSync(join(ROOT, 'schemas', name), 'utf8')), name).toEqual(schema);
    }
  });

  it('has nothing else in schemas/ (a schema no longer generated is removed)', () => {
    expect(readdirSync(join(ROOT, 'schemas')).sort()).toEqual(Object.keys(contentJsonSchemas()).sort());
  });

  it('describes every field, so editors show help on hover', () => {
    const missing = [siteJsonSchema(), ...Object.values(contentJsonSchemas())]
      .flatMap((s) => properties(s))
      // `false`: a key that may not be there (a button's second action), nothing to hover over.
      .filter(([, p]) => (p as unknown) !== false && !p.description && p.const === undefined)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it("gives the loader's words for every pattern and every list of values, and lists every value at once", () => {
    const unworded: string[] = [];
    const visit = (node: unknown, path: string, inIf: boolean): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => visit(n, `${path}[${i}]`, inIf));
        return;
      }
      if (!node || typeof node !== 'object') return;
      const o = node as Json;
      if (typeof o.pattern === 'string' && typeof o.patternErrorMessage !== 'string') unworded.push(`${path} (pattern)`);
      // An if's values only pick a variant: the language server never reports them.
      if (Array.isArray(o.enum) && !inIf && typeof o.errorMessage !== 'string') unworded.push(`${path} (enum)`);
      // oneOf: the server names only the variant it guesses; anyOf of constants: one value per message.
      if (o.oneOf) unworded.push(`${path} (oneOf)`);
      if (Array.isArray(o.anyOf) && (o.anyOf as Json[]).every((a) => a.const !== undefined)) unworded.push(`${path} (anyOf of constants)`);
      for (const [k, v] of Object.entries(o)) visit(v, `${path}/${k}`, inIf || k === 'if');
    };
    for (const [name, schema] of Object.entries({ 'site.schema.json': siteJsonSchema(), ...contentJsonSchemas() }))
      visit(schema, name, false);
    expect(unworded).toEqual([]);
  });

  it('offers every block type for autocompletion', () => {
    const text = JSON.stringify(siteJsonSchema());
    for (const t of blockTypes) expect(text).toContain(`"const":"${t}"`);
  });

  it('is named on the first line of site.yaml and of each content file for the YAML language server', () => {
    const first = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n')[0];
    expect(first('site.yaml')).toBe('# yaml-language-server: $schema=./site.schema.json');
    for (const n of ['products', 'blog', 'programs', 'testimonials', 'partners', 'impact', 'training'])
      expect(first(`content/${n}.yaml`)).toBe(`# yaml-language-server: $schema=../schemas/${n}.schema.json`);
    for (const f of readdirSync(join(ROOT, 'content/forms')))
      expect(first(`content/forms/${f}`)).toBe('# yaml-language-server: $schema=../../schemas/form.schema.json');
  });
});

describe('manifest schema', () => {
  it('rejects unknown keys everywhere (strict objects)', () => {
    const r = SiteManifest.safeParse({ site: {}, navigation: {}, footer: {}, chat: {}, routes: [], extra: 1 });
    expect(r.success).toBe(false);
    expect(defined(r.error).issues.some((i) => i.code === 'unrecognized_keys' && i.keys.includes('extra'))).toBe(true);
  });

  it('discriminates blocks by type', () => {
    expect(blockTypes).toEqual(expect.arrayContaining(['hero', 'productGrid', 'blogArticle', 'notFound']));
    expect(new Set(blockTypes).size).toBe(blockTypes.length);
  });
});

describe('a run-on word in text', () => {
  it('is refused past 30 letters, with the start of the word and its length', () => {
    expect(runOnWord('BambooHarvestDayInWebuyeWithTheWholeCommunity')).toBe(
      '"BambooHarvestDayInWebuye…" is one word of 45 letters: a phone\'s screen breaks it in the middle. Put spaces between its words.',
    );
  });
  it('lets long real words, addresses, dashed names and punctuation pass', () => {
    for (const ok of [
      'Internationalisation of bamboo',
      'See https://example.co.ke/a-very-long-path/that-goes-on-and-on-and-on',
      'Write to partnerships.and.wholesale@example.co.ke',
      'bamboo-desk-organiser-with-drawers-and-pen-holder',
      '“Internationalisation!”',
    ])
      expect(runOnWord(ok), ok).toBeUndefined();
  });
});
