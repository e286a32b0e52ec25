import type { AnnotatedSchema } from './jsonSchema.ts';

/** A JSON Schema node with its `$ref`s followed into the root's definitions (its own keys kept). */
export function resolveRef(node: AnnotatedSchema, root: AnnotatedSchema): AnnotatedSchema {
  let cur = node;
  for (let i = 0; i < 20 && cur.$ref; i++) {
    const name = decodeURIComponent(cur.$ref.replace(/^#\/(definitions|\$defs)\//, ''));
    const target = root.definitions?.[name];
    if (!target) break;
    const { $ref: _ref, ...rest } = cur;
    cur = { ...target, ...rest };
  }
  return cur;
}
