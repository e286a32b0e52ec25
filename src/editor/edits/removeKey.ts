/**
 * `removeKey`: a key and its value go, with the comment lines directly above it.
 */
import { isMap, type Pair } from 'yaml';
import { keyName } from '../../yamlText/yamlWriter.ts';
import {
  placeName,
  endWithComments,
  fail,
  lineStart,
  nodeAt,
  rangeOf,
  read,
  startWithComments,
  withText,
  type Edit,
  type Path,
  type Source,
} from './text.ts';

export function removeKeyIn(src: Source, mapPath: Path, key: string): Edit {
  const found = nodeAt(src.doc, mapPath);
  if (!found.ok) return found;
  const map = found.value.node;
  if (!isMap(map)) return fail(`${placeName(mapPath)} is not a group of fields.`);
  const i = map.items.findIndex((p) => keyName(p) === key);
  if (i < 0) return fail(`${placeName(mapPath)} has no field "${key}".`);
  const { text } = src;
  const pair = map.items[i];
  const kr = rangeOf(pair.key);
  if (!kr) return fail(`${placeName([...mapPath, key])} has no place in the text.`);
  const vEnd = rangeOf(pair.value)?.[1] ?? kr[1];
  const next = map.items[i + 1] as Pair | undefined;
  const nextStart = next ? rangeOf(next.key)?.[0] : undefined;
  if (map.flow) {
    if (nextStart !== undefined) return { ok: true, text: text.slice(0, kr[0]) + text.slice(nextStart) };
    if (i > 0) {
      const prev = map.items[i - 1];
      const prevEnd = rangeOf(prev.value)?.[1] ?? rangeOf(prev.key)?.[1] ?? kr[0];
      return { ok: true, text: text.slice(0, prevEnd) + text.slice(vEnd) };
    }
    const r = rangeOf(map);
    if (!r) return fail(`${placeName(mapPath)} has no place in the text.`);
    return { ok: true, text: `${text.slice(0, r[0])}{}${text.slice(r[1])}` };
  }
  const col = kr[0] - lineStart(text, kr[0]);
  const keyLine = lineStart(text, kr[0]);
  const end = endWithComments(text, kr[0], vEnd, col);
  if (/^ *$/.test(text.slice(keyLine, kr[0]))) {
    return { ok: true, text: text.slice(0, startWithComments(text, keyLine, col)) + text.slice(end) };
  }
  // The first key of a list item (`- key: value`): the next key moves up onto the "- " line.
  if (nextStart === undefined) return fail(`${placeName([...mapPath, key])} is the only field of its item: remove the item instead.`);
  if (lineStart(text, nextStart) !== end || !/^ *$/.test(text.slice(end, nextStart))) {
    return fail(`${placeName([...mapPath, key])} has comments after it that the editor would not know where to put: remove it by hand.`);
  }
  return { ok: true, text: text.slice(0, kr[0]) + text.slice(nextStart) };
}

/** Remove a key and its value (with the comment lines directly above it). */
export function removeKey(text: string, mapPath: Path, key: string): Edit {
  return withText(text, (t) => {
    const src = read(t);
    return src.ok ? removeKeyIn(src.value, mapPath, key) : src;
  });
}
