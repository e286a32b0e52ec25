/** One of a few values the schema lists (a colour, a look). */
import { OneOfField } from './OneOfField.tsx';
import type { FieldProps } from './types.ts';

export function ChoiceField(props: FieldProps) {
  const data = (props.schema.enum ?? []).map((e) => ({ value: String(e), label: String(e) }));
  return <OneOfField {...props} data={data} />;
}
