/**
 * The pull request's body: the changes in plain words, linking their pages, rendered as GitHub
 * renders Markdown (GFM, here with marked) without anything typed into the site becoming a tag,
 * a link, a table or another list item; and never longer than GitHub takes.
 */
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { BODY_MAX, pullRequestBody } from '../../../src/editor/publish/pullRequestBody.ts';
import type { ChangeView } from '../../../src/editor/protocol.ts';

const change = (c: Partial<ChangeView>): ChangeView => ({
  id: c.id ?? `site.yaml ${c.path ?? ''}`,
  file: 'site.yaml',
  path: 'routes[1].blocks[0].title',
  place: 'About page › 1. Hero “About us” › Title',
  kind: 'changed',
  ...c,
});

const html = (md: string) => marked.parse(md, { async: false, gfm: true });

/** The text a code element shows (marked escapes &, <, >, " and '). */
const codes = (out: string) =>
  [...out.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) =>
    m[1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );

describe('the pull request body', () => {
  it('lists each change in plain words, old → new, with a link to its page', () => {
    const body = pullRequestBody(
      [
        change({ before: 'About us', after: 'Who we are', link: '/about#story' }),
        change({ kind: 'picture', file: 'public/images/new chair.jpg', path: '', place: 'Pictures', after: '/images/new chair.jpg' }),
        change({ kind: 'added', place: 'Products › Bamboo stool', path: 'products[2]', after: 'Bamboo stool', link: '/products' }),
        change({ kind: 'removed', place: 'Home page › 3. FAQ', path: 'routes[0].blocks[2]', before: 'FAQ' }),
      ],
      'https://example.co.ke',
    );
    expect(body.split('\n').filter((l) => l.startsWith('- '))).toEqual([
      '- **About page › 1. Hero “About us” › Title** ([`/about#story`](<https://example.co.ke/about#story>)): `About us` → `Who we are`',
      '- **Pictures**: picture added `/images/new chair.jpg`',
      '- **Products › Bamboo stool** ([`/products`](<https://example.co.ke/products>)): added `Bamboo stool`',
      '- **Home page › 3. FAQ**: removed `FAQ`',
    ]);
    const out = html(body);
    expect([...out.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'https://example.co.ke/about#story',
      'https://example.co.ke/products',
    ]);
    expect(body.startsWith('Changed in the visual editor (4 changes):')).toBe(true);
  });

  it('without the site address names the page without linking it', () => {
    const body = pullRequestBody([change({ before: 'a', after: 'b', link: '/about#story' })]);
    expect(body).toContain('(`/about#story`): `a` → `b`');
    expect(html(body)).not.toContain('<a ');
  });

  it('shows typed values exactly, without making tags, links, tables, mentions or list items of them', () => {
    const values = [
      '<script>alert(1)</script>',
      'a `b` ``c``',
      '`starts and ends`',
      'left | right',
      'one\n\n- a new item\n# heading',
      '[click](https://evil.example) ![x](https://evil.example/x.png)',
    ];
    const body = pullRequestBody(
      values.map((v, i) =>
        change({
          id: String(i),
          before: 'old',
          after: v,
          place: i === 0 ? '**Bold** <b>tag</b> [link](https://evil.example) @octocat #1 | cell' : `Place ${i}`,
        }),
      ),
    );
    const out = html(body);
    expect(out).not.toMatch(/<(script|b|table|h1|img|strong>Bold)/);
    expect(out).not.toContain('href=');
    expect(out.match(/<li>/g)).toHaveLength(values.length);
    // Each value shown as written (line breaks as ⏎, so the list stays one item a change).
    expect(codes(out).filter((c) => c !== 'old')).toEqual([
      '<script>alert(1)</script>',
      'a `b` ``c``',
      '`starts and ends`',
      'left | right',
      'one ⏎ ⏎ - a new item ⏎ # heading',
      '[click](https://evil.example) ![x](https://evil.example/x.png)',
    ]);
    // The place keeps its words; "@octocat" would notify someone and "#1" link an issue, and do not.
    expect(body.split('\n').find((l) => l.includes('Bold'))).not.toMatch(/@octocat|#1|https:\/\//);
    expect(out).toContain('**Bold** &lt;b&gt;tag&lt;/b&gt; [link](https\u200b://evil.example) @\u200boctocat #\u200b1 | cell');
  });

  it("stays under GitHub's limit, ending with how many more changes there are", () => {
    const n = 3000;
    const long = 'x'.repeat(500);
    const body = pullRequestBody(
      Array.from({ length: n }, (_, i) => change({ id: String(i), place: `Page ${i} › Title`, before: long, after: long })),
    );
    expect(body.length).toBeLessThanOrEqual(BODY_MAX);
    const items = body.split('\n').filter((l) => l.startsWith('- '));
    const more = /^- … and ([\d,]+) more changes$/.exec(items[items.length - 1]);
    expect(more).not.toBeNull();
    expect(items.length - 1 + Number(more?.[1].replace(/,/g, ''))).toBe(n);
    // A long value is cut short, so many changes fit.
    expect(items[0]).toContain(`\`${'x'.repeat(199)}…\``);
    expect(items.length).toBeGreaterThan(100);
  });
});
