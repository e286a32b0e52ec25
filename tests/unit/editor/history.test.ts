/**
 * The panel's undo history across a reload (src/editor/app/history.ts): a step is read back only
 * while the file is still the text it leads from; a file changed since drops its steps.
 */
import { describe, expect, it } from 'vitest';
import { HISTORY_KEY, KEPT, loadHistory, saveHistory, stillValid, type UndoEntry } from '../../../src/editor/app/history.ts';
import type { FileState } from '../../../src/editor/protocol.ts';

const step = (file: string, before: string, after: string, label = `${before}→${after}`): UndoEntry => ({
  file,
  before,
  after,
  label,
  at: 0,
});
const files = (texts: Record<string, string>): Record<string, FileState> =>
  Object.fromEntries(Object.entries(texts).map(([file, text]) => [file, { file, version: text, text, data: undefined }]));

/** A Storage in memory; `room` characters at most, as a browser's quota. */
function memory(room = Infinity): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => map.delete(k),
    setItem: (k, v) => {
      if (v.length > room) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
  };
}

describe('stillValid', () => {
  it('keeps the steps that lead to the files as they are', () => {
    const undo = [step('a', 'a0', 'a1'), step('b', 'b0', 'b1'), step('a', 'a1', 'a2')];
    const redo = [step('b', 'b2', 'b3'), step('b', 'b1', 'b2')];
    expect(stillValid({ undo, redo }, files({ a: 'a2', b: 'b1' }))).toEqual({ undo, redo });
  });

  it("drops the steps of a file changed since, and only that file's", () => {
    const undo = [step('a', 'a0', 'a1'), step('b', 'b0', 'b1'), step('a', 'a1', 'a2')];
    // a was changed by another program after a2.
    expect(stillValid({ undo, redo: [] }, files({ a: 'a2 edited by hand', b: 'b1' }))).toEqual({ undo: [undo[1]], redo: [] });
  });

  it('drops the older steps of a file below a step that does not chain', () => {
    const undo = [step('a', 'a0', 'a1'), step('a', 'x', 'a2')];
    expect(stillValid({ undo, redo: [] }, files({ a: 'a2' })).undo).toEqual([undo[1]]);
  });

  it('drops redo steps that no longer start from the file, and steps of files that are gone', () => {
    const redo = [step('a', 'a1', 'a2')];
    expect(stillValid({ undo: [step('gone.md', '', 'x')], redo }, files({ a: 'a0' }))).toEqual({ undo: [], redo: [] });
  });
});

describe('loadHistory and saveHistory', () => {
  it('reads back what was kept', () => {
    const storage = memory();
    const history = { undo: [step('a', 'a0', 'a1')], redo: [step('b', 'b1', 'b2')] };
    saveHistory(storage, history);
    expect(loadHistory(storage)).toEqual(history);
  });

  it('reads nothing from a missing, broken or foreign value, and skips malformed steps', () => {
    const storage = memory();
    expect(loadHistory(storage)).toEqual({ undo: [], redo: [] });
    storage.setItem(HISTORY_KEY, '{not json');
    expect(loadHistory(storage)).toEqual({ undo: [], redo: [] });
    storage.setItem(HISTORY_KEY, JSON.stringify({ undo: [{ file: 'a' }, step('a', '0', '1'), null], redo: 'x' }));
    expect(loadHistory(storage)).toEqual({ undo: [step('a', '0', '1')], redo: [] });
  });

  it(`keeps the newest ${KEPT} steps, and fewer when the storage is full`, () => {
    const storage = memory();
    const undo = Array.from({ length: KEPT + 10 }, (_, i) => step('a', `${i}`, `${i + 1}`));
    saveHistory(storage, { undo, redo: [] });
    expect(loadHistory(storage).undo).toEqual(undo.slice(-KEPT));
    const small = memory(1000);
    const big = Array.from({ length: 10 }, (_, i) => step('a', `${'x'.repeat(100)}${i}`, `${'y'.repeat(100)}${i}`));
    saveHistory(small, { undo: big, redo: [] });
    const kept = loadHistory(small).undo;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(big.slice(-kept.length));
  });
});
