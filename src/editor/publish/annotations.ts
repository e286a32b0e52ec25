/**
 * A check's annotations turned back into the panel's own problems: each note (a workflow command
 * `::error file=…,line=…,col=…::…` becomes one) placed at the field of its line, with the
 * loader's path and place in words, so the Publish tab shows the check's message at the field.
 */
import { titles } from '../../ci/annotations.ts';
import type { ProblemKind } from '../../loader/catalogue.ts';
import { pathToString, type PathSeg } from '../../yamlText/dataPath.ts';
import { splitPost } from '../../yamlText/frontMatter.ts';
import { parseSource, type SourceFile } from '../../yamlText/source.ts';
import { placeOf } from '../../loader/where.ts';
import type { ProblemView } from '../protocol.ts';

/** A check run's annotation as GitHub lists it (a workflow command `::error file=…,line=…,col=…::…` becomes one). */
export interface Annotation {
  path: string;
  start_line: number;
  end_line?: number;
  start_column?: number | null;
  end_column?: number | null;
  annotation_level: 'notice' | 'warning' | 'failure' | null;
  title?: string | null;
  message: string | null;
}

/** The kind of problem a note's title names (the titles of src/ci/annotations.ts); the first one when two share it. */
const kindOfTitle = new Map<string, ProblemKind>();
for (const [kind, title] of Object.entries(titles) as Array<[ProblemKind, string]>)
  if (!kindOfTitle.has(title)) kindOfTitle.set(title, kind);

/**
 * The checks' annotations as the panel's problems, each at the field of its line: the path is the
 * loader's (`routes[1].blocks[0].title`), so the panel shows the message at that field.
 * `textOf` gives a file's text (path from the repository's root) as the check read it; `siteDir`
 * is the site's folder from the repository's root. A note on a file outside the site is kept
 * only when it is an error (a runner's notices are not the person's business).
 */
export function annotationProblems(
  annotations: readonly Annotation[],
  textOf: (file: string) => string | undefined,
  siteDir = '',
): ProblemView[] {
  const prefix = siteDir ? `${siteDir.replace(/\/+$/, '')}/` : '';
  const sources = new Map<string, SourceFile | undefined>();
  const out: ProblemView[] = [];
  for (const a of annotations) {
    const severity = a.annotation_level === 'failure' ? 'error' : 'warning';
    const inSite = a.path.startsWith(prefix);
    if (!inSite && severity !== 'error') continue;
    const file = inSite ? a.path.slice(prefix.length) : a.path;
    const kind = kindOfTitle.get(a.title ?? '');
    const { message, place } = splitPlace(a.message ?? a.title ?? '');
    const line = Math.max(1, a.start_line);
    const col = Math.max(1, a.start_column ?? 1);
    if (!sources.has(a.path)) {
      const text = inSite ? textOf(a.path) : undefined;
      sources.set(a.path, text === undefined ? undefined : sourceOf(file, text));
    }
    const src = sources.get(a.path);
    const found = src
      ? placeAt(src, line, a.start_column ?? undefined, a.end_line === a.start_line ? a.end_column : undefined, place, kind !== undefined)
      : undefined;
    out.push({
      severity,
      kind: kind ?? 'check',
      file,
      line,
      col,
      path: found?.path ?? '',
      where: found?.where ?? (place?.startsWith('in ') ? place.slice(3) : ''),
      message,
    });
  }
  return out;
}

/** A note's text is the problem's message, then (on its own last line) "in <place in words>" or "at <path>". */
function splitPlace(text: string): { message: string; place?: string } {
  const i = text.lastIndexOf('\n');
  const last = text.slice(i + 1);
  if (i < 0 || !/^(in|at) ./.test(last)) return { message: text };
  return { message: text.slice(0, i), place: last };
}

/** A file's YAML as the loader reads it: a post's front matter starts after its `---` line. */
function sourceOf(file: string, text: string): SourceFile {
  if (!file.endsWith('.md')) return parseSource(file, text);
  const clean = text.replace(/^\uFEFF/, '');
  const post = splitPost(clean);
  return post ? parseSource(file, clean, post.yaml, 1) : parseSource(file, clean, '');
}

