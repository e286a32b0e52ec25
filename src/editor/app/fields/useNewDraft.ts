/**
 * A new thing's draft (a list's item, a product, a post): filled in its own fields through the
 * same ops they send to a file, kept in the panel until confirmed. The messages a refused
 * confirmation put in the header belong to the draft: they go with it, however it ends (added,
 * Cancel, the dialog closed), so the header says only what is true.
 */
import { useEffect, useRef, useState } from 'react';
import type { Path, Value } from '../../edits.ts';
import type { FileName, Op } from '../../protocol.ts';
import { applyToDraft } from './draftValue.ts';
import { fieldKey } from './messages.ts';
import type { FormContext } from './types.ts';

/** `then` sees each change: the draft before it and after it, and may add to it (an address from a title). */
export function useNewDraft(ctx: FormContext, path: Path, start: Value, then?: (before: Value, after: Value) => Value) {
  const [value, setValue] = useState<Value>(start);
  // The newest draft at once, for a confirmation sent in the same event as the last change.
  const latest = useRef<Value>(start);
  const keys = useRef(new Set<string>());
  const local: FormContext = {
    ...ctx,
    draft: (op: Op) => {
      const next = applyToDraft(latest.current, path, op);
      latest.current = then ? then(latest.current, next) : next;
      setValue(latest.current);
    },
  };
  const { clear } = ctx.editor;
  useEffect(() => {
    const used = keys.current;
    return () => {
      for (const key of used) clear(key);
    };
  }, [clear]);
  /** The key of the draft's messages when it goes to `file` (a post's file follows its address). */
  const keyFor = (file: FileName) => {
    const key = fieldKey(file, path);
    keys.current.add(key);
    return key;
  };
  /** Drops the messages of earlier tries (made for another file), before a new one. */
  const forget = () => {
    for (const key of keys.current) clear(key);
  };
  return { value, latest: () => latest.current, local, keyFor, forget };
}
