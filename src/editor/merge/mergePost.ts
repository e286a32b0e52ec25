/**
 * A three-way merge of a blog post's file: its details (front matter) merged field by field as
 * any YAML (merge3), its Markdown as one text: changed on one side only, that side's is taken;
 * changed differently on both sides, it is one conflict, left at their text. The file is split
 * by the one grammar the loader reads it by (src/yamlText/frontMatter.ts).
 */
import { splitPost } from '../../yamlText/frontMatter.ts';
import { fail, type Edit } from '../edits/text.ts';
import { merge3, resolve, type Conflict, type Merged } from './merge3.ts';

/** The place of a post's Markdown in a conflict (no YAML path names it). */
export const BODY = 'body';

/** A conflict in a post: in its details (`path` as in YAML), or in its Markdown (`path` is `body`). */
export type PostConflict = Conflict & { part: 'details' | 'body' };

export type MergedPost = { ok: true; text: string; conflicts: PostConflict[] } | Extract<Merged, { ok: false }>;

const NOT_A_POST = 'does not start with its details between two lines of "---" (front matter).';

export function mergePost(base: string, theirs: string, ours: string): MergedPost {
  const parts = [base, theirs, ours].map(splitPost);
  const [b, t, o] = parts;
  for (const [i, p] of parts.entries()) if (!p) return fail(`${['The base', 'Their', 'Our'][i]} version ${NOT_A_POST}`);
  if (!b || !t || !o) return fail(NOT_A_POST);
  const details = merge3(b.yaml, t.yaml, o.yaml);
  if (!details.ok) return details;
  const conflicts: PostConflict[] = details.conflicts.map((c) => ({ ...c, part: 'details' }));
  let body = t.body;
  const same = (x: string, y: string) => x.replace(/\r\n/g, '\n') === y.replace(/\r\n/g, '\n');
  if (!same(o.body, b.body) && !same(o.body, t.body)) {
    if (same(t.body, b.body)) body = o.body;
    else conflicts.push({ part: 'body', path: BODY, at: [], base: b.body, theirs: t.body, ours: o.body });
  }
  const yaml = details.text && !details.text.endsWith('\n') ? `${details.text}\n` : details.text;
  return { ok: true, text: t.open + yaml + t.close + body, conflicts };
}

/** Apply the choice made at a conflict of a post: in its details as merge3's `resolve`, or its whole Markdown. */
export function resolvePost(text: string, conflict: PostConflict, choice: 'theirs' | 'ours'): Edit {
  if (choice === 'theirs') return { ok: true, text };
  const post = splitPost(text);
  if (!post) return fail(`The post ${NOT_A_POST}`);
  if (conflict.part === 'body') {
    const ours = typeof conflict.ours === 'string' ? conflict.ours : '';
    return { ok: true, text: post.open + post.yaml + post.close + ours };
  }
  const r = resolve(post.yaml, conflict, choice);
  return r.ok ? { ok: true, text: post.open + r.text + post.close + post.body } : r;
}
