/** The forms' own words (validation messages, sending, sent, failed), per language. */
const en = {
  required: 'This field is required.',
};

export type FormWords = typeof en;

const sw: FormWords = {
  required: 'Sehemu hii inahitajika.',
};

export const formWords = { en, sw };
