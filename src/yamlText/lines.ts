/**
 * The lines of a text, indexed once: every problem's code frame and column reads its file's
 * lines, and splitting the whole text again for each problem made checking grow with
 * problems × lines. The index holds where each line starts (not the lines: a
 * 200,000-line file's lines as strings took more memory than the text), and the last few
 * texts' indexes are kept; a Map finds a text it already holds by identity first.
 */
const cache = new Map<string, Uint32Array>();
const KEEP = 8;

function lineStarts(text: string): Uint32Array {
  let starts = cache.get(text);
  if (!starts) {
    let n = 1;
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
    starts = new Uint32Array(n);
    for (let i = text.indexOf('\n'), k = 1; i >= 0; i = text.indexOf('\n', i + 1)) starts[k++] = i + 1;
    if (cache.size >= KEEP) cache.delete(cache.keys().next().value as string);
    cache.set(text, starts);
  }
  return starts;
}

/** Line `n` (from 1) of `text`, without its line break (`\n` or `\r\n`), or '' past its end. */
export function lineOf(text: string, n: number): string {
  const starts = lineStarts(text);
  if (n < 1 || n > starts.length) return '';
  const end = n < starts.length ? starts[n] - 1 : text.length;
  const line = text.slice(starts[n - 1], end);
  return line.endsWith('\r') && n < starts.length ? line.slice(0, -1) : line;
}
