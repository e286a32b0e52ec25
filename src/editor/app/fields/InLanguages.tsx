/**
 * A text's inputs in the site's languages. A text written per language has one input each, side
 * by side where the panel is wide enough, one under the other on a phone. A text that is the
 * same in every language (a name, a number) has one input, and a button per other language that
 * opens its input: typing there makes the text one per language.
 */
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isLanguageMap } from '../../../i18n/text.ts';
import { messages } from '../../../i18n/messages.ts';
import type { Language } from '../../../schema/kinds.ts';

export function InLanguages({
  languages,
  value,
  children,
}: {
  languages: Language[];
  value: unknown;
  children: (lang: Language | undefined) => ReactNode;
}) {
  const [opened, setOpened] = useState<Language[]>([]);
  if (isLanguageMap(value) || opened.length) {
    return (
      <SimpleGrid cols={{ base: 1, md: languages.length }} spacing="xs" data-languages={languages.join(' ')}>
        {languages.map(children)}
      </SimpleGrid>
    );
  }
  const others = languages.slice(1);
  return (
    <div>
      {children(undefined)}
      <Group gap={4} mt={4}>
        {others.map((l) => (
          <Button key={l} size="compact-xs" variant="subtle" onClick={() => setOpened([...opened, l])}>
            Write it in {messages[l].languageName}
          </Button>
        ))}
      </Group>
    </div>
  );
}
