import type { YAMLError } from 'yaml';
import { catalogue } from './catalogue.ts';
import { duplicateAt } from './duplicateKey.ts';
import { problemAt, type Problem } from './problems.ts';
import { positionAt, type SourceFile } from '../yamlText/source.ts';
import { findSlip, type Slip } from './yamlFixes.ts';

/** Plain words for the YAML parser's most common complaints; the parser's own text otherwise. */
const PLAIN: Record<string, string> = {
  DUPLICATE_KEY: 'the same field appears twice in one group; keep only one of them.',
  BAD_INDENT: 'the indentation is off. Line this up with the lines it belongs with (use spaces, not tabs).',
  TAB_AS_INDENT: 'a tab is used for indentation; YAML needs spaces.',
  MISSING_CHAR: 'a closing quote or bracket is missing.',
  MULTILINE_IMPLICIT_KEY: 'a field name runs over two lines; a colon or quote is probably missing.',
  BLOCK_AS_IMPLICIT_KEY: 'a line is indented wrongly or a colon is missing.',
  UNEXPECTED_TOKEN: 'something stands where YAML does not expect it (often a missing colon or stray character).',
};

/** `title:Welcome`: a field name and its value with no space after the colon. */
const NO_SPACE = /^\s*(?:- +)?([A-Za-z][\w-]*):((?!\/\/)[^\s:][^]*)$/;

/**
 * The parser's first complaint, in plain words. Only the first: after it the parser
 * has lost its footing, and the lines it complains about next (a tab on one line makes
 * the following lines "wrongly indented") would send the editor looking for mistakes
 * that are not there. Once it is fixed, a save shows the next one if there is one.
 * Where a usual slip explains it (a text needing quotes, a lost "- ", a line a space off),
 * the slip is named on its own line instead; `lists` names the fields that hold a list.
 */
export function yamlProblems(src: SourceFile, errors: readonly YAMLError[], lists: ReadonlySet<string> = new Set()): Problem[] {
  return errors.slice(0, 1).flatMap((e) => {
    const pos = positionAt(src, e.pos[0], e.pos[1]);
    const own = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    const text = src.text.split(/\r?\n/)[pos.line - 1] ?? '';
    if (e.code === 'MULTIPLE_DOCS') {
      // The second document starts at its "---" (or just after it, past comments): the line to delete.
      const lines = src.text.split(/\r?\n/);
      const marker = (n: number) => /^---(?:\s|$)/.test(lines[n - 1] ?? '');
      let n = pos.line;
      while (n > 1 + src.lineOffset && !marker(n)) n--;
      if (!marker(n)) n = pos.line;
      return [problemAt({ line: n, col: 1, endCol: 4 }, src.file, src.text, 'strayDocument', [], catalogue.strayDocument(n))];
    }
    const glued = NO_SPACE.exec(text);
    const twice = e.code === 'DUPLICATE_KEY' ? duplicateAt(src.doc, src.lines, src.yaml, e.pos[0], src.lineOffset) : undefined;
    const slip: Slip | undefined =
      glued || e.code === 'TAB_AS_INDENT'
        ? undefined
        : e.code === 'DUPLICATE_KEY'
          ? twice?.lost
          : findSlip(src.yaml, pos.line - src.lineOffset, src.lineOffset, lists);
    if (slip) {
      const at = { line: slip.line + src.lineOffset, col: slip.col, endCol: slip.endCol };
      return [problemAt(at, src.file, src.text, slip.kind, [], slip.message)];
    }
    const plain = glued
      ? `a space is missing after the colon. Write "${glued[1]}: ${glued[2].trim()}".`
      : twice
        ? `the field "${twice.key}" appears twice in one group (first on line ${twice.firstLine + src.lineOffset}); keep only one of them.`
        : /without - indicator/.test(own)
          ? PLAIN.BAD_INDENT // a field indented less than its neighbours, read as a list item
          : (PLAIN[e.code] ?? `${own.charAt(0).toLowerCase()}${own.slice(1)}.`);
    return [problemAt(pos, src.file, src.text, 'yamlSyntax', [], catalogue.yamlSyntax(plain))];
  });
}
