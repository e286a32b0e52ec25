/** A list of items with fields (or of paragraphs, links, pictures): each item's fields, and add, remove, move up and down. */
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { textOf } from '../../blockTitle.ts';
import { describePath, type Value } from '../../edits.ts';
import type { Op } from '../../protocol.ts';
import { least } from '../../starter.ts';
import { focusFieldUnder } from './focus.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { NewItem } from './NewItem.tsx';
import { isRec, send, type WidgetProps } from './types.ts';
import { itemsOf } from './widgetOf.ts';
import { helpOf, labelOf, nounOf } from '../../words.ts';

/** An item's name in its list: "question 2: Do you deliver?". */
export function itemName(noun: string, i: number, item: unknown): string {
  const title = isRec(item)
    ? (['label', 'title', 'name', 'question', 'days', 'value'].map((k) => textOf(item[k])).find(Boolean) ?? '')
    : textOf(item);
  return `${noun} ${i + 1}${title ? `: ${title}` : ''}`;
}

export function ListField({ ctx, schema, path, value, present, Field }: WidgetProps) {
  const key = path[path.length - 1];
  const items = itemsOf(schema, ctx.root);
  const list: unknown[] = Array.isArray(value) ? value : [];
  const noun = nounOf(schema);
  const field = fieldKey(ctx.file, path);
  const [adding, setAdding] = useState(false);
  const op = (o: Op, label: string) => void send(ctx, o, { label, field });
  const confirm = async (fresh: Value, itemField: string) => {
    const o: Op = ctx.post
      ? { op: 'postValue', path, value: [...(list as Value[]), fresh] }
      : !present && typeof key === 'string'
        ? { op: 'addKey', path: path.slice(0, -1), key, value: [fresh] }
        : { op: 'addItem', path, value: fresh };
    const written = await send(ctx, o, { label: `${noun} added`, field: itemField });
    if (written) focusFieldUnder([...path, list.length]);
    return written;
  };
  const move = (from: number, to: number) => {
    if (ctx.post) {
      const next = [...(list as Value[])];
      next.splice(to, 0, ...next.splice(from, 1));
      op({ op: 'postValue', path, value: next }, `${noun} moved`);
    } else op({ op: 'moveItem', path, from, to }, `${noun} moved`);
  };
  const remove = (i: number) => {
    if (ctx.post) op({ op: 'postValue', path, value: (list as Value[]).filter((_, j) => j !== i) }, `${noun} removed`);
    else op({ op: 'removeItem', path, index: i }, `${noun} removed`);
  };
  const error = messagesAt(ctx, path);
  const help = helpOf(schema);
  return (
    <Fieldset legend={labelOf(schema, key)} data-path={describePath(path)}>
      {help ? (
        <Text size="sm" c="dimmed" mb="xs">
          {help}
        </Text>
      ) : null}
      <Stack gap="sm">
        {list.map((item, i) => {
          const name = itemName(noun, i, item);
          return (
            <Fieldset
              key={i}
              variant="filled"
              legend={
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={600} lineClamp={1}>
                    {name}
                  </Text>
                  <ActionIcon variant="subtle" size="sm" aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <IconArrowUp size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move ${name} down`}
                    disabled={i === list.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${name}`} onClick={() => remove(i)}>
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              }
            >
              <Field ctx={ctx} schema={items} path={[...path, i]} value={item} present required label={name} />
            </Fieldset>
          );
        })}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        {adding ? (
          <NewItem
            ctx={ctx}
            path={[...path, list.length]}
            start={least(items, ctx.root) ?? ''}
            noun={noun}
            fields={(local, v) => (
              <Field ctx={local} schema={items} path={[...path, list.length]} value={v} present required label={`New ${noun}`} />
            )}
            confirm={confirm}
            close={() => setAdding(false)}
          />
        ) : (
          <Button variant="light" size="xs" onClick={() => setAdding(true)} style={{ alignSelf: 'start' }}>
            Add {noun}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
