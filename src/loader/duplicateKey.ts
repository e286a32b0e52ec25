import { isMap, isScalar, isSeq, visit, type Document, type LineCounter, type YAMLMap } from 'yaml';
import { lostDash, type Slip } from './yamlFixes.ts';

export interface Duplicate {
  key: string;
  /** Line (of the YAML text, from 1) of the field's first appearance. */
  firstLine: number;
  /** When the second appearance begins an item of the list that lost its "- ". */
  lost?: Slip;
}

const keyOf = (k: unknown) => (isScalar(k) ? String(k.value) : undefined);

/** The group holding the field whose name starts at `offset`, and whether it is an item of a list. */
function mapWithKeyAt(doc: Document, offset: number): { map: YAMLMap; inList: boolean } | undefined {
  let found = undefined as { map: YAMLMap; inList: boolean } | undefined;
  visit(doc, {
    Map(_, node, path) {
      if (!node.items.some((p) => isScalar(p.key) && p.key.range?.[0] === offset)) return undefined;
      found = { map: node, inList: isSeq(path[path.length - 1]) };
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * A field that appears twice in one group, the second time at `offset`. In an item of a list
 * that is most often not a field written twice but the next item, which lost its "- " and so
 * became part of this one (`- type: hero` written `  type: hero`): following "keep only one of
 * them" would then delete a block. The item's first field coming again says so, and the new
 * item starts after the first appearance of the repeated field, at a field the items start with.
 */
export function duplicateAt(doc: Document, counter: LineCounter, yaml: string, offset: number, lineOffset: number): Duplicate | undefined {
  const found = mapWithKeyAt(doc, offset);
  if (!found) return undefined;
  const { map, inList } = found;
  const keys = map.items.map((p) => keyOf(p.key));
  const d = map.items.findIndex((p) => isScalar(p.key) && p.key.range?.[0] === offset);
  const key = keys[d] ?? '';
  const first = keys.indexOf(key);
  const firstLine = counter.linePos((map.items[first].key as { range?: [number, number, number] }).range?.[0] ?? offset).line;
  if (!inList || map.flow || first < 0 || !keys.slice(first + 1).includes(keys[0])) return { key, firstLine };

  // The keys the items of this list start with: this one's and its neighbours'.
  const starts = new Set([keys[0]]);
  visit(doc, {
    Seq(_, seq) {
      if (!seq.items.includes(map)) return undefined;
      for (const item of seq.items) if (isMap(item) && item.items.length) starts.add(keyOf(item.items[0].key));
      return visit.BREAK;
    },
  });
  let s = first + 1;
  for (let j = first + 1; j <= d; j++)
    if (starts.has(keys[j])) {
      s = j;
      break;
    }
  const at = (map.items[s].key as { range?: [number, number, number] }).range?.[0];
  if (at === undefined) return { key, firstLine };
  const pos = counter.linePos(at);
  const lines = yaml.split('\n').map((l) => l.replace(/\r$/, ''));
  // The item's fields start on their own lines, two columns right of where the "- " goes.
  if (pos.col < 3 || lines[pos.line - 1].slice(0, pos.col - 1).trim()) return { key, firstLine };
  return { key, firstLine, lost: lostDash(lines, pos.line - 1, pos.col - 3, lineOffset) };
}
