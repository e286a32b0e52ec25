import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Value } from '../../../src/editor/edits.ts';
import { catalog } from '../../../src/editor/catalog.ts';
import { Session } from '../../../src/editor/server/session.ts';
import { least } from '../../../src/editor/starter.ts';
import { firstUses } from '../../../src/docs/blocksDoc.ts';
import type { Catalog, EditorState } from '../../../src/editor/protocol.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

describe("the palette's blocks", () => {
  let session: Session;
  let state: EditorState;
  let cat: Catalog;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'editor-catalog-'));
    for (const part of ['site.yaml', 'content', 'public']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
    session = new Session(dir);
    state = await session.state();
    cat = catalog(state.files['site.yaml'].text);
  });

  const addTo = (page: number, value: Value) =>
    session.edit({
      file: 'site.yaml',
      version: state.files['site.yaml'].version,
      op: { op: 'addItem', path: ['routes', page, 'blocks'], value },
      dryRun: true,
    });

  it('lists every block type with its one-line purpose', () => {
    expect(cat.blocks.length).toBeGreaterThan(20);
    for (const b of cat.blocks) expect(b.purpose, b.type).toMatch(/^[A-Z].{10,}\.$/);
  });

  it('gives each type with an example a starter that the site accepts on another page than its example', async () => {
    const refused: string[] = [];
    const examples = firstUses(state.files['site.yaml'].text);
    for (const b of cat.blocks.filter((x) => examples.has(x.type))) {
      const res = await addTo(1, b.starter);
      if (!res.ok) refused.push(`${b.type}: ${res.message}`);
    }
    expect(refused).toEqual([]);
  });

  it('starts a new item from the schema alone with empty text, never placeholder words', () => {
    const strings = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? Object.values(v).flatMap(strings) : [];
    /** The words the schema itself gives: its defaults, fixed values (a block's type) and choices. */
    const given = (node: unknown): string[] =>
      typeof node !== 'object' || node === null
        ? []
        : Object.entries(node).flatMap(([k, v]) => (k === 'default' || k === 'const' || k === 'enum' ? strings(v) : given(v)));
    const placeholders: string[] = [];
    for (const schema of [...cat.blocks.map((b) => b.schema), cat.product, cat.post]) {
      const own = new Set(given(schema));
      placeholders.push(...strings(least(schema, schema)).filter((s) => s !== '' && !own.has(s)));
    }
    expect(placeholders).toEqual([]);
  });
});
