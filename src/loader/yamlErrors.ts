import type { YAMLError } from 'yaml';
import { catalogue } from './catalogue.ts';
import { problemAt, type Problem } from './problems.ts';
import { positionAt, type SourceFile } from './source.ts';

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

export function yamlProblems(src: SourceFile, errors: readonly YAMLError[]): Problem[] {
  return errors.map((e) => {
    const pos = positionAt(src, e.pos[0], e.pos[1]);
    const own = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    const plain = PLAIN[e.code];
    const detail = plain ?? `${own.charAt(0).toLowerCase()}${own.slice(1)}.`;
    return problemAt(pos, src.file, src.text, 'yamlSyntax', [], catalogue.yamlSyntax(detail));
  });
}
