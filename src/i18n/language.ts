import type { Language } from '../schema/kinds.ts';

/** The locale `Intl` formats each language's dates, numbers and prices in: its Kenyan form. */
export const LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** The address of a page of the site in `lang`: the default language's at its own path, the others' under /<lang>/. */
export function pathIn(to: string, lang: Language, defaultLang: Language, onlyInDefault: ReadonlySet<string> = new Set()): string {
  if (lang === defaultLang || !to.startsWith('/') || to.startsWith('//')) return to;
  const m = /^([^?#]*)(.*)$/.exec(to);
  const path = m?.[1] ?? to;
  const rest = m?.[2] ?? '';
  // A file (a picture, a PDF) is the same in every language; a page only in the default language stays there.
  if (/\.[a-z0-9]+$/i.test(path) || onlyInDefault.has(path.replace(/\/+$/, '') || '/')) return to;
  if (path === `/${lang}` || path.startsWith(`/${lang}/`)) return to;
  return `/${lang}${path === '/' ? '/' : path}${rest}`;
}

/** A page's address in the default language and the language it is in, from its address in any. */
export function splitLanguage(path: string, languages: readonly Language[]): { lang: Language; path: string } {
  for (const lang of languages.slice(1)) {
    if (path === `/${lang}` || path === `/${lang}/`) return { lang, path: '/' };
    if (path.startsWith(`/${lang}/`)) return { lang, path: path.slice(lang.length + 1) };
  }
  return { lang: languages[0], path };
}
