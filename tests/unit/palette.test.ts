import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetMisses,
  buildGrowth,
  initialBytes,
  scaleMarkdown,
  scaleMisses,
  shellOnly,
  stripScripts,
} from '../../src/bench/report.ts';

const require = createRequire(import.meta.url);
const { PALETTES_USED } = require('../../postcss.config.cjs') as { PALETTES_USED: string[] };
const { PALETTES } = require('../../src/vite/trimPalette.cjs') as { PALETTES: string[] };

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|css)$/.test(n) ? [p] : [];
  });
}

describe('the trimmed Mantine palettes', () => {
  it('keep every palette the code names', () => {
    const named = new Set<string>();
    // The visual editor (src/editor) is not part of the site: its MantineProvider writes every palette's variables itself.
    for (const f of files('src').filter((f) => !f.startsWith(join('src', 'editor')))) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/--mantine-color-([a-z]+)-/g)) named.add(m[1]);
      for (const m of text.matchAll(/\b(?:color|c|bg)=["']([a-z]+)(?:\.\d)?["']/g)) named.add(m[1]);
      for (const m of text.matchAll(/\bcolor: ['"]([a-z]+)['"]/g)) named.add(m[1]);
      for (const m of text.matchAll(/z\.enum\(\[([^\]]*)\]\)\.default\('[a-z]+'\)\.describe\('Colour/g))
        for (const v of m[1].matchAll(/'([a-z]+)'/g)) named.add(v[1]);
    }
    const palettesNamed = [...named].filter((n) => PALETTES.includes(n));
    expect(palettesNamed.length).toBeGreaterThan(0);
    for (const p of palettesNamed) expect(PALETTES_USED, `palette "${p}" is used in src/`).toContain(p);
  });
});

describe('the benchmark report', () => {
  const page = {
    path: '/',
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1500,
    tbtMs: 100,
    cls: 0,
    shellOnly: false,
    jsKb: 70,
    readJsKb: 78,
    cssKb: 14,
    cpuIndex: 1800,
    failedAudits: [],
  };

  it('measures the build of several languages against the first language alone', () => {
    const build = (others: number) => ({
      totalMs: 20_000,
      languages: [
        { lang: 'en', pages: 39, ms: 4000 },
        { lang: 'sw', pages: 35, ms: others },
      ],
    });
    // 20 s in all, 4 s of it Kiswahili's pages: 1.25 × the 16 s of English alone.
    expect(buildGrowth(build(4000))).toBe(1.25);
    const misses = (others: number) =>
      budgetMisses({ budgets: BUDGETS, pages: [], validation: { routes: 1, blocksPerRoute: 1, ms: 1 }, build: build(others) });
    expect(misses(4000)).toEqual([]);
    // Drawing the second language's pages taking longer than everything else is more than twice the cost.
    expect(misses(10_500)).toEqual(["the build in 2 languages: 2.11 × the first language's alone > 2"]);
  });

  it('names every missed budget', () => {
    expect(
      budgetMisses({
        budgets: BUDGETS,
        pages: [page],
        home: { lcpMs: 1600, strippedLcpMs: 1500 },
        validation: { routes: 1000, blocksPerRoute: 10, ms: 900 },
      }),
    ).toEqual([]);
    expect(
      budgetMisses({
        budgets: BUDGETS,
        pages: [
          { ...page, performance: 90, seo: 92, jsKb: 76, readJsKb: 81, cssKb: 15.5 },
          { ...page, path: '/about', accessibility: 93, tbtMs: 140, shellOnly: true, jsKb: 5.1, readJsKb: 10.2 },
          // Neither a page of text nor the home page: no budget on its JavaScript.
          { ...page, path: '/impact', jsKb: 120, readJsKb: 140 },
        ],
        home: { lcpMs: 1700, strippedLcpMs: 1500 },
        validation: { routes: 1000, blocksPerRoute: 10, ms: 2500 },
      }),
    ).toEqual([
      '/: performance 90 < 95',
      '/: SEO 92 < 100',
      '/about: accessibility 93 < 100',
      '/about: Total Blocking Time 140 ms > 100 ms',
      '/about: initial JavaScript 5.1 KB > 5 KB (a page of text)',
      '/about: JavaScript once read to the end 10.2 KB > 10 KB (a page of text)',
      '/: performance 90 < 98',
      '/: LCP 1700 ms > 1.1 × 1500 ms (the same page with its scripts stripped)',
      '/: initial JavaScript 76 KB > 75 KB',
      '/: JavaScript once read to the end 81 KB > 80 KB',
      '/: initial CSS 15.5 KB > 15 KB',
      'validating 1000 routes: 2500 ms > 2000 ms',
    ]);
  });

  it('holds checking at scale to its budgets: 12× the time per 10× the items, 500 MB at 200,000', () => {
    const at = (items: number, ms: number, rssMb = 200, broken = true) => ({ items, broken, ms, problems: 0, lines: 0, rssMb });
    const fine = [at(2000, 1000), at(20000, 3000), at(200000, 30000, 480), at(200000, 8000, 400, false)];
    expect(scaleMisses(fine)).toEqual([]);
    expect(
      budgetMisses({ budgets: BUDGETS, pages: [page], validation: { routes: 1000, blocksPerRoute: 10, ms: 900 }, scale: fine }),
    ).toEqual([]);
    const slow = [at(2000, 1000), at(20000, 13000), at(200000, 130000, 2300), at(200000, 8000, 510, false)];
    expect(scaleMisses(slow)).toEqual([
      'checking 20000 broken items: 13000 ms > 12 × 1000 ms (2000 items)',
      'checking 200000 broken items: peak memory 2300 MB > 500 MB',
      'checking 200000 valid items: peak memory 510 MB > 500 MB',
    ]);
    expect(scaleMarkdown(fine)).toContain('| 200,000 broken | 30.00 s | 0 | 0 | 480 MB |');
  });

  it('counts the scripts the browser fetched (else those the page names), and only enabled stylesheets', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(join(tmpdir(), 'bytes-'));
    mkdirSync(join(dist, 'assets'));
    for (const f of ['a.js', 'b.js', 'c.js', 'x.css', 'y.css']) writeFileSync(join(dist, 'assets', f), 'x'.repeat(2048));
    const html =
      '<link rel="stylesheet" href="/assets/x.css"><link rel="stylesheet" href="/assets/y.css" disabled>' +
      '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/c.js">';
    const r = initialBytes(dist, html);
    expect(r.js.sort()).toEqual(['assets/a.js', 'assets/c.js']);
    // What the browser fetched wins: an island near the first screen brings its code too.
    expect(initialBytes(dist, html, ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/b.js']).js.sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/c.js',
    ]);
    expect(r.css).toEqual(['assets/x.css']);
    expect(r.jsKb).toBeGreaterThan(0);
  });

  it('tells a page of text (nothing in its main starts by itself) from one with live parts in its main', () => {
    expect(
      shellOnly(
        '<header><div data-island="shell/X"></div></header><main id="main"><p>Text</p></main><footer><div data-island="forms/F"></div></footer>',
      ),
    ).toBe(true);
    // An island that waits for the visitor (a share link) leaves it a page of text; one that starts by itself does not.
    expect(shellOnly('<main id="main"><div data-island="blocks/a/Share" data-when="interaction"></div></main>')).toBe(true);
    expect(shellOnly('<main id="main"><div data-island="blocks/a/B" data-when="load"></div></main>')).toBe(false);
    // Numbers that count up when seen start their few lines of script by themselves.
    expect(shellOnly('<main id="main"><dl data-count-up="" data-threshold="0.5"><dd>1</dd></dl></main>')).toBe(false);
  });

  it('strips every script and module preload for the scripts-off comparison', () => {
    const html =
      '<head><script>a()</script><link rel="modulepreload" href="/x.js"><link rel="stylesheet" href="/s.css"></head><body><p>Hi</p></body>';
    expect(stripScripts(html)).toBe('<head><link rel="stylesheet" href="/s.css"></head><body><p>Hi</p></body>');
  });
});
