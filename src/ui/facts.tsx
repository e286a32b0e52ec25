import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../schema/kinds';
import type { SiteModel } from '../schema/model';
import { LOCALES, pathIn } from '../i18n/language';
import type { Messages } from '../i18n/messages';

/**
 * What the live parts of a page (islands) may read of the site: the facts, the chat, the
 * navigation and the forms, in the page's language, and that language's words of the shell
 * (src/i18n/messages.ts). The page carries them once, as JSON, for all its islands; the rest of
 * the model (products, posts, pages) reaches an island only through its own props.
 */
export interface SiteFacts {
  site: SiteModel['site'];
  chat: SiteModel['chat'];
  navigation: SiteModel['navigation'];
  forms: SiteModel['content']['forms'];
  /** The page's language. */
  lang: Language;
  /** The shell's words in it. */
  messages: Messages;
  /** Pages that exist only in the site's first language (posts not translated into `lang`). */
  onlyInDefault: string[];
  /** Texts of these facts shown in the first language, not yet translated (`useSaid` in src/ui/facts.tsx marks them). */
  fallbacks?: string[];
}

export const FactsContext = createContext<SiteFacts | null>(null);

export function useFacts(): SiteFacts {
  const facts = useContext(FactsContext);
  if (!facts) throw new Error('useFacts() needs <FactsContext.Provider> above it (the page or an island root provides it).');
  return facts;
}

/** The page's language: its code, its locale for `Intl`, its words, and the address of a page in it. */
export function useLanguage() {
  const { lang, messages, site, onlyInDefault } = useFacts();
  const first = site.languages[0] ?? lang;
  const only = new Set(onlyInDefault);
  return {
    lang,
    locale: LOCALES[lang],
    messages,
    /** The `lang` of words written once, in the first language (a post's tags), on this page: none on the first language's pages. */
    firstLang: lang === first ? undefined : first,
    /** `to` (a link of the site, written as the first language's) as this page's language has it. */
    href: (to: string) => pathIn(to, lang, first, only),
  };
}

/**
 * The texts of an island (and of the page's facts) shown in the site's first language because they
 * have no translation into the page's yet (src/i18n/fallback.ts). The static page marks such texts
 * by itself; an island is drawn from props stripped of the marks (the browser draws it again from
 * them), so the prerender tells it which texts they are (IslandRoot) and it marks them with `said`.
 */
export const FallbackTexts = createContext<ReadonlySet<string>>(new Set());

/** `said(text)`: the text, inside `<span lang="en">` where it is one shown in the first language. */
export function useSaid(): (text: string | undefined) => ReactNode {
  const fallbacks = useContext(FallbackTexts);
  const first = useContext(FactsContext)?.site.languages[0];
  return (text) => (text && first && fallbacks.has(text) ? <span lang={first}>{text}</span> : text);
}
