/**
 * A new item's draft, changed by the same ops its fields send to the server, applied to the value
 * in the panel instead of to a file. Pure.
 */
import type { Path, Value } from '../../edits.ts';
import type { Op } from '../../protocol.ts';

type Mutable = Value | undefined;

/** The op's path below the draft's own place (`base`), or undefined when it is not inside it. */
function below(base: Path, path: Path): Path | undefined {
  if (path.length < base.length || base.some((k, i) => path[i] !== k)) return undefined;
  return path.slice(base.length);
}

/** `root` with the value at `path` replaced by `update(old)`; undefined removes a key. */
function at(root: Mutable, path: Path, update: (old: Mutable) => Mutable): Mutable {
  if (path.length === 0) return update(root);
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const list = [...(root as Value[])];
    const next = at(list[Number(head)], rest, update);
    if (next === undefined) list.splice(Number(head), 1);
    else list[Number(head)] = next;
    return list;
  }
  const obj: Record<string, Value> = typeof root === 'object' && root !== null ? { ...(root as Record<string, Value>) } : {};
  const next = at(obj[String(head)], rest, update);
  if (next === undefined) return Object.fromEntries(Object.entries(obj).filter(([k]) => k !== String(head)));
  obj[String(head)] = next;
  return obj;
}

const listOf = (v: Mutable): Value[] => (Array.isArray(v) ? [...(v as Value[])] : []);

export function applyToDraft(draft: Value, base: Path, op: Op): Value {
  if (!('path' in op)) return draft;
  const rel = below(base, op.path);
  if (rel === undefined) return draft;
  const out = (() => {
    switch (op.op) {
      case 'set':
      case 'setValue':
      case 'postValue':
        return at(draft, rel, () => op.value);
      case 'postSet':
        return at(draft, rel, () => op.value);
      case 'addKey':
        return at(draft, [...rel, op.key], () => op.value);
      case 'removeKey':
        return at(draft, [...rel, op.key], () => undefined);
      case 'addItem':
        return at(draft, rel, (old) => {
          const list = listOf(old);
          list.splice(op.index ?? list.length, 0, op.value);
          return list;
        });
      case 'removeItem':
        return at(draft, rel, (old) => listOf(old).filter((_, i) => i !== op.index));
      case 'moveItem':
        return at(draft, rel, (old) => {
          const list = listOf(old);
          list.splice(op.to, 0, ...list.splice(op.from, 1));
          return list;
        });
      case 'duplicateItem':
        return at(draft, rel, (old) => {
          const list = listOf(old);
          list.splice(op.index + 1, 0, list[op.index]);
          return list;
        });
      default:
        return draft;
    }
  })();
  return out ?? {};
}
