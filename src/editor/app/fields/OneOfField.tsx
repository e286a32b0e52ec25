/** One value of a list of them (the choice and pick widgets draw it): kept as picked until its save is answered. */
import { Select } from '@mantine/core';
import { describePath, type ScalarValue } from '../../edits.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { setOp } from './ops.ts';
import { send, type FieldProps } from './types.ts';
import { useDraft } from './useDraft.ts';
import { helpOf, labelOf } from '../../words.ts';

export interface Option {
  value: string;
  label: string;
}

const dedupe = (items: Option[]) => {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.value) ? false : (seen.add(i.value), true)));
};

export function OneOfField({ ctx, schema, path, value, present, required, label, data }: FieldProps & { data: Option[] }) {
  const name = label ?? labelOf(schema, path[path.length - 1]);
  const field = fieldKey(ctx.file, path);
  const current = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const commit = (v: string | null) => {
    const next = v ?? undefined;
    if (next === (current ?? undefined)) {
      ctx.editor.clear(field);
      return undefined;
    }
    const typed: unknown = schema.enum?.find((e) => String(e) === next) ?? next;
    return send(ctx, setOp(ctx, path, typed as ScalarValue | undefined, present), { label: `${name} changed`, field });
  };
  const { draft, pick } = useDraft<string | null>(current, commit);
  const options = draft && !data.some((d) => d.value === draft) ? [{ value: draft, label: `${draft} (not found)` }, ...data] : data;
  return (
    <Select
      label={name}
      description={helpOf(schema)}
      required={required}
      error={messagesAt(ctx, path)}
      data={dedupe(options)}
      value={draft}
      searchable
      clearable={!required}
      nothingFoundMessage="Nothing by that name"
      onChange={pick}
      data-path={describePath(path)}
    />
  );
}
