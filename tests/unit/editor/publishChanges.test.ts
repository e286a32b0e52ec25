/**
 * The changes' list and their discards (src/editor/publish/changes.ts) over random edits made
 * with the editor's own operations on the real site.yaml and products.yaml (seeded): every
 * change listed is undone alone (the list then has exactly one change fewer, the others as
 * they were), and undoing them one after another until none is left gives the base's bytes
 * back (most rounds through the field discards alone, the rest with the layout left as the last
 * change).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { assert, describe, expect, it } from 'vitest';
import { moveItem, removeItem, removeKey, setScalar, type Edit, type Path } from '../../../src/editor/edits';
import { fileChanges, type Change, type Words } from '../../../src/editor/publish/changes';
import { catalog } from '../../../src/editor/catalog';
import { seeded } from '../helpers';

const REPO = resolve(__dirname, '../../..');
const SITE = readFileSync(resolve(REPO, 'site.yaml'), 'utf8');
const PRODUCTS = readFileSync(resolve(REPO, 'content/products.yaml'), 'utf8');
const words: Words = { catalog: catalog(SITE), site: parse(SITE) as unknown };

type Place = { path: Path; value: unknown };
/** Every place in the data: [path, value]. */
function places(v: unknown, path: Path = [], out: Place[] = []): Place[] {
  out.push({ path, value: v });
  if (Array.isArray(v)) v.forEach((x, i) => places(x, [...path, i], out));
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) places(x, [...path, k], out);
  return out;
}

/** One random edit of the editor's: a text changed, an item removed or moved, a key removed. */
function randomEdit(text: string, next: () => number, n: number): Edit {
  const all = places(parse(text) as unknown);
  const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
  const kind = Math.floor(next() * 4);
  if (kind === 0) {
    const p = pick(
      all.filter(
        (x) => typeof x.value === 'string' && x.path.length > 1 && !['id', 'type', 'path'].includes(String(x.path[x.path.length - 1])),
      ),
    );
    return setScalar(text, p.path, `Changed ${n}`);
  }
  const lists = all.filter((x) => Array.isArray(x.value) && (x.value as unknown[]).length > 2);
  if (kind === 1) {
    const l = pick(lists);
    return removeItem(text, l.path, Math.floor(next() * (l.value as unknown[]).length));
  }
  if (kind === 2) {
    const l = pick(lists);
    const len = (l.value as unknown[]).length;
    return moveItem(text, l.path, Math.floor(next() * len), Math.floor(next() * len));
  }
  const keys = all.filter(
    (x) =>
      typeof x.path[x.path.length - 1] === 'string' &&
      x.path.length > 2 &&
      !['id', 'type', 'path'].includes(String(x.path[x.path.length - 1])),
  );
  const k = pick(keys);
  return removeKey(text, k.path.slice(0, -1), String(k.path[k.path.length - 1]));
}

/** A change by what it did (its place's words may name an item another change renamed). */
const shown = (c: Change) => `${c.kind}|${c.before ?? ''}|${c.after ?? ''}`;

describe('a change in words', () => {
  it('names an item of the top bar or the footer by its own name and a field by its label, as in the site facts', () => {
    // The English words of one button, the Kiswahili of another taken away: each language by its name, as the panel's inputs.
    const buttons = setScalar(SITE, ['navigation', 'buttons', 0, 'label', 'en'], 'Shop Today');
    assert(buttons.ok);
    const untranslated = removeKey(buttons.text, ['navigation', 'buttons', 1, 'label'], 'sw');
    assert(untranslated.ok);
    const links = removeItem(untranslated.text, ['footer', 'columns', 0, 'links'], 2);
    assert(links.ok);
    const listed = fileChanges('site.yaml', Buffer.from(SITE), Buffer.from(links.text), words);
    expect(listed.map((c) => [c.path, c.place, c.kind, c.before ?? '', c.after ?? ''])).toEqual([
      [
        'navigation.buttons[0].label.en',
        'Top bar › Buttons › “Shop Today” › Words on the button › English',
        'changed',
        'Shop Now',
        'Shop Today',
      ],
      [
        'navigation.buttons[1].label.sw',
        'Top bar › Buttons › “Get Quote” › Words on the button › Kiswahili',
        'removed',
        'Makadirio ya Bei',
        '',
      ],
      ['footer.columns[0].links[2]', 'Footer › Columns › “Company” › Links › “Leadership Team”', 'removed', '“Leadership Team”', ''],
    ]);
  });
});

