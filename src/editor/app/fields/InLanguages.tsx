/** A text's inputs in each of the site's languages: side by side where the panel is wide enough, one under the other on a phone. */
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language } from '../../../schema/kinds.ts';

export function InLanguages({ languages, children }: { languages: Language[]; children: (lang: Language) => ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: languages.length }} spacing="xs" data-languages={languages.join(' ')}>
      {languages.map(children)}
    </SimpleGrid>
  );
}
