/**
 * A list of short words (tags) or of a few choices, in one box. Typed tags stay in the box while
 * their save runs ("eco⏎kenya⏎" keeps both): the whole list is sent once typing pauses.
 */
import { MultiSelect, TagsInput } from '@mantine/core';
import { describePath } from '../../edits.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { same, valueOp } from './ops.ts';
import { send, type FieldProps } from './types.ts';
import { useDraft } from './useDraft.ts';
import { itemsOf } from './widgetOf.ts';
import { helpOf, labelOf } from '../../words.ts';

export function TagsField({ ctx, schema, path, value, present, label }: FieldProps) {
  const name = label ?? labelOf(schema, path[path.length - 1]);
  const field = fieldKey(ctx.file, path);
  const list = Array.isArray(value) ? value.map(String) : [];
  const commit = (next: string[]) => {
    if (same(next, list)) {
      ctx.editor.clear(field);
      return undefined;
    }
    return send(ctx, valueOp(ctx, path, next, present), { label: `${name} changed`, field });
  };
  const { draft, change, flush } = useDraft(list, commit, 400);
  const items = itemsOf(schema, ctx.root);
  const common = {
    label: name,
    description: helpOf(schema),
    error: messagesAt(ctx, path),
    value: draft,
    onChange: change,
    onBlur: flush,
    'data-path': describePath(path),
  };
  if (items.enum) return <MultiSelect {...common} data={items.enum.map(String)} />;
  return <TagsInput {...common} />;
}
