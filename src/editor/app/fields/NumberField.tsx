/** A number (a whole one when the schema says integer). */
import { NumberInput } from '@mantine/core';
import { describePath } from '../../edits.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { setOp } from './ops.ts';
import { NEEDED } from './textCommon.ts';
import { send, type FieldProps } from './types.ts';
import { useDraft } from './useDraft.ts';
import { helpOf, labelOf } from '../../words.ts';

export function NumberField({ ctx, schema, path, value, present, required, label }: FieldProps) {
  const name = label ?? labelOf(schema, path[path.length - 1]);
  const field = fieldKey(ctx.file, path);
  const commit = (v: number | string) => {
    if (v === '') {
      if (required && !ctx.draft) {
        ctx.editor.note(field, NEEDED);
        return undefined;
      }
      if (!present) {
        ctx.editor.clear(field);
        return undefined;
      }
      return send(ctx, setOp(ctx, path, undefined, present), { label: `${name} removed`, field });
    }
    const n = typeof v === 'number' ? v : Number(v);
    if (Number.isNaN(n)) return;
    if (n === value) {
      ctx.editor.clear(field);
      return undefined;
    }
    return send(ctx, setOp(ctx, path, n, present), { label: `${name} changed`, field });
  };
  const { draft, change, flush } = useDraft<number | string>(typeof value === 'number' ? value : '', commit);
  return (
    <NumberInput
      label={name}
      description={helpOf(schema)}
      required={required}
      error={messagesAt(ctx, path)}
      value={draft}
      onChange={change}
      onBlur={flush}
      allowDecimal={schema.type !== 'integer'}
      data-path={describePath(path)}
    />
  );
}
