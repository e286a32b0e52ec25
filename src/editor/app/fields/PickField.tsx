/** The id of a product, category, post, form or chat message, picked by its name from the site's own (the loader's index). */
import { OneOfField } from './OneOfField.tsx';
import type { FieldProps } from './types.ts';

export function PickField(props: FieldProps) {
  const kind = props.schema['x-kind'];
  const choices = kind?.kind === 'ref' ? props.ctx.choices[kind.collection] : [];
  const data = choices.map((c) => ({ value: c.value, label: c.label === c.value ? c.value : `${c.label} (${c.value})` }));
  return <OneOfField {...props} data={data} />;
}
