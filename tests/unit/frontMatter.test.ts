/**
 * The one grammar of a post's file (src/yamlText/frontMatter.ts): the loader reads a post by it
 * and the editor's post edits split it by it, so a post the one takes the other takes too.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { postParts, setPostBody, setPostField } from '../../src/editor/edits';
import { opensFrontMatter, splitPost, writePost } from '../../src/yamlText/frontMatter';
import { loadSite } from '../../src/loader/index';
import { ROOT } from './helpers';
import { localize } from '../../src/i18n/localize.ts';

const FIELDS =
  'title: A walk\nexcerpt: Through the grove.\ncategory: diy-projects\nauthor: Amina\ndate: 2024-05-01\nreadTime: 2 min read\nimage: { src: /images/blog/diy-planter.svg, alt: A planter }\n';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The loader's verdict on a post with this text (its errors in that file), and the post as the model has it. */
async function loaded(text: string): Promise<{ errors: string[]; body?: string; title?: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'front-matter-'));
  dirs.push(dir);
  for (const p of ['site.yaml', 'content', 'public']) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  writeFileSync(join(dir, 'content/blog/a-walk.md'), text);
  const r = await loadSite({ root: dir });
  if (!r.ok) return { errors: r.problems.filter((p) => p.file.endsWith('a-walk.md') && p.severity === 'error').map((p) => p.message) };
  const post = localize(r.model, 'en').content.posts.find((p) => p.slug === 'a-walk');
  return { errors: [], body: post?.body, title: post?.title };
}

describe('splitPost', () => {
  it('splits a post into its four parts, which join back byte for byte', () => {
    const text = `---\n${FIELDS}---\n\nHello.\n`;
    const post = splitPost(text);
    expect(post).toEqual({ open: '---\n', yaml: FIELDS, close: '---\n', body: '\nHello.\n' });
    if (post) expect(post.open + post.yaml + post.close + post.body).toBe(text);
  });

  it('reads CRLF lines, spaces after the dashes and a byte-order mark', () => {
    const crlf = `---\r\n${FIELDS.replace(/\n/g, '\r\n')}---\r\n\r\nHello.\r\n`;
    expect(splitPost(crlf)?.yaml).toBe(FIELDS.replace(/\n/g, '\r\n'));
    expect(splitPost(crlf)?.body).toBe('\r\nHello.\r\n');
    expect(splitPost(`--- \n${FIELDS}---\t\nHello.`)?.yaml).toBe(FIELDS);
    expect(splitPost(`\uFEFF---\n${FIELDS}---\nHello.`)?.open).toBe('\uFEFF---\n');
  });

  it('takes a post with no Markdown, and empty details', () => {
    expect(splitPost(`---\n${FIELDS}---`)).toEqual({ open: '---\n', yaml: FIELDS, close: '---', body: '' });
    expect(splitPost(`---\n${FIELDS}---\n`)?.body).toBe('');
    expect(splitPost('---\n---\nHello.')).toEqual({ open: '---\n', yaml: '', close: '---\n', body: 'Hello.' });
  });

  it('closes the details at the first "---" line: one in the Markdown is the Markdown’s, and "----" closes nothing', () => {
    const text = `---\n${FIELDS}---\n\nAbove.\n\n---\n\nBelow.\n`;
    expect(splitPost(text)?.yaml).toBe(FIELDS);
    expect(splitPost(text)?.body).toBe('\nAbove.\n\n---\n\nBelow.\n');
    expect(splitPost(`---\n${FIELDS}----\nHello.`)).toBeUndefined();
    expect(splitPost(`---\n${FIELDS}----\n---\nHello.`)?.yaml).toBe(`${FIELDS}----\n`);
  });

  it('refuses what is not a post: no opening line, or details never closed', () => {
    expect(splitPost('Hello.\n---\n')).toBeUndefined();
    expect(splitPost(`---\n${FIELDS}\nHello.`)).toBeUndefined();
    expect(opensFrontMatter(`---\n${FIELDS}\nHello.`)).toBe(true);
    expect(opensFrontMatter(' ---\n')).toBe(false);
  });
});

describe('the loader and the editor read a post alike', () => {
  const posts = [
    `---\n${FIELDS}---\n\nHello.\n`,
    `---\r\n${FIELDS.replace(/\n/g, '\r\n')}---\r\n\r\nHello.\r\n`,
    `--- \n${FIELDS}---  \n\nHello.\n`,
    `---\n${FIELDS}---`,
    `---\n${FIELDS}---\n\nAbove.\n\n---\n\nBelow.\n`,
  ];
  for (const [i, text] of posts.entries()) {
    it(`post ${i + 1}: both take it, with the same details and Markdown`, async () => {
      const parts = postParts(text);
      if (!parts.ok) throw new Error(parts.refusal);
      const verdict = await loaded(text);
      expect(verdict.errors).toEqual([]);
      expect(verdict.title).toBe((parse(parts.value.frontMatter) as { title: string }).title);
      // An edit of the details leaves the `---` lines and the Markdown as they are.
      const edited = setPostField(text, ['title'], 'A longer walk');
      if (!edited.ok) throw new Error(edited.refusal);
      expect(edited.text.slice(edited.text.lastIndexOf(parts.value.body))).toBe(parts.value.body);
      expect(splitPost(edited.text)?.body).toBe(splitPost(text)?.body);
    });
  }

  it('a post whose details are never closed: the loader says so, the editor refuses it', async () => {
    const text = `---\n${FIELDS}\nHello.\n`;
    expect(postParts(text).ok).toBe(false);
    expect(setPostBody(text, 'x').ok).toBe(false);
    expect((await loaded(text)).errors).toEqual(['The details that start on line 1 are never closed: add a line "---" after line 8.']);
  });

  it('empty details: the loader asks for the fields, not for the "---" it has', async () => {
    const { errors } = await loaded('---\n---\n\nHello.\n');
    expect(errors).toHaveLength(1);
    expect(errors[0]).not.toMatch(/---/);
    expect(postParts('---\n---\n\nHello.\n')).toEqual({ ok: true, value: { frontMatter: '', body: 'Hello.\n' } });
  });

  it('a byte-order mark: the loader reads past it, the editor keeps it', async () => {
    const text = `\uFEFF---\n${FIELDS}---\n\nHello.\n`;
    expect((await loaded(text)).errors).toEqual([]);
    const edited = setPostField(text, ['author'], 'Baraka');
    expect(edited.ok && edited.text).toBe(text.replace('author: Amina', 'author: Baraka'));
  });
});

describe('writePost', () => {
  it('writes a new post the grammar reads back, its values by the one YAML writer', () => {
    const text = writePost(
      { title: 'Note: closed', tags: ['a', 'yes'], image: { src: '/images/x.svg', alt: 'X' }, featured: true },
      '\nHi.\n',
    );
    expect(text).toBe('---\ntitle: "Note: closed"\ntags: [a, "yes"]\nimage: { src: /images/x.svg, alt: X }\nfeatured: true\n---\n\nHi.\n');
    const post = splitPost(text);
    expect(parse(post?.yaml ?? '')).toEqual({
      title: 'Note: closed',
      tags: ['a', 'yes'],
      image: { src: '/images/x.svg', alt: 'X' },
      featured: true,
    });
  });

  it('quotes a field name YAML would misread, so it cannot add a field or end the details', () => {
    const text = writePost({ 'title: x\n---\nevil': 'y' }, 'Hi.');
    expect(splitPost(text)?.body).toBe('\nHi.\n');
    expect(parse(splitPost(text)?.yaml ?? '')).toEqual({ 'title: x\n---\nevil': 'y' });
  });
});
