/**
 * `addKey`: a new key as the last of its map, in the map's style.
 */
import { isMap } from 'yaml';
import { badValue, blockValue, findPair, flowText, likeChild, pad, renderKey, type Value } from '../../yamlText/yamlWriter.ts';
import { placeName, fail, keyColumn, lineEnd, nodeAt, rangeOf, read, withText, type Edit, type Path, type Source } from './text.ts';

export function addKeyIn(src: Source, mapPath: Path, key: string, value: Value): Edit {
  const bad = badValue(value);
  if (bad) return fail(bad);
  const found = nodeAt(src.doc, mapPath);
  if (!found.ok) return found;
  const map = found.value.node;
  if (!isMap(map)) return fail(`${placeName(mapPath)} is not a group of fields.`);
  if (findPair(map, key)) return fail(`${placeName(mapPath)} already has a field "${key}".`);
  const { text } = src;
  const r = rangeOf(map);
  if (!r) return fail(`${placeName(mapPath)} has no place in the text.`);
  const last = map.items.at(-1);
  const like = map.items.length ? map : undefined;
  if (map.flow) {
    const entry = `${renderKey(key, true)}: ${flowText(value)}`;
    if (!last) {
      const close = text.lastIndexOf('}', r[1]);
      return { ok: true, text: `${text.slice(0, r[0])}{ ${entry} }${text.slice(close + 1)}` };
    }
    const end = rangeOf(last.value)?.[1] ?? rangeOf(last.key)?.[1] ?? r[0];
    const comma = /^\s*,/.exec(text.slice(end));
    if (comma) return { ok: true, text: `${text.slice(0, end + comma[0].length)} ${entry},${text.slice(end + comma[0].length)}` };
    return { ok: true, text: `${text.slice(0, end)}, ${entry}${text.slice(end)}` };
  }
  if (!last) return fail(`${placeName(mapPath)} has no fields to go by.`);
  const col = keyColumn(text, map.items[0]);
  const lastEnd = rangeOf(last.value)?.[1] ?? rangeOf(last.key)?.[1] ?? r[1];
  const at = lineEnd(text, Math.max(lastEnd - 1, rangeOf(last.key)?.[0] ?? 0));
  const { inline, lines } = blockValue(value, col, likeChild(like, key));
  const added = [`${pad(col)}${renderKey(key, false)}:${inline ? ` ${inline}` : ''}`, ...lines].join('\n');
  return { ok: true, text: `${text.slice(0, at)}${added}\n${text.slice(at)}` };
}

/** Add a key as the last of a map, in the map's style: a new line in a block map, `, key: value` in a flow map `{ … }`. */
export function addKey(text: string, mapPath: Path, key: string, value: Value): Edit {
  return withText(text, (t) => {
    const src = read(t);
    return src.ok ? addKeyIn(src.value, mapPath, key, value) : src;
  });
}