describe('a post’s translation', () => {
  const FILE = 'content/blog/why-bamboo-beats-plastic.sw.md';
  const text = readFileSync(resolve(REPO, FILE), 'utf8');
  it('is named as the post in its language, and leads to its page there', () => {
    const title = /^title: (.*)$/m.exec(text)?.[1] ?? '';
    const changed = text.replace(/^title: .*$/m, 'title: Mianzi ni Bora');
    const listed = fileChanges(FILE, Buffer.from(text), Buffer.from(changed), words);
    expect(listed.map((c) => [c.place, c.link, c.before, c.after])).toEqual([
      ['Post “Mianzi ni Bora” in Kiswahili › Title', '/sw/blog/why-bamboo-beats-plastic', title.replace(/^"|"$/g, ''), 'Mianzi ni Bora'],
    ]);
  });
  it('made anew, is one change: the post in its language', () => {
    const listed = fileChanges(FILE, undefined, Buffer.from(text), words);
    expect(listed).toHaveLength(1);
    expect(listed[0].place).toMatch(/^Post “.*” in Kiswahili$/);
    expect(listed[0].link).toBe('/sw/blog/why-bamboo-beats-plastic');
  });
});

describe('changes and their discards over random edits', () => {
  for (const [file, base] of [
    ['site.yaml', SITE],
    ['content/products.yaml', PRODUCTS],
  ] as const) {
    const rounds0 = file === 'site.yaml' ? 20 : 40;
    it(`${file}: ${rounds0} rounds of 1 to 4 edits: each change undone alone takes exactly it off the list; all undone, the base's bytes come back`, () => {
      const next = seeded(28);
      let exact = 0;
      let rounds = 0;
      for (let round = 0; round < rounds0; round++) {
        let ours = base;
        const edits = 1 + Math.floor(next() * 4);
        for (let n = 0; n < edits; n++) {
          const e = randomEdit(ours, next, n);
          if (e.ok) ours = e.text;
        }
        const changes = fileChanges(file, Buffer.from(base), Buffer.from(ours), words);
        if (!changes.length) continue;
        rounds++;
        for (const c of changes) {
          const undone = c.undo(ours);
          if (!undone.ok) throw new Error(`${c.id}: ${undone.refusal}`);
          const after = fileChanges(file, Buffer.from(base), Buffer.from(undone.text), words).map(shown).sort();
          const want = changes
            .filter((x) => x !== c)
            .map(shown)
            .sort();
          expect([c.id, after]).toEqual([c.id, want]);
        }
        // Discarded one after another (always the first listed) until the list is empty.
        let text = ours;
        let steps = 0;
        for (let left = changes; left.length; steps++) {
          if (steps > changes.length + 1) throw new Error('the list does not empty');
          const undone = left[0].undo(text);
          if (!undone.ok) throw new Error(undone.refusal);
          text = undone.text;
          const now = fileChanges(file, Buffer.from(base), Buffer.from(text), words);
          // One fewer, or the same count when a field went back and only its layout is left to go.
          expect(now.length).toBeLessThanOrEqual(left.length);
          if (now.length === left.length) expect(now.map((c) => c.path)).toEqual(['']);
          left = now;
        }
        expect(text).toBe(base);
        if (steps === changes.length) exact++;
      }
      expect(rounds).toBeGreaterThan(rounds0 * 0.8);
      // Most rounds come back byte for byte through the edits alone; the rest through one more
      // discard, of the layout left (the publisher discards a file's last change as its base text).
      console.log(`${file}: ${rounds} rounds, ${exact} back byte for byte by the field discards alone`);
      expect(exact / rounds).toBeGreaterThan(0.6);
      // About 10 s for site.yaml on an idle machine: room for a loaded one.
    }, 120_000);
  }
});
