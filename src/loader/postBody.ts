import { marked, type Token, type Tokens } from 'marked';

/** A link or a picture in a post's Markdown, and where it stands in the body. */
export interface BodyRef {
  kind: 'link' | 'image';
  /** The address as written: `/products`, `/images/x.jpg`, `https://…` */
  value: string;
  /** The link's words or the picture's alt text, to name it in messages. */
  label: string;
  /** Offset in the body (line endings as \n) where the link or picture starts. */
  offset: number;
  /** Written almost as a link, but shown as plain text: a space in the address, or between "]" and "(". */
  slip?: 'spaceInAddress' | 'spaceBeforeParen';
}

/** `[words](an address with a space)` and `[words] (/address)`: Markdown shows both as plain text. */
const ALMOST_LINKS: Array<{ re: RegExp; slip: NonNullable<BodyRef['slip']> }> = [
  { re: /(!?)\[([^\]\n]+)\]\(([^)\n]*\s[^)\n]*)\)/g, slip: 'spaceInAddress' },
  { re: /(!?)\[([^\]\n]+)\][ \t]+\(([^)\s]+)\)/g, slip: 'spaceBeforeParen' },
];

const ATTR = /<(a|img)\b[^>]*?\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/**
 * Every link and picture of a Markdown body, in order, as marked reads them (so a link in a
 * code block is not one), with raw HTML's `<a href>` and `<img src>` too. Positions come from
 * each token's own text, looked for from where the previous one ended.
 */
export function bodyRefs(body: string): BodyRef[] {
  const src = body.replace(/\r\n?/g, '\n');
  const out: BodyRef[] = [];
  let blockStart = 0;
  for (const block of marked.lexer(src)) {
    const at = src.indexOf(block.raw, blockStart);
    const start = at === -1 ? blockStart : at;
    let cursor = start;
    const visit = (t: Token) => {
      const found = src.indexOf(t.raw, cursor);
      const here = found === -1 ? cursor : found;
      if (t.type === 'link' || t.type === 'image') {
        const { href, text } = t as Tokens.Link | Tokens.Image;
        out.push({ kind: t.type, value: href, label: text, offset: here });
      } else if (t.type === 'html') {
        for (const m of t.raw.matchAll(ATTR)) {
          out.push({
            kind: m[1].toLowerCase() === 'img' ? 'image' : 'link',
            value: m.slice(3).find(Boolean) ?? '',
            label: '',
            offset: here + m.index,
          });
        }
      }
      if (t.type === 'text' && !('tokens' in t && Array.isArray(t.tokens) && t.tokens.length)) {
        for (const { re, slip } of ALMOST_LINKS)
          for (const m of t.raw.matchAll(re))
            out.push({ kind: m[1] ? 'image' : 'link', value: m[3].trim(), label: m[2], offset: here + m.index, slip });
      }
      if (t.type === 'link' || t.type === 'image' || t.type === 'code' || t.type === 'codespan') {
        cursor = here + t.raw.length;
        return;
      }
      for (const child of children(t)) visit(child);
      cursor = Math.max(cursor, here);
    };
    visit(block);
    blockStart = start + block.raw.length;
  }
  return out;
}

function children(t: Token): Token[] {
  const kids: Token[] = [];
  if ('tokens' in t && Array.isArray(t.tokens)) kids.push(...t.tokens);
  if (t.type === 'list') for (const item of (t as Tokens.List).items) kids.push(item);
  if (t.type === 'table') {
    const table = t as Tokens.Table;
    for (const cell of table.header) kids.push(...cell.tokens);
    for (const row of table.rows) for (const cell of row) kids.push(...cell.tokens);
  }
  return kids;
}

/**
 * Where an offset of a post's body (line endings as \n) stands in its file: the line (front
 * matter counted) and the column, counted from the file's line (which, on the body's first
 * line, may start with the closing ---).
 */
export function placeInPost(post: { src: { text: string }; body: string }, offset: number): { line: number; col: number } {
  const before = post.src.text.slice(0, post.src.text.length - post.body.length).replace(/\r\n?/g, '\n');
  const upTo = before + post.body.replace(/\r\n?/g, '\n').slice(0, offset);
  return { line: upTo.split('\n').length, col: upTo.length - upTo.lastIndexOf('\n') };
}
