import { LineCounter, parseDocument } from 'yaml';
import { quoted } from '../yamlText/yamlWriter.ts';
import { catalogue, type ProblemKind } from './catalogue.ts';

/**
 * What the parser says at a syntax error names the spot where it lost its footing, which is
 * often not the slip: a field one space too far right makes the line *above* "a compact
 * mapping", a lost "- " makes a neighbour "wrongly indented". So instead of guessing from the
 * parser's words, the usual mends are tried on the lines around the error (quote the text,
 * put back a "- ", move a line by a space or two) and the first that makes the parser happy
 * names the slip. Only the few lines around the error are parsed again, so this stays cheap.
 */

/** A slip and its mend: where it is (line of the YAML text, from 1) and what to tell the editor. */
export interface Slip {
  line: number;
  col: number;
  endCol: number;
  kind: ProblemKind;
  message: string;
}

interface Shape {
  /** Spaces before the first character. */
  indent: number;
  /** Column (from 0) of what follows the "- " of a list item; the indent otherwise. */
  content: number;
  dash: boolean;
  /** Empty, or only a comment: no part of the structure. */
  blank: boolean;
}

function shape(line: string): Shape {
  const indent = /^ */.exec(line)?.[0].length ?? 0;
  const rest = line.slice(indent);
  const dashes = /^(?:-(?: +|$))+/.exec(rest)?.[0] ?? '';
  return { indent, content: indent + dashes.length, dash: dashes !== '', blank: rest.trim() === '' || rest.startsWith('#') };
}

const CURLY = /^[\u201c\u201d\u2018\u2019]|[\u201c\u201d\u2018\u2019]$/g;

