/**
 * The checks' annotations turned back into the panel's field messages: a broken site is checked
 * by the real `npm run validate` as on GitHub Actions, its workflow commands become annotations
 * as GitHub makes them, and annotationProblems puts each at the loader's own path.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotationProblems, type Annotation } from '../../../src/editor/publish/annotations.ts';
import { loadSite } from '../../../src/loader/index.ts';
import { fixtureSite, ROOT, runScript } from '../helpers.ts';

/** A workflow command's property or message as GitHub's runner reads it back (the inverse of src/ci/annotations.ts). */
const unescape = (text: string) =>
  text.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');

/** The annotations GitHub makes of a step's `::error …::…` and `::warning …::…` lines. */
function annotationsOf(stdout: string): Annotation[] {
  return stdout.split('\n').flatMap((line) => {
    const m = /^::(error|warning|notice) ([^:]*)::(.*)$/.exec(line);
    if (!m) return [];
    const props = Object.fromEntries(
      m[2].split(',').map((kv) => {
        const i = kv.indexOf('=');
        return [kv.slice(0, i), unescape(kv.slice(i + 1))];
      }),
    );
    const start = Number(props.line);
    return [
      {
        path: props.file,
        start_line: start,
        end_line: start,
        start_column: Number(props.col),
        end_column: props.endColumn ? Number(props.endColumn) : Number(props.col),
        annotation_level: m[1] === 'error' ? 'failure' : m[1] === 'warning' ? 'warning' : 'notice',
        title: props.title,
        message: unescape(m[3]),
      } satisfies Annotation,
    ];
  });
}

function breakSite(dir: string) {
  const edit = (file: string, from: string, to: string) => {
    const p = join(dir, file);
    const text = readFileSync(p, 'utf8');
    expect(text).toContain(from);
    writeFileSync(p, text.replace(from, to));
  };
  edit('site.yaml', '        title: Our story', '        titel: Our story');
  edit('site.yaml', '- { label: Products, to: /products }', '- { label: Products, to: /prodcts }');
  edit('site.yaml', '        title: Catalog\n', '        title: Catalog\n        columns: many\n');
  edit('site.yaml', '        title: Welcome\n', '');
  edit('site.yaml', '    description: About us.\n', '');
  edit('content/products.yaml', '    category: furniture', '    category: furnitur');
  edit('content/blog/first-post.md', 'readTime: 1 min read', 'readTime: 1 min read\nimage2: x');
  edit('content/blog/first-post.md', 'category: restoration\n', '');
}

describe('annotations back to the fields', () => {
  it("puts each of the validate job's notes at the field the loader's problem names", async () => {
    const dir = fixtureSite();
    breakSite(dir);
    const loaded = await loadSite({ root: dir });
    expect(loaded.ok).toBe(false);
    const problems = loaded.ok ? [] : loaded.problems;
    // Every kind of place: a value, an unknown key, a field missing from a block, from a page and from a post's front matter.
    expect(problems.map((p) => p.kind).sort()).toEqual(
      [
        'brokenLink',
        'misspeltRequiredKey',
        'missingField',
        'missingField',
        'missingField',
        'unknownKey',
        'unknownKey',
        'unknownReference',
      ].sort(),
    );

    const r = await runScript('scripts/validate.ts', ['--root', dir, '--github']);
    expect(r.code).toBe(1);
    const annotations = annotationsOf(r.stdout);
    expect(annotations).toHaveLength(problems.length);

    // The site's folder from the repository's root (the script runs there, as on CI).
    const siteDir = relative(ROOT, dir);
    const views = annotationProblems(annotations, (file) => readFileSync(resolve(ROOT, file), 'utf8'), siteDir);
    const key = (p: { file: string; path: string; where: string; message: string; kind: string }) =>
      `${p.file} ${p.path} | ${p.where} | ${p.kind} | ${p.message}`;
    expect(views.map(key).sort()).toEqual(problems.map(key).sort());
    expect(views.every((v) => v.severity === 'error')).toBe(true);
    // The two fields a text editor would not find by line alone: a block's missing title and a post's missing category.
    expect(views.map((v) => v.path)).toEqual(expect.arrayContaining(['routes[0].blocks[0].title', 'category', 'routes[1].description']));
  });

  it('places a note without words of place at the deepest field of its line and column', () => {
    const text = 'routes:\n  - path: /\n    blocks:\n      - type: hero\n        title: Welcome\n';
    const note = (line: number, col: number, end?: number): Annotation => ({
      path: 'site/site.yaml',
      start_line: line,
      end_line: line,
      start_column: col,
      end_column: end,
      annotation_level: 'failure',
      title: 'Something else',
      message: 'A note from another tool',
    });
    const [value, key, group, outside, past] = annotationProblems(
      [note(5, 16), note(5, 9, 14), note(4, 9, 20), note(9, 1), note(2, 40)],
      () => text,
      'site',
    );
    expect(value.path).toBe('routes[0].blocks[0].title');
    expect(key.path).toBe('routes[0].blocks[0].title');
    // A mark from `type` to the line's end is the block, not its first key.
    expect(group.path).toBe('routes[0].blocks[0]');
    expect(group.where).toBe('page "/" › block 1 (hero "Welcome")');
    expect(outside.path).toBe('');
    // A column past the end of `  - path: /` is still that line's value, not the next line's.
    expect(past.path).toBe('routes[0].path');
    expect(value.kind).toBe('check');
    expect(value.file).toBe('site.yaml');
  });

  it("keeps an error on a file outside the site and drops a runner's notice there", () => {
    const views = annotationProblems(
      [
        { path: '.github', start_line: 1, annotation_level: 'warning', title: 'Node.js 20 is deprecated', message: 'Update the action.' },
        { path: 'package.json', start_line: 3, annotation_level: 'failure', title: 'Broken', message: 'npm ci failed' },
      ],
      () => undefined,
      'site',
    );
    expect(views).toEqual([
      { severity: 'error', kind: 'check', file: 'package.json', line: 3, col: 1, path: '', where: '', message: 'npm ci failed' },
    ]);
  });
});
