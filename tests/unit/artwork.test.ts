import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/loader/index.ts';
import type { SiteModel } from '../../src/schema/model.ts';
import { localize } from '../../src/i18n/localize.ts';

let model: SiteModel;
beforeAll(async () => {
  const r = await loadSite();
  if (!r.ok) throw new Error('site.yaml invalid');
  model = localize(r.model, 'en');
});
const digest = (src: string) =>
  createHash('sha256')
    .update(readFileSync(join('public', src)))
    .digest('hex');

describe('the artwork', () => {
  it('gives every product a picture of its own: no two products share a file or a drawing', () => {
    const files = model.content.products.map((p) => p.image.src);
    expect(new Set(files).size).toBe(files.length);
    expect(new Set(files.map(digest)).size).toBe(files.length);
  });

  it('draws the before and after of each restoration pair, and the pairs, as different pictures', () => {
    const pictures = model.content.impact.beforeAfter.flatMap((pair) => [pair.before.src, pair.after.src]);
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pictures.map(digest)).size).toBe(pictures.length);
  });
});
