import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets of npm run bench (issues 5, 16 and 26). */
export const BUDGETS = {
  performance: 95,
  /** Performance score of the home page. */
  homePerformance: 98,
  /** The home page's LCP as shipped, at most this times its LCP with every script stripped. */
  homeLcpOverStripped: 1.1,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Total Blocking Time of every page, ms. */
  tbtMs: 100,
  /** Initial JavaScript of the home page, KB gzip. */
  homeJsKb: 75,
  /** Initial JavaScript of a page of text (About, an article, a footer page), KB gzip: the islands' loader alone. */
  shellPageJsKb: 5,
  /** JavaScript a page of text has loaded once read to its end without a touch, KB gzip. */
  shellPageReadJsKb: 10,
  /** JavaScript the home page has loaded once read to its end without a touch, KB gzip. */
  homeReadJsKb: 80,
  /** Initial CSS of the home page, KB gzip. */
  homeCssKb: 15,
  /** Validating 1,000 routes × 10 blocks, ms. */
  validationMs: 2000,
  /** Checking 10× as many broken list items costs at most this many times the time. */
  scaleGrowth: 12,
  /** Peak memory of checking a site with 200,000 list items, broken or valid, MB. */
  scaleRssMb: 500,
  /**
   * The build with all the site's languages takes at most this many times the number of
   * languages × the build of the first language alone (its time less the other languages' pages).
   */
  buildGrowthPerLanguage: 1,
  /** /admin's sign-in screen: its JavaScript, KB gzip. */
  adminSignInJsKb: 120,
  /** /admin once signed in: everything it loaded (JavaScript and CSS), KB gzip. */
  adminEditableKb: 450,
  /** Requests to GitHub to open the site the first time, the token's checks included. */
  adminOpenRequests: 10,
  /** Requests to GitHub to publish a one-field change. */
  adminPublishRequests: 8,
};

/** /admin on a throttled phone (scripts/benchAdmin.ts). */
export interface AdminResult {
  /** JavaScript of the sign-in screen, KB gzip. */
  signInJsKb: number;
  /** Everything of /admin's own an editable page loaded after signing in (JavaScript and CSS), KB gzip. */
  editableKb: number;
  editableJsKb: number;
  /** From pressing Sign in to the panel ready, ms, on the throttled phone. */
  signInToEditableMs: number;
  /** Requests to GitHub to open the site the first time (the token's checks included). */
  openRequests: number;
  /** Requests to GitHub to publish a one-field change. */
  publishRequests: number;
}

/** The budgets /admin misses. */
export function adminMisses(a: AdminResult, b: typeof BUDGETS = BUDGETS): string[] {
  const misses: string[] = [];
  if (a.signInJsKb > b.adminSignInJsKb) misses.push(`/admin sign-in: JavaScript ${a.signInJsKb} KB > ${b.adminSignInJsKb} KB`);
  if (a.editableKb > b.adminEditableKb) misses.push(`/admin signed in: ${a.editableKb} KB > ${b.adminEditableKb} KB`);
  if (a.openRequests > b.adminOpenRequests) misses.push(`/admin: ${a.openRequests} requests to open > ${b.adminOpenRequests}`);
  if (a.publishRequests > b.adminPublishRequests)
    misses.push(`/admin: ${a.publishRequests} requests to publish one field > ${b.adminPublishRequests}`);
  return misses;
}

/** The /admin section of the report (also printed by `npm run bench -- --only-admin`). */
export function adminMarkdown(a: AdminResult, b: typeof BUDGETS = BUDGETS): string {
  return `
## /admin on a phone

The editor in a browser, built for a repository behind the local GitHub stand-in and used at 390 px
with Lighthouse's mobile throttling through CDP (4× slower CPU, 1.6 Mbps, 150 ms): signed in, one
field changed and published (\`scripts/benchAdmin.ts\`).

| Measure | Value | Budget |
| --- | --: | --: |
| Sign-in screen, JavaScript | ${a.signInJsKb} KB | ≤ ${b.adminSignInJsKb} KB |
| Signed in, everything loaded (JS and CSS) | ${a.editableKb} KB (JS ${a.editableJsKb} KB) | ≤ ${b.adminEditableKb} KB |
| From Sign in to the panel ready | ${(a.signInToEditableMs / 1000).toFixed(1)} s | |
| Requests to GitHub to open the site | ${a.openRequests} | ≤ ${b.adminOpenRequests} |
| Requests to GitHub to publish one field | ${a.publishRequests} | ≤ ${b.adminPublishRequests} |
`;
}

