/** The smallest edit for a field's new value: set it, add its key, or remove it. */
import type { Path, ScalarValue, Value } from '../../edits.ts';
import type { Op } from '../../protocol.ts';
import type { FormContext } from './types.ts';

export function setOp(ctx: FormContext, path: Path, value: ScalarValue | undefined, present: boolean): Op {
  if (ctx.post) return { op: 'postSet', path, value };
  const parent = path.slice(0, -1);
  const key = path[path.length - 1];
  if (value === undefined) return { op: 'removeKey', path: parent, key: String(key) };
  if (!present && typeof key === 'string') return { op: 'addKey', path: parent, key, value };
  return { op: 'set', path, value };
}

export function valueOp(ctx: FormContext, path: Path, value: Value, present: boolean): Op {
  if (ctx.post) return { op: 'postValue', path, value };
  const key = path[path.length - 1];
  if (!present && typeof key === 'string') return { op: 'addKey', path: path.slice(0, -1), key, value };
  return { op: 'setValue', path, value };
}

export const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
