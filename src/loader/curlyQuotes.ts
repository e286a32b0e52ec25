import { isMap, isScalar, isSeq } from 'yaml';
import { catalogue } from './catalogue.ts';
import type { Loaded } from './content.ts';
import { problemAt, type Problem } from './problems.ts';
import { positionAt, type PathSeg } from '../yamlText/source.ts';
import { placeOf } from './where.ts';
import { quoted } from '../yamlText/yamlWriter.ts';

const CURLY = /[\u201c\u201d\u2018\u2019]/;

/**
 * `phone: “+254 712 345 678”`: quotes a word processor curled are no quotes to YAML, only
 * characters of the text; the editor meant straight ones. Any value that starts with one, in
 * any file, and was not itself put in straight quotes (`"“Hello”"` keeps them on purpose).
 */
export function curlyQuoteProblems(loaded: Loaded): Problem[] {
  const { src } = loaded;
  // Most files have none: they are then never parsed a second time.
  if (loaded.data === undefined || !CURLY.test(src.yaml)) return [];
  const out: Problem[] = [];
  const walk = (node: unknown, path: PathSeg[]) => {
    if (isMap(node)) {
      for (const pair of node.items) if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)]);
    } else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]));
    else if (isScalar(node) && node.type === 'PLAIN' && typeof node.value === 'string' && node.range && CURLY.test(node.value.charAt(0))) {
      const start = node.range[0];
      const open = src.yaml[start];
      // The closing quote on the same line, even past a comma that ended the value early.
      const lineEnd = src.yaml.indexOf('\n', start);
      const rest = src.yaml.slice(start + 1, lineEnd < 0 ? undefined : lineEnd);
      const close = rest.search(/\u201c|\u201d/.test(open) ? /[\u201c\u201d]/ : /[\u2018\u2019]/);
      const text = close < 0 ? node.value.slice(1).replace(/[\u201c\u201d\u2018\u2019]$/, '') : rest.slice(0, close);
      const end = close < 0 ? node.range[1] : start + close + 2;
      const last = path.length ? path[path.length - 1] : undefined;
      const fixed = last === undefined ? quoted(text) : `${typeof last === 'number' ? '-' : `${last}:`} ${quoted(text)}`;
      const marks = /\u201c|\u201d/.test(open) ? '“ ”' : '‘ ’';
      const at = positionAt(src, start, end);
      out.push(problemAt(at, src.file, src.text, 'curlyQuotes', path, catalogue.curlyQuotes(marks, fixed), placeOf(src, path)));
    }
  };
  walk(src.doc.contents, []);
  return out;
}

/** Problems that a curly-quote problem explains (they sit inside its quotes) go: fixing the quotes fixes them. */
export function withoutCovered(problems: readonly Problem[], by: readonly Problem[]): Problem[] {
  return problems.filter((p) => !by.some((c) => c.file === p.file && c.line === p.line && p.col >= c.col && p.col < c.endCol));
}
