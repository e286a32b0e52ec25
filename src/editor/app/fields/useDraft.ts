/**
 * What a field shows while its change is on the way: what was typed or picked, until the save is
 * answered. The file's value replaces it only when nothing is typed and no save is waiting (a
 * change made elsewhere, an undo); a refused save leaves what was typed in place, with its message.
 */
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { same } from './ops.ts';
import { unsent } from './unsent.ts';

export function useDraft<T>(value: T, commit: (v: T) => Promise<unknown> | undefined, delay = 600) {
  const [draft, setDraft] = useState(value);
  /** Typed, not yet sent. */
  const typed = useRef(false);
  /** Sent, not yet answered. */
  const waiting = useRef(0);
  const last = useRef(value);
  useEffect(() => {
    if (!typed.current && waiting.current === 0 && !same(value, last.current)) setDraft(value);
    last.current = value;
  }, [value]);
  const [field] = useState(() => Symbol('field'));
  useEffect(() => () => unsent.delete(field), [field]);
  const send = useDebouncedCallback(
    (v: T) => {
      typed.current = false;
      unsent.delete(field);
      waiting.current++;
      void Promise.resolve(commit(v)).finally(() => {
        waiting.current--;
      });
    },
    { delay, flushOnUnmount: true },
  );
  const change = (v: T) => {
    typed.current = true;
    setDraft(v);
    send(v);
    unsent.add(field, () => send.flush());
  };
  const flush = () => send.flush();
  /** A change sent at once (a pick, a switch). */
  const pick = (v: T) => {
    change(v);
    send.flush();
  };
  return { draft, change, flush, pick };
}
