/**
 * npm run build [-- --strict]: the browser bundle, then every page prerendered to HTML.
 * The site is checked first, as `npm run validate` checks it: a problem stops the build with
 * the checker's messages; warnings are printed, and with --strict they stop it too.
 *
 *   1. vite build             → dist/ (scripts, styles, public files, manifest)
 *   2. vite build --ssr       → .ssr/ (the same app, for Node)
 *   3. pictures               → the pictures in use: SVGs minified and drawn as WebP, photos shrunk, a 1200×630 PNG per picture pages share
 *   4. every page             → dist/<path>/index.html, 404.html, sitemap.xml, robots.txt
 *   5. styles                 → fails when a page or chunk can draw a Mantine component without its CSS
 *   6. /admin                 → dist/admin/, the editor in a browser, when GITHUB_REPOSITORY names the site's repository
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import type { RouteT } from '../src/schema/site.ts';
import type { Language } from '../src/schema/kinds.ts';
import { pathIn } from '../src/i18n/language.ts';
import {
  bundleName,
  pageAssets,
  drawsMantine,
  composePage,
  contentSecurityPolicy,
  notFoundRedirectScript,
  fileFor,
  robots,
  sitemap,
  unreciprocatedAlternates,
  alternatesIn,
  type Manifest,
  type ModuleMap,
} from '../src/prerender/document.ts';
import { MODULE_MAP } from '../src/vite/moduleMap.ts';
import { optimiseImages } from '../src/prerender/images.ts';
import { verifyStyles } from '../src/prerender/styleCheck.ts';
import { formatProblem, formatProblems, loadSite } from '../src/loader/index.ts';
import { settingsFromEnv } from '../src/editor/admin/settings.ts';
import { buildAdmin } from './buildAdmin.ts';

const root = resolve(process.argv.includes('--root') ? process.argv[process.argv.indexOf('--root') + 1] : '.');
const dist = join(root, 'dist');
const ssrDir = join(root, '.ssr');
const started = performance.now();
const step = (text: string) => console.log(`\x1b[36m▸\x1b[0m ${text}`);

/** What the prerender's entry exports. */
type ServerEntry = typeof import('../src/app/entry-server.tsx');

// The site is checked before anything is built, so a problem is printed as the checker prints it,
// not as a bundler's stack trace.
const checked = await loadSite({ root });
if (!checked.ok) {
  console.error(formatProblems(checked.problems, { omitted: checked.omitted }));
  process.exit(1);
}
// Warnings stop the build only with --strict.
const { warnings } = checked;
if (warnings.length && !process.argv.includes('--strict')) console.error(formatProblems(warnings));
if (process.argv.includes('--strict') && warnings.length) {
  for (const p of warnings) console.error(formatProblem(p).split('\n')[0]);
  console.error(
    `\x1b[31m✘\x1b[0m --strict: the build stops at ${warnings.length === 1 ? 'this warning' : `these ${warnings.length} warnings`}.`,
  );
  process.exit(1);
}

step('Building the browser bundle');
await build({ root, logLevel: 'warn' });
step('Building the prerenderer');
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
});

const server = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const { languages } = server;
// The first language's model: what is the same in every language (pictures, addresses, routes) is read from it.
const model = server.modelIn(languages[0]);
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const modules = JSON.parse(await readFile(join(dist, MODULE_MAP), 'utf8')) as ModuleMap;
const template = await readFile(join(dist, 'index.html'), 'utf8');

step('Optimising pictures');
const pictures = await optimiseImages(dist, model, checked.pictures);
if (pictures.problems.length) {
  console.error(formatProblems(pictures.problems));
  process.exit(1);
}
console.log(
  `  ${pictures.svg.count} SVG files ${kb(pictures.svg.before)} → ${kb(pictures.svg.after)}; ${pictures.drawn.count} WebP drawings (${kb(pictures.drawn.bytes)}); ${pictures.png} share pictures (PNG)`,
);

// Connections the pages may open: this site, and the two services when configured.
const env = loadEnv('production', root, 'VITE_');
const connect = [
  env.VITE_EMAILJS_PUBLIC_KEY ? 'https://api.emailjs.com' : undefined,
  env.VITE_SUPABASE_URL ? new URL(env.VITE_SUPABASE_URL).origin : undefined,
].filter((x): x is string => !!x);
const redirect = notFoundRedirectScript(
  model.routes.filter((r) => r.path.includes(':')).map((r) => r.path),
  languages.slice(1).map((lang) => ({ lang, prefix: `/${lang}`, notFound: `/${notFoundFile(lang)}` })),
);
const base = model.site.url.replace(/\/+$/, '');
const csp = (inlineScripts: string[]) => contentSecurityPolicy({ inlineScripts, connect });

/** A language's not-found page, as a static host serves it: 404.html, sw/404.html. */
function notFoundFile(lang: Language): string {
  return fileFor(pathIn('/404', lang, languages[0])).replace(/\/index\.html$/, '.html');
}

