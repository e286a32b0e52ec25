/**
 * The fields whose typed text is not sent to be saved yet (useDraft waits a moment for the typing
 * to pause): while there is one, the header does not say "All changes saved", and leaving the
 * page sends it and asks first, so a reload or a closed tab right after typing loses nothing.
 */
import { useSyncExternalStore } from 'react';

const waiting = new Map<symbol, () => void>();
const listeners = new Set<() => void>();
const tell = () => {
  for (const l of listeners) l();
};

export const unsent = {
  /** `field` has typed text; `send` sends it now. */
  add(field: symbol, send: () => void) {
    const had = waiting.has(field);
    waiting.set(field, send);
    if (!had) tell();
  },
  /** `field`'s text is sent (or the field is gone). */
  delete(field: symbol) {
    if (waiting.delete(field)) tell();
  },
  any: () => waiting.size > 0,
  /** Sends every typed text now. */
  sendAll() {
    for (const send of [...waiting.values()]) send();
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether some field has typed text not sent yet. */
export const useUnsent = () => useSyncExternalStore(subscribe, unsent.any);
