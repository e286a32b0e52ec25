/**
 * A link: type an address, or pick a page or one of its sections. The list shows each page's title
 * and address; picking one writes the address. With an address already in the field, the list
 * shows everything, not only the addresses that start like it.
 */
import { Autocomplete, Stack, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useTextField } from './textCommon.ts';
import type { FieldProps } from './types.ts';

export function LinkField(props: FieldProps) {
  const { common, change } = useTextField(props);
  const labels = new Map(props.ctx.choices.links.map((l) => [l.value, l.label]));
  const filter: OptionsFilter = ({ options, search, limit }) => {
    const items = options as ComboboxItem[];
    const q = search.trim().toLowerCase();
    if (!q || labels.has(search)) return items.slice(0, limit);
    return items.filter((o) => `${o.value} ${labels.get(o.value) ?? ''}`.toLowerCase().includes(q)).slice(0, limit);
  };
  return (
    <Autocomplete
      {...common}
      data={[...labels.keys()]}
      filter={filter}
      limit={60}
      onChange={change}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{labels.get(option.value)}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </Stack>
      )}
    />
  );
}
