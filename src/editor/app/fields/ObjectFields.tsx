/** The fields of an object, in the schema's order. */
import { Stack } from '@mantine/core';
import type { Path } from '../../edits.ts';
import { deref } from '../../starter.ts';
import { isRec, type FieldComponent, type FormContext, type S } from './types.ts';

export interface ObjectFieldsProps {
  ctx: FormContext;
  schema: S;
  path: Path;
  value: unknown;
  skip?: string[];
}

export function ObjectFieldsWith({ ctx, schema, path, value, skip = [], Field }: ObjectFieldsProps & { Field: FieldComponent }) {
  const s = deref(schema, ctx.root);
  const data = isRec(value) ? value : {};
  const required = new Set(s.required ?? []);
  return (
    <Stack gap="sm">
      {Object.entries(s.properties ?? {})
        .filter(([k]) => !skip.includes(k))
        .map(([k, prop]) => (
          <Field
            key={k}
            ctx={ctx}
            schema={prop}
            path={[...path, k]}
            value={data[k]}
            present={k in data}
            required={required.has(k)}
            parent={data}
          />
        ))}
    </Stack>
  );
}
