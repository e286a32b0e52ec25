/**
 * `setValue`: any value (a list, a group of fields) of a map's key, replaced in place or added.
 */
import { isMap } from 'yaml';
import { badValue, blockValue, findPair, flowText, isFlowNode, isScalarValue, type Value } from '../../yamlText/yamlWriter.ts';
import { placeName, fail, inFlowAt, lineEnd, lineStart, nodeAt, rangeOf, read, withText, type Edit, type Path } from './text.ts';
import { addKeyIn } from './addKey.ts';
import { setScalar } from './setScalar.ts';

/**
 * Set any value (a single value, a list, a group of fields) of a map's key: a single value as
 * setScalar does; a list or group replaces the old one in place, in the old one's style (flow
 * stays flow), or is added as the map's last key.
 */
export function setValue(text: string, path: Path, value: Value): Edit {
  if (isScalarValue(value)) return setScalar(text, path, value);
  return withText(text, (t) => {
    const bad = badValue(value);
    if (bad) return fail(bad);
    const src = read(t);
    if (!src.ok) return src;
    const key = path[path.length - 1];
    if (typeof key !== 'string') return fail('Give the field to set (a list item is changed field by field).');
    const parent = nodeAt(src.value.doc, path.slice(0, -1));
    if (!parent.ok) return parent;
    if (!isMap(parent.value.node)) return fail(`${placeName(path.slice(0, -1))} is not a group of fields.`);
    const pair = findPair(parent.value.node, key);
    if (!pair) return addKeyIn(src.value, path.slice(0, -1), key, value);
    const r = rangeOf(pair.value);
    const kr = rangeOf(pair.key);
    if (!r || !kr) return fail(`${placeName(path)} has no place in the text.`);
    const col = kr[0] - lineStart(t, kr[0]);
    if (isFlowNode(pair.value) || inFlowAt(src.value.doc, path) || r[0] === r[1]) {
      const flowValue = flowText(value);
      return { ok: true, text: t.slice(0, r[0]) + (r[0] === r[1] ? ' ' : '') + flowValue + t.slice(r[1]) };
    }
    const { inline, lines } = blockValue(value, col, pair.value);
    const colon = t.indexOf(':', kr[1]);
    const end = lineEnd(t, Math.max(r[0], r[1] - 1));
    return {
      ok: true,
      text: `${t.slice(0, colon + 1)}${inline ? ` ${inline}` : ''}\n${lines.map((l) => `${l}\n`).join('')}${t.slice(end)}`,
    };
  });
}
