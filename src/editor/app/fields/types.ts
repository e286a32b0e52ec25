/**
 * What every field widget gets and shares: its place in the file, its schema, how its changes are
 * sent (to the server, or into a new item's draft), and its messages.
 */
import type { ReactNode } from 'react';
import type { Path } from '../../edits.ts';
import type { Choices, FileName, Op, ProblemView } from '../../protocol.ts';
import type { AnnotatedSchema } from '../../../schema/jsonSchema.ts';
import type { EditOptions, Editor } from '../useEditor.ts';

export type S = AnnotatedSchema;
export type Rec = Record<string, unknown>;
export const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface FormContext {
  editor: Editor;
  file: FileName;
  root: S;
  /** Front matter of a post: edits go through the post's own ops. */
  post?: boolean;
  choices: Choices;
  /** Problems already in the files. */
  problems: ProblemView[];
  /** A field to scroll to and focus (a problem opened from the list). */
  focusPath?: string;
  /** A new item not yet in the file: its fields' changes go here instead of to the server. */
  draft?: (op: Op) => void;
}

export interface FieldProps {
  ctx: FormContext;
  schema: S;
  path: Path;
  value: unknown;
  present: boolean;
  required: boolean;
  label?: string;
  /** The object the field belongs to (a picture's width and height beside its file). */
  parent?: Record<string, unknown>;
}

/** The dispatcher, handed to the widgets that hold other fields (a list, a group): no import cycle. */
export type FieldComponent = (props: FieldProps) => ReactNode;

export type WidgetProps = FieldProps & { Field: FieldComponent };

/** One change, to the file (true when written) or into the draft of a new item. */
export function send(ctx: FormContext, op: Op, opts: EditOptions): Promise<boolean> {
  if (ctx.draft) {
    ctx.draft(op);
    return Promise.resolve(true);
  }
  return ctx.editor.edit(ctx.file, op, opts);
}
