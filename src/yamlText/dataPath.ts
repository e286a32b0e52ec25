/**
 * The one notation of a place in a YAML file's data, used by the loader's problems (`path`),
 * the command line, and the visual editor (its refusals, and the `data-path` of each field,
 * which is how a problem finds its field): `routes[1].blocks[3].title`.
 *
 * A list's item is `[n]`; a key is `.key` (no dot before the first). A key the dotted form
 * could misread (empty, or with a dot, bracket, quote, backslash or white space in it, e.g.
 * `values: { "full name": … }`) is written `["full name"]`, in JSON's quotes, so two places
 * never share a name. The whole file is the empty string.
 */
export type PathSeg = string | number;

/** A key that reads the same written bare after a dot. */
const BARE_KEY = /^[^\s.[\]"'\\]+$/;

export function pathToString(path: readonly PathSeg[]): string {
  // Joined once rather than added up segment by segment: a sum is kept as a chain of pieces,
  // about ten times the text's size, and a check of 200,000 problems holds one path each.
  return path
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : !BARE_KEY.test(seg) ? `[${JSON.stringify(seg)}]` : i ? `.${seg}` : seg))
    .join('');
}

/** One part of the notation: `[n]`, `["key"]`, or a bare key (after a dot but for the first). */
const PART = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|(^|\.)([^\s.[\]"'\\]+)/y;

/** The path a string of the notation names (pathToString's inverse), or undefined for one it never writes. */
export function pathFromString(text: string): PathSeg[] | undefined {
  const path: PathSeg[] = [];
  PART.lastIndex = 0;
  while (PART.lastIndex < text.length) {
    const at = PART.lastIndex;
    const m = PART.exec(text);
    if (!m) return undefined;
    // A group that did not take part is undefined (RegExpExecArray's type says string).
    const [, index, quoted, dot, key] = m as unknown as (string | undefined)[];
    // A dot is written only between parts; a bare key first has none.
    if (key !== undefined && (dot === '.') !== at > 0) return undefined;
    if (index !== undefined) path.push(Number(index));
    else if (quoted !== undefined) path.push(JSON.parse(quoted) as string);
    else if (key !== undefined) path.push(key);
  }
  return path;
}
