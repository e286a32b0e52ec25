/**
 * A form drawn from a schema (the block's, a product's, a post's, the site's facts): one field per
 * property, each drawn by the widget its schema names (src/schema/editorMeta.ts, fields/widgetOf.ts)
 * from the map in fields/. Every change is sent as the smallest edit, and the loader's messages for
 * the field show under it.
 */
import type { ReactNode } from 'react';
import { widgets } from './fields/index.ts';
import { ObjectFieldsWith, type ObjectFieldsProps } from './fields/ObjectFields.tsx';
import type { FieldProps } from './fields/types.ts';
import { single, widgetOf } from './fields/widgetOf.ts';

export { focusFieldUnder } from './fields/focus.ts';
export { fieldKey } from './fields/messages.ts';
export type { FormContext } from './fields/types.ts';
export { useDraft } from './fields/useDraft.ts';

export function Field(props: FieldProps): ReactNode {
  const schema = single(props.schema, props.ctx.root);
  const widget = widgetOf(schema, props.ctx.root);
  if (!widget) return null;
  const Widget = widgets[widget];
  return <Widget {...props} schema={schema} Field={Field} />;
}

export function ObjectFields(props: ObjectFieldsProps) {
  return <ObjectFieldsWith {...props} Field={Field} />;
}
