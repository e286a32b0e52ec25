import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../src/schema/blocks.ts';
import { siteJsonSchema } from '../../src/schema/jsonSchema.ts';
import { SiteManifest } from '../../src/schema/site.ts';
import { ROOT } from './helpers';

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
    const committed = JSON.parse(readFileSync(join(ROOT, 'site.schema.json'), 'utf8'));
    expect(committed).toEqual(siteJsonSchema());
  });

  it('describes every field, so editors show help on hover', () => {
    const missing = properties(siteJsonSchema())
      .filter(([path, p]) => !p.description && !path.endsWith('.type'))
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('offers every block type for autocompletion', () => {
    const text = JSON.stringify(siteJsonSchema());
    for (const t of blockTypes) expect(text).toContain(`"const":"${t}"`);
  });

  it('is named on the first line of site.yaml for the YAML language server', () => {
    const first = readFileSync(join(ROOT, 'site.yaml'), 'utf8').split('\n')[0];
    expect(first).toBe('# yaml-language-server: $schema=./site.schema.json');
  });
});

describe('manifest schema', () => {
  it('rejects unknown keys everywhere (strict objects)', () => {
    const r = SiteManifest.safeParse({ site: {}, navigation: {}, footer: {}, chat: {}, routes: [], extra: 1 });
    expect(r.success).toBe(false);
    expect(r.error!.issues.some((i) => i.code === 'unrecognized_keys' && i.keys.includes('extra'))).toBe(true);
  });

  it('discriminates blocks by type', () => {
    expect(blockTypes).toEqual(expect.arrayContaining(['hero', 'productGrid', 'blogArticle', 'notFound']));
    expect(new Set(blockTypes).size).toBe(blockTypes.length);
  });
});
