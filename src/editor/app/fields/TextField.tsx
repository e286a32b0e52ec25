/** A line of text; one per language where the site has several and the field may be written per language. */
import { TextInput } from '@mantine/core';
import type { Language } from '../../../schema/kinds.ts';
import { InLanguages } from './InLanguages.tsx';
import { useTextField } from './textCommon.ts';
import type { FieldProps } from './types.ts';

function Line({ props, lang }: { props: FieldProps; lang?: Language }) {
  const { common, change, missing } = useTextField(props, lang);
  return <TextInput {...common} data-missing={missing ? '' : undefined} onChange={(e) => change(e.currentTarget.value)} />;
}

export function TextField(props: FieldProps) {
  return <InLanguages props={props} input={(lang) => <Line key={lang ?? ''} props={props} lang={lang} />} />;
}