/** Where a comment starts on a line (a "#" after a space, outside quotes), or -1. */
function commentAt(line: string): number {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if ((c === '"' || c === "'") && (i === 0 || /[\s:,[{-]/.test(line[i - 1]))) quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return i;
  }
  return -1;
}

/** Brackets of a one-line `{ … }` or `[ … ]` still open at the end of a piece of line. */
function openBrackets(text: string): number {
  let open = 0;
  let quote = '';
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' || c === '[') open++;
    else if (c === '}' || c === ']') open = Math.max(0, open - 1);
  }
  return open;
}

/** The start of a long line, cut after a word: enough to find it by. */
const short = (s: string) => (s.length > 40 ? `${s.slice(0, 30).replace(/[\s,]+\S*$/, '')} …` : s);

interface Mend {
  /** Index of the line the slip is on. */
  at: number;
  /** Lower is likelier. */
  score: number;
  /** The lines it rewrites, by index. */
  edits: Map<number, string>;
  slip: () => Slip;
}

/** `title: Note: we are closed`: a plain text with ": " in it, which YAML reads as a new field. */
function colonMend(lines: string[], i: number): Mend | undefined {
  const m = /^( *(?:- +)*)([^\s"'{}[\],#&*!|>%@`-][^:{}[\],]*?):[ \t]+(.+)$/.exec(lines[i]);
  if (!m) return undefined;
  const [, prefix, key, rest] = m;
  const hash = /\s#/.exec(rest);
  const value = (hash ? rest.slice(0, hash.index) : rest).trimEnd();
  const comment = hash ? rest.slice(hash.index) : '';
  if (/^["'{[|>&*!]/.test(value) || !/: |:$/.test(value)) return undefined;
  const curly = /^[\u201c\u201d\u2018\u2019]/.test(value);
  const fixed = `${key}: ${quoted(curly ? value.replace(CURLY, '') : value)}`;
  const col = prefix.length + key.length + 3;
  return {
    at: i,
    score: 0,
    edits: new Map([[i, `${prefix}${fixed}${comment}`]]),
    slip: () => ({ line: i + 1, col, endCol: col + value.length, kind: 'colonInText', message: catalogue.colonInText(fixed, curly) }),
  };
}

/** `to: #products` inside `{ … }`: the "#" starts a comment, which takes the closing bracket with it. */
function hashMend(lines: string[], i: number): Mend | undefined {
  const line = lines[i];
  const at = commentAt(line);
  if (at <= 0 || !/^#[^\s#]/.test(line.slice(at))) return undefined;
  const before = line.slice(0, at).trimEnd();
  if (!/(?:\S:|^ *-|[,[{])$/.test(before)) return undefined;
  const value = (openBrackets(before) ? (/^[^,}\]]*/.exec(line.slice(at))?.[0] ?? '') : line.slice(at)).trimEnd();
  const key = /([^\s{,[]+):$/.exec(before)?.[1];
  const fixed = key ? `${key}: ${quoted(value)}` : before.endsWith('-') ? `- ${quoted(value)}` : quoted(value);
  return {
    at: i,
    score: 0,
    edits: new Map([[i, line.slice(0, at) + quoted(value) + line.slice(at + value.length)]]),
    slip: () => ({
      line: i + 1,
      col: at + 1,
      endCol: at + 1 + value.length,
      kind: 'commentedValue',
      message: catalogue.commentedValue(fixed),
    }),
  };
}

/** The brackets of a piece of line still open at its end, in order (quotes and comments skipped). */
function unclosed(text: string): Array<{ c: string; at: number }> {
  const open: Array<{ c: string; at: number }> = [];
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if ((c === '"' || c === "'") && (i === 0 || /[\s:,[{]/.test(text[i - 1]))) quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) break;
    else if (c === '{' || c === '[') open.push({ c, at: i });
    else if (c === '}' || c === ']') open.pop();
  }
  return open;
}

/** `- { label: Home, to: /` or `products: [a, b`: a one-line `{ … }` or `[ … ]` whose closing bracket was lost. */
function bracketMend(lines: string[], i: number): Mend | undefined {
  const line = lines[i];
  const open = unclosed(line);
  if (!open.length || /[,{[]\s*(?:#.*)?$/.test(line)) return undefined; // a { … } going on over lines
  const hash = commentAt(line);
  const body = (hash < 0 ? line : line.slice(0, hash)).trimEnd();
  const close = open
    .map((o) => (o.c === '{' ? ' }' : ']'))
    .reverse()
    .join('');
  const first = open[0];
  return {
    at: i,
    score: 0,
    edits: new Map([[i, body + close + (hash < 0 ? '' : ` ${line.slice(hash)}`)]]),
    slip: () => ({
      line: i + 1,
      col: first.at + 1,
      endCol: first.at + 2,
      kind: 'unclosedBracket',
      message: catalogue.unclosedBracket(first.c, i + 1 + offsetOf(lines), close.trim()),
    }),
  };
}

/** The file's line numbers are the text's plus an offset, set by findSlip for the messages of the mends. */
const OFFSETS = new WeakMap<string[], number>();
const offsetOf = (lines: string[]) => OFFSETS.get(lines) ?? 0;

/** `-{ label: Home }` or `-Home`: a list item with no space after its "-". */
function dashSpaceMend(lines: string[], i: number): Mend | undefined {
  const m = /^( *)-([{["'A-Za-z].*)$/.exec(lines[i]);
  if (!m) return undefined;
  const fixed = `${m[1]}- ${m[2]}`;
  return {
    at: i,
    score: 0.5,
    edits: new Map([[i, fixed]]),
    slip: () => ({
      line: i + 1,
      col: m[1].length + 1,
      endCol: m[1].length + 3,
      kind: 'yamlSyntax',
      message: catalogue.yamlSyntax(`a space is missing after "-". Write "${short(fixed.trim())}".`),
    }),
  };
}

/** `title Core Values`: a field name and its value with the colon left out. */
function missingColonMend(lines: string[], i: number): Mend | undefined {
  const m = /^( *(?:- +)?)([A-Za-z][\w-]*) +([^\s:#].*)$/.exec(lines[i]);
  if (!m || /:(?:\s|$)/.test(lines[i])) return undefined;
  const [, prefix, key, value] = m;
  const fixed = `${key}: ${value.trim()}`;
  return {
    at: i,
    score: 0.5,
    edits: new Map([[i, `${prefix}${fixed}`]]),
    slip: () => ({
      line: i + 1,
      col: prefix.length + 1,
      endCol: prefix.length + key.length + 1,
      kind: 'yamlSyntax',
      message: catalogue.yamlSyntax(`the colon after "${key}" is missing. Write "${short(fixed)}".`),
    }),
  };
}

/** A long text wrapped onto a next line that is not indented under it. */
function wrapMend(lines: string[], i: number): Mend | undefined {
  if (i === 0 || /:(?:\s|$)/.test(lines[i]) || shape(lines[i]).dash) return undefined;
  let above = i - 1;
  while (above > 0 && !lines[above].trim()) above--;
  const m = /^( *(?:- +)?)([A-Za-z][\w-]*): +([^\s"'{[|>&*!#].*)$/.exec(lines[above]);
  if (!m) return undefined;
  const col = m[1].length + m[2].length + 2;
  // Left of the field it belongs to; or as far right as the field, after a long text that does not
  // end a sentence (else it is more likely a field with its colon missing).
  const indent = shape(lines[i]).indent;
  const long = lines[above].length >= 50 && !/[.!?:]\s*$/.test(lines[above]);
  if (indent > m[1].length || (indent === m[1].length && !long)) return undefined;
  const n = i + 1 + offsetOf(lines);
  return {
    at: i,
    score: 0,
    edits: new Map([[i, ' '.repeat(col) + lines[i].trim()]]),
    slip: () => ({
      line: i + 1,
      col: 1,
      endCol: lines[i].length + 1,
      kind: 'yamlSyntax',
      message: catalogue.yamlSyntax(
        `the text of "${m[2]}" on line ${above + 1 + offsetOf(lines)} goes on on line ${n}, which YAML reads as a new field. Indent line ${n} to the text's column (${col} spaces), or join it to the line above.`,
      ),
    }),
  };
}

/** Why a plain value (after `key: `) cannot stand without quotes, and the text it was meant to be; undefined when it can. */
function unquotable(value: string, flow: boolean): { why: string; text: string } | undefined {
  const first = value.charAt(0);
  if (/^'[^']*'[^']/.test(value) && /'$/.test(value))
    return { why: 'the apostrophe in this text ends the single quotes around it', text: value.slice(1, -1) };
  if ('*@`&!%'.includes(first) && first !== '') return { why: `a text cannot start with "${first}" unless it is in quotes`, text: value };
  if (flow && /[{}[\]]/.test(value))
    return { why: `the "${/[{}[\]]/.exec(value)?.[0] ?? ''}" in this text ends the { } around it`, text: value };
  return undefined;
}

/** Texts that need quotes for their first character or what is in them, after `key: ` or inside `{ … }`. */
function quoteMends(lines: string[], i: number): Mend[] {
  const line = lines[i];
  const mends: Mend[] = [];
  const block = /^( *(?:- +)*)([A-Za-z][\w-]*): +(.+?)\s*$/.exec(line);
  if (block && !/^[{[]/.test(block[3])) {
    const bad = unquotable(block[3], false);
    if (bad) {
      const col = block[1].length + block[2].length + 3;
      const fixed = `${block[2]}: ${quoted(bad.text)}`;
      mends.push({
        at: i,
        score: 0,
        edits: new Map([[i, `${block[1]}${fixed}`]]),
        slip: () => ({
          line: i + 1,
          col,
          endCol: col + block[3].length,
          kind: 'needsQuotes',
          message: catalogue.needsQuotes(bad.why, fixed),
        }),
      });
    }
  }
  // Inside { … } on one line: the fields are the pieces that start with a word and ": ".
  const open = line.indexOf('{');
  const close = line.lastIndexOf('}');
  if (open < 0) return mends;
  const inner = line.slice(open + 1, close > open ? close : line.length);
  const starts = [...inner.matchAll(/(?:^|,)\s*([A-Za-z][\w-]*):\s/g)].map((m) => m.index + (m[0].startsWith(',') ? 1 : 0));
  starts.forEach((start, k) => {
    const piece = inner.slice(start, k + 1 < starts.length ? starts[k + 1] - 1 : inner.length);
    const m = /^(\s*)([A-Za-z][\w-]*):\s+(.*?)\s*$/.exec(piece);
    if (!m || !m[3] || /^["{[]/.test(m[3])) return;
    const colon = /: |:$/.test(m[3]);
    const bad = colon ? { why: 'the ": " in this text starts a new field', text: m[3] } : unquotable(m[3], true);
    if (!bad) return;
    const col = open + 1 + start + m[1].length + m[2].length + 3;
    const fixed = `${m[2]}: ${quoted(bad.text)}`;
    const valueAt = col - 1;
    mends.push({
      at: i,
      score: 0,
      edits: new Map([[i, line.slice(0, valueAt) + quoted(bad.text) + line.slice(valueAt + m[3].length)]]),
      slip: () => ({
        line: i + 1,
        col,
        endCol: col + m[3].length,
        kind: colon ? 'colonInText' : 'needsQuotes',
        message: colon ? catalogue.colonInText(fixed, false) : catalogue.needsQuotes(bad.why, fixed),
      }),
    });
  });
  return mends;
}

/** The nearest line above `i` (then below) whose "- " stands at `col`. */
function dashAt(lines: string[], i: number, col: number): number | undefined {
  const fits = (j: number) => {
    const s = shape(lines[j]);
    return !s.blank && s.dash && s.indent === col;
  };
  for (let j = i - 1; j >= 0; j--) {
    const s = shape(lines[j]);
    if (fits(j)) return j;
    if (!s.blank && s.indent < col) break;
  }
  for (let j = i + 1; j < lines.length; j++) {
    const s = shape(lines[j]);
    if (fits(j)) return j;
    if (!s.blank && s.indent < col) break;
  }
  return undefined;
}

/** The line holding line `i` (the nearest above it further left), if any. */
function parentOf(lines: string[], i: number, col = shape(lines[i]).indent): number | undefined {
  for (let j = i - 1; j >= 0; j--) {
    const s = shape(lines[j]);
    if (!s.blank && s.indent < col) return j;
  }
  return undefined;
}

/**
 * A list item that lost its "- ": written in its place (`  type: hero`) or just left out
 * (`type: hero`). Only where a list is: beside other items, or first under a field that holds a list.
 */
function dashMends(lines: string[], i: number, offset: number, lists: ReadonlySet<string>): Mend[] {
  const s = shape(lines[i]);
  if (s.dash) return [];
  const content = lines[i].slice(s.indent);
  const mends: Mend[] = [];
  for (const col of s.indent >= 2 ? [s.indent, s.indent - 2] : [s.indent]) {
    const parent = parentOf(lines, i, col);
    const first = parent === undefined ? 0 : parent + 1;
    const key = parent === undefined ? undefined : /^\s*(?:- +)?([^\s:#][^:]*):\s*$/.exec(lines[parent])?.[1];
    const firstItem = lines.slice(first, i).every((l) => shape(l).blank) && key !== undefined && lists.has(key);
    if (!firstItem && dashAt(lines, i, col) === undefined) continue;
    mends.push({
      at: i,
      score: 1 + (col % 2 ? 10 : 0),
      edits: new Map([[i, `${' '.repeat(col)}- ${content}`]]),
      slip: () => lostDash(lines, i, col, offset),
    });
  }
  return mends;
}

/** The message for a lost "- ", which belongs at `col` of line `i`. */
export function lostDash(lines: string[], i: number, col: number, offset: number): Slip {
  const s = shape(lines[i]);
  const sibling = dashAt(lines, i, col);
  return {
    line: i + 1,
    col: s.indent + 1,
    endCol: s.indent + 2,
    kind: 'lostDash',
    message: catalogue.lostDash(
      i + 1 + offset,
      `- ${short(lines[i].slice(s.indent).trim())}`,
      sibling === undefined ? undefined : sibling + 1 + offset,
    ),
  };
}

/** The lines under line `i` (more indented than it, up to the next that is not). */
function under(lines: string[], i: number): number[] {
  const s = shape(lines[i]);
  const out: number[] = [];
  for (let j = i + 1; j < lines.length; j++) {
    const t = shape(lines[j]);
    if (t.blank) continue;
    if (t.indent <= s.indent) break;
    out.push(j);
  }
  return out;
}

/** A line moved a space or two, alone or with the lines under it. */
function shiftMends(lines: string[], i: number, offset: number): Mend[] {
  const s = shape(lines[i]);
  const kids = under(lines, i);
  const mends: Mend[] = [];
  for (const by of [-1, 1, -2, 2]) {
    if (s.indent + by < 0) continue;
    const move = (j: number) => (by > 0 ? ' '.repeat(by) + lines[j] : lines[j].slice(-by));
    // A line on an odd column is rarely meant, in files indented by two.
    const score = Math.abs(by) + 1 + ((s.indent + by) % 2 ? 10 : 0);
    const slip = (moved: number[]) => (): Slip => badIndent(lines, i, by, moved, offset);
    mends.push({ at: i, score, edits: new Map([[i, move(i)]]), slip: slip([]) });
    if (kids.length && kids.every((j) => shape(lines[j]).indent + by >= 0))
      mends.push({ at: i, score: score + 0.5, edits: new Map([i, ...kids].map((j) => [j, move(j)])), slip: slip(kids) });
  }
  return mends;
}

function badIndent(lines: string[], i: number, by: number, moved: number[], offset: number): Slip {
  const s = shape(lines[i]);
  const target = s.indent + by;
  const skip = new Set([i, ...moved]);
  // A line already where this one belongs, to line it up with: the nearest above, else below,
  // in the same group (the search stops at a line further left, which holds the group).
  const lineUp = [-1, 1].reduce<string>((found, step) => {
    if (found) return found;
    for (let j = i + step; j >= 0 && j < lines.length && Math.abs(j - i) <= 40; j += step) {
      const t = shape(lines[j]);
      if (t.blank || skip.has(j)) continue;
      if (s.dash ? t.dash && t.indent === target : t.content === target) {
        const word = s.dash ? '-' : (/^[^\s:]+:?/.exec(lines[j].slice(target))?.[0] ?? '');
        return `the "${word}" on line ${j + 1 + offset}`;
      }
      if (t.indent < target) break;
    }
    return '';
  }, '');
  return {
    line: i + 1,
    col: s.indent + 1,
    endCol: s.indent + 2,
    kind: 'badIndent',
    message: catalogue.badIndent(Math.abs(by), by < 0, moved.length, lineUp),
  };
}

/** The line (from 1) of the parser's first complaint about a text, or Infinity when it has none. */
function firstError(text: string): number {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  return doc.errors.reduce((min, e) => Math.min(min, counter.linePos(e.pos[0]).line), Infinity);
}

/**
 * The slip behind a syntax error on line `errorLine` (from 1) of a YAML text, if one of the
 * usual mends clears it; `offset` turns the text's lines into the file's in messages.
 */
export function findSlip(yaml: string, errorLine: number, offset = 0, lists: ReadonlySet<string> = new Set()): Slip | undefined {
  const lines = yaml.split('\n').map((l) => l.replace(/\r$/, ''));
  OFFSETS.set(lines, offset);
  const solid = (j: number) => !shape(lines[j]).blank;
  // An error on an empty line or a comment is about the line after it.
  let e = Math.min(Math.max(errorLine - 1, 0), lines.length - 1);
  while (e < lines.length - 1 && !solid(e)) e++;
  // The error's line and up to three above it, and one below: the slip is among them.
  const window: number[] = [];
  for (let j = e; j >= 0 && window.length < 4; j--) if (solid(j)) window.unshift(j);
  for (let j = e + 1; j < lines.length; j++)
    if (solid(j)) {
      window.push(j);
      break;
    }
  if (!window.length) return undefined;
  // And the line holding the error line's group, and the group's first line: a first field or
  // item out of line with the ones after it shows only where they start, maybe many lines below.
  const parent = parentOf(lines, e);
  const head = lines.findIndex((l, j) => j > (parent ?? -1) && !shape(l).blank);
  for (const j of [head, parent ?? -1]) if (j >= 0 && j < window[0]) window.unshift(j);
  const last = window[window.length - 1];

  const mends = window
    .flatMap((i) => [
      colonMend(lines, i),
      hashMend(lines, i),
      bracketMend(lines, i),
      dashSpaceMend(lines, i),
      missingColonMend(lines, i),
      wrapMend(lines, i),
      ...quoteMends(lines, i),
      ...dashMends(lines, i, offset, lists),
      ...shiftMends(lines, i, offset),
    ])
    .filter((m): m is Mend => m !== undefined)
    .sort((a, b) => a.score - b.score || Math.abs(a.at - e) - Math.abs(b.at - e) || a.at - b.at);

  const region = regionAround(lines, window, last);
  if (!region) return undefined;
  const lastInRegion = last - region.lines[0] + 1;
  const text = (edits: Map<number, string>) =>
    region.lines
      .map((j) => edits.get(j) ?? lines[j])
      .map((l) => l.slice(Math.min(region.dedent, shape(l).indent)))
      .join('\n');
  return mends.find((m) => firstError(text(m.edits)) > lastInRegion)?.slip();
}

/**
 * The lines to parse again for a mend: from a line above the window that holds it (dedented to
 * the left margin) to the window's end. The nearest such line first, then the one holding that,
 * and so on a few times, until the piece fails in the window and not before; none when it never does.
 */
function regionAround(lines: string[], window: number[], last: number): { lines: number[]; dedent: number } | undefined {
  let least = Math.min(...window.map((j) => shape(lines[j]).indent));
  let from = window[0];
  for (let tries = 0; tries < 4; tries++) {
    let start = 0;
    let dedent = 0;
    for (let j = from - 1; j >= 0; j--) {
      const s = shape(lines[j]);
      if (!s.blank && s.indent < least) {
        start = j;
        dedent = s.indent;
        break;
      }
    }
    const picked = Array.from({ length: last - start + 1 }, (_, k) => start + k);
    const err = firstError(picked.map((j) => lines[j].slice(Math.min(dedent, shape(lines[j]).indent))).join('\n'));
    if (err >= window[0] - start + 1 && err <= last - start + 1) return { lines: picked, dedent };
    if (start === 0) return undefined;
    least = dedent;
    from = start;
  }
  return undefined;
}
