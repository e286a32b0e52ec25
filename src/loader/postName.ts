/**
 * The names of blog posts: `content/blog/<slug>.md`, the slug lowercase words joined by "-".
 * One rule for the loader (which reports a misnamed file), the editor's server (which makes a
 * new post's file) and its panel (which proposes the address from the title). No Node: the
 * panel runs it in the browser.
 */

/** Where the posts are, from the site's folder. */
export const BLOG_DIR = 'content/blog';

/** A post's address under /blog/, and its file's name without `.md`. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What an editor may have meant as a post: any Markdown name, whatever its case or spaces. */
export const MARKDOWN = /\.(?:md|markdown)$/i;

/** Whether a file's name is a post's: `harvest-day.md`. */
export const isPostFileName = (name: string): boolean => name.endsWith('.md') && SLUG.test(name.slice(0, -3));

/** A post's translation: `content/blog/<slug>.<language>.md`, e.g. `harvest-day.sw.md`, beside the original. */
export const TRANSLATION_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;

/** The original's slug and the language of a translation's file name, or undefined when it is not one. */
export function translationOf(name: string): { slug: string; lang: string } | undefined {
  const m = TRANSLATION_FILE.exec(name);
  return m ? { slug: m[1], lang: m[2] } : undefined;
}

/** The file of a post's translation into `lang`, beside the post's: `content/blog/harvest-day.md` → `content/blog/harvest-day.sw.md`. */
export const translationFile = (post: string, lang: string): string => post.replace(/\.md$/, `.${lang}.md`);

/** The slug made of any words: `Harvest Day in Webuye!` → `harvest-day-in-webuye`; empty when no letter or digit is left. */
export function slugOf(words: string): string {
  return words
    .replace(MARKDOWN, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The name a misnamed post should have: `Harvest Day.MD` → `harvest-day.md`. */
export const postFileName = (name: string): string => `${slugOf(name) || 'post'}.md`;
