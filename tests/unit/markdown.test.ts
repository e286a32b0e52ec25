import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/lib/markdown.ts';
import { bodyRefs, placeInPost } from '../../src/loader/postBody.ts';

describe('article Markdown', () => {
  it('keeps what an article is made of', () => {
    const html = renderMarkdown(
      '## Why bamboo\n\nIt **grows** fast, see [our farm](/impact).\n\n- one\n- two\n\n> A quote\n\n![A grove](/images/bamboo-grove.svg)',
    );
    expect(html).toContain('<h2>Why bamboo</h2>');
    expect(html).toContain('<strong>grows</strong>');
    expect(html).toContain('<a href="/impact">our farm</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<img src="/images/bamboo-grove.svg" alt="A grove" loading="lazy" decoding="async" />');
  });

  it('drops scripts, event attributes, frames, styles and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="/x.svg" alt="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe>' +
        '<style>body{display:none}</style><a href="javascript:alert(3)">click</a><form action="/steal"><input name="p"></form>',
    );
    for (const bad of ['<script', 'alert(1)', 'onerror', '<iframe', '<style', 'javascript:', '<form', '<input'])
      expect(html).not.toContain(bad);
    expect(html).toContain('<a>click</a>');
  });

  it('opens other sites in a new tab without the opener or referrer; the article title stays the only h1', () => {
    const html = renderMarkdown('# Title again\n\n[KEFRI](https://www.kefri.org)');
    expect(html).toContain('<h2>Title again</h2>');
    expect(html).toContain('<a href="https://www.kefri.org" target="_blank" rel="noopener noreferrer">KEFRI</a>');
  });
});

describe("a post's links and pictures, found for checking", () => {
  const at = (body: string, offset: number) => body.slice(offset, offset + 6);

  it('finds links and pictures where they are written, in lists, tables, raw HTML and by reference', () => {
    const body =
      'Intro [a](/x).\n\n- item ![pic](/images/a.jpg)\n\n| h |\n|---|\n| [c](/t) |\n\n<a href="/raw">r</a>\n\n[ref][r]\n\n[r]: /refd\n';
    const refs = bodyRefs(body);
    expect(refs.map((r) => [r.kind, r.value, r.label])).toEqual([
      ['link', '/x', 'a'],
      ['image', '/images/a.jpg', 'pic'],
      ['link', '/t', 'c'],
      ['link', '/raw', ''],
      ['link', '/refd', 'ref'],
    ]);
    expect(refs.map((r) => at(body, r.offset))).toEqual(['[a](/x', '![pic]', '[c](/t', '<a hre', '[ref][']);
  });

  it('leaves alone what only looks like a link: code spans and code blocks', () => {
    expect(bodyRefs('`[x](/no)` and\n\n```\n[y](/no)\n```\n\n    [z](/no)\n')).toEqual([]);
  });

  it('finds what is written almost as a link (a space in the address, or before the "("), but not in code', () => {
    const body = 'See [a b](/x y) and [c] (/z).\n\n`[d](/e f)`\n';
    expect(bodyRefs(body).map((r) => [r.slip, r.value, r.label, at(body, r.offset)])).toEqual([
      ['spaceInAddress', '/x y', 'a b', '[a b]('],
      ['spaceBeforeParen', '/z', 'c', '[c] (/'],
    ]);
  });

  it('places the same link twice at each of its places', () => {
    const body = '[a](/x) then [a](/x)\n';
    expect(bodyRefs(body).map((r) => r.offset)).toEqual([0, 13]);
  });
});

describe("a spot in a post's body, placed in its file", () => {
  it('counts the front matter lines, Windows line endings alike, and the --- a body may start on', () => {
    const text = '---\r\ntitle: T\r\n---\r\n\r\nHello [a](/x)\r\n';
    const body = text.slice(text.indexOf('---\r\n\r\n') + 5);
    expect(placeInPost({ src: { text }, body }, body.replace(/\r\n/g, '\n').indexOf('['))).toEqual({ line: 5, col: 7 });
    const glued = '---\ntitle: T\n---Hi [a](/x)\n';
    expect(placeInPost({ src: { text: glued }, body: 'Hi [a](/x)\n' }, 3)).toEqual({ line: 3, col: 7 });
  });
});
