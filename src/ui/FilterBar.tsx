import { Chip, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface Props {
  id?: string;
  search: string;
  onSearch: (v: string) => void;
  placeholder: string;
  searchLabel: string;
  category: string;
  onCategory: (v: string) => void;
  allLabel: string;
  options: Array<{ value: string; label: string }>;
  /** How many items match, and what they are called (one, many). */
  count: number;
  noun: [string, string];
  maw?: number;
}

/** A search box, category chips (all first) and the live count of matches. */
export function FilterBar({
  id,
  search,
  onSearch,
  placeholder,
  searchLabel,
  category,
  onCategory,
  allLabel,
  options,
  count,
  noun,
  maw,
}: Props) {
  return (
    <>
      <TextInput
        id={id}
        type="search"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        placeholder={placeholder}
        aria-label={searchLabel}
        leftSection={<IconSearch size={18} aria-hidden />}
        size="md"
        maw={maw}
      />
      <Chip.Group value={category} onChange={(v) => onCategory(v as string)}>
        <Group gap="xs" mt="md" role="group" aria-label="Categories">
          <Chip value="all" variant="outline">
            {allLabel}
          </Chip>
          {options.map((o) => (
            <Chip key={o.value} value={o.value} variant="outline">
              {o.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text fz="sm" c="dimmed" mt="md" aria-live="polite">
        {count} {count === 1 ? noun[0] : noun[1]}
      </Text>
    </>
  );
}
