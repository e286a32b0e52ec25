/**
 * The top-level sections of site.yaml in the words of the site: the loader's places
 * ("site facts › phone"), the editor's tab and its list of changes all name them so.
 */
export const SECTIONS: Readonly<Record<string, string>> = { site: 'site facts', navigation: 'top bar', footer: 'footer', chat: 'chat' };
