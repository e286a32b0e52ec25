/**
 * A text's inputs in the site's languages. A text written per language has one input each, side
 * by side where the panel is wide enough, one under the other on a phone; the language chosen at
 * the top of the panel (editedLanguage.ts) shows only its own. A text that is the same in every
 * language (a name, a number) has one input, and a button per other language that opens its
 * input: typing there makes the text one per language. A field of a site in one language, or not
 * written per language, is its one input.
 */
import { Button, Group, SimpleGrid } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isLanguageMap } from '../../../i18n/text.ts';
import { messages } from '../../../i18n/messages.ts';
import type { Language } from '../../../schema/kinds.ts';
import { useEditedLanguage } from './editedLanguage.ts';
import { languagesOf } from './textCommon.ts';
import type { FieldProps } from './types.ts';

export function InLanguages({ props, input }: { props: FieldProps; input: (lang: Language | undefined) => ReactNode }) {
  const [opened, setOpened] = useState<Language[]>([]);
  const edited = useEditedLanguage().language;
  const languages = languagesOf(props);
  if (!languages.length) return input(undefined);
  if (isLanguageMap(props.value) || opened.length) {
    const shown = edited && languages.includes(edited) ? [edited] : languages;
    return (
      <SimpleGrid cols={{ base: 1, md: shown.length }} spacing="xs" data-languages={shown.join(' ')}>
        {shown.map(input)}
      </SimpleGrid>
    );
  }
  const others = languages.slice(1);
  return (
    <div>
      {input(undefined)}
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
