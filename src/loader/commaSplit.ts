import { lineOf } from '../yamlText/lines.ts';
import { catalogue } from './catalogue.ts';
import { problemAt, type Problem } from './problems.ts';
import { locate, type PathSeg, type SourceFile } from '../yamlText/source.ts';

/**
 * `{ days: Sat, Sun, time: 8:00 AM }` or `{ value: 28,000 }`: valid YAML, but the "," ends the
 * value inside { }, and the word or digits after it become a field of their own, with no value.
 * Such an unknown field, found right after `key: text,` in the source, is named for what it is.
 */
export function commaSplit(src: SourceFile, path: readonly PathSeg[], value: unknown): Problem | undefined {
  if (value !== null) return undefined;
  const pos = locate(src, path, 'key');
  const line = lineOf(src.text, pos.line);
  const word = line.slice(pos.col - 1, pos.endCol - 1);
  const before = /([A-Za-z][\w-]*):[ \t]+([^,{}[\]"'#]*?),[ \t]*$/.exec(line.slice(0, pos.col - 1));
  if (!before || !/^[\w.-]+$/.test(word) || !/[{,][^{}]*$/.test(line.slice(0, pos.col - 1))) return undefined;
  if (/[^\s}]/.test(line.slice(pos.endCol - 1).replace(/^\s*(?:,.*)?$/, ''))) return undefined; // `Sun: …`: a field indeed
  const [, key, first] = before;
  const text = `${first}, ${word}`.replace(/^(\d+), (\d+)$/, '$1,$2');
  const isNumber = /^\d+,\d+$/.test(text);
  const fixed = isNumber ? text.replace(',', '') : `${key}: "${text}"`;
  return problemAt(pos, src.file, src.text, 'commaInValue', path, catalogue.commaInValue(text, fixed, isNumber));
}
