/**
 * A text shown in a language it has not been translated into yet is shown in the site's default
 * language, inside an element that says so (`<span lang="en">`), so a screen reader reads it
 * with the right voice and search engines do not take it for Kiswahili.
 *
 * The localiser (localize.ts) wraps such a text in two private-use characters; the prerender
 * turns them into the element where the text is drawn as text, and drops them where it is an
 * attribute's value, the page's title or data (src/prerender/document.ts). What an island gets is
 * stripped before it is drawn, so the browser draws the same HTML; the island is told which of its
 * texts are in the default language (`fallbackTexts`) and marks them itself (`useSaid`, src/ui/facts.tsx).
 */

export const FALLBACK_OPEN = '\uE000';
export const FALLBACK_CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/g;

/** `text` marked as shown in the default language. */
export const markFallback = (text: string): string => (text ? `${FALLBACK_OPEN}${text}${FALLBACK_CLOSE}` : text);

/** Whether `text` holds a text shown in the default language. */
export const hasFallback = (text: string): boolean => text.includes(FALLBACK_OPEN);

/** `text` without its marks. */
export const withoutMarks = (text: string): string => text.replace(MARKS, '');

/** A value (props, facts) with every mark removed from its strings. */
export function stripMarks<T>(value: T): T {
  if (typeof value === 'string') return withoutMarks(value) as T;
  if (Array.isArray(value)) return value.map(stripMarks) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = stripMarks(v);
    return out as T;
  }
  return value;
}

/**
 * The texts of a value (props, facts) shown in the default language, without their marks: what
 * an island, drawn from the stripped value, marks itself (`useSaid`, src/ui/facts.tsx), in the prerender and
 * in the browser alike.
 */
export function fallbackTexts(value: unknown, into: Set<string> = new Set()): string[] {
  if (typeof value === 'string') {
    if (hasFallback(value)) for (const m of value.matchAll(/\uE000([^\uE000\uE001]*)\uE001/g)) into.add(m[1]);
  } else if (Array.isArray(value)) for (const v of value) fallbackTexts(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) fallbackTexts(v, into);
  return [...into];
}

/** Elements whose content is text, not markup: a mark inside one is dropped. */
const RAW = /^<(script|style|title|textarea|option)\b/i;

/**
 * A page's HTML with each marked text drawn as `<span lang="…">text</span>` where it is text,
 * and the marks dropped inside tags (attributes) and inside script, style, title, textarea and
 * option elements. React escapes `<` and `>` in attribute values, so a tag never holds a raw `>`.
 */
export function markedToHtml(html: string, lang: string): string {
  if (!html.includes(FALLBACK_OPEN) && !html.includes(FALLBACK_CLOSE)) return html;
  let raw: string | undefined;
  return html.replace(/(<[^>]*>)|([^<]+)/g, (all, tag: string | undefined, text: string | undefined) => {
    if (tag) {
      const open = RAW.exec(tag);
      if (open) raw = open[1].toLowerCase();
      else if (raw && new RegExp(`^</${raw}\\s*>`, 'i').test(tag)) raw = undefined;
      return withoutMarks(tag);
    }
    if (!text) return all;
    if (raw) return withoutMarks(text);
    return withoutMarks(text.replace(/\uE000([^\uE000\uE001]*)\uE001/g, (_m, inner: string) => `<span lang="${lang}">${inner}</span>`));
  });
}
