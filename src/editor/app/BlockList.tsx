/**
 * A page's blocks in order, each with its type and title: select one, drag it (or press
 * Alt+↑/↓ on it, or its arrow buttons) to move it, hide or show it, duplicate it, delete it.
 */
import { ActionIcon, Badge, Flex, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconCopy, IconEye, IconEyeOff, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { blockTitle } from '../blockTitle.ts';
import type { Catalog } from '../protocol.ts';

type Control = 'row' | 'up' | 'down';

export interface BlockRow {
  type: string;
  /** The type in plain words ("Call to action"), from the block's schema. */
  typeLabel: string;
  title: string;
  hidden: boolean;
}

interface Props {
  blocks: BlockRow[];
  selected: number | undefined;
  onSelect: (index: number) => void;
  /** Resolves false when the move was not made. */
  onMove: (from: number, to: number) => Promise<boolean>;
  onToggleHidden: (index: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
}

/** The rows of a page's blocks, each named by its type's words and schema (the catalogue's). */
export const rowsOf = (blocks: unknown, types: Catalog['blocks']): BlockRow[] =>
  (Array.isArray(blocks) ? blocks : []).map((b: unknown) => {
    const rec = typeof b === 'object' && b !== null ? (b as Record<string, unknown>) : {};
    const type = typeof rec.type === 'string' ? rec.type : '?';
    const info = types.find((t) => t.type === type);
    return { type, typeLabel: info?.label ?? `Unknown type “${type}”`, title: blockTitle(rec, info?.schema), hidden: rec.hidden === true };
  });

export function BlockList({ blocks, selected, onSelect, onMove, onToggleHidden, onDuplicate, onDelete }: Props) {
  const [dragging, setDragging] = useState<number>();
  const [over, setOver] = useState<number>();
  const narrow = useMediaQuery('(max-width: 48em)');
  // The focus follows the block a key or button moved (so it can be pressed again), and goes to
  // the next block after a delete, once the list shows the change.
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const refTo = (i: number, which: Control) => (el: HTMLButtonElement | null) => {
    controls.current.set(`${i}:${which}`, el);
  };
  // `rows` is the list as it was when the key or button was pressed: the focus moves once it differs
  // (the panel draws the old list again while the change is being saved).
  const follow = useRef<{ index: number; which: Control; length: number; rows: string }>(undefined);
  const rowsKey = JSON.stringify(blocks);
  useEffect(() => {
    const f = follow.current;
    if (!f || blocks.length !== f.length || rowsKey === f.rows) return;
    const which =
      // At the top or the bottom the button that moved it is disabled: the other one takes the focus.
      f.which === 'up' && f.index === 0 ? 'down' : f.which === 'down' && f.index === blocks.length - 1 ? 'up' : f.which;
    controls.current.get(`${f.index}:${which}`)?.focus();
    follow.current = undefined;
  }, [blocks, rowsKey]);
  const move = (i: number, to: number, which: Control) => {
    follow.current = { index: to, which, length: blocks.length, rows: rowsKey };
    // A move the site refuses leaves the list as it was: nothing to follow.
    void onMove(i, to).then((ok) => {
      if (!ok) follow.current = undefined;
    });
  };
  const keys = (i: number) => (e: KeyboardEvent) => {
    const to = e.key === 'ArrowUp' ? i - 1 : e.key === 'ArrowDown' ? i + 1 : -1;
    if (!e.altKey || to < 0 || to >= blocks.length) return;
    e.preventDefault();
    move(i, to, 'row');
  };
  const drop = (i: number) => (e: DragEvent) => {
    e.preventDefault();
    if (dragging !== undefined && dragging !== i) void onMove(dragging, i);
    setDragging(undefined);
    setOver(undefined);
  };
  return (
    <Stack gap={6} component="ol" aria-label="Blocks of this page" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {blocks.map((b, i) => {
        const name = `${i + 1}. ${b.typeLabel}${b.title ? ` “${b.title}”` : ''}`;
        return (
          <li
            key={`${i}-${b.type}`}
            draggable
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? undefined : o))}
            onDragEnd={() => {
              setDragging(undefined);
              setOver(undefined);
            }}
            onDrop={drop(i)}
            data-testid="block-row"
          >
            <Paper
              withBorder
              p={6}
              radius="sm"
              style={{
                outline: selected === i ? '2px solid var(--mantine-color-green-7)' : undefined,
                // Where a dragged block will land: a line above or below this one.
                boxShadow:
                  over === i && dragging !== undefined && dragging !== i
                    ? `0 ${dragging > i ? -3 : 3}px 0 0 var(--mantine-color-blue-6)`
                    : undefined,
                // A hidden block's row is greyed (not faded: a faded badge is too faint to read).
                background: b.hidden ? 'var(--mantine-color-gray-1)' : undefined,
              }}
            >
              <Group gap={4} wrap="nowrap">
                <IconGripVertical aria-hidden size={16} style={{ cursor: 'grab', flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
                <UnstyledButton
                  ref={refTo(i, 'row')}
                  onClick={() => onSelect(i)}
                  onKeyDown={keys(i)}
                  aria-current={selected === i ? 'true' : undefined}
                  aria-label={`${name}${b.hidden ? ' (hidden)' : ''}. Alt+Up or Alt+Down moves it.`}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  {/* On a phone the title has a line of its own, under the type. */}
                  <Flex gap={narrow ? 2 : 6} direction={narrow ? 'column' : 'row'} align={narrow ? 'flex-start' : 'center'} wrap="nowrap">
                    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                      <Badge variant="light" color="gray" tt="none">
                        {b.typeLabel}
                      </Badge>
                      {b.hidden ? (
                        // Dark text on yellow (autoContrast): about 10:1.
                        <Badge color="yellow" variant="filled" autoContrast tt="none">
                          hidden
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" truncate maw="100%" c={b.hidden ? 'dimmed' : undefined}>
                      {b.title || '—'}
                    </Text>
                  </Flex>
                </UnstyledButton>
                <Tooltip label="Move up">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1, 'up')}
                    ref={refTo(i, 'up')}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move down">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    disabled={i === blocks.length - 1}
                    onClick={() => move(i, i + 1, 'down')}
                    ref={refTo(i, 'down')}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={b.hidden ? 'Show on the page' : 'Hide from the page'}>
                  <ActionIcon variant="subtle" aria-label={`${b.hidden ? 'Show' : 'Hide'} ${name}`} onClick={() => onToggleHidden(i)}>
                    {b.hidden ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Duplicate">
                  <ActionIcon variant="subtle" aria-label={`Duplicate ${name}`} onClick={() => onDuplicate(i)}>
                    <IconCopy size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Delete (undo brings it back)">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${name}`}
                    onClick={() => {
                      if (blocks.length > 1)
                        follow.current = { index: Math.min(i, blocks.length - 2), which: 'row', length: blocks.length - 1, rows: rowsKey };
                      onDelete(i);
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
