/**
 * The edits of a blog post: its front matter is split off by the loader's own grammar
 * (`splitPost`, src/yamlText/frontMatter.ts) and edited as any YAML; the `---` lines and the
 * Markdown stay as they are. The Markdown is replaced as a whole.
 */
import { splitPost } from '../../yamlText/frontMatter.ts';
import { fail, type Edit, type Fail, type Ok, type Path, type ScalarValue, type Value } from './text.ts';
import { removeKey } from './removeKey.ts';
import { setScalar } from './setScalar.ts';
import { setValue } from './setValue.ts';

const NOT_A_POST = 'A post starts with its details between two lines of "---" (front matter); this one does not.';

/** The blank lines a Markdown text starts with. */
const LEADING_BLANKS = /^(?:[ \t]*\r?\n)*/;

/** A post's parts: the front matter's YAML (between the `---` lines) and the Markdown after them. */
export function postParts(md: string): Ok<{ frontMatter: string; body: string }> | Fail {
  const post = splitPost(md);
  if (!post) return fail(NOT_A_POST);
  return { ok: true, value: { frontMatter: post.yaml, body: post.body.replace(LEADING_BLANKS, '') } };
}

/** Apply a YAML edit to a post's front matter; the `---` lines and the Markdown stay as they are. */
export function editFrontMatter(md: string, edit: (yaml: string) => Edit): Edit {
  const post = splitPost(md);
  if (!post) return fail(NOT_A_POST);
  const r = edit(post.yaml);
  if (!r.ok) return r;
  const fm = r.text && !r.text.endsWith('\n') ? `${r.text}\n` : r.text;
  return { ok: true, text: post.open + fm + post.close + post.body };
}

/** Set a field of a post's front matter (`title`, `image.alt`, …); `undefined` removes it. */
export function setPostField(md: string, path: Path, value: ScalarValue | undefined): Edit {
  if (!path.length) return fail('Give the field of the post to change.');
  if (value === undefined) return editFrontMatter(md, (fm) => removeKey(fm, path.slice(0, -1), String(path[path.length - 1])));
  return editFrontMatter(md, (fm) => setScalar(fm, path, value));
}

/** Set a field of a post's front matter to any value (e.g. `tags`): added if missing, replaced in place if there. */
export function setPostValue(md: string, path: Path, value: Value): Edit {
  return editFrontMatter(md, (fm) => setValue(fm, path, value));
}

/** Replace a post's Markdown; the front matter and the blank line after it stay as they are. */
export function setPostBody(md: string, body: string): Edit {
  const post = splitPost(md);
  if (!post) return fail(NOT_A_POST);
  const gap = LEADING_BLANKS.exec(post.body)?.[0] ?? '';
  const eol = md.includes('\r\n') ? '\r\n' : '\n';
  const next = body.replace(/\r?\n/g, eol).replace(LEADING_BLANKS, '');
  return { ok: true, text: post.open + post.yaml + post.close + (gap || eol) + (next && !next.endsWith(eol) ? next + eol : next) };
}
