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
