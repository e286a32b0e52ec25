/**
 * The merge plan: each changed file merged three ways with the base branch (merge3 for YAML,
 * mergePost for a post), the fields changed differently on both sides listed in words, and the
 * person's choices at them put in. Pure: the bytes come in, the files to commit go out.
 */
import { decodeUtf8, encodeUtf8, sameBytes } from '../../workspace/bytes.ts';
import { yamlData } from '../../yamlText/source.ts';
import { splitPost } from '../../yamlText/frontMatter.ts';
import { merge3, resolve as resolveYaml, type Conflict } from '../merge/merge3.ts';
import { mergePost, resolvePost, type PostConflict } from '../merge/mergePost.ts';
import type { ConflictView, FileName, Resolution } from '../protocol.ts';
import { changePlace, isPicture, short, type Words } from './changes.ts';

/** One file's way into the commit: the merged bytes (null: removed) and the conflicts left at their value. */
export interface Planned {
  file: FileName;
  ours: Uint8Array | undefined;
  theirs: Uint8Array | undefined;
  /** The merged text, or the whole file's bytes (ours or theirs). */
  merged: Uint8Array | string | undefined;
  conflicts: ((Conflict & { part?: PostConflict['part'] }) | 'whole')[];
  views: ConflictView[];
}

export const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a === undefined ? b === undefined : b !== undefined && sameBytes(a, b);

/** `theirs` with the changes from `base` to `ours` in it where they merge cleanly (theirs' value kept at a conflict). */
export function carry(
  file: FileName,
  base: Uint8Array | undefined,
  theirs: Uint8Array | undefined,
  ours: Uint8Array | undefined,
): Uint8Array | undefined {
  if (same(theirs, base)) return ours;
  if (same(theirs, ours) || isPicture(file) || !base || !theirs || !ours) return theirs;
  const [b, t, o] = [base, theirs, ours].map(decodeUtf8);
  const merged = file.endsWith('.md') ? mergePost(b, t, o) : merge3(b, t, o);
  return merged.ok ? encodeUtf8(merged.text) : theirs;
}

/**
 * One file planned: `chain` is what it started from (its text at the working copy's commit, then
 * as each earlier publication from it left it), `ours` the working copy's, `real` the base
 * branch's now. Earlier publications are carried into theirs first (nothing changes where theirs
 * has them already): a field published before is no conflict with the base branch.
 */
export function planFile(
  file: FileName,
  chain: (Uint8Array | undefined)[],
  ours: Uint8Array | undefined,
  real: Uint8Array | undefined,
  words: Words,
): Planned {
  const b = chain[chain.length - 1];
  let t = real;
  for (let k = 1; k < chain.length; k++) t = carry(file, chain[k - 1], t, chain[k]);
  const planned: Planned = { file, ours, theirs: real, merged: ours, conflicts: [], views: [] };
  if (same(t, b) || same(t, ours)) return planned;
  const whole = () => {
    planned.merged = t;
    planned.conflicts = ['whole'];
    const named = changePlace(file, [], undefined, words);
    planned.views = [
      {
        file,
        path: '',
        place: isPicture(file) || !file.endsWith('.md') ? `The whole of ${file}` : named.place,
        theirs: t === undefined ? 'removed' : 'their version',
        ours: ours === undefined ? 'removed' : 'your version',
      },
    ];
    return planned;
  };
  if (isPicture(file) || !b || !t || !ours) return whole();
  const post = file.endsWith('.md');
  const merged = post ? mergePost(decodeUtf8(b), decodeUtf8(t), decodeUtf8(ours)) : merge3(decodeUtf8(b), decodeUtf8(t), decodeUtf8(ours));
  if (!merged.ok) return whole();
  planned.merged = merged.text;
  planned.conflicts = merged.conflicts;
  const data = yamlData((post ? splitPost(merged.text)?.yaml : merged.text) ?? '');
  planned.views = merged.conflicts.map((c) => {
    const body = 'part' in c && c.part === 'body';
    const named = changePlace(file, body ? ['body'] : c.at, data, words);
    return {
      file,
      path: c.path,
      place: named.place,
      theirs: short(c.theirs, named.schema, words) ?? '(none)',
      ours: short(c.ours, named.schema, words) ?? '(none)',
    };
  });
  return planned;
}

/** The person's choices from the network: only well-formed ones count (a missing one is asked for again). */
export function choicesOf(resolutions: unknown): Map<string, Resolution['choose']> {
  const given = (Array.isArray(resolutions) ? (resolutions as unknown[]) : []).filter(
    (r): r is Resolution =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as Resolution).file === 'string' &&
      typeof (r as Resolution).path === 'string' &&
      ((r as Resolution).choose === 'ours' || (r as Resolution).choose === 'theirs'),
  );
  return new Map(given.map((r) => [choiceKey(r.file, r.path), r.choose]));
}

export const choiceKey = (file: FileName, path: string) => `${file}\0${path}`;

/**
 * The files to commit, with the person's choices put in (null: removed); only those that differ
 * from the base branch. Refused in words when a value of theirs cannot be put in.
 */
export function chosen(
  files: readonly Planned[],
  choices: ReadonlyMap<string, Resolution['choose']>,
): { ok: true; files: Map<FileName, Uint8Array | null> } | { ok: false; message: string } {
  const commitFiles = new Map<FileName, Uint8Array | null>();
  for (const f of files) {
    let merged = f.merged;
    // Later places first: a choice that adds or removes an item leaves the earlier places where they were.
    for (const [i, c] of [...f.conflicts.entries()].reverse()) {
      const choice = choices.get(choiceKey(f.file, f.views[i].path));
      if (choice !== 'ours') continue;
      if (c === 'whole') {
        merged = f.ours;
        continue;
      }
      const text = typeof merged === 'string' ? merged : merged === undefined ? '' : decodeUtf8(merged);
      const r = 'part' in c && c.part ? resolvePost(text, c as PostConflict, 'ours') : resolveYaml(text, c, 'ours');
      if (!r.ok)
        return {
          ok: false,
          message: `Your value at ${f.views[i].place} could not be put in: ${r.refusal} Choose "keep theirs" there, or change it after.`,
        };
      merged = r.text;
    }
    const bytes = typeof merged === 'string' ? encodeUtf8(merged) : merged;
    if (!same(bytes, f.theirs)) commitFiles.set(f.file, bytes ?? null);
  }
  return { ok: true, files: commitFiles };
}