/**
 * Every address to prerender, in each language: each route, a page per blog post written in that
 * language, and the not-found page. `path` is the page's address in the first language; `at`, in its own.
 */
const pages: Array<{ lang: Language; path: string; at: string; route: RouteT; params: { slug?: string }; file: string; lastmod?: string }> =
  [];
for (const lang of languages) {
  const inLang = server.modelIn(lang);
  const at = (path: string) => pathIn(path, lang, languages[0]);
  for (const route of server.pageRoutes(inLang)) {
    if (route.path === '*') pages.push({ lang, path: '/404', at: at('/404'), route, params: {}, file: notFoundFile(lang) });
    else if (route.path.includes(':slug')) {
      for (const post of inLang.content.posts.filter((p) => p.lang === lang)) {
        const path = route.path.replace(':slug', post.slug);
        pages.push({ lang, path, at: at(path), route, params: { slug: post.slug }, file: fileFor(at(path)), lastmod: post.date });
      }
    } else pages.push({ lang, path: route.path, at: at(route.path), route, params: {}, file: fileFor(at(route.path)) });
  }
}

step(`Prerendering ${pages.length} pages in ${languages.length === 1 ? languages[0] : languages.join(' and ')}`);
// Each language's share of the build: its pages and the time drawing them took.
const perLanguage = new Map(languages.map((lang) => [lang, { lang, pages: 0, ms: 0 }]));
for (const page of pages) {
  const drawStarted = performance.now();
  const { html, routeId, islands, facts } = await server.render(
    page.path === '/404' ? pathIn(server.NOT_FOUND_ADDRESS, page.lang, languages[0]) : page.at,
    (island) => drawsMantine(manifest, modules, island),
  );
  const head = server.headFor(server.modelIn(page.lang), page.route, page.path, page.params);
  const assets = pageAssets(manifest, modules, template, { types: page.route.blocks.map((b) => b.type), islands });
  const out = composePage(template, {
    lang: page.lang,
    csp,
    colorSchemeScript: server.colorSchemeScript.html,
    firstScript: page.path === '/404' ? redirect : undefined,
    head: server.headHtml(head),
    assets,
    styleBundle: await bundleStyles(assets.stylesheets),
    routeId,
    body: html,
    facts,
  });
  const file = join(dist, page.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, out);
  const share = perLanguage.get(page.lang);
  if (share) {
    share.pages++;
    share.ms += performance.now() - drawStarted;
  }
}
console.log(`  ${[...perLanguage.values()].map((l) => `${l.lang}: ${l.pages} pages in ${(l.ms / 1000).toFixed(1)} s`).join(', ')}`);

/** Joins a page's stylesheets into one file under dist/assets (once per distinct set). */
async function bundleStyles(files: string[]): Promise<string | undefined> {
  if (files.length < 2) return undefined;
  const css = (await Promise.all(files.map((f) => readFile(join(dist, f), 'utf8')))).join('\n');
  const name = bundleName(files, css);
  await writeFile(join(dist, name), css);
  return name;
}

step('Checking that every Mantine component a page can draw has its styles');
const unstyled = verifyStyles(
  dist,
  manifest,
  pages.map((p) => p.file),
);
if (unstyled.length) {
  for (const message of unstyled) console.error(`\x1b[31m✘\x1b[0m ${message}`);
  process.exit(1);
}

step('Checking that every page in another language points back');
const indexed = await Promise.all(
  pages
    .filter((p) => p.route.path !== '*')
    .map(async (p) => ({
      url: `${base}${p.at}`,
      lastmod: p.lastmod,
      alternates: alternatesIn(await readFile(join(dist, p.file), 'utf8')),
    })),
);
const oneWay = unreciprocatedAlternates(indexed);
if (oneWay.length) {
  for (const message of oneWay) console.error(`\x1b[31m✘\x1b[0m ${message}`);
  process.exit(1);
}
await writeFile(join(dist, 'sitemap.xml'), sitemap(indexed));
await writeFile(join(dist, 'robots.txt'), robots(model.site.url));
await rm(ssrDir, { recursive: true, force: true });

// The editor in a browser, for the repository the site is published from (GitHub Actions names it).
const admin = settingsFromEnv({ ...loadEnv('production', root, ''), ...process.env });
if (admin.ok) {
  step(`Building /admin for ${admin.place.owner}/${admin.place.repo} (${admin.place.branch})`);
  await buildAdmin(root, join(dist, 'admin'), admin.place);
} else console.log(`  ${admin.message}`);

// npm run bench reads how the build's time is shared between the languages (src/bench/report.ts).
if (process.env.BUILD_TIMES_FILE)
  await writeFile(
    process.env.BUILD_TIMES_FILE,
    JSON.stringify({
      totalMs: Math.round(performance.now() - started),
      languages: [...perLanguage.values()].map((l) => ({ ...l, ms: Math.round(l.ms) })),
    }),
  );
console.log(
  `\x1b[32m✔\x1b[0m ${pages.length} pages, sitemap.xml and robots.txt in ${relative(process.cwd(), dist) || '.'}/ ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(0)} KB`;
}
