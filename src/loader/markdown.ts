import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What an article may contain once its Markdown is HTML: text formatting,
 * headings, lists, quotes, code, tables, links and pictures. Anything else
 * (scripts, styles, frames, forms, event attributes, javascript: links) is
 * dropped, so a post can never run code on the site.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'code',
    'pre',
    'kbd',
    'abbr',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['align', 'scope'],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
    abbr: ['title'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A heading of level 1 would compete with the article's title.
    h1: 'h2',
    // Links to other sites open in a new tab without handing over this page.
    a: (tagName, attribs) => {
      const external = 'href' in attribs && /^https?:\/\//i.test(attribs.href);
      return { tagName, attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** An article's Markdown as safe HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false }), OPTIONS);
}
