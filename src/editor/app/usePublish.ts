/**
 * Publishing's side of the panel: the unpublished changes (read again after every
 * save and every change on disk, as both give the panel a new state), the publications and how
 * far each got (asked again every 10 s while one is waiting for review and the panel is seen),
 * and the three requests that change something: discard, prepare, publish.
 */
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChangeView, ConflictView, EditorState, PublicationView, PublishRequest, PublishResponse } from '../protocol.ts';
import { useBackend } from './backendContext.ts';

/** How often the publications waiting for review or checks are asked about. */
export const POLL_MS = 10_000;

/** A field changed on both sides, as the choices are keyed. */
export const conflictKey = (c: ConflictView) => `${c.file}\0${c.path}`;

/** A publication whose state can still change (so it is asked about again). */
export const pending = (p: PublicationView) => p.state === 'open' || p.state === 'pushed';

const words = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function usePublish(state: EditorState | undefined) {
  const api = useBackend();
  const [changes, setChanges] = useState<ChangeView[]>();
  const [changesError, setChangesError] = useState<string>();
  const [publications, setPublications] = useState<PublicationView[]>([]);
  // Fields the base branch changed differently meanwhile, waiting for the person's choice (the Publish
  // tab asks; the fields say so too).
  const [conflicts, setConflicts] = useState<ConflictView[]>([]);
  // The description typed and the choices made: kept while the person looks at another tab.
  const [title, setTitle] = useState('');
  const [choices, setChoices] = useState<Partial<Record<string, 'ours' | 'theirs'>>>({});
  /** The branch changes are published to, as the last prepare said. */
  const [base, setBase] = useState('main');
  // A publication under way and how the last one ended: kept while the person looks at another
  // tab (a push takes seconds; a refusal must still say what to do when they come back).
  const [sending, setSending] = useState(false);
  const [titleError, setTitleError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<Extract<PublishResponse, { ok: true }>>();
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  // Only the answer to the latest question counts (an older one may come back later).
  const asked = useRef(0);

  const refresh = useCallback(async () => {
    const n = ++asked.current;
    try {
      const res = await api.changes();
      if (n !== asked.current) return;
      if (res.ok) {
        setChanges(res.changes);
        setChangesError(undefined);
      } else setChangesError(res.message);
    } catch (e) {
      if (n === asked.current) setChangesError(words(e));
    }
  }, [api]);

  const refreshPublications = useCallback(async () => {
    try {
      const res = await api.publications();
      if (res.ok) setPublications(res.publications);
    } catch {
      // The last list stays; the next poll asks again.
    }
  }, [api]);

  // Every new state (a save, an undo, a file changed on disk) may change the list.
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => void refresh(), 250);
    return () => clearTimeout(timer);
  }, [state, refresh]);

  // Fields waiting for a choice are asked about again after each new state: a change discarded, or
  // their value typed, ends the conflict, and its question goes (only the latest answer counts).
  const conflictsAsked = useRef(0);
  const recheck = useEffectEvent(async () => {
    if (!conflicts.length || sending) return;
    const n = ++conflictsAsked.current;
    const prep = await api.prepare().catch(() => undefined);
    if (n === conflictsAsked.current && prep?.ok) setConflicts(prep.conflicts);
  });
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => void recheck(), 250);
    return () => clearTimeout(timer);
  }, [state]);

  // The publications once, when the panel opens (then polled while one is waiting).
  useEffect(() => {
    const timer = setTimeout(() => void refreshPublications(), 0);
    return () => clearTimeout(timer);
  }, [refreshPublications]);

  useEffect(() => {
    const seen = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, []);

  const waiting = publications.some(pending);
  useEffect(() => {
    if (!waiting || !visible) return;
    const timer = setInterval(() => void refreshPublications(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, visible, refreshPublications]);

  const discard = useCallback(
    async (id: string): Promise<string | undefined> => {
      try {
        const res = await api.discard(id);
        if (res.ok) {
          setChanges(res.changes);
          return undefined;
        }
        void refresh();
        return res.message;
      } catch (e) {
        return words(e);
      }
    },
    [api, refresh],
  );

  const publish = useCallback(
    async (req: PublishRequest) => {
      const res = await api.publish(req);
      if (res.ok) {
        setPublications((list) => [res.publication, ...list.filter((p) => p.branch !== res.publication.branch)]);
        void refresh();
      }
      return res;
    },
    [api, refresh],
  );

  /**
   * Publish as the person asked: the description checked, the base branch's changes merged (a
   * field changed differently there waits for a choice), then the branch pushed and the pull
   * request opened.
   */
  const send = async () => {
    const line = title.trim();
    if (!line) {
      setTitleError('Write one line that says what you changed.');
      return;
    }
    setTitleError(undefined);
    setFailure(undefined);
    setSent(undefined);
    setSending(true);
    try {
      conflictsAsked.current++;
      const prep = await api.prepare();
      if (!prep.ok) {
        setFailure(prep.message);
        return;
      }
      setBase(prep.base);
      setConflicts(prep.conflicts);
      if (prep.conflicts.some((c) => !choices[conflictKey(c)])) return;
      const res = await publish({
        title: line,
        resolutions: prep.conflicts.map((c) => ({ file: c.file, path: c.path, choose: choices[conflictKey(c)] ?? 'theirs' })),
      });
      if (!res.ok) {
        if (res.conflicts) setConflicts(res.conflicts);
        // A refusal with every field chosen (or none to choose) is said in words.
        if (!res.conflicts?.some((c) => !choices[conflictKey(c)])) setFailure(res.message);
        return;
      }
      setSent(res);
      // Cleared only when it is still what was sent (a line typed meanwhile stays).
      setTitle((now) => (now.trim() === line ? '' : now));
      setConflicts([]);
      setChoices({});
    } catch (e) {
      setFailure(`${words(e)} Your changes are kept.`);
    } finally {
      setSending(false);
    }
  };

  return {
    changes,
    changesError,
    publications,
    conflicts,
    setConflicts,
    title,
    setTitle,
    choices,
    setChoices,
    base,
    setBase,
    refresh,
    refreshPublications,
    discard,
    send,
    sending,
    titleError,
    setTitleError,
    failure,
    sent,
  };
}

export type Publishing = ReturnType<typeof usePublish>;
