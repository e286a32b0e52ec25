import type { Expected } from './base.ts';

/** The languages' rules: a text given per language names the site's languages and has the first; a post's translation is of a post, in another language. */
export const languagesCases: Record<string, Expected[]> = {
  // site.languages left out is [en]: a Kiswahili text is one the site cannot show.
  'language-not-declared': [
    {
      kind: 'undeclaredLanguage',
      where: 'top bar › link 1 "Home" › label › sw',
      file: 'site.yaml',
      line: 13,
      col: 28,
      path: 'navigation.links[0].label.sw',
      message: '"sw" is not a language of this site: site.languages lists "en". Add sw there, or remove this text.',
    },
  ],
  'text-without-first-language': [
    {
      kind: 'missingDefaultText',
      where: 'top bar › link 1 "Mwanzo" › label',
      file: 'site.yaml',
      line: 14,
      col: 9,
      path: 'navigation.links[0].label',
      message:
        'This text has no English (en:), the site\'s first language: it is what every page shows where a language has no text of its own. Add "en: …" here.',
    },
  ],
  'post-translation-errors': [
    {
      kind: 'translationLanguage',
      where: '',
      file: 'content/blog/first-post.en.md',
      line: 1,
      col: 1,
      path: '',
      message:
        '"en" is the site\'s first language: the post itself is written in it. A translation\'s name ends in another language of site.languages ("sw").',
    },
    {
      kind: 'translationOfNothing',
      where: '',
      file: 'content/blog/no-such-post.sw.md',
      line: 1,
      col: 1,
      path: '',
      message:
        'content/blog/no-such-post.sw.md is a translation of content/blog/no-such-post.md, which does not exist. Rename it after its post (<post>.<language>.md), or remove it.',
    },
  ],
};