interface Hit {
  path: PathSeg[];
  /** The node is a map's key (the loader marks a key for an unknown field). */
  key: boolean;
  start: number;
  end: number;
}

/** Every node holding the offset, from the top down: the path of each and its place in the text. */
function nodesAt(node: unknown, offset: number, path: PathSeg[] = [], out: Hit[] = []): Hit[] {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  if (!range || offset < range[0] || offset >= Math.max(range[1], range[0] + 1)) return out;
  out.push({ path, key: false, start: range[0], end: range[1] });
  const items = (node as { items?: unknown[] }).items;
  if (!Array.isArray(items)) return out;
  items.forEach((item, i) => {
    const pair = item as { key?: unknown; value?: unknown };
    if (item && typeof item === 'object' && 'key' in pair) {
      const k = pair.key as { value?: unknown; range?: [number, number, number] } | null;
      const name = String(k && typeof k === 'object' && 'value' in k ? k.value : k);
      if (k?.range && offset >= k.range[0] && offset < k.range[1])
        out.push({ path: [...path, name], key: true, start: k.range[0], end: k.range[1] });
      else nodesAt(pair.value, offset, [...path, name], out);
    } else nodesAt(item, offset, [...path, i], out);
  });
  return out;
}

/**
 * The loader's path of the field a note marks at `line`:`col` of its file. Of the nodes there the
 * deepest is taken; the note's place in words (`in …`, the loader's placeOf) picks among them
 * and names a missing field, which the loader marks on the group of fields that lacks it.
 * `ours`: the note is the validate job's (its title is one of ours), so no place means the whole file.
 */
function placeAt(
  src: SourceFile,
  line: number,
  /** Undefined when the note gives none: the line's first character (a note on a whole line is about what it holds). */
  col: number | undefined,
  endCol: number | null | undefined,
  place: string | undefined,
  ours: boolean,
): { path: string; where: string } | undefined {
  if (place?.startsWith('at ')) return { path: place.slice(3), where: '' };
  const yamlLine = line - src.lineOffset;
  const starts = src.lines.lineStarts;
  if (yamlLine < 1 || yamlLine > starts.length || !src.yaml) return undefined;
  // A column past the line's end (a mark after its last character) stays on the line.
  const next = starts.at(yamlLine);
  const lineEnd = Math.max(starts[yamlLine - 1], next === undefined ? src.yaml.length - 1 : next - 2);
  const first = /\S/.exec(src.yaml.slice(starts[yamlLine - 1], lineEnd + 1))?.index ?? 0;
  const offset = Math.min(starts[yamlLine - 1] + (col === undefined ? first + 1 : Math.max(1, col)) - 1, lineEnd);
  const hits = nodesAt(src.doc.contents, offset).reverse();
  if (!hits.length) return undefined;
  const at = (p: PathSeg[]) => ({ path: pathToString(p), where: placeOf(src, p) });
  if (place?.startsWith('in ')) {
    const where = place.slice(3);
    for (const h of hits) {
      const here = placeOf(src, h.path);
      if (here === where) return at(h.path);
      // A field the group lacks: its name (and those of missing groups above it) after the group's place
      // (a post's top-level place is its file's; its fields' places start "front matter").
      const tail = h.key
        ? undefined
        : here
          ? where.startsWith(`${here} › `)
            ? where.slice(here.length + 3)
            : undefined
          : where.replace(/^front matter › /, '');
      if (tail) {
        const longer = [...h.path, ...tail.split(' › ')];
        if (placeOf(src, longer) === where) return at(longer);
      }
    }
  }
  if (ours && !place) return { path: '', where: '' };
  // No place to go by: the deepest node, but a key only when the mark ends with it (else the group starting there).
  const deepest = hits[0];
  if (deepest.key && hits[1] && hits[1].start === deepest.start && endCol !== undefined && endCol !== null) {
    const keyEnd = src.lines.linePos(deepest.end).col;
    if (endCol !== keyEnd) return at(hits[1].path);
  }
  return at(deepest.path);
}
