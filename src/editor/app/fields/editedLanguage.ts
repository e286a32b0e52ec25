/**
 * The language the panel's fields are written in: one (its boxes only, on a phone or when
 * translating) or, undefined, every language side by side. Chosen once at the top of the panel;
 * every text field reads it.
 */
import { createContext, useContext } from 'react';
import type { Language } from '../../../schema/kinds.ts';

export const EditedLanguage = createContext<Language | undefined>(undefined);

export const useEditedLanguage = () => useContext(EditedLanguage);
