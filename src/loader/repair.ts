/**
 * The value an editor most likely meant, when a value fails a pattern by a slip that has
 * one obvious fix: `about` for a path (the "/" left out), `Our Story` for an id (capitals
 * and a space). Only a repair that the same pattern accepts is offered.
 */
const REPAIRS: Array<(v: string) => string> = [
  (v) => v.trim(),
  (v) => noTrailingSlash(v.trim()),
  (v) => `/${v.trim()}`,
  (v) => slug(v),
  (v) => `/${slug(v)}`,
  // Dates: 2024-3-28 → 2024-03-28; 28/03/2024 or 28.3.2024 (day first, as written in Kenya) → 2024-03-28.
  (v) =>
    v
      .trim()
      .replace(
        /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/,
        (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
      ),
  (v) =>
    v
      .trim()
      .replace(
        /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/,
        (_, d: string, m: string, y: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
      ),
];

const noTrailingSlash = (v: string) => (v.length > 1 ? v.replace(/\/+$/, '') : v);

function slug(v: string): string {
  return v
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9/*:-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .replace(/(.)\/+$/, '$1');
}

/** The first repair of `value` that `re` accepts, if any (not the value itself). */
export function repairTo(value: string, re: RegExp): string | undefined {
  if (re.test(value)) return undefined;
  for (const repair of REPAIRS) {
    const fixed = repair(value);
    if (fixed !== value && fixed !== '' && fixed !== '/' && re.test(fixed)) return fixed;
  }
  return undefined;
}

/** zod reports a regex as its source text, "/^…$/flags". */
function patternOf(text: string): RegExp | undefined {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(text);
  if (!m) return undefined;
  try {
    return new RegExp(m[1], m[2]);
  } catch {
    return undefined;
  }
}

/** `Write "our-story".`, or nothing when no simple repair fits the pattern. */
export function repairHint(value: unknown, pattern: string | undefined): string {
  const re = pattern ? patternOf(pattern) : undefined;
  const fixed = re && typeof value === 'string' ? repairTo(value, re) : undefined;
  return fixed ? ` Write "${fixed}".` : '';
}
