import { catalogue } from './catalogue.ts';
import { opensFrontMatter, splitPost } from '../yamlText/frontMatter.ts';
import { isPostFileName, MARKDOWN, postFileName, translationOf } from './postName.ts';
import { problemAt, type Problem } from './problems.ts';
import { isAlias, visit } from 'yaml';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import { reuseAt } from './reuse.ts';
import { joinPath } from '../workspace/paths.ts';
import type { WorkspaceReader } from '../workspace/port.ts';
import { dataOfDoc, lazySource, parseSource, positionAt, type SourceFile } from '../yamlText/source.ts';

export interface Loaded {
  src: SourceFile;
  /** The data as written (before validation); undefined when the YAML could not be read. */
  data: unknown;
  /** The file's one problem is reported already (it is too deep to parse): nothing more to say of it. */
  reported?: boolean;
}

/** A file's text, or a thrown Error with a code ('ENOENT' when there is none). */
async function readText(files: WorkspaceReader, path: string): Promise<string> {
  const text = await files.read(path);
  if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
  return text;
}

/** A text without the byte-order mark some editors put first (a copy only when there is one). */
const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export interface LoadedPost extends Loaded {
  body: string;
  fileSlug: string;
}

export async function readYaml(files: WorkspaceReader, file: string, problems: Problem[], optional = false): Promise<Loaded | undefined> {
  let text: string;
  try {
    text = withoutBom(await readText(files, file));
  } catch (e) {
    if (optional && (e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    const reason = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist.' : String(e);
    problems.push(problemAt({ line: 1, col: 1, endCol: 2 }, file, '', 'unreadableFile', [], catalogue.unreadableFile(reason)));
    return undefined;
  }
  return readYamlText(file, text, text, 0, problems);
}

/**
 * What may be an anchor (`&name`), an alias (`*name`) or a merge key (`<<`) anywhere in the text:
 * those files take the careful path, where `reuseAt` tells for sure. (A `*` or `&` inside a text
 * also matches; the careful path then reads the file as usual.)
 */
const REUSE = /(^|[\s[{,:-])[*&][^\s,\]}]|<</m;

/**
 * The data of a YAML text. The fast parser (js-yaml, YAML 1.2 core schema) reads
 * a valid file about five times faster; the careful one (yaml, with positions)
 * runs when the fast one refuses the text, when it may use anchors, aliases or
 * merge keys (refused, `reuseAt`, before any alias is expanded), or when a
 * problem needs a line and column. Both read YAML 1.2 alike (tests/unit/yamlParsers.test.ts).
 */
/** How deep values may nest (brackets, or indentation in steps of two spaces); the site uses about ten. */
export const MAX_DEPTH = 64;

/** A line indented past MAX_DEPTH steps of two spaces (white space the way trimStart counts it). */
const DEEP_INDENT = new RegExp(`^[^\\S\\n]{${2 * MAX_DEPTH + 1},}\\S`, 'm');

/** Whether `pattern` (global) matches `text` more than `n` times. */
function moreThan(text: string, pattern: RegExp, n: number): boolean {
  let count = 0;
  for (const _ of text.matchAll(pattern)) if (++count > n) return true;
  return false;
}

/**
 * Where a text nests deeper than MAX_DEPTH, found in one pass (the parsers recurse and would
 * run out of stack long before telling where): the first line and column past the limit.
 */
export function tooDeepAt(yamlText: string): { line: number; col: number } | undefined {
  // Most texts cannot be too deep: too few brackets in all, and no line indented that far.
  // Telling so without cutting the text into lines keeps a large file's check light.
  if (!DEEP_INDENT.test(yamlText) && !moreThan(yamlText, /[[{]/g, MAX_DEPTH)) return undefined;
  const text = yamlText;
  let brackets = 0;
  // Line by line, read in place (a copy of each line of a large file is what the check allocated most).
  for (let start = 0, line = 1; start <= text.length; line++) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    let first = start;
    while (first < end && /\s/.test(text[first])) first++;
    if (first < end && (first - start) / 2 > MAX_DEPTH) return { line, col: 1 };
    let quote = '';
    for (let c = first; c < end; c++) {
      const ch = text[c];
      if (quote) {
        if (ch === quote) quote = '';
      } else if (ch === '"' || ch === "'") quote = ch;
      else if (ch === '#' && (c === start || /\s/.test(text[c - 1]))) break;
      else if (ch === '[' || ch === '{') {
        if (++brackets > MAX_DEPTH) return { line, col: c - start + 1 };
      } else if (ch === ']' || ch === '}') brackets = Math.max(0, brackets - 1);
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return undefined;
}

const INVISIBLE: Record<string, string> = {
  '\u00a0': 'non-breaking space (U+00A0)',
  '\u200b': 'zero-width space (U+200B)',
  '\u200c': 'zero-width non-joiner (U+200C)',
  '\u200d': 'zero-width joiner (U+200D)',
  '\u2060': 'word joiner (U+2060)',
  '\ufeff': 'byte-order mark (U+FEFF)',
};

/**
 * An invisible character that changes what a YAML text says: a non-breaking space where YAML
 * needs a space (in the indentation, after a "-" or a field's colon), or a zero-width one in a
 * value. Joiners between letters of scripts that use them (and in emoji) are left alone, as
 * are comments and non-breaking spaces inside a text. Line and column from 1.
 */
export function invisibleAt(yamlText: string): { line: number; col: number; name: string; indent: boolean; after: string } | undefined {
  // Most texts have none of these characters at all: no need to cut them into lines.
  if (!/[\u00a0\u200b-\u200d\u2060\ufeff]/.test(yamlText)) return undefined;
  const lines = yamlText.split('\n');
  for (const [i, line] of lines.entries()) {
    if (/^[\s\u00a0]*#/.test(line)) continue;
    const nbsp = /^[ \u00a0]*(?:-[ \u00a0]*)*\u00a0|^[ \u00a0]*(?:-[ \u00a0]+)*[^\s:#'"{[][^:]*?:\u00a0|[{,] *[A-Za-z][\w-]*:\u00a0/.exec(
      line,
    );
    if (nbsp) {
      const count = nbsp[0].split('\u00a0').length - 1;
      const name = count > 1 ? `${count} non-breaking spaces (U+00A0)` : INVISIBLE['\u00a0'];
      return { line: i + 1, col: nbsp.index + nbsp[0].indexOf('\u00a0') + 1, name, indent: true, after: '' };
    }
    let quote = '';
    let end = line.length; // a comment, after a "#" outside quotes, is no part of any value
    for (let c = 0; c < line.length && end === line.length; c++) {
      if (quote) quote = line[c] === quote ? '' : quote;
      else if (line[c] === '"' || line[c] === "'") quote = line[c];
      else if (line[c] === '#' && (c === 0 || /\s/.test(line[c - 1]))) end = c;
    }
    for (const m of line.slice(0, end).matchAll(/[\u200b-\u200d\u2060\ufeff]/g)) {
      const at = m.index;
      const joiner = m[0] === '\u200c' || m[0] === '\u200d';
      const plain = (c: string | undefined) => c === undefined || /[ -~\s]/.test(c);
      if (joiner && !plain(line[at - 1]) && !plain(line[at + 1])) continue;
      if (at === 0 && i === 0 && m[0] === '\ufeff') continue;
      const after = /[^\s:,{[]*$/.exec(line.slice(0, at))?.[0] ?? '';
      return { line: i + 1, col: at + 1, name: INVISIBLE[m[0]], indent: false, after };
    }
  }
  return undefined;
}

export function readYamlText(file: string, text: string, yamlText: string, lineOffset: number, problems: Problem[]): Loaded {
  const deep = tooDeepAt(yamlText);
  if (deep) {
    const at = { line: deep.line + lineOffset, col: deep.col, endCol: deep.col + 1 };
    problems.push(problemAt(at, file, text, 'tooDeep', [], catalogue.tooDeep(MAX_DEPTH)));
    return { src: lazySource(file, text, yamlText, lineOffset), data: undefined, reported: true };
  }
  const hidden = invisibleAt(yamlText);
  if (hidden) {
    const at = { line: hidden.line + lineOffset, col: hidden.col, endCol: hidden.col + 1 };
    const message = catalogue.invisibleChar(hidden.name, at.line, hidden.col, hidden.indent, hidden.after);
    problems.push(problemAt(at, file, text, 'invisibleChar', [], message));
    return { src: lazySource(file, text, yamlText, lineOffset), data: undefined, reported: true };
  }
  if (!REUSE.test(yamlText)) {
    try {
      const data = loadYaml(yamlText, { schema: CORE_SCHEMA, filename: file });
      return { src: lazySource(file, text, yamlText, lineOffset, data), data: data === undefined ? null : data };
    } catch {
      // Not readable by the fast parser: the careful one finds and places the problem.
    }
  }
  const src = parseSource(file, text, yamlText, lineOffset);
  const reuse = src.doc.errors.length ? undefined : reuseAt(src);
  if (reuse) {
    // One message, before any alias is expanded; the file's data is not used (as for a syntax error).
    problems.push(
      reuse.unresolved
        ? problemAt(reuse.at, file, text, 'yamlSyntax', [], catalogue.yamlSyntax(unknownAlias(reuse.name)))
        : problemAt(reuse.at, file, text, 'yamlReuse', [], catalogue.yamlReuse(reuse.how, reuse.name)),
    );
    return { src, data: undefined, reported: true };
  }
  return { src, data: toData(src, problems) };
}

const unknownAlias = (name: string) =>
  `"*${name}" refers to an anchor "&${name}" that is not defined above it. A value starting with * must be put in quotes.`;

/**
 * The plain data of a parsed file, or undefined when it cannot be had. Syntax
 * errors are reported later with the schema problems. readYamlText calls it only on
 * a file without anchors or aliases (an alias to no anchor is reported there); the
 * alias count and the search below keep it safe for any other caller.
 */
export function toData(src: SourceFile, problems: Problem[]): unknown {
  if (src.doc.errors.length) return undefined;
  try {
    return dataOfDoc(src.doc);
  } catch (e) {
    let at = { line: 1 + src.lineOffset, col: 1, endCol: 2 };
    let detail = `${(e as Error).message}.`;
    visit(src.doc, {
      Alias(_, node) {
        if (isAlias(node) && node.range && node.resolve(src.doc) === undefined) {
          at = positionAt(src, node.range[0], node.range[1]);
          detail = unknownAlias(node.source);
          return visit.BREAK;
        }
        return undefined;
      },
    });
    problems.push(problemAt(at, src.file, src.text, 'yamlSyntax', [], catalogue.yamlSyntax(detail)));
    return undefined;
  }
}

/** A post's file name: its address (lowercase words joined by dashes) and `.md`. */
/**
 * Blog posts: content/blog/<slug>.md with YAML front matter. A Markdown file with another
 * name (capitals, spaces, `.MD`) is reported, never skipped in silence; hidden files (an
 * editor's lock or backup, `.#post.md`, often a dangling link) are left alone, and a file
 * that cannot be read is reported at its name.
 */
export async function readPosts(files: WorkspaceReader, dir: string, problems: Problem[]): Promise<LoadedPost[]> {
  const names = (await markdownNames(files, dir)).filter((n) => !translationOf(n));
  return readPostFiles(files, dir, names, problems);
}

/** The Markdown files of a folder, hidden ones and backups left out. */
async function markdownNames(files: WorkspaceReader, dir: string): Promise<string[]> {
  return ((await files.list(dir).catch(() => undefined)) ?? [])
    .map((e) => e.name)
    .filter((n) => !n.startsWith('.') && !n.endsWith('~') && MARKDOWN.test(n))
    .sort();
}

/** A post's translation as read: the original's slug and the language its file name gives. */
export interface LoadedTranslation extends LoadedPost {
  lang: string;
}

/** The posts' translations: content/blog/<slug>.<language>.md, each read as a post is. */
export async function readPostTranslations(files: WorkspaceReader, dir: string, problems: Problem[]): Promise<LoadedTranslation[]> {
  const names = (await markdownNames(files, dir)).filter((n) => translationOf(n));
  const read = await readPostFiles(files, dir, names, problems);
  return read.map((p) => {
    const of = translationOf(`${p.fileSlug}.md`);
    return { ...p, fileSlug: of?.slug ?? p.fileSlug, lang: of?.lang ?? '' };
  });
}

async function readPostFiles(files: WorkspaceReader, dir: string, names: string[], problems: Problem[]): Promise<LoadedPost[]> {
  const loaded = await Promise.all(
    names.map(async (name): Promise<LoadedPost | undefined> => {
      const file = joinPath(dir, name);
      if (!isPostFileName(name) && !translationOf(name)) {
        const text = await readText(files, file).catch(() => '');
        problems.push(
          problemAt({ line: 1, col: 1, endCol: 2 }, file, text, 'badPostFileName', [], catalogue.badPostFileName(name, postFileName(name))),
        );
        return undefined;
      }
      let text: string;
      try {
        text = await readText(files, file);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        const reason =
          code === 'ENOENT' ? 'it is a link to a file that does not exist.' : code === 'EISDIR' ? 'it is a folder.' : String(e);
        problems.push(problemAt({ line: 1, col: 1, endCol: 2 }, file, '', 'unreadableFile', [], catalogue.unreadableFile(reason)));
        return undefined;
      }
      // An invisible byte-order mark some editors put first is not part of the post.
      text = withoutBom(text);
      const m = splitPost(text);
      const fileSlug = name.endsWith('.md') ? name.slice(0, -'.md'.length) : name;
      const open = opensFrontMatter(text) ? unclosedFront(text) : undefined;
      if (!m && open) {
        problems.push(
          problemAt(
            { line: 1, col: 1, endCol: 4 },
            file,
            text,
            'unclosedFrontMatter',
            [],
            catalogue.unclosedFrontMatter(open.last, open.dashes),
          ),
        );
        return { src: parseSource(file, text, ''), data: undefined, body: text, fileSlug };
      }
      if (!m) {
        problems.push(
          problemAt(
            { line: 1, col: 1, endCol: 4 },
            file,
            text,
            'unreadableFile',
            [],
            catalogue.unreadableFile('a blog post must start with its details between two lines of "---" (front matter).'),
          ),
        );
        return { src: parseSource(file, text, ''), data: undefined, body: text, fileSlug };
      }
      return { ...readYamlText(file, text, m.yaml, 1, problems), body: m.body, fileSlug };
    }),
  );
  return loaded.filter((p): p is LoadedPost => p !== undefined);
}

/**
 * Where the details of a post that opens with "---" but never closes them end: the last line of
 * the block of fields after the "---" (up to a blank line, Markdown, or a line of dashes that is
 * not "---"), and those dashes.
 */
function unclosedFront(text: string): { last: number; dashes: string | undefined } {
  const lines = text.split(/\r?\n/);
  let last = 1;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (/^-+\s*$/.test(line)) return { last, dashes: line.trim() };
    if (!line.trim() || !/^(?:[A-Za-z][\w-]*:(?:\s|$)|[ \t]+\S|- |#)/.test(line)) break;
    last = i + 1;
  }
  return { last, dashes: undefined };
}

/** Every <id>.yaml of a folder, as [id, file] pairs; a missing folder is empty. */
export async function readYamlDir(
  files: WorkspaceReader,
  dir: string,
  problems: Problem[],
): Promise<Array<{ id: string; loaded: Loaded }>> {
  const names = ((await files.list(dir).catch(() => undefined)) ?? [])
    .map((e) => e.name)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort();
  const out = await Promise.all(
    names.map(async (name) => ({
      id: name.replace(/\.ya?ml$/, ''),
      loaded: await readYaml(files, joinPath(dir, name), problems, false),
    })),
  );
  return out.filter((x): x is { id: string; loaded: Loaded } => !!x.loaded);
}
