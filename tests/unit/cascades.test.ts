import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/loader/index.ts';
import { ROOT } from './helpers';

/** A copy of the real site with one slip made in one file, the way an editor would make it. */
function realSiteWith(file: string, slip: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-slip-'));
  for (const part of ['site.yaml', 'content', 'public']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  const before = readFileSync(join(dir, file), 'utf8');
  const after = slip(before);
  expect(after, 'the slip changes the file').not.toBe(before);
  writeFileSync(join(dir, file), after);
  return dir;
}

// The real site has many more references than the fixtures: one slip must still give one message, first.
const slips: Array<{ name: string; file: string; slip: (t: string) => string; says: RegExp }> = [
  {
    name: 'products: written product:',
    file: 'content/products.yaml',
    slip: (t) => t.replace(/^products:/m, 'product:'),
    says: /Did you mean "products"\?.*Until this is fixed, \d+ references to products cannot be checked\.$/,
  },
  {
    name: 'categories: written category:',
    file: 'content/products.yaml',
    slip: (t) => t.replace(/^categories:/m, 'category:'),
    says: /Did you mean "categories"\?.*\d+ references to product categories cannot be checked\.$/,
  },
  {
    name: 'templates: written template:',
    file: 'site.yaml',
    slip: (t) => t.replace(/^ {2}templates:/m, '  template:'),
    says: /Did you mean "templates"\?.*\d+ references to chat message templates cannot be checked\.$/,
  },
  { name: 'an empty site.yaml', file: 'site.yaml', slip: () => '\n', says: /^This file is empty\. It needs "site", .*"routes"\./ },
  {
    name: 'path: /about written path: about',
    file: 'site.yaml',
    slip: (t) => t.replace(/^ {2}- path: \/about$/m, '  - path: about'),
    says: /Write "\/about"\.$/,
  },
  {
    name: 'a block id written as a title',
    file: 'site.yaml',
    slip: (t) => t.replace(/^( +)id: story$/m, '$1id: Our Story'),
    says: /Write "our-story"\. Until this is fixed, \d+ links? to (a section|sections) of \/about cannot be checked\.$/,
  },
  {
    name: 'a route path written with a trailing slash',
    file: 'site.yaml',
    slip: (t) => t.replace(/^ {2}- path: \/careers$/m, '  - path: /careers/'),
    says: /Write "\/careers"\.$/,
  },
  {
    name: 'a product id written with capitals',
    file: 'content/products.yaml',
    slip: (t) => t.replace(/^ {2}- id: bamboo-cutlery-set$/m, '  - id: Bamboo-Cutlery-Set'),
    says: /Write "bamboo-cutlery-set"\.$/,
  },
];

describe('one slip, one message, on the real site', () => {
  for (const { name, file, slip, says } of slips) {
    it(`${name}: one problem, in ${file}, saying the cause`, async () => {
      const r = await loadSite({ root: realSiteWith(file, slip) });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      // One error; the real site's standing warnings (its posts not yet in Kiswahili) are not the slip's.
      const errors = r.problems.filter((p) => p.severity === 'error');
      expect(r.problems.filter((p) => p.severity === 'warning').every((p) => p.kind === 'untranslatedPost')).toBe(true);
      expect(errors.map((p) => `${p.file}:${p.line} ${p.message}`)).toHaveLength(1);
      expect(errors[0].file).toBe(file);
      expect(errors[0].message).toMatch(says);
    });
  }
});
