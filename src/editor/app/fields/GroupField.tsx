/** An object's fields under its name (a button, a picture); one the file does not have yet is added as a draft. */
import { Button, Fieldset, Text } from '@mantine/core';
import { useState } from 'react';
import { describePath, type Value } from '../../edits.ts';
import { least } from '../../starter.ts';
import { NewItem } from './NewItem.tsx';
import { ObjectFieldsWith } from './ObjectFields.tsx';
import { valueOp } from './ops.ts';
import { send, type WidgetProps } from './types.ts';
import { helpOf, labelOf } from '../../words.ts';

export function GroupField({ ctx, schema, path, value, Field }: WidgetProps) {
  const key = path[path.length - 1];
  const [adding, setAdding] = useState(false);
  // An item of a list: its name is on the list's own frame.
  if (typeof key === 'number') return <ObjectFieldsWith ctx={ctx} schema={schema} path={path} value={value} Field={Field} />;
  const name = labelOf(schema, key);
  const help = helpOf(schema);
  const confirm = (fresh: Value, field: string) => send(ctx, valueOp(ctx, path, fresh, false), { label: `${name} added`, field });
  return (
    <Fieldset legend={name} data-path={describePath(path)}>
      {help ? (
        <Text size="sm" c="dimmed" mb="xs">
          {help}
        </Text>
      ) : null}
      {value !== undefined ? (
        <ObjectFieldsWith ctx={ctx} schema={schema} path={path} value={value} Field={Field} />
      ) : adding ? (
        <NewItem
          ctx={ctx}
          path={path}
          start={least(schema, ctx.root) ?? {}}
          noun={name.toLowerCase()}
          fields={(local, v) => <ObjectFieldsWith ctx={local} schema={schema} path={path} value={v} Field={Field} />}
          confirm={confirm}
          close={() => setAdding(false)}
        />
      ) : (
        <Button variant="light" size="xs" onClick={() => setAdding(true)}>
          Add {name.toLowerCase()}
        </Button>
      )}
    </Fieldset>
  );
}
