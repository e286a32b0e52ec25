/** Yes or no. A switch that can only be on (a button's "calls the phone number") is turned off by removing it. */
import { Switch } from '@mantine/core';
import { describePath } from '../../edits.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { setOp } from './ops.ts';
import { send, type FieldProps } from './types.ts';
import { useDraft } from './useDraft.ts';
import { helpOf, labelOf } from '../../words.ts';

export function SwitchField({ ctx, schema, path, value, present, label }: FieldProps) {
  const name = label ?? labelOf(schema, path[path.length - 1]);
  const on = value === true || (value === undefined && schema.default === true);
  const commit = (checked: boolean) =>
    send(ctx, setOp(ctx, path, checked || schema.const !== true ? checked : undefined, present), {
      label: `${name} ${checked ? 'on' : 'off'}`,
      field: fieldKey(ctx.file, path),
    });
  const { draft, pick } = useDraft(on, commit);
  return (
    <Switch
      label={name}
      description={helpOf(schema)}
      checked={draft}
      error={messagesAt(ctx, path)}
      onChange={(e) => pick(e.currentTarget.checked)}
      data-path={describePath(path)}
    />
  );
}
