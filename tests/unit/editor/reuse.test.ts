/**
 * A file that repeats values with anchors, aliases or merge keys (refused by the loader)
 * in the visual editor: opened, it has no data for the forms and the Problems list gives the
 * loader's one message; an edit of it is refused with that message, and nothing is written. The
 * editor never writes an anchor or alias itself. An alias bomb costs the editor no more than the loader.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addItem, setScalar } from '../../../src/editor/edits';
import { Session } from '../../../src/editor/server/session';
import { versionOf } from '../../../src/editor/files';

const REPO = resolve(__dirname, '../../..');
const FIXTURES = join(REPO, 'tests/fixtures');

function site(broken: string): string {
  const root = mkdtempSync(join(tmpdir(), 'editor-reuse-'));
  cpSync(join(FIXTURES, 'minimal'), root, { recursive: true });
  cpSync(join(FIXTURES, 'broken', broken), root, { recursive: true });
  return root;
}

describe('a file that repeats values with anchors, aliases or merge keys, in the editor', () => {
  for (const [broken, file] of [
    ['yaml-merge-key', 'site.yaml'],
    ['post-front-matter-alias', 'content/blog/first-post.md'],
    ['yaml-alias-bomb', 'site.yaml'],
  ] as const) {
    it(`${broken}: opens with the loader's one message and no data; an edit is refused in its words and writes nothing`, async () => {
      const root = site(broken);
      const session = new Session(root);
      const start = performance.now();
      const state = await session.state();
      expect(performance.now() - start).toBeLessThan(3000);
      expect(state.files[file].data).toBeUndefined();
      const reuse = state.problems.filter((p) => p.kind === 'yamlReuse');
      expect(reuse.map((p) => p.file)).toEqual([file]);
      const text = readFileSync(join(root, file), 'utf8');
      const r = await session.edit({
        file,
        version: versionOf(text),
        op: file.endsWith('.md')
          ? { op: 'postSet', path: ['author'], value: 'Someone' }
          : { op: 'set', path: ['site', 'name'], value: 'X' },
      });
      expect(r).toEqual({ ok: false, reason: 'refused', message: `${reuse[0].message} Fix it in a text editor first, then edit it here.` });
      expect(readFileSync(join(root, file), 'utf8')).toBe(text);
    });
  }

  it('an edit writes a value that looks like an anchor or alias in quotes, and one object twice as two copies', () => {
    const text = 'a: 1\nlist: []\n';
    const quotedText = setScalar(text, ['a'], '&x');
    expect(quotedText).toEqual({ ok: true, text: 'a: "&x"\nlist: []\n' });
    const star = setScalar(text, ['a'], '*x');
    expect(star).toEqual({ ok: true, text: 'a: "*x"\nlist: []\n' });
    const shared = { label: 'Home', to: '/' };
    const twice = addItem(text, ['list'], { first: shared, second: shared });
    expect(twice.ok && twice.text).not.toMatch(/[&*]/);
    expect(twice.ok && twice.text.match(/label: Home/g)?.length).toBe(2);
  });
});

// The same file written from scratch: a text that repeats nothing still opens with its data.
describe('a file without anchors', () => {
  it('opens with its data, as before', async () => {
    const root = site('yaml-merge-key');
    writeFileSync(join(root, 'site.yaml'), readFileSync(join(FIXTURES, 'minimal/site.yaml'), 'utf8'));
    const state = await new Session(root).state();
    expect(state.files['site.yaml'].data).toMatchObject({ site: { name: 'Test Bamboo' } });
    expect(state.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