/** One scale case (src/bench/scaleSite.ts): loadSite and the bounded report on a site with `items` cards. */
export interface ScaleCase {
  items: number;
  broken: boolean;
  /** loadSite and formatting the report, ms. */
  ms: number;
  problems: number;
  /** Lines of the report as `npm run validate` prints it. */
  lines: number;
  /** Peak resident memory of the process that checked it, MB. */
  rssMb: number;
}

export interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Whether the page's only live parts are the shell's: no island in its <main>. */
  shellOnly: boolean;
  jsKb: number;
  /** The JavaScript it has loaded once read to its end without a touch (scripts/benchReading.ts), KB gzip. */
  readJsKb: number;
  cssKb: number;
  /**
   * Lighthouse's benchmark index of the machine during the run: how fast its CPU was then.
   * Simulated throttling scales what it measured, so a busy or slow host scores lower.
   */
  cpuIndex: number;
  /** Lighthouse audits that failed and weigh in a category score. */
  failedAudits: string[];
}

/** How the build's time is shared between the languages (scripts/build.ts writes it for the bench). */
export interface BuildTimes {
  totalMs: number;
  languages: Array<{ lang: string; pages: number; ms: number }>;
}

/** The build's time with every language, over its time with the first language alone (its pages only). */
export function buildGrowth(b: BuildTimes): number {
  const others = b.languages.slice(1).reduce((n, l) => n + l.ms, 0);
  return b.totalMs / Math.max(1, b.totalMs - others);
}

export interface Report {
  date: string;
  chromium: string;
  node: string;
  lighthouse: string;
  budgets: typeof BUDGETS;
  pages: PageResult[];
  home?: { lcpMs: number; strippedLcpMs: number };
  validation: { routes: number; blocksPerRoute: number; ms: number };
  scale?: ScaleCase[];
  admin?: AdminResult;
  build?: BuildTimes;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The JavaScript and CSS a prerendered page loads before any interaction, each gzipped on its
 * own as a server would send it: the scripts the browser fetched (`fetched`: while Lighthouse
 * loaded the page, or while it was read to its end), or else those the page names (module
 * scripts and preloads); and its enabled stylesheets.
 */
export function initialBytes(dist: string, html: string, fetched?: string[]): { jsKb: number; cssKb: number; js: string[]; css: string[] } {
  const named = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"|<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m.at(1) ?? m[2],
  );
  const js = [...new Set(fetched ?? named)];
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .filter((m) => !/\sdisabled\b/.test(m[0]))
    .map((m) => m[0].match(/href="\/([^"]+)"/)?.[1])
    .filter((f): f is string => !!f);
  const size = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  return { jsKb: kb(size(js)), cssKb: kb(size(css)), js, css };
}

/**
 * Whether a page is a page of text: nothing in its <main> starts by itself, no island with the
 * page and no count-up (src/islands/countUp.ts); islands that wait for the visitor (a share link,
 * a form) may be there, and the shell's.
 */
export function shellOnly(html: string): boolean {
  const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? '';
  return !/data-island="[^"]*" data-when="(?!interaction")|data-count-up=/.test(main);
}

/** The same page with every script and module preload removed. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>\s*/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');
}

/** The scale budgets each case misses: time growth per 10× more broken items, and peak memory. */
export function scaleMisses(cases: readonly ScaleCase[], b: Pick<typeof BUDGETS, 'scaleGrowth' | 'scaleRssMb'> = BUDGETS): string[] {
  const misses: string[] = [];
  const broken = cases.filter((c) => c.broken).sort((x, y) => x.items - y.items);
  for (const [i, c] of broken.entries()) {
    const prev = i > 0 ? broken[i - 1] : undefined;
    if (prev && c.items === prev.items * 10 && c.ms > prev.ms * b.scaleGrowth)
      misses.push(`checking ${c.items} broken items: ${c.ms} ms > ${b.scaleGrowth} × ${prev.ms} ms (${prev.items} items)`);
  }
  for (const c of cases)
    if (c.items >= 200_000 && c.rssMb > b.scaleRssMb)
      misses.push(`checking ${c.items} ${c.broken ? 'broken' : 'valid'} items: peak memory ${c.rssMb} MB > ${b.scaleRssMb} MB`);
  return misses;
}

