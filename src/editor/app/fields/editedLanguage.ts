/**
 * The language the panel's fields are written in: one (its boxes only, on a phone or when
 * translating; a post's translation in the Blog tab) or, undefined, every language side by side.
 * Chosen once at the top of the panel; every text field and the Blog tab read it, and may
 * choose another (`choose`, which the page beside the panel follows).
 */
import { createContext, useContext } from 'react';
import type { Language } from '../../../schema/kinds.ts';

/** Every language side by side. */
export const ALL = 'all';

export interface EditedLanguageChoice {
  language: Language | undefined;
  choose: (language: Language | typeof ALL) => void;
}

export const EditedLanguage = createContext<EditedLanguageChoice>({ language: undefined, choose: () => undefined });

export const useEditedLanguage = () => useContext(EditedLanguage);
