/** A block's name in the editor's lists: its title or heading, else its id, else nothing. */
export function blockTitle(block: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  for (const key of ['title', 'heading', 'label', 'eyebrow', 'name']) if (text(block[key])) return text(block[key]);
  return text(block.id);
}