/** Every budget the report misses, in words. */
export function budgetMisses(r: Pick<Report, 'pages' | 'validation' | 'budgets' | 'home' | 'scale' | 'admin' | 'build'>): string[] {
  const b = r.budgets;
  const misses: string[] = [];
  for (const p of r.pages) {
    if (p.performance < b.performance) misses.push(`${p.path}: performance ${p.performance} < ${b.performance}`);
    if (p.accessibility < b.accessibility) misses.push(`${p.path}: accessibility ${p.accessibility} < ${b.accessibility}`);
    if (p.bestPractices < b.bestPractices) misses.push(`${p.path}: best practices ${p.bestPractices} < ${b.bestPractices}`);
    if (p.seo < b.seo) misses.push(`${p.path}: SEO ${p.seo} < ${b.seo}`);
    if (p.tbtMs > b.tbtMs) misses.push(`${p.path}: Total Blocking Time ${p.tbtMs} ms > ${b.tbtMs} ms`);
    if (p.shellOnly && p.jsKb > b.shellPageJsKb)
      misses.push(`${p.path}: initial JavaScript ${p.jsKb} KB > ${b.shellPageJsKb} KB (a page of text)`);
    if (p.shellOnly && p.readJsKb > b.shellPageReadJsKb)
      misses.push(`${p.path}: JavaScript once read to the end ${p.readJsKb} KB > ${b.shellPageReadJsKb} KB (a page of text)`);
  }
  const home = r.pages.find((p) => p.path === '/');
  if (home && home.performance < b.homePerformance) misses.push(`/: performance ${home.performance} < ${b.homePerformance}`);
  if (r.home && r.home.lcpMs > r.home.strippedLcpMs * b.homeLcpOverStripped)
    misses.push(
      `/: LCP ${r.home.lcpMs} ms > ${b.homeLcpOverStripped} × ${r.home.strippedLcpMs} ms (the same page with its scripts stripped)`,
    );
  if (home && home.jsKb > b.homeJsKb) misses.push(`/: initial JavaScript ${home.jsKb} KB > ${b.homeJsKb} KB`);
  if (home && home.readJsKb > b.homeReadJsKb) misses.push(`/: JavaScript once read to the end ${home.readJsKb} KB > ${b.homeReadJsKb} KB`);
  if (home && home.cssKb > b.homeCssKb) misses.push(`/: initial CSS ${home.cssKb} KB > ${b.homeCssKb} KB`);
  if (r.validation.ms > b.validationMs)
    misses.push(`validating ${r.validation.routes} routes: ${r.validation.ms} ms > ${b.validationMs} ms`);
  if (r.scale) misses.push(...scaleMisses(r.scale, b));
  if (r.admin) misses.push(...adminMisses(r.admin, b));
  if (r.build && buildGrowth(r.build) > b.buildGrowthPerLanguage * r.build.languages.length)
    misses.push(
      `the build in ${r.build.languages.length} languages: ${buildGrowth(r.build).toFixed(2)} × the first language's alone > ${b.buildGrowthPerLanguage * r.build.languages.length}`,
    );
  return misses;
}

