/** The blocks' own words (badges, counts, empty states, filters), per language. */
const en = {
  minRead: '{minutes} min read',
};

export type BlockWords = typeof en;

const sw: BlockWords = {
  minRead: 'Dakika {minutes} za kusoma',
};

export const blockWords = { en, sw };
