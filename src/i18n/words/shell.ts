import { LANGUAGE_NAMES } from '../../schema/kinds.ts';

/** The shell's own words (top bar, menu, footer, chat, page frame), per language. */
const en = {
  languageName: LANGUAGE_NAMES.en,
  /** The language switch's words, in the language it leads to. */
  switchTo: LANGUAGE_NAMES.en,
  switchLabel: 'Read this page in English',
  contactDetails: 'Contact details',
  mainNav: 'Main',
  /** The logo's link, read aloud. */
  homeOf: '{name}, home',
  mobileNav: 'Mobile',
  menu: 'Menu',
  closeMenu: 'Close menu',
  contactUs: 'Contact Us',
  backToTop: 'Back to Top',
  opensNewTab: '{label} (opens in a new tab)',
  chatWithUs: 'Chat with us',
  closeChat: 'Close chat',
  skipToContent: 'Skip to content',
  sectionFailed: 'This section could not be shown',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'This page does not exist.',
  inEnglish: '(in English)',
};

export type ShellWords = typeof en;

const sw: ShellWords = {
  languageName: LANGUAGE_NAMES.sw,
  switchTo: LANGUAGE_NAMES.sw,
  switchLabel: 'Soma ukurasa huu kwa Kiswahili',
  contactDetails: 'Mawasiliano',
  mainNav: 'Kuu',
  homeOf: '{name}, mwanzo',
  mobileNav: 'Simu',
  menu: 'Menyu',
  closeMenu: 'Funga menyu',
  contactUs: 'Wasiliana Nasi',
  backToTop: 'Rudi Juu',
  opensNewTab: '{label} (hufunguka katika kichupo kipya)',
  chatWithUs: 'Ongea nasi',
  closeChat: 'Funga mazungumzo',
  skipToContent: 'Ruka hadi maudhui',
  sectionFailed: 'Sehemu hii haikuweza kuonyeshwa',
  pageNotFound: 'Ukurasa haukupatikana',
  pageNotFoundText: 'Ukurasa huu haupo.',
  inEnglish: '(kwa Kiingereza)',
};

export const shellWords = { en, sw };
