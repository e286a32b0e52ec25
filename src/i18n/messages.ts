import type { Language } from '../schema/kinds.ts';
import { blockWords, type BlockWords } from './words/blocks.ts';
import { formWords, type FormWords } from './words/forms.ts';
import { shellWords, type ShellWords } from './words/shell.ts';

/**
 * The message catalogue: every word the site's code shows (not the site's content, which is in
 * site.yaml and content/), per language. The prerender draws static text from it; a page's
 * islands get its language's catalogue once, with the page's facts (src/ui/facts.tsx), so no
 * page loads a translation runtime or another language's words.
 */
export type Messages = ShellWords & BlockWords & FormWords;

export const messages: Record<Language, Messages> = {
  en: { ...shellWords.en, ...blockWords.en, ...formWords.en },
  sw: { ...shellWords.sw, ...blockWords.sw, ...formWords.sw },
};

/** A message with its `{names}` filled in (src/i18n/fill.ts; the islands import it from there). */
export { fill } from './fill.ts';
