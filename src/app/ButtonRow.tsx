import { Group } from '@mantine/core';
import type { ButtonT } from '../schema/kinds';
import { ActionButton } from './ActionButton';

/** The buttons under a block, centred; nothing when there are none. */
export function ButtonRow({ buttons }: { buttons: ButtonT[] }) {
  if (buttons.length === 0) return null;
  return (
    <Group justify="center" mt={40} gap="sm">
      {buttons.map((b) => (
        <ActionButton key={b.label} button={b} size="lg" />
      ))}
    </Group>
  );
}
