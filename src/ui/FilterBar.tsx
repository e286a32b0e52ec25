import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { fill } from '../i18n/fill';
import { useLanguage } from './facts';
import { firstPaintScript, searchAttrs } from './search';

interface Props {
  id?: string;
  search: string;
  onSearch: (v: string) => void;
  placeholder: string;
  searchLabel: string;
  category: string;
  onCategory: (v: string) => void;
  allLabel: string;
  /** Each choice with the address it leads to with scripts off (a category page, or this list filtered). */
  options: Array<{ value: string; label: string; href: string }>;
  allHref: string;
  /** How many items match, and the words that say it for one and for more (`{count}` in each: "{count} articles"). */
  count: number;
  counted: [one: string, more: string];
  maw?: number;
  /**
   * Said with scripts off (plain HTML in <noscript>): a static host cannot search, so the
   * sent form answers with this list unfiltered, and this tells the visitor the way on.
   */
  noScriptNote?: string;
}

/**
 * A search box, category choices (all first) and the live count of matches. Each choice is a
 * link, so it leads somewhere with scripts off; with them it filters in place. The search box
 * sits in a form that sends `q` to this address, so Enter works without scripts too. With an
 * `id`, an address with `?q=` is drawn searched before the code comes: the list marks its grid,
 * cards and "nothing found" box with `searchAttrs` (src/ui/search.ts).
 */
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
  allHref,
  count,
  counted,
  maw,
  noScriptNote,
}: Props) {
  const choose = (value: string) => (e: MouseEvent) => {
    e.preventDefault();
    onCategory(value);
  };
  const { messages } = useLanguage();
  const choices = [{ value: 'all', label: allLabel, href: allHref }, ...options];
  return (
    <>
      <form role="search" method="get" onSubmit={(e) => e.preventDefault()}>
        <TextInput
          id={id}
          name="q"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          placeholder={placeholder}
          aria-label={searchLabel}
          leftSection={<IconSearch size={18} aria-hidden />}
          size="md"
          maw={maw}
        />
      </form>
      {/* An address with ?q= is drawn searched before the list's code comes (src/ui/search.ts). */}
      {id && <script dangerouslySetInnerHTML={{ __html: firstPaintScript(id) }} />}
      {noScriptNote && (
        <noscript>
          <Text fz="sm" mt="xs" data-testid="search-needs-scripts">
            {noScriptNote}
          </Text>
        </noscript>
      )}
      <Group gap="xs" mt="md" role="group" aria-label={messages.categories}>
        {choices.map((o) => (
          <Button
            key={o.value}
            component="a"
            href={o.href}
            onClick={choose(o.value)}
            aria-current={o.value === category ? 'true' : undefined}
            variant={o.value === category ? 'filled' : 'outline'}
            size="xs"
            radius="xl"
            fw={500}
          >
            {o.label}
          </Button>
        ))}
      </Group>
      <Text fz="sm" c="dimmed" mt="md" aria-live="polite" {...(id ? searchAttrs.count(id) : {})}>
        {fill(count === 1 ? counted[0] : counted[1], { count })}
      </Text>
    </>
  );
}
