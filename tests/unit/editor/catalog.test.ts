import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Value } from '../../../src/editor/edits.ts';
import { catalog } from '../../../src/editor/server/catalog.ts';
import { Session } from '../../../src/editor/server/session.ts';
import { least } from '../../../src/editor/starter.ts';
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
    cat = catalog(state.files['site.yaml'].text, state.choices);
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

  it('gives each type a starter that the site accepts on another page than its example', async () => {
    const refused: string[] = [];
    for (const b of cat.blocks) {
      const res = await addTo(1, b.starter);
      if (!res.ok) refused.push(`${b.type}: ${res.message}`);
    }
    expect(refused).toEqual([]);
  });

  it('makes a starter from the schema alone that the site accepts, for a type with no example', async () => {
    const refused: string[] = [];
    for (const b of cat.blocks) {
      const value = least(b.schema, b.schema, state.choices) as Record<string, Value>;
      const res = await addTo(2, value);
      if (!res.ok) refused.push(`${b.type}: ${res.message}`);
    }
    expect(refused).toEqual([]);
  });
});