/** bench/report.md */
export function reportMarkdown(r: Report, misses: string[]): string {
  const b = r.budgets;
  const rows = r.pages.map(
    (p) =>
      `| \`${p.path}\`${p.shellOnly ? ' *' : ''} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${(p.lcpMs / 1000).toFixed(2)} s | ${p.tbtMs} ms | ${p.cls} | ${p.jsKb} | ${p.readJsKb} | ${p.cssKb} | ${p.cpuIndex} |`,
  );
  return `# Benchmark report

Made by \`npm run bench\` on ${r.date}: Lighthouse ${r.lighthouse} (mobile preset: simulated slow 4G and a 4× slower CPU),
${r.chromium}, Node ${r.node}, against \`dist/\` served on 127.0.0.1. JS and CSS are what a page loads before any
interaction (its scripts, module preloads and stylesheets), in KB gzip; "JS read" is the JavaScript it has loaded once
read to its end without a touch, on a phone (390 px) with a 4× slower CPU and 1.6 Mbps, a screen at a time. CPU is Lighthouse's benchmark index of this
machine during each run: Lighthouse scales the work it saw by 4, so the same page scores lower while the host is
slow or busy.

${misses.length ? `**${misses.length} budget(s) missed:**\n\n${misses.map((m) => `- ${m}`).join('\n')}` : '**Every budget is met.**'}

Budgets: performance ≥ ${b.performance} (home page ≥ ${b.homePerformance}), accessibility ${b.accessibility}, best practices ${b.bestPractices}, SEO ${b.seo} and TBT ≤ ${b.tbtMs} ms on every page;
JS ≤ ${b.shellPageJsKb} KB and JS read ≤ ${b.shellPageReadJsKb} KB on a page of text, where nothing starts by itself (marked *); home page JS ≤ ${b.homeJsKb} KB, JS read ≤ ${b.homeReadJsKb} KB and CSS ≤ ${b.homeCssKb} KB, its LCP ≤ ${b.homeLcpOverStripped} × its LCP with scripts stripped; validating ${r.validation.routes} routes × ${r.validation.blocksPerRoute} blocks < ${b.validationMs / 1000} s.

| Page | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS KB | JS read KB | CSS KB | CPU |
| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |
${rows.join('\n')}

## Home page: as shipped against scripts stripped

| Home page | LCP |
| --- | --: |
| As shipped | ${r.home ? `${(r.home.lcpMs / 1000).toFixed(2)} s` : 'not measured'} |
| Same HTML, scripts stripped (the limit for this markup) | ${r.home ? `${(r.home.strippedLcpMs / 1000).toFixed(2)} s` : 'not measured'} |

## Validation of a large manifest

${r.validation.routes} generated routes × ${r.validation.blocksPerRoute} blocks (real blocks of site.yaml) on top of the site:
**${r.validation.ms} ms** (best of 3; budget ${b.validationMs} ms).
${r.build ? buildMarkdown(r.build, b) : ''}${r.scale ? scaleMarkdown(r.scale, b) : ''}${r.admin ? adminMarkdown(r.admin, b) : ''}`;
}

/** The build's section of the report: each language's pages and drawing time, and the growth. */
export function buildMarkdown(t: BuildTimes, b: Pick<typeof BUDGETS, 'buildGrowthPerLanguage'> = BUDGETS): string {
  const rows = t.languages.map(
    (l) => `| ${l.lang} | ${l.pages} | ${(l.ms / 1000).toFixed(1)} s | ${l.pages ? Math.round(l.ms / l.pages) : 0} ms |`,
  );
  return `
## The build per language

\`npm run build\` took **${(t.totalMs / 1000).toFixed(1)} s** in all (bundling, drawing every page in every language, the
checks); drawing each language's pages:

| Language | Pages | Drawing | Per page |
| --- | --: | --: | --: |
${rows.join('\n')}

With ${t.languages.length} language(s) the build takes **${buildGrowth(t).toFixed(2)} ×** its time with the first language alone
(the whole less the other languages' drawing); budget ≤ ${b.buildGrowthPerLanguage * t.languages.length} (${b.buildGrowthPerLanguage} × the number of languages).
`;
}

/** The scale section of the report (also printed by `npm run bench -- --only-scale`). */
export function scaleMarkdown(cases: readonly ScaleCase[], b: Pick<typeof BUDGETS, 'scaleGrowth' | 'scaleRssMb'> = BUDGETS): string {
  const rows = cases.map(
    (c) =>
      `| ${c.items.toLocaleString('en-US')} ${c.broken ? 'broken' : 'valid'} | ${(c.ms / 1000).toFixed(2)} s | ${c.problems.toLocaleString('en-US')} | ${c.lines.toLocaleString('en-US')} | ${c.rssMb} MB |`,
  );
  return `
## Checking at scale

The site with one more page whose cards block lists N cards, each broken (no title) or valid
(\`src/bench/scaleSite.ts\`), checked by \`loadSite\` and reported as \`npm run validate\` prints it (the
first 50 problems of each kind), each in its own process. Budgets: each 10× more broken items at most
${b.scaleGrowth}× the time; peak memory at 200,000 items ≤ ${b.scaleRssMb} MB.

| Cards | Time | Problems | Lines printed | Peak memory |
| --- | --: | --: | --: | --: |
${rows.join('\n')}
`;
}
