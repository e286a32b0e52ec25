/**
 * The editor's edits: each takes a YAML text (site.yaml, a content file, a post's front matter)
 * and returns the new text, changed where the edit needs it and nowhere else. The `yaml`
 * library's document model finds the nodes and their exact places in the text (its ranges);
 * the edit then splices the text itself, so comments, key order, quoting, flow or block style
 * and blank lines of everything untouched stay byte for byte (docs/editor.md). New values are
 * written by the one YAML writer (src/yamlText/yamlWriter.ts), as a person would. Nothing
 * here throws for bad input: an edit that cannot be made is refused in words.
 *
 * This file is the dispatcher: `apply` sends an edit as data (`Op`, what the panel sends) to its
 * operation, one file each under edits/ (like a reducer's actions), each with its tests under
 * tests/unit/editor/edits/.
 */
import type { Edit, PageRef, Path, ScalarValue, Value } from './edits/text.ts';
import { addItem } from './edits/addItem.ts';
import { addKey } from './edits/addKey.ts';
import { deleteBlock } from './edits/deleteBlock.ts';
import { duplicateBlock } from './edits/duplicateBlock.ts';
import { duplicateItem } from './edits/duplicateItem.ts';
import { hideBlock } from './edits/hideBlock.ts';
import { moveBlock } from './edits/moveBlock.ts';
import { moveItem } from './edits/moveItem.ts';
import { removeItem } from './edits/removeItem.ts';
import { removeKey } from './edits/removeKey.ts';
import { setPostBody, setPostField, setPostValue } from './edits/post.ts';
import { setScalar } from './edits/setScalar.ts';
import { setValue } from './edits/setValue.ts';
import { showBlock } from './edits/showBlock.ts';

export { canBePlain, doubleQuoted } from '../yamlText/yamlWriter.ts';
export { describePath, type Deletion, type Edit, type Key, type PageRef, type Path, type ScalarValue, type Value } from './edits/text.ts';
export { addItem, appendItem } from './edits/addItem.ts';
export { addKey } from './edits/addKey.ts';
export { deleteBlock } from './edits/deleteBlock.ts';
export { duplicateBlock, freshId } from './edits/duplicateBlock.ts';
export { duplicateItem } from './edits/duplicateItem.ts';
export { hideBlock } from './edits/hideBlock.ts';
export { moveBlock } from './edits/moveBlock.ts';
export { moveItem } from './edits/moveItem.ts';
export { blocksPath } from './edits/page.ts';
export { editFrontMatter, postParts, setPostBody, setPostField, setPostValue } from './edits/post.ts';
export { removeItem } from './edits/removeItem.ts';
export { removeKey } from './edits/removeKey.ts';
export { setScalar } from './edits/setScalar.ts';
export { setValue } from './edits/setValue.ts';
export { showBlock } from './edits/showBlock.ts';

/**
 * An edit as data (what the editor's panel sends): to a YAML file, to a post's front matter or
 * text, or a whole earlier text (undo and redo).
 */
export type Op =
  | { op: 'set'; path: Path; value: ScalarValue }
  | { op: 'setValue'; path: Path; value: Value }
  | { op: 'addKey'; path: Path; key: string; value: Value }
  | { op: 'removeKey'; path: Path; key: string }
  | { op: 'addItem'; path: Path; value: Value; index?: number }
  | { op: 'removeItem'; path: Path; index: number }
  | { op: 'moveItem'; path: Path; from: number; to: number }
  | { op: 'duplicateItem'; path: Path; index: number }
  | { op: 'moveBlock'; page: PageRef; from: number; to: number }
  | { op: 'hideBlock'; page: PageRef; index: number }
  | { op: 'showBlock'; page: PageRef; index: number }
  | { op: 'duplicateBlock'; page: PageRef; index: number }
  | { op: 'deleteBlock'; page: PageRef; index: number }
  | { op: 'postSet'; path: Path; value: ScalarValue | undefined }
  | { op: 'postValue'; path: Path; value: Value }
  | { op: 'postBody'; body: string }
  | { op: 'restore'; text: string }
  /** Several edits to one file as one change: one save, one check, one step of undo (a new picture without the old one's size). */
  | { op: 'all'; ops: Op[] };

/** Apply one edit to a file's text. */
export function apply(text: string, op: Op): Edit {
  switch (op.op) {
    case 'set':
      return setScalar(text, op.path, op.value);
    case 'setValue':
      return setValue(text, op.path, op.value);
    case 'addKey':
      return addKey(text, op.path, op.key, op.value);
    case 'removeKey':
      return removeKey(text, op.path, op.key);
    case 'addItem':
      return addItem(text, op.path, op.value, op.index);
    case 'removeItem':
      return removeItem(text, op.path, op.index);
    case 'moveItem':
      return moveItem(text, op.path, op.from, op.to);
    case 'duplicateItem':
      return duplicateItem(text, op.path, op.index);
    case 'moveBlock':
      return moveBlock(text, op.page, op.from, op.to);
    case 'hideBlock':
      return hideBlock(text, op.page, op.index);
    case 'showBlock':
      return showBlock(text, op.page, op.index);
    case 'duplicateBlock':
      return duplicateBlock(text, op.page, op.index);
    case 'deleteBlock':
      return deleteBlock(text, op.page, op.index);
    case 'postSet':
      return setPostField(text, op.path, op.value);
    case 'postValue':
      return setPostValue(text, op.path, op.value);
    case 'postBody':
      return setPostBody(text, op.body);
    case 'restore':
      return { ok: true, text: op.text };
    case 'all': {
      let edit: Edit = { ok: true, text };
      for (const each of Array.isArray(op.ops) ? op.ops : []) {
        if (!edit.ok) break;
        edit = apply(edit.text, each);
      }
      return edit;
    }
  }
}
