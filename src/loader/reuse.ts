/**
 * Values repeated with anchors (`&name`), aliases (`*name`) or merge keys (`<<:`), which the site
 * refuses (docs/decisions.md). Pure: no I/O, so the editor's edits use it too.
 */
import { isAlias, isScalar, visit, type Node } from 'yaml';
import { positionAt, type Position, type SourceFile } from '../yamlText/source.ts';

/** The way a file reuses a value. */
export interface Reuse {
  at: Position;
  how: 'merge' | 'alias' | 'anchor';
  /** The anchor's name (without & or *); for a merge key with no alias, empty. */
  name: string;
  /** An alias to no anchor above it: most likely a text that starts with "*" and needs quotes. */
  unresolved?: boolean;
}

/**
 * Where a parsed file first reuses a value: its first merge key (`<<:`), else its first anchor
 * (`&name`) or alias (`*name`), whichever comes first. Read from the document as parsed, before
 * any alias is expanded, so an alias bomb costs no more than its text.
 */
export function reuseAt(src: SourceFile): Reuse | undefined {
  let merge: Reuse | undefined;
  let first: Reuse | undefined;
  visit(src.doc, {
    Pair(_, pair) {
      const key = pair.key as Node | null;
      if (isScalar(key) && key.value === '<<' && key.type === 'PLAIN' && key.range) {
        const value = pair.value as Node | null;
        merge = { at: positionAt(src, key.range[0], key.range[1]), how: 'merge', name: isAlias(value) ? value.source : '' };
        return visit.BREAK;
      }
      return undefined;
    },
    Node(_, node) {
      const range = node.range;
      if (first || !range) return undefined;
      if (isAlias(node)) {
        const unresolved = node.resolve(src.doc) === undefined;
        first = { at: positionAt(src, range[0], range[1]), how: 'alias', name: node.source, unresolved };
      } else if (node.anchor) {
        // The node's range starts after its anchor: the "&name" is the last one before it.
        const name = node.anchor;
        const start = Math.max(0, src.yaml.lastIndexOf(`&${name}`, range[0]));
        first = { at: positionAt(src, start, start + name.length + 1), how: 'anchor', name };
      }
      return undefined;
    },
  });
  return merge ?? first;
}
