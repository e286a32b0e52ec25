/**
 * The pull request's text: the changes in plain words, each value shown exactly and nothing typed
 * into the site turned into Markdown, HTML, a mention or a link; under GitHub's size limit.
 */
import type { ChangeView } from '../protocol.ts';
import { oneLine } from './send.ts';

/** GitHub refuses a pull request body longer than this (characters). */
export const BODY_MAX = 65_536;
/** A value is shown up to this many characters. */
const VALUE_MAX = 200;

/** A zero-width space: between `@` and a name it stops a mention, inside `https://` or `www.` an autolink. */
const ZWSP = '\u200b';

/** Text shown as written: no emphasis, link, autolink, table cell, HTML tag, @mention or #reference made from it. */
function plain(text: string): string {
  return flat(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~!]/g, '\\$&')
    .replace(/[@#]/g, `$&${ZWSP}`)
    .replace(/:\/\//g, `${ZWSP}://`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
}

/** Line breaks shown as ⏎ (a list item is one line), then as any one line (send.ts: no control characters, single spaces). */
const flat = (text: string) => oneLine(text.replace(/\r?\n/g, ' ⏎ '), Infinity);

/** A value as code: shown exactly, with a fence of backticks longer than any run inside (CommonMark's rule). */
function code(value: string): string {
  let v = flat(value);
  if (v.length > VALUE_MAX) v = `${v.slice(0, VALUE_MAX - 1)}…`;
  if (!v) return '(empty)';
  const fence = '`'.repeat(Math.max(1, ...[...v.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const pad = v.startsWith('`') || v.endsWith('`') || (v.startsWith(' ') && v.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${v}${pad}${fence}`;
}

function changeLine(c: ChangeView, siteUrl: string | undefined): string {
  const place = `**${plain(c.place || c.file)}**`;
  let link = '';
  if (c.link) {
    let url: string | undefined;
    try {
      url = siteUrl ? new URL(c.link, siteUrl).href : undefined;
    } catch {
      url = undefined;
    }
    link = url ? ` ([${code(c.link)}](<${url.replace(/[<>\s]/g, encodeURIComponent)}>))` : ` (${code(c.link)})`;
  }
  const what =
    c.kind === 'picture'
      ? `picture added ${code(c.after ?? c.file)}`
      : c.kind === 'added'
        ? `added ${code(c.after ?? '')}`
        : c.kind === 'removed'
          ? `removed ${code(c.before ?? '')}`
          : `${code(c.before ?? '')} → ${code(c.after ?? '')}`;
  return `- ${place}${link}: ${what}`;
}

/**
 * The pull request's body: the changes in plain words (the place, old → new, pictures added),
 * each linking the page that shows it when the site's address is known. Values are shown as
 * code and places escaped, so nothing typed into the site becomes Markdown or HTML; the body
 * stays under GitHub's limit, ending "… and N more changes" when the list is longer.
 */
export function pullRequestBody(changes: readonly ChangeView[], siteUrl?: string): string {
  const n = changes.length;
  const head = `Changed in the visual editor (${n} change${n === 1 ? '' : 's'}):\n\n`;
  const foot = '\n\nEach change is checked by the workflow before it can be merged; the site is published once it is.\n';
  const lines: string[] = [];
  let size = head.length + foot.length;
  for (const [i, c] of changes.entries()) {
    const line = changeLine(c, siteUrl);
    const rest = n - i - 1;
    const more = rest ? `\n- … and ${(rest + 1).toLocaleString('en-US')} more changes`.length : 0;
    if (size + line.length + 1 + more > BODY_MAX) {
      lines.push(`- … and ${(n - i).toLocaleString('en-US')} more change${n - i === 1 ? '' : 's'}`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return `${head}${lines.join('\n')}${foot}`;
}
