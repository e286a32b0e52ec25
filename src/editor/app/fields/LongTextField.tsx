/** Prose of a sentence or more (a field declared multiline): a box that grows with its text; one per language where the site has several. */
import { Textarea } from '@mantine/core';
import type { Language } from '../../../schema/kinds.ts';
import { InLanguages } from './InLanguages.tsx';
import { useTextField } from './textCommon.ts';
import type { FieldProps } from './types.ts';

function Box({ props, lang }: { props: FieldProps; lang?: Language }) {
  const { common, change, missing } = useTextField(props, lang);
  return (
    <Textarea
      {...common}
      data-missing={missing ? '' : undefined}
      autosize
      minRows={2}
      maxRows={10}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}

export function LongTextField(props: FieldProps) {
  return <InLanguages props={props} input={(lang) => <Box key={lang ?? ''} props={props} lang={lang} />} />;
}
