/** A value as a line of text: strings and numbers as written, anything else as nothing. */
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Keys whose text is not words a person wrote for the page (addresses, files, ids). */
const NOT_WORDS = new Set(['type', 'id', 'src', 'to', 'href', 'url', 'form', 'dialog', 'chat', 'source', 'tone', 'variant', 'alt']);

/** The first words of a block's own text (its sentence, its first card), for a block with no title. */
function firstWords(value: unknown, key = ''): string {
  if (NOT_WORDS.has(key)) return '';
  if (typeof value === 'string') return /\s/.test(value.trim()) ? value.trim() : '';
  if (Array.isArray(value)) {
    for (const v of value) if (firstWords(v)) return firstWords(v);
    return '';
  }
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) if (firstWords(v, k)) return firstWords(v, k);
  }
  return '';
}

const clip = (s: string, words = 6) => {
  const all = s.split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : s;
};

/** A block's name in the editor's lists: its title or heading, else the first words of its text, else nothing. */
export function blockTitle(block: Record<string, unknown>): string {
  for (const key of ['title', 'heading', 'label', 'eyebrow', 'name']) if (textOf(block[key])) return textOf(block[key]);
  return clip(firstWords(block));
}
