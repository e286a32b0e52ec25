/**
 * A very large file is placed part by part (src/yamlText/bigFile.ts) instead of parsed whole:
 * every place must be the one the whole parse gives, for every path of the data, for paths that
 * run past it, and for the odd ways a person writes YAML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { BIG } from '../../src/yamlText/bigFile';
import { lazySource, locate, parseSource, type PathSeg } from '../../src/yamlText/source';
import { scalePage } from '../../src/bench/scaleSite';

const site = readFileSync(join(import.meta.dirname, '../../site.yaml'), 'utf8');

/** Items written in many ways: comments, flow groups, block texts, quoted keys, wide dashes, a list at its key's column. */
function oddItem(i: number): string[] {
  switch (i % 7) {
    case 0:
      return ['          - icon: leaf', `            title: "Card ${i}"   # a comment`, '          # a comment at the items’ column'];
    case 1:
      return [`          - { icon: leaf, title: 'Card ${i}' }`];
    case 2:
      return [
        '          - icon: leaf',
        '            text: |',
        '              block text',
        '              - not an item',
        '',
        `            title: Card ${i}`,
      ];
    case 3:
      return ['          -   icon: leaf', `              title: Card ${i}`];
    case 4:
      return ["          - 'icon': leaf", `            "title": Card ${i}`, '            tags:', '            - one', '            - two'];
    case 5:
      return ['          -', '            icon: leaf', `            title: >-`, `              Card ${i}`, '              folded'];
    default:
      return ['          - icon: leaf', `            title: [Card, ${i}]`];
  }
}

function oddPage(items: number): string {
  const lines = ['', '  - path: /odd', '    title: Odd', '    blocks:', '      - type: cards', '        items:'];
  for (let i = 0; i < items; i++) lines.push(...oddItem(i));
  return `${lines.join('\n')}\n`;
}

/** Every path of `data`, and for each group and list one path past it (a missing field, an item past the end). */
function paths(data: unknown, at: PathSeg[] = [], out: PathSeg[][] = []): PathSeg[][] {
  out.push(at);
  if (Array.isArray(data)) {
    data.forEach((v, i) => paths(v, [...at, i], out));
    out.push([...at, data.length], [...at, 'title']);
  } else if (typeof data === 'object' && data !== null) {
    for (const [k, v] of Object.entries(data)) paths(v, [...at, k], out);
    out.push([...at, 'noSuchField'], [...at, 'noSuchField', 0]);
  }
  return out;
}

function sameAsWhole(text: string, every = 1) {
  expect(text.length).toBeGreaterThan(BIG);
  const big = lazySource('site.yaml', text, text, 0, load(text));
  expect(big.big, 'a large text is placed part by part').toBeDefined();
  const whole = parseSource('site.yaml', text);
  const all = paths(load(text)).filter((_, i) => i % every === 0);
  let checked = 0;
  let walked = 0;
  for (const p of all) {
    if (big.big?.walk(p)) walked++;
    for (const target of ['value', 'key'] as const) {
      expect(locate(big, p, target), `${JSON.stringify(p)} (${target})`).toEqual(locate(whole, p, target));
      checked++;
    }
  }
  return { checked, walked: walked / all.length };
}

describe('places in a very large file', () => {
  it('are those of the whole parse, for every path of the site and of 16,000 cards (and paths past them)', () => {
    const text = `${site.trimEnd()}\n${scalePage(16_000, true)}`;
    const { checked, walked } = sameAsWhole(text, 3);
    expect(checked).toBeGreaterThan(30_000);
    expect(walked, 'placed without the whole parse').toBe(1);
  });

  it('are those of the whole parse for items written in odd ways', () => {
    const text = `${site.trimEnd()}\n${oddPage(14_000)}`;
    const { checked, walked } = sameAsWhole(text, 3);
    expect(checked).toBeGreaterThan(30_000);
    expect(walked, 'placed without the whole parse').toBe(1);
  });

  it('fall back to the whole parse for a key with a YAML escape (no error)', () => {
    // "\x74itle" is "title" to YAML, and no JSON text.
    const text = `${site.trimEnd()}\n${scalePage(25_000, false).replace('    title: Many cards', '    "\\x74itle": Many cards')}`;
    const { checked, walked } = sameAsWhole(text, 997);
    expect(checked).toBeGreaterThan(50);
    expect(walked).toBeLessThan(1);
  });

  it('fall back to the whole parse where the indentation cannot tell (a list in brackets over many lines)', () => {
    const items = Array.from({ length: 40_000 }, (_, i) => `          { icon: leaf, title: Card ${i} },`);
    const text = `${site.trimEnd()}\n  - path: /flow\n    title: Flow\n    blocks:\n      - type: cards\n        items: [\n${items.join('\n')}\n          ]\n`;
    const { checked, walked } = sameAsWhole(text, 97);
    expect(checked).toBeGreaterThan(1000);
    // The pages before it are still placed part by part; the list in brackets is not.
    expect(walked).toBeGreaterThan(0);
    expect(walked).toBeLessThan(0.1);
  });
});
