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

/**
 * Whether a key must be filled in: the schema requires it, and its value cannot be empty (a
 * picture's description is required but may be "", for a picture that only decorates).
 */
export function mustFill(schema: S, key: string, root: S): boolean {
  const prop = schema.properties?.[key];
  if (!prop || !schema.required?.includes(key)) return false;
  const found = deref(prop, root);
  // A text that may be written per language: judged by its one-text form (a picture's description may be "").
  const s = found['x-translatable'] ? deref(found.anyOf?.find((o) => deref(o, root).type === 'string') ?? found, root) : found;
  if (s.type === 'string') return (s.minLength ?? 0) > 0 || s.pattern !== undefined || s.enum !== undefined || s['x-kind'] !== undefined;
  return true;
}

export function ObjectFieldsWith({ ctx, schema, path, value, skip = [], Field }: ObjectFieldsProps & { Field: FieldComponent }) {
  const s = deref(schema, ctx.root);
  const data = isRec(value) ? value : {};
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
            required={mustFill(s, k, ctx.root)}
            parent={data}
          />
        ))}
    </Stack>
  );
}
