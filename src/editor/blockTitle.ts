/** A value as a line of text: strings and numbers as written, anything else as nothing. */
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A block's name in the editor's lists: its title or heading, else its id, else nothing. */
export function blockTitle(block: Record<string, unknown>): string {
  for (const key of ['title', 'heading', 'label', 'eyebrow', 'name']) if (textOf(block[key])) return textOf(block[key]);
  return textOf(block.id);
}
