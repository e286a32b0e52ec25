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
    // Links to other sites open in a new tab without handing over this page. The attributes are
    // changed in place, as the h1 one does: removedHtml knows a tag it kept by its attributes.
    a: (tagName, attribs) => {
      const external = 'href' in attribs && /^https?:\/\//i.test(attribs.href);
      return { tagName, attribs: external ? Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' }) : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: Object.assign(attribs, { loading: 'lazy', decoding: 'async' }) }),
  },
};

/** An article's Markdown as safe HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false }), OPTIONS);
}

/** Something written in a post's HTML that the sanitiser leaves out: a tag, or an attribute of a tag it keeps. */
export interface Removal {
  tag: string;
  attribute?: string;
  /** For an embedded video or page: a link to show instead. */
  link?: string;
  /** Where it is written in the Markdown (line endings counted as one character), and how long the mark is. */
  offset: number;
  length: number;
}

/** What the sanitiser leaves out of one piece of HTML, learnt from its own hooks. */
function removedFrom(html: string): Array<Omit<Removal, 'offset' | 'length'>> {
  const opened: Array<{ tag: string; written: Record<string, string>; attribs: object }> = [];
  const kept = new Map<object, Record<string, string>>();
  sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: (tag, attribs) => opened.push({ tag, written: { ...attribs }, attribs }),
    // Called for each tag the output keeps, with the attributes it keeps.
    exclusiveFilter: (frame) => {
      kept.set(frame.attribs, frame.attribs);
      return false;
    },
  });
  return opened.flatMap(({ tag, written, attribs }): Array<Omit<Removal, 'offset' | 'length'>> => {
    const after = kept.get(attribs);
    if (!after) return [{ tag, link: embedLink(written.src) }];
    return Object.keys(written)
      .filter((a) => !(a in after))
      .map((attribute) => ({ tag, attribute }));
  });
}

/** The page of an embedded video: a YouTube or Vimeo player's address becomes the video's own. */
function embedLink(src: string | undefined): string | undefined {
  if (!src || !/^https?:\/\//i.test(src)) return undefined;
  const youtube = /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]+)/i.exec(src);
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`;
  const vimeo = /^https?:\/\/player\.vimeo\.com\/video\/(\d+)/i.exec(src);
  return vimeo ? `https://vimeo.com/${vimeo[1]}` : src;
}

/**
 * The raw HTML of a post that the page will not show, in the order it is written: Markdown
 * itself finds the HTML (marked's tokens), the sanitiser says what of it goes, and the tag or
 * attribute is then looked up in the text from where its piece of HTML starts.
 */
export function removedHtml(markdown: string): Removal[] {
  // marked reads line endings as \n; so do the offsets (the lines are the same).
  const text = markdown.replace(/\r\n?/g, '\n');
  const lower = text.toLowerCase();
  const out: Removal[] = [];
  let cursor = 0;
  // The walk is synchronous here (so is the callback): nothing to wait for.
  void marked.walkTokens(marked.lexer(text), (token) => {
    if (token.type !== 'html') return;
    const removed = removedFrom(token.raw);
    // In a list or a quote the piece is indented or prefixed: find its first line.
    const firstLine = token.raw.trim().split('\n')[0];
    const at = lower.indexOf(firstLine.toLowerCase(), cursor);
    const start = at === -1 ? cursor : at;
    let from = start;
    for (const r of removed) {
      const tagAt = lower.indexOf(`<${r.tag}`, from);
      const tagStart = tagAt === -1 ? start : tagAt;
      if (r.attribute) {
        const name = new RegExp(`\\s(${r.attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=[\\s=/>]|$)`, 'g');
        name.lastIndex = tagStart;
        const m = name.exec(lower);
        out.push({ ...r, offset: m ? m.index + 1 : tagStart, length: m ? r.attribute.length : r.tag.length + 1 });
      } else out.push({ ...r, offset: tagStart, length: r.tag.length + 1 });
      from = tagStart + 1;
    }
    if (at !== -1) cursor = at + firstLine.length;
  });
  return out;
}
