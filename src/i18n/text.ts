import { LANGUAGES, type Language } from '../schema/kinds.ts';

/** Whether a value is a text written per language: `{ en: …, sw: … }` (only language codes as keys). */
export const isLanguageMap = (v: unknown): v is Partial<Record<Language, unknown>> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  Object.keys(v).every((k) => (LANGUAGES as readonly string[]).includes(k));

/**
 * A text's words for naming what it belongs to (a product in a list, a page in a picker): the text,
 * a number written as one, or of a text written per language the first language's (else the first
 * given); empty when it is none of these.
 */
export function wordsOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (!isLanguageMap(v)) return '';
  const given = [v.en, ...Object.values(v)].find((w) => typeof w === 'string' && w !== '');
  return typeof given === 'string' ? given : '';
}

/** The languages site.yaml declares (`site.languages`), the known ones in its order; English alone when it declares none. */
export function siteLanguages(site: unknown): Language[] {
  const declared = (site as { site?: { languages?: unknown } } | undefined)?.site?.languages;
  const known = Array.isArray(declared) ? declared.filter((l): l is Language => (LANGUAGES as readonly unknown[]).includes(l)) : [];
  return known.length ? [...new Set(known)] : ['en'];
}
