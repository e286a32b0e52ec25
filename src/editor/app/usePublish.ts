/**
 * Publishing's side of the panel (issue 28): the unpublished changes (read again after every
 * save and every change on disk, as both give the panel a new state), the publications and how
 * far each got (asked again every 10 s while one is waiting for review and the panel is seen),
 * and the three requests that change something: discard, prepare, publish.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeView, ConflictView, EditorState, PublicationView, PublishRequest } from '../protocol.ts';
import { api } from './client.ts';

/** How often the publications waiting for review or checks are asked about. */
export const POLL_MS = 10_000;

/** A publication whose state can still change (so it is asked about again). */
export const pending = (p: PublicationView) => p.state === 'open' || p.state === 'pushed';

const words = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function usePublish(state: EditorState | undefined) {
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
  }, []);

  const refreshPublications = useCallback(async () => {
    try {
      const res = await api.publications();
      if (res.ok) setPublications(res.publications);
    } catch {
      // The last list stays; the next poll asks again.
    }
  }, []);

  // Every new state (a save, an undo, a file changed on disk) may change the list.
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => void refresh(), 250);
    return () => clearTimeout(timer);
  }, [state, refresh]);

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
    [refresh],
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
    [refresh],
  );

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
    prepare: api.prepare,
    publish,
  };
}

export type Publishing = ReturnType<typeof usePublish>;
