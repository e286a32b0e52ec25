/**
 * The editor server's own rules, without HTTP: which names `inside` lets through (only
 * site.yaml, content/** and public/images/**, never a `..`, an absolute path or a link that
 * leads out), and `newErrors`, which decides whether a change made the site worse (an old
 * error that only moved is not new; a second copy of an error is).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svgProblem } from '../../../src/editor/server/api';
import { inside } from '../../../src/editor/files';
import { tellsOfChange } from '../../../src/editor/server/plugin';
import { newErrors } from '../../../src/editor/server/session';
import type { ProblemView } from '../../../src/editor/protocol';

const REPO = resolve(__dirname, '../../..');

describe('inside: the only files the editor may touch', () => {
  let base: string;
  let root: string;

  beforeAll(() => {
    // base/site is the site's folder; base/outside is somewhere else on the disk.
    base = mkdtempSync(join(tmpdir(), 'editor-inside-'));
    root = join(base, 'site');
    mkdirSync(root);
    for (const p of ['site.yaml', 'content', 'public']) cpSync(join(REPO, p), join(root, p), { recursive: true });
    mkdirSync(join(base, 'outside'));
    writeFileSync(join(base, 'outside', 'secret.yaml'), 'secret: true\n');
    symlinkSync(join(base, 'outside'), join(root, 'content', 'escape'));
    symlinkSync(join(base, 'outside', 'secret.yaml'), join(root, 'content', 'secret.yaml'));
    symlinkSync(join(base, 'outside'), join(root, 'public', 'images', 'escape'));
    // A link inside the site folder but out of the areas (content/ → src/) is refused too.
    mkdirSync(join(root, 'src'));
    symlinkSync(join(root, 'src'), join(root, 'content', 'code'));
  });
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  it.each([
    '../package.json',
    '/etc/passwd',
    'content/../package.json',
    'content/../../package.json',
    'src/app/App.tsx',
    'public/robots.txt',
    'public/favicon.svg',
    'dist/index.html',
    'package.json',
    'content\\products.yaml',
    'content/..\\..\\package.json',
    'content/products.yaml\0.png',
    'public/images',
    'public/images/',
    'content',
    'content/',
    './site.yaml',
    'content//products.yaml',
    'content/./products.yaml',
    'C:/site.yaml',
    '',
  ])('refuses %j', (name) => {
    const r = inside(root, name);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('only changes site.yaml');
  });

  it.each([undefined, null, 3, ['site.yaml'], { file: 'site.yaml' }])('refuses a name that is not a string (%j)', (name) => {
    expect(inside(root, name).ok).toBe(false);
  });

  it.each([
    'content/escape',
    'content/escape/secret.yaml',
    'content/escape/new.yaml',
    'content/escape/deeper/new.yaml',
    'content/secret.yaml',
    'content/code/main.tsx',
    'public/images/escape/x.png',
  ])('refuses %j, a link under the site folder that leads out of the areas', (name) => {
    expect(inside(root, name).ok).toBe(false);
  });

  it.each([
    'site.yaml',
    'content/products.yaml',
    'content/blog/new-post.md',
    'content/blog/diy-bamboo-planter.md',
    'public/images/products/x.png',
    'public/images/new-folder/x.png',
    'public/images/x.svg',
  ])('accepts %j, at the place it names', (name) => {
    const r = inside(root, name);
    expect(r).toEqual({ ok: true, abs: join(root, name), rel: name });
  });
});

describe('newErrors: did a change make the site worse?', () => {
  const problem = (over: Partial<ProblemView>): ProblemView => ({
    severity: 'error',
    kind: 'schema',
    file: 'site.yaml',
    line: 10,
    col: 3,
    path: 'routes[0].blocks[1].title',
    where: 'page / block 2 (cards)',
    message: 'title: expected a text',
    ...over,
  });

  it('no errors before or after: nothing new', () => {
    expect(newErrors([], [])).toEqual([]);
  });

  it('an error that only moved (another line, path, block) is not new', () => {
    const before = [problem({})];
    const after = [problem({ line: 40, col: 7, path: 'routes[0].blocks[3].title', where: 'page / block 4 (cards)' })];
    expect(newErrors(before, after)).toEqual([]);
  });

  it('a second copy of the same error is new (duplicating a broken block)', () => {
    const before = [problem({})];
    const copy = problem({ line: 50, path: 'routes[0].blocks[2].title' });
    expect(newErrors(before, [problem({}), copy])).toEqual([copy]);
    expect(newErrors(before, [problem({}), copy, copy])).toHaveLength(2);
  });

  it('an error in another file, of another kind or with other words is new', () => {
    const before = [problem({})];
    for (const changed of [{ file: 'content/products.yaml' }, { kind: 'reference' }, { message: 'title: too long' }]) {
      const p = problem(changed);
      expect(newErrors(before, [p])).toEqual([p]);
    }
  });

  it('warnings never count, before or after', () => {
    const warning = problem({ severity: 'warning' });
    expect(newErrors([], [warning])).toEqual([]);
    // A warning before does not excuse the same words as an error after.
    const error = problem({});
    expect(newErrors([warning], [error])).toEqual([error]);
  });

  it('fixing one error while making another is still a new error', () => {
    const a = problem({ message: 'a' });
    const b = problem({ message: 'b' });
    expect(newErrors([a], [b])).toEqual([b]);
    expect(newErrors([a, b], [b])).toEqual([]);
  });
});

describe('tellsOfChange: which changes on disk the panel hears of', () => {
  it.each(['site.yaml', 'content/products.yaml', 'content/pages/about.yml', 'content/blog/harvest-day.md', 'content/blog/Harvest Day.MD'])(
    '%s: told',
    (rel) => {
      expect(tellsOfChange(rel)).toBe(true);
    },
  );

  it.each([
    // The editor's own temporary file, written and then renamed over the real one.
    'content/blog/.109aa2526429.editor-tmp',
    '.a1b2c3d4e5f6.editor-tmp',
    // Other editors' swap, lock and backup files.
    'content/blog/.harvest-day.md.swp',
    'content/blog/.#harvest-day.md',
    'content/products.yaml~',
    'site.yaml~',
    'content/.obsidian/workspace.yml',
    // Not content.
    'content/blog/notes.txt',
    'content/blog/photo.png',
    'content/blog',
    'content',
    'content/',
    'public/images/leaf.svg',
    'src/app/App.tsx',
    'other/site.yaml',
    '../site.yaml',
    '',
  ])('%s: not told', (rel) => {
    expect(tellsOfChange(rel)).toBe(false);
  });
});

describe('svgProblem: the start of a plain drawing', () => {
  const NS = 'xmlns="http://www.w3.org/2000/svg"';
  it.each([
    `<svg ${NS}/>`,
    `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- drawn by hand -->\n<svg ${NS} viewBox="0 0 1 1"><rect/></svg>`,
    `<?xml version='1.1'?><svg\n  ${NS}><use href="#a"/><rect fill="url( '#a')"/></svg>`,
  ])('taken: %s', (text) => {
    expect(svgProblem(Buffer.from(text))).toBeUndefined();
  });

  it.each([
    [`<SVG ${NS}/>`, /must begin with <svg/],
    [`<svgx ${NS}/>`, /must begin with <svg/],
    [`<rect ${NS}/><svg ${NS}/>`, /must begin with <svg/],
    [`<!-- a -- b --><svg ${NS}/>`, /must begin with <svg/],
    [`<?xml version="1.0"?><?xml version="1.0"?><svg ${NS}/>`, /XML declaration/],
    [`<svg ${NS}/><?php echo 1 ?>`, /processing instruction/],
    [`<svg ${NS}><a href=" http://evil.example/"/></svg>`, /link to something outside/],
    [`<svg ${NS}><a xlink:href="&#47;products"/></svg>`, /link to something outside/],
    [`<svg ${NS}><set attributeName="href" to="#a"/></svg>`, /animation/],
  ])('refused: %s', (text, why) => {
    expect(svgProblem(Buffer.from(text))).toMatch(why);
  });

  it('refuses text that is not UTF-8 (a browser would read it in another way than checked)', () => {
    expect(svgProblem(Buffer.from(`\uFEFF<svg ${NS}/>`, 'utf16le'))).toMatch(/not UTF-8/);
    expect(svgProblem(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0x2f, 0x3e]))).toMatch(/not UTF-8/);
  });
});
