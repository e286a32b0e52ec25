/**
 * A new item (a list's item, a product, a group like a button): a draft in the panel, filled in its
 * own fields, written to the file only when confirmed, never as placeholder words. A refused
 * confirmation keeps the draft, with the messages at its fields.
 */
import { Button, Fieldset, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Path, Value } from '../../edits.ts';
import type { FormContext } from './types.ts';
import { useNewDraft } from './useNewDraft.ts';

interface Props {
  ctx: FormContext;
  /** Where the item will be in the file (its fields' messages are found by it). */
  path: Path;
  start: Value;
  noun: string;
  /** The draft's fields, drawn with the draft's own context. */
  fields: (local: FormContext, value: Value) => ReactNode;
  /** Writes the item; true when written. */
  confirm: (value: Value, field: string) => Promise<boolean>;
  close: () => void;
}

export function NewItem({ ctx, path, start, noun, fields, confirm, close }: Props) {
  const { value, latest, local, keyFor } = useNewDraft(ctx, path, start);
  const [busy, setBusy] = useState(false);
  // The cursor goes to the draft's first field.
  const frame = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    frame.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
  }, []);
  const field = keyFor(ctx.file);
  const add = async () => {
    setBusy(true);
    try {
      if (await confirm(latest(), field)) close();
    } finally {
      setBusy(false);
    }
  };
  // Why it was not added (the messages at its fields show under them).
  const error = ctx.editor.fieldMessages[field]?.message;
  return (
    <Fieldset ref={frame} legend={`New ${noun}`} aria-label={`New ${noun}`}>
      {fields(local, value)}
      {error ? (
        <Text c="red" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      ) : null}
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={() => void add()} loading={busy}>
          Add this {noun}
        </Button>
        <Button size="xs" variant="default" onClick={close}>
          Cancel
        </Button>
      </Group>
    </Fieldset>
  );
}
