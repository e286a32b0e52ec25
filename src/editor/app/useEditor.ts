/**
 * The panel's state: the files as the server last read them, what is being saved, the
 * messages at fields, and undo/redo. Changes go to the server one at a time, each on the
 * version of its file the panel last saw; the server checks and writes (or says why not).
 */
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Catalog, EditorState, EditResponse, FileName, Op, NewPostRequest, ProblemView } from '../protocol.ts';
import { useBackend } from './backendContext.ts';
import { loadHistory, saveHistory, stillValid, type History } from './history.ts';

export type SaveStatus = { kind: 'saved' | 'saving' | 'loading' } | { kind: 'error'; message: string };

/** A message at a field: the loader's problems the change would make, or why the edit cannot be made. */
export interface FieldMessage {
  message: string;
  problems: ProblemView[];
}

export interface EditOptions {
  label: string;
  /** The field the change is made in (its messages show there). */
  field?: string;
}

const MERGE_MS = 4000;

export function useEditor() {
  const api = useBackend();
  const [state, setState] = useState<EditorState>();
  const [catalog, setCatalog] = useState<Catalog>();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'loading' });
  const [fieldMessages, setFieldMessages] = useState<Record<string, FieldMessage | undefined>>({});
  const [history, setHistory] = useState<History>({ undo: [], redo: [] });
  const stateRef = useRef<EditorState>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The history as the queue's tasks read it: changed here at once, then drawn. (Copied from the
  // drawn state in an effect, an Undo pressed while a change was being saved read the history
  // from before that change, and refused or undid the one before.)
  const historyRef = useRef(history);
  const changeHistory = useCallback((change: (h: History) => History) => {
    historyRef.current = change(historyRef.current);
    setHistory(historyRef.current);
  }, []);
  // Whether the history kept in the tab (history.ts) has been read back: until then it is not overwritten.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) saveHistory(sessionStorage, history);
  }, [history]);

  /**
   * Sets or clears one field's message, and says in the header what is true: "Not saved" while any
   * field holds a change that was not saved, else saved.
   */
  const messagesRef = useRef<Record<string, FieldMessage | undefined>>({});
  const setField = useCallback((field: string, message: FieldMessage | undefined) => {
    const others = Object.entries(messagesRef.current).filter(([k]) => k !== field);
    const next: Record<string, FieldMessage | undefined> = Object.fromEntries(message ? [...others, [field, message]] : others);
    messagesRef.current = next;
    setFieldMessages(next);
    const left = Object.values(next).find(Boolean);
    setStatus(left ? { kind: 'error', message: left.message } : { kind: 'saved' });
  }, []);

  /** A field's change that is not sent (a needed field emptied): its message, and the header says so. */
  const note = useCallback((field: string, message: string) => setField(field, { message, problems: [] }), [setField]);
  /** A field back to what the file has: its message goes, and the header is true again. */
  const clear = useCallback(
    (field: string) => {
      if (field in messagesRef.current) setField(field, undefined);
    },
    [setField],
  );

  const take = useCallback((next: EditorState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const reload = useCallback(async () => {
    try {
      take(await api.state());
      setStatus((s) => (s.kind === 'loading' ? { kind: 'saved' } : s));
    } catch (e) {
      setStatus({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  }, [api, take]);

  useEffect(() => {
    api
      .state()
      .then((first) => {
        take(first);
        setStatus({ kind: 'saved' });
        // The undo history from before a reload, without the steps of files changed since.
        if (!restored.current) {
          const kept = stillValid(loadHistory(sessionStorage), first.files);
          restored.current = true;
          changeHistory(() => kept);
        }
      })
      .catch((e: unknown) => setStatus({ kind: 'error', message: e instanceof Error ? e.message : String(e) }));
    api
      .catalog()
      .then(setCatalog)
      .catch((e: unknown) => setStatus({ kind: 'error', message: e instanceof Error ? e.message : String(e) }));
    const events = api.events();
    events.addEventListener('changed', (e) => {
      const { files } = JSON.parse((e as MessageEvent<string>).data) as { files: string[] };
      // The editor's own records (its publications) are not the person's files: read again, not announced.
      const theirs = files.filter((f) => !f.split('/').some((part) => part.startsWith('.')));
      void reload().then(() => {
        if (theirs.length) notifications.show({ color: 'yellow', title: api.otherWriter.title, message: api.otherWriter.changed(theirs) });
      });
    });
    return () => events.close();
  }, [api, reload, take, changeHistory]);

  /** Applies a server's answer; true when the change was written. */
  const settle = useCallback(
    (res: EditResponse, field: string | undefined): boolean => {
      if (res.ok) {
        if (res.state) take(res.state);
        if (field) setField(field, undefined);
        else {
          const left = Object.values(messagesRef.current).find(Boolean);
          setStatus(left ? { kind: 'error', message: left.message } : { kind: 'saved' });
        }
        return res.written;
      }
      if (res.reason === 'conflict') {
        take(res.state);
        notifications.show({ color: 'yellow', title: 'Read again from disk', message: res.message, autoClose: 10_000 });
        setStatus({ kind: 'error', message: res.message });
        return false;
      }
      const problems = res.reason === 'invalid' ? res.problems : [];
      if (field) setField(field, { message: res.message, problems });
      // A change made with a button (move, hide, delete…) has no field to show why: say it here, with the place.
      else
        notifications.show({
          color: 'red',
          title: 'Not saved',
          message: problems.length
            ? problems
                .slice(0, 3)
                .map((p) => `${p.where}: ${p.message}`)
                .join('\n')
            : res.message,
          autoClose: 15_000,
        });
      setStatus({ kind: 'error', message: res.message });
      return false;
    },
    [take, setField],
  );

  const run = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task, task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const fail = (e: unknown) => {
    setStatus({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
    return false;
  };

  /** One change to one file; true when it was written. */
  const edit = useCallback(
    (file: FileName, op: Op, opts: EditOptions): Promise<boolean> =>
      run(async () => {
        const current = stateRef.current?.files[file];
        if (!current) return fail(new Error(`${file} is not open in the editor.`));
        setStatus({ kind: 'saving' });
        try {
          const res = await api.edit({ file, version: current.version, op });
          const written = settle(res, opts.field);
          if (written && res.ok) {
            changeHistory(({ undo: stack }) => {
              const top = stack.at(-1);
              const now = Date.now();
              if (
                top &&
                opts.field &&
                top.field === opts.field &&
                top.file === file &&
                top.after === res.before &&
                now - top.at < MERGE_MS
              ) {
                return { undo: [...stack.slice(0, -1), { ...top, after: res.after, at: now }], redo: [] };
              }
              return {
                undo: [...stack, { file, before: res.before, after: res.after, label: opts.label, field: opts.field, at: now }],
                redo: [],
              };
            });
          }
          return written;
        } catch (e) {
          return fail(e);
        }
      }),
    [api, run, settle, changeHistory],
  );

  /** A new post; `field` is the key of the dialog's messages (its fields find theirs by the post's file). */
  const newPost = useCallback(
    (req: NewPostRequest, field: string): Promise<EditResponse | undefined> =>
      run(async () => {
        setStatus({ kind: 'saving' });
        try {
          const res = await api.newPost(req);
          settle(res, field);
          return res;
        } catch (e) {
          fail(e);
          return undefined;
        }
      }),
    [api, run, settle],
  );

  /** Puts a file back to the text before (undo) or after (redo) a step, if nothing changed it since. */
  const step = useCallback(
    (direction: 'undo' | 'redo') =>
      run(async () => {
        const from = historyRef.current[direction];
        const entry = from.at(-1);
        if (!entry) return;
        const current = stateRef.current?.files[entry.file];
        const expected = direction === 'undo' ? entry.after : entry.before;
        if (current?.text !== expected) {
          notifications.show({
            color: 'yellow',
            title: `Cannot ${direction}`,
            message: `${entry.file} changed since "${entry.label}"; ${direction} would overwrite that change.`,
          });
          return;
        }
        setStatus({ kind: 'saving' });
        try {
          const text = direction === 'undo' ? entry.before : entry.after;
          const res = await api.edit({ file: entry.file, version: current.version, op: { op: 'restore', text } });
          if (!settle(res, undefined)) return;
          changeHistory(({ undo, redo }) =>
            direction === 'undo'
              ? { undo: undo.slice(0, -1), redo: [...redo, entry] }
              : { undo: [...undo, entry], redo: redo.slice(0, -1) },
          );
          notifications.show({ title: direction === 'undo' ? 'Undone' : 'Redone', message: entry.label, autoClose: 2500 });
        } catch (e) {
          fail(e);
        }
      }),
    [api, run, settle, changeHistory],
  );

  return {
    state,
    catalog,
    status,
    fieldMessages,
    note,
    clear,
    edit,
    newPost,
    reload,
    undo: () => step('undo'),
    redo: () => step('redo'),
    canUndo: history.undo.length > 0,
    canRedo: history.redo.length > 0,
    undoLabel: history.undo.at(-1)?.label,
    redoLabel: history.redo.at(-1)?.label,
  };
}

export type Editor = ReturnType<typeof useEditor>;
