/**
 * The lines of a text, split once: every problem's code frame and column reads its file's lines,
 * and splitting the whole text again for each problem made checking grow with problems × lines
 * (issue 27). The last few texts are kept; a Map finds a text it already holds by identity first.
 */
const cache = new Map<string, readonly string[]>();
const KEEP = 8;

export function textLines(text: string): readonly string[] {
  let lines = cache.get(text);
  if (!lines) {
    lines = text.split(/\r?\n/);
    if (cache.size >= KEEP) cache.delete(cache.keys().next().value as string);
    cache.set(text, lines);
  }
  return lines;
}

/** Line `n` (from 1) of `text`, or '' past its end. */
export const lineOf = (text: string, n: number): string => textLines(text)[n - 1] ?? '';
