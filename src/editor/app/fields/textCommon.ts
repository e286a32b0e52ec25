/**
 * What the text widgets share: the draft, when a change is sent, and the input's label, help and
 * messages. A text that may be written per language (x-translatable) on a site of several
 * languages has one input per language: the first language's holds the text for every language
 * until another language's is typed, which makes it `{ en: …, sw: … }`.
 */
import { describePath, type Path } from '../../edits.ts';
import { textOf } from '../../blockTitle.ts';
import { isLanguageMap } from '../../../i18n/text.ts';
import { messages } from '../../../i18n/messages.ts';
import type { Language } from '../../../schema/kinds.ts';
import { fieldKey, messagesAt } from './messages.ts';
import { setOp, valueOp } from './ops.ts';
import { send, type FieldProps } from './types.ts';
import { useDraft } from './useDraft.ts';
import { useEditedLanguage } from './editedLanguage.ts';
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
  lang?: Language;
}

export const NEEDED = 'This is needed: write something here.';

/** The languages a field is written in on this site: one input each (the first language's first). */
export function languagesOf({ ctx, schema }: FieldProps): Language[] {
  const languages = ctx.choices.languages;
  return schema['x-translatable'] && languages.length > 1 ? languages : [];
}

export function useTextField(props: FieldProps, lang?: Language) {
  const { ctx, schema, path, value, present, required, label } = props;
  const key = path[path.length - 1];
  const name = label ?? labelOf(schema, key);
  const first = ctx.choices.languages[0];
  const edited = useEditedLanguage().language;
  const map = isLanguageMap(value) ? value : undefined;
  // Where this input's text is: the language's key of a text written per language, else the field itself.
  const own: Path = lang && map ? [...path, lang] : path;
  const shown = !lang ? textOf(value) : map ? textOf(map[lang]) : lang === first ? textOf(value) : '';
  const ownPresent = !lang ? present : map ? map[lang] !== undefined : lang === first && present;
  const field = fieldKey(ctx.file, own);
  const inputName = lang ? `${name} · ${messages[lang].languageName}` : name;
  const commit = (v: string) => {
    // An emptied field that must be filled is not sent: the file keeps its text, the box what was typed.
    if (v === '' && required && !ctx.draft && (!lang || lang === first)) {
      ctx.editor.note(field, NEEDED);
      return undefined;
    }
    const next = v === '' ? undefined : v;
    // Back to what the file has: nothing to send, and any message about the change goes.
    if ((next === undefined && !ownPresent) || next === shown) {
      ctx.editor.clear(field);
      return undefined;
    }
    const label = `${inputName} changed`;
    // The first words in another language: the one text becomes one per language.
    if (lang && !map && lang !== first && next !== undefined) {
      const written = typeof value === 'string' ? { [first]: value } : {};
      return send(ctx, valueOp(ctx, path, { ...written, [lang]: next }, present), { label, field });
    }
    return send(ctx, setOp(ctx, own, next, ownPresent), { label, field });
  };
  const { draft, change, flush } = useDraft(shown, commit);
  // A text of the first language with no words in this one yet: said under its box.
  // (A text that is one for every language misses nothing: its other language's box was opened on purpose.)
  const missing =
    lang && lang !== first && map && !shown && textOf(value) !== ''
      ? `Not yet in ${messages[lang].languageName}: the page shows the ${messages[first].languageName}.`
      : undefined;
  // Another language's box alone in the panel (editedLanguage.ts): the first language's words under it, to translate from.
  const original = lang && lang !== first && edited === lang ? textOf(map ? map[first] : value) : '';
  const from = original ? `${messages[first].languageName}: “${original}”` : undefined;
  const common: CommonInput = {
    label: inputName,
    description: [missing, from].filter(Boolean).join(' ') || (lang && lang !== first ? undefined : helpOf(schema)),
    required: required && (!lang || lang === first),
    error: messagesAt(ctx, own),
    value: draft,
    onBlur: flush,
    // Each language's box its own place: the first's is the field's own while the text is one for every language.
    'data-path': describePath(lang && (map || lang !== first) ? [...path, lang] : path),
    lang,
  };
  return { common, change, missing: missing !== undefined };
}
