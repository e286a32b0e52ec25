/**
 * Undo and redo that survive a reload of the panel: the steps are kept in the tab's session
 * storage, each with the file's text before and after it. Read back, a step is kept only while
 * the file on the server is still the text it leads from (its version); a file changed since
 * (by the editor in another tab, a text editor, `git pull`) drops its steps, which are never
 * applied blindly.
 */
import type { FileName, FileState } from '../protocol.ts';

export interface UndoEntry {
  file: FileName;
  before: string;
  after: string;
  label: string;
  /** Typing into one field makes one undo step, not one per pause. */
  field?: string;
  at: number;
}

export interface History {
  undo: UndoEntry[];
  redo: UndoEntry[];
}

export const HISTORY_KEY = 'site-editor-history';
/** At most this many steps each way are kept (a step holds two copies of a file). */
export const KEPT = 50;

const isEntry = (e: unknown): e is UndoEntry => {
  if (typeof e !== 'object' || e === null) return false;
  const r = e as Record<string, unknown>;
  return (
    typeof r.file === 'string' &&
    typeof r.before === 'string' &&
    typeof r.after === 'string' &&
    typeof r.label === 'string' &&
    typeof r.at === 'number' &&
    (r.field === undefined || typeof r.field === 'string')
  );
};

/** The history kept in `storage`, or none when there is none or it cannot be read. */
export function loadHistory(storage: Storage): History {
  try {
    const raw = storage.getItem(HISTORY_KEY);
    const data = raw ? (JSON.parse(raw) as unknown) : undefined;
    if (typeof data !== 'object' || data === null) return { undo: [], redo: [] };
    const { undo, redo } = data as Record<string, unknown>;
    return {
      undo: Array.isArray(undo) ? undo.filter(isEntry) : [],
      redo: Array.isArray(redo) ? redo.filter(isEntry) : [],
    };
  } catch {
    return { undo: [], redo: [] };
  }
}

/** Keeps the history in `storage`: the newest steps, as many as fit. */
export function saveHistory(storage: Storage, history: History): void {
  let undo = history.undo.slice(-KEPT);
  let redo = history.redo.slice(-KEPT);
  for (;;) {
    try {
      storage.setItem(HISTORY_KEY, JSON.stringify({ undo, redo }));
      return;
    } catch {
      // Full: the oldest steps go first.
      if (!undo.length && !redo.length) return;
      if (undo.length >= redo.length) undo = undo.slice(1);
      else redo = redo.slice(1);
    }
  }
}

/**
 * The steps that still apply to the files as the server has them. Undo goes from the newest
 * step down: a step of a file is kept while the file is the text it left (`after`), and the
 * next older step of that file must have left the text this one started from. Redo goes the
 * other way from `before`. The first step of a file that does not fit drops it and every older
 * one of that file.
 */
export function stillValid(history: History, files: Record<FileName, FileState | undefined>): History {
  const chain = (steps: UndoEntry[], from: 'after' | 'before', to: 'after' | 'before') => {
    const expected = new Map<FileName, string | undefined>();
    const kept: UndoEntry[] = [];
    for (const step of [...steps].reverse()) {
      const now = expected.has(step.file) ? expected.get(step.file) : files[step.file]?.text;
      if (now !== undefined && now === step[from]) {
        kept.push(step);
        expected.set(step.file, step[to]);
      } else expected.set(step.file, undefined);
    }
    return kept.reverse();
  };
  return { undo: chain(history.undo, 'after', 'before'), redo: chain(history.redo, 'before', 'after') };
}
