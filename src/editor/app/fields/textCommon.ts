/** What the text widgets share: the draft, when a change is sent, and the input's label, help and messages. */
import { describePath } from '../../edits.ts';
import { textOf } from '../../blockTitle.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { setOp } from './ops.ts';
import { send, type FieldProps } from './types.ts';
import { useDraft } from './useDraft.ts';
import { helpOf, labelOf } from '../../words.ts';

/** What every text input of a field gets. */
export interface CommonInput {
  label: string;
  description: string | undefined;
  /** Marked and announced as needed (the form does not check it: the schema's messages say what is missing). */
  required: boolean;
  error: string | undefined;
  value: string;
  onBlur: () => void;
  'data-path': string;
}

export const NEEDED = 'This is needed: write something here.';

export function useTextField({ ctx, schema, path, value, present, required, label }: FieldProps) {
  const key = path[path.length - 1];
  const name = label ?? labelOf(schema, key);
  const field = fieldKey(ctx.file, path);
  const commit = (v: string) => {
    // An emptied field that must be filled is not sent: the file keeps its text, the box what was typed.
    if (v === '' && required && !ctx.draft) {
      ctx.editor.note(field, NEEDED);
      return undefined;
    }
    const next = v === '' ? undefined : v;
    // Back to what the file has: nothing to send, and any message about the change goes.
    if ((next === undefined && !present) || next === value) {
      ctx.editor.clear(field);
      return undefined;
    }
    return send(ctx, setOp(ctx, path, next, present), { label: `${name} changed`, field });
  };
  const { draft, change, flush } = useDraft(textOf(value), commit);
  const common: CommonInput = {
    label: name,
    description: helpOf(schema),
    required,
    error: messagesAt(ctx, path),
    value: draft,
    onBlur: flush,
    'data-path': describePath(path),
  };
  return { common, change };
}
