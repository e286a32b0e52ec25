/**
 * The pickers' choices are the loader's index of the site (src/loader/siteIndex.ts): the ids
 * the checks accept, the pages and the sections links may point to. A picker never offers what
 * `npm run validate` would refuse.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hideBlock } from '../../../src/editor/edits';
import { Session } from '../../../src/editor/server/session';
import { loadSite } from '../../../src/loader/index';
import { ROOT } from '../helpers';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'editor-choices-'));
  dirs.push(dir);
  for (const p of ['site.yaml', 'content', 'public']) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  return dir;
}

const COLLECTIONS = ['products', 'categories', 'posts', 'blogCategories', 'forms', 'chatTemplates', 'programs'] as const;

describe("the pickers' choices", () => {
  it("are the loader's index: each collection's ids in its order, named as the index names them", async () => {
    const { choices } = await new Session(ROOT).state();
    const { index } = await loadSite({ root: ROOT });
    for (const c of COLLECTIONS) {
      expect(index.collections[c].length, c).toBeGreaterThan(0);
      expect(choices[c], c).toEqual(index.collections[c].map((e) => ({ value: e.id, label: e.label })));
    }
  });

  it("offer every page and every section the link check accepts, and each post's article", async () => {
    const { choices } = await new Session(ROOT).state();
    const { index } = await loadSite({ root: ROOT });
    const pages = index.pages.filter((p) => !p.path.includes(':') && p.path !== '*');
    const article = index.pages.find((p) => p.path.includes(':slug'));
    if (!article) throw new Error('site.yaml has no article page (a path with :slug)');
    expect(choices.links.map((l) => l.value)).toEqual([
      ...pages.flatMap((p) => [p.path, ...p.sections.map((s) => `${p.path}#${s.id}`)]),
      ...index.collections.posts.map((p) => article.path.replace(':slug', p.id)),
    ]);
    // Each offered link, written into a link field, passes the loader.
    const dir = copy();
    const site = readFileSync(join(dir, 'site.yaml'), 'utf8');
    const line = '    - { label: { en: Home, sw: Mwanzo }, to: / }';
    expect(site).toContain(line);
    const links = choices.links.map((l, i) => `    - { label: Link ${i}, to: "${l.value}" }`).join('\n');
    writeFileSync(join(dir, 'site.yaml'), site.replace(line, `${line}\n${links}`));
    const r = await loadSite({ root: dir });
    expect(r.ok ? [] : r.problems.filter((p) => p.severity === 'error').map((p) => p.message)).toEqual([]);
  });

  it('do not offer the section of a hidden block (the link check refuses it)', async () => {
    const dir = copy();
    const site = readFileSync(join(dir, 'site.yaml'), 'utf8');
    const hidden = hideBlock(site, '/about', 1);
    if (!hidden.ok) throw new Error(hidden.refusal);
    writeFileSync(join(dir, 'site.yaml'), hidden.text);
    const { choices } = await new Session(dir).state();
    const values = choices.links.map((l) => l.value);
    expect(values).toContain('/about');
    expect(values).not.toContain('/about#story');
    expect(values).toContain('/about#offerings');
  });

  it("name a section by its own block's title, counted as the index counts (a route that is not a group of fields keeps its place)", async () => {
    const dir = copy();
    const site = readFileSync(join(dir, 'site.yaml'), 'utf8');
    // A slip: a route written as one word, before the others. The loader reports it; the pickers still name each section right.
    writeFileSync(join(dir, 'site.yaml'), site.replace('routes:\n', 'routes:\n  - oops\n'));
    const { choices } = await new Session(dir).state();
    expect(choices.links.find((l) => l.value === '/about#story')?.label).toBe('About Us | Mianzi Bamboo › From one nursery to a movement');
  });
});
