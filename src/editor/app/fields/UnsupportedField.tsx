/** A value the panel has no widget for (a `name: value` map, a choice of shapes): shown, edited in the file. */
import { Stack, Text } from '@mantine/core';
import { describePath } from '../../edits.ts';
import type { FieldProps } from './types.ts';
import { labelOf } from '../../words.ts';

export function UnsupportedField({ ctx, schema, path, value }: FieldProps) {
  if (value === undefined) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {labelOf(schema, path[path.length - 1])}
      </Text>
      <Text size="sm" c="dimmed">
        Edited in {ctx.file} ({describePath(path)}): {JSON.stringify(value)}
      </Text>
    </Stack>
  );
}
