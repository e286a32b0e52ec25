import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blocksMarkdown, firstUses } from '../../src/docs/blocksDoc.ts';
import { Block, blockTypes } from '../../src/schema/blocks.ts';
import { defined, ROOT } from './helpers';

const siteYaml = readFileSync(join(ROOT, 'site.yaml'), 'utf8');
const markdown = blocksMarkdown(siteYaml);

/** The part of the document under `## <type>`, up to the next section. */
function sectionOf(md: string, type: string): string {
  const start = md.indexOf(`\n## ${type}\n`);
  expect(start, `no section for ${type}`).toBeGreaterThan(-1);
  const end = md.indexOf('\n## ', start + 1);
  return md.slice(start + 1, end === -1 ? undefined : end);
}

/** The cells of a field's table row: field, type, required, default, description. */
function rowOf(section: string, field: string): string[] {
  const line = section.split('\n').find((l) => l.startsWith(`| \`${field}\` |`));
  expect(line, `no row for ${field}`).toBeDefined();
  return defined(line)
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** The lines of the yaml example of a section. */
function exampleOf(section: string): string[] {
  const m = /```yaml\n([\s\S]*?)\n```/.exec(section);
  expect(m, 'no yaml example').not.toBeNull();
  return defined(m)[1].split('\n');
}

describe('docs/blocks.md', () => {
  // The tables must follow the schemas exactly. The examples may lag behind site.yaml (an editor
  // changing a title must not turn the build red), but each must still be a valid block.
  const committed = readFileSync(join(ROOT, 'docs', 'blocks.md'), 'utf8');
  const withoutExamples = (md: string) =>
    md.replace(/Example, the first [^\n]*\n\n```yaml\n[\s\S]*?\n```\n|No page uses this block yet\.\n/g, '(example)\n');

  it('is up to date with the block schemas', () => {
    expect(withoutExamples(committed), 'docs/blocks.md is stale: run npm run docs').toBe(withoutExamples(markdown));
  });

  it('shows only examples that are valid blocks of their type', () => {
    const examples = [...committed.matchAll(/\n## (\w+)\n[\s\S]*?(?:```yaml\n([\s\S]*?)\n```|No page uses)/g)];
    expect(examples.length).toBe(blockTypes.length);
    for (const m of examples) {
      const [, type] = m;
      const text = m.at(2); // none when no page uses the block
      if (text === undefined) continue;
      const [item] = parse(text.startsWith('{') ? `[${text}]` : text) as unknown[];
      const r = Block.safeParse(item);
      expect(r.success ? type : r.error.message, `example of ${type}`).toBe(type);
      expect((item as { type: string }).type).toBe(type);
    }
  });

  it('has a section, and a contents entry, for every block type', () => {
    for (const type of blockTypes) {
      expect(markdown).toContain(`\n## ${type}\n`);
      expect(markdown).toContain(`- [${type}](#${type.toLowerCase()}): `);
    }
  });

  it('shows what is required and what has a default', () => {
    const hero = sectionOf(markdown, 'hero');
    // docs/blocks.md knows both forms of a text: one for every language, or one per language.
    const text = 'text, or one per language (`en: …`, `sw: …`)';
    expect(rowOf(hero, 'title')).toEqual(['`title`', text, 'yes', '', "The headline; the page's main heading."]);
    expect(rowOf(hero, 'buttons').slice(1, 4)).toEqual(['list of buttons (up to 3)', 'no', 'none']);
    expect(rowOf(hero, 'buttons[].label').slice(1, 3)).toEqual([text, 'yes']);
    expect(rowOf(hero, 'image.src').slice(1, 3)).toEqual(['image file', 'yes']);
    const cards = sectionOf(markdown, 'cards');
    expect(rowOf(cards, 'columns').slice(1, 4)).toEqual(['one of: `2`, `3`, `4`', 'no', '`3`']);
    expect(rowOf(sectionOf(markdown, 'blogArticle'), 'backTo').slice(1, 4)).toEqual(['link', 'no', '`/blog`']);
  });

  it('leaves id and hidden to the introduction and spells out the button rule', () => {
    const hero = sectionOf(markdown, 'hero');
    expect(hero).not.toContain('| `id` |');
    expect(hero).not.toContain('| `hidden` |');
    expect(markdown).toContain('- `hidden: true`: hides this block without deleting it.');
    expect(hero).toContain('- `buttons[]`: A button needs exactly one of "to"');
  });

  it('shows as example the first block of the type in site.yaml, copied from its source', () => {
    // Judged by content, not by layout: an editor may quote a title or write a block on one line.
    const data = parse(siteYaml) as { routes: Array<{ path: string; blocks: Array<{ type: string }> }> };
    const route = defined(data.routes.find((r) => r.blocks.some((b) => b.type === 'hero')));
    const firstHero = route.blocks.find((b) => b.type === 'hero');
    const hero = sectionOf(markdown, 'hero');
    const text = exampleOf(hero).join('\n');
    const [shown] = parse(text.startsWith('{') ? `[${text}]` : text) as unknown[];
    expect(shown).toEqual(firstHero);
    expect(firstUses(siteYaml).get('hero')?.path).toBe(route.path);
    expect(hero).toContain(`block in site.yaml (page \`${route.path}\`):`);
  });

  it('copies an example from the source text, comments and layout included', () => {
    const yaml = [
      'routes:',
      '  - path: /x',
      '    blocks:',
      '      - type: hero',
      '        # the welcome',
      '        title: "Hi: there"',
      '',
    ].join('\n');
    expect(exampleOf(sectionOf(blocksMarkdown(yaml), 'hero'))).toEqual(['- type: hero', '  # the welcome', '  title: "Hi: there"']);
  });

  it('says when no page uses a block type, and copes with flow-style lists', () => {
    const md = blocksMarkdown(['routes:', '  - path: /x', '    blocks: [{ type: hero, title: "A | B" }]', ''].join('\n'));
    expect(exampleOf(sectionOf(md, 'hero'))).toEqual(['{ type: hero, title: "A | B" }']);
    expect(sectionOf(md, 'hero')).toContain('(page `/x`):');
    expect(sectionOf(md, 'stats')).toContain('No page uses this block yet.');
  });

  it('fails loudly on a site.yaml that does not parse', () => {
    expect(() => blocksMarkdown('routes: [')).toThrow(/does not parse/);
  });
});
