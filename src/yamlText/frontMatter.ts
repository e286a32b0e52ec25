/**
 * The one grammar of a blog post's file, for the loader that reads it and the visual editor
 * that changes it: a line `---`, the post's details (front matter, YAML), a line `---`, then
 * the Markdown.
 *
 * - The `---` lines may have spaces or tabs after them; lines end in LF or CRLF; a byte-order
 *   mark before the first `---` belongs to the opening line (an edit keeps it).
 * - The first `---` line after the opening one closes the details: a `---` in the Markdown (a
 *   thematic break) is the Markdown's, and `----` closes nothing.
 * - The details may be empty (`---` right after `---`), and the closing line may be the last
 *   of the file (no Markdown).
 *
 * Writing a new post uses the same grammar (`writePost`) and the one YAML writer.
 */
import { mapLines, type Value } from './yamlWriter.ts';

/** A post's file in its four parts; joined in order they give the text back byte for byte. */
export interface PostText {
  /** The opening line, with its line break (and the byte-order mark, if any). */
  open: string;
  /** The details' YAML: complete lines, each with its line break, or empty. */
  yaml: string;
  /** The closing line, with its line break unless the file ends there. */
  close: string;
  /** The Markdown after the closing line, as written (blank lines first included). */
  body: string;
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;
const POST = /^(\uFEFF?---[ \t]*\r?\n)((?:[^\n]*\n)*?)(---[ \t]*(?:\r?\n|$))/;

/** Whether a text starts as a post does (its opening `---` line), closed or not. */
export const opensFrontMatter = (text: string): boolean => OPEN.test(text);

/** A post's parts, or undefined when the text does not open and close its details as above. */
export function splitPost(text: string): PostText | undefined {
  const m = POST.exec(text);
  if (!m) return undefined;
  return { open: m[1], yaml: m[2], close: m[3], body: text.slice(m[0].length) };
}

/**
 * A new post's text: its details in the given order, written by the one YAML writer (plain
 * unless YAML would misread a value, keys quoted when they must be), then its Markdown.
 */
export function writePost(fields: Readonly<Record<string, Value>>, body: string): string {
  const lines = mapLines(fields, 0, undefined);
  return `---\n${lines.map((l) => `${l}\n`).join('')}---\n\n${body.trim()}\n`;
}
