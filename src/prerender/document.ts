import { createHash } from 'node:crypto';
import { escapeAttr } from '../app/head.ts';
import { BOOT_SCRIPT } from '../islands/press.ts';
import type { BlockType } from '../schema/blocks.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Assets {
  /** Script files the page imports at once (its `load` islands and what they import); preloaded so they come in parallel. */
  modules: string[];
  /** Stylesheets the page needs beyond the template's, in cascade order. */
  stylesheets: string[];
}

/** The chunk and every chunk it imports statically, each once. */
export function closure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    // A key may name no chunk (the index signature does not say so).
    const chunk = (manifest as Partial<Manifest>)[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    out.push(chunk);
    for (const i of chunk.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return out;
}

/** The files the HTML template (dist/index.html) already loads: the entry and what it imports. */
export function templateFiles(template: string): string[] {
  return [...template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
}

/** The source module of an island (src/<name>.island.tsx). */
export const islandModule = (name: string) => `src/${name}.island.tsx`;

/** The input that makes the build emit the styles of what is drawn without code (src/app/styleEntry.ts). */
export const STYLE_ENTRY = 'src/app/styleEntry.ts';
/** The shell every page draws (header, footer): its styles come with every page. */
export const SHELL = 'src/shell/Shell.tsx';

/** Which chunk file holds each source module of the browser build (see src/vite/moduleMap.ts). */
export type ModuleMap = Record<string, string>;

/** The manifest's key of the chunk that holds `module` (a source path), through the module map. */
function chunkKey(manifest: Manifest, modules: ModuleMap, module: string): string {
  const file = modules[module] as string | undefined;
  const key = file && Object.keys(manifest).find((k) => manifest[k].file === file);
  if (!key) throw new Error(`No chunk holds ${module} in the browser build (dist/.vite/modules.json).`);
  return key;
}

/**
 * What a page loads beyond the template's own files: the code of its islands that start with
 * the page (and what it imports), and the stylesheets of everything it draws: its blocks
 * (found by the convention that block <type> lives in src/blocks/<type>/), the shell and
 * every island, so the prerendered page is styled before any script runs. Modules are found
 * through the module map, since the bundler may merge one into a shared chunk.
 */
export function pageAssets(
  manifest: Manifest,
  modules: ModuleMap,
  template: string,
  { types, islands = [] }: { types: BlockType[]; islands?: Array<{ name: string; when: string }> },
): Assets {
  const initialFiles = new Set(templateFiles(template));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keysOf = (test: (module: string) => boolean) => [
    ...new Set(
      Object.entries(modules)
        .filter(([module]) => test(module))
        .map(([, file]) => keyOfFile.get(file))
        .filter((k): k is string => k !== undefined),
    ),
  ];
  const moduleKey = (module: string) => chunkKey(manifest, modules, module);
  const blockKeys = (type: BlockType) => {
    const keys = keysOf((m) => m.startsWith(`src/blocks/${type}/`));
    if (!keys.length)
      throw new Error(`No chunk for block type "${type}" in the browser build (expected a module under src/blocks/${type}/).`);
    return keys;
  };
  const initial = closure(
    manifest,
    [...keyOfFile].filter(([file]) => initialFiles.has(file)).map(([, key]) => key),
  );
  const loaded = new Set([...initialFiles, ...initial.flatMap((c) => [c.file, ...(c.css ?? [])])]);
  const islandKeys = (list: typeof islands) => [...new Set(list.map((i) => moduleKey(islandModule(i.name))))];
  const now = closure(manifest, islandKeys(islands.filter((i) => i.when === 'load')));
  const drawn = closure(manifest, [
    moduleKey(STYLE_ENTRY),
    moduleKey(SHELL),
    ...[...new Set(types)].flatMap(blockKeys),
    ...islandKeys(islands),
  ]);
  return {
    modules: [...new Set(now.map((c) => c.file))].filter((f) => !loaded.has(f)),
    stylesheets: [...new Set(drawn.flatMap((c) => c.css ?? []))].filter((f) => !loaded.has(f)),
  };
}

/**
 * A module of the group that holds Mantine's core (vite.config.ts, `mantine`): the chunk that
 * holds it is the one every Mantine component imports.
 */
export const MANTINE_CORE = 'src/ui/theme.ts';

/**
 * Whether an island's code draws Mantine components: the chunks it imports at once (what the
 * browser loads before it can run) include Mantine's core. The import graph decides, so an
 * island that starts using Mantine is wrapped in its provider without a word said.
 */
export function drawsMantine(manifest: Manifest, modules: ModuleMap, island: string): boolean {
  const core = manifest[chunkKey(manifest, modules, MANTINE_CORE)].file;
  return closure(manifest, [chunkKey(manifest, modules, islandModule(island))]).some((c) => c.file === core);
}

/**
 * The not-found page's first script, in every language's not-found page. Served for an unknown
 * address under a list of posts (`/blog/<unknown>`, `/sw/blog/<unknown>`), it hides the page and
 * goes to that language's list before anything is drawn: the spec's silent redirect, without the
 * not-found page flashing on a slow phone while the app's code comes. Each of `paramRoutes` gives
 * a prefix and its list: `/blog/:slug` → `/blog/` goes to `/blog`, in each language under its own
 * prefix. A host that serves one not-found page for every address (GitHub Pages serves 404.html)
 * gives the first language's for `/sw/<unknown>`: it goes to that language's own not-found page
 * (`languages`: each other language, the prefix of its addresses and its not-found page's file).
 * With scripts off, the not-found page shows, with its links.
 */
export function notFoundRedirectScript(
  paramRoutes: string[],
  languages: Array<{ lang: string; prefix: string; notFound: string }> = [],
): string | undefined {
  const prefixes = ['', ...languages.map((l) => l.prefix)];
  const pairs = paramRoutes.flatMap((path) => {
    const under = path.slice(0, path.indexOf(':'));
    return prefixes.map((prefix) => [prefix + under, prefix + under.replace(/\/+$/, '') || '/']);
  });
  if (!pairs.length && !languages.length) return undefined;
  const others = languages.map((l) => [`${l.prefix}/`, l.lang, l.notFound]);
  return (
    `var p=location.pathname,d=document.documentElement,r=${JSON.stringify(pairs)},l=${JSON.stringify(others)},i,t;` +
    'for(i=0;i<r.length;i++)if(p.indexOf(r[i][0])===0&&p.length>r[i][0].length){t=r[i][1];break}' +
    'if(!t)for(i=0;i<l.length;i++)if(p.indexOf(l[i][0])===0&&d.lang!==l[i][1]){t=l[i][2];break}' +
    "if(t){d.style.visibility='hidden';location.replace(t)}"
  );
}

/** The base64 SHA-256 of an inline script, as a CSP source. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The page's Content-Security-Policy: scripts only from this site plus its inline
 * scripts by hash, connections only to this site and the two services, forms sent only
 * here or to the mail app (the way through with scripts off). Styles allow inline
 * because Mantine sets CSS variables in style attributes.
 */
export function contentSecurityPolicy({ inlineScripts, connect }: { inlineScripts: string[]; connect: string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
  ].join('; ');
}

/** The name of the one stylesheet made of these: the same files give the same name. */
export function bundleName(files: string[], content: string): string {
  return `assets/page-${createHash('sha256').update(files.join('\n')).update(content).digest('base64url').slice(0, 10)}.css`;
}

/** Every inline script of a finished page (each must be hashed in its CSP): ours and React's form replaying. */
export function inlineScripts(html: string): string[] {
  // Scripts with a source or a type (the module entry, the facts' JSON) are not inline code.
  const code = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter((m) => !/\s(?:src|type)=/.test(m.at(1) ?? ''));
  return [...new Set(code.map((m) => m[2]))];
}

/** The pieces of a prerendered page, put into the template Vite built from index.html. */
export interface PageParts {
  lang: string;
  /** The page's CSP, given the page's inline scripts. */
  csp: (inline: string[]) => string;
  /** The inline script that sets the colour scheme before the first paint. */
  colorSchemeScript: string;
  /** An inline script that runs before anything else (the not-found page's redirect). */
  firstScript?: string;
  head: string;
  assets: Assets;
  /**
   * The page's stylesheets joined into one file (one request, better compression).
   */
  styleBundle?: string;
  routeId: string;
  body: string;
  /** The site's facts the islands read, as JSON (see src/ui/facts.tsx). */
  facts: string;
}

/**
 * A finished HTML page: the template with the page's head, CSP and body. The head asks for
 * the styles the first paint needs. The entry (a module script: it runs once the page is
 * parsed) and the preloads of what it imports close the body, so the browser asks for the
 * pictures of the first screen before any code (Home's largest paint, the hero picture, came
 * 150 ms later with them in the head).
 */
export function composePage(template: string, p: PageParts): string {
  // Vite's own tags for the entry (script, preloads, styles) are moved into that order.
  const viteTag = /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g;
  const viteTags = template.match(viteTag) ?? [];
  const entryScripts = viteTags.filter((t) => t.includes('<script')).map((t) => t.trim());
  if (entryScripts.length !== 1) throw new Error(`index.html should load exactly one module script, found ${entryScripts.length}.`);
  const entryPreloads = viteTags.filter((t) => t.includes('modulepreload')).map((t) => t.trim());
  const entryStyles = viteTags.filter((t) => t.includes('stylesheet')).map((t) => t.trim());
  const styles = [
    ...entryStyles,
    ...(p.styleBundle
      ? [
          `<link rel="stylesheet" crossorigin href="/${p.styleBundle}" />`,
          // Listed, disabled, so an island's code finds its stylesheet already in and does not fetch it again.
          ...p.assets.stylesheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" disabled />`),
        ]
      : p.assets.stylesheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`)),
  ];
  const code = [...entryPreloads, ...p.assets.modules.map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`), ...entryScripts];
  const facts = `<script type="application/json" id="site-facts">${p.facts.replace(/</g, '\\u003c')}</script>`;
  const inline = [...(p.firstScript ? [`<script>${p.firstScript}</script>`] : []), p.colorSchemeScript, `<script>${BOOT_SCRIPT}</script>`];
  const body = `<div id="root" data-route="${escapeAttr(p.routeId)}">${p.body}</div>\n    ${[facts, ...code].join('\n    ')}`;
  const scripts = inlineScripts([...inline, p.body].join('\n'));
  const replaced = template
    .replace(viteTag, '')
    .replace(/<html[^>]*>/, `<html lang="${escapeAttr(p.lang)}" data-mantine-color-scheme="light">`)
    .replace(
      /<meta charset="UTF-8" \/>/i,
      // Inline scripts go before the stylesheets: after them they would wait for them and hold up the parser.
      `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttr(p.csp(scripts))}" />\n    ${inline.join('\n    ')}`,
    )
    .replace('</head>', `  ${p.head}\n    ${styles.join('\n    ')}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => body);
  if (!replaced.includes(`data-route=`)) throw new Error('index.html has no empty <div id="root"></div> to fill.');
  return replaced;
}

/** The file a page is written to: /about → about/index.html, so any static host serves /about. */
export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** sitemap.xml: every page, with the same page in its other languages (`xhtml:link` alternates, as Google reads them). */
export function sitemap(pages: Array<{ url: string; lastmod?: string; alternates?: Array<{ hreflang: string; href: string }> }>): string {
  const items = pages.map((p) => {
    const lines = [`    <loc>${xml(p.url)}</loc>`];
    if (p.lastmod) lines.push(`    <lastmod>${p.lastmod}</lastmod>`);
    for (const a of p.alternates ?? []) lines.push(`    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  const alternates = pages.some((p) => p.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates}>\n${items.join('\n')}\n</urlset>\n`;
}

/** The language alternates a page's HTML names (`<link rel="alternate" hreflang="…" href="…">`). */
export function alternatesIn(html: string): Array<{ hreflang: string; href: string }> {
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => ({
    hreflang: unescape(m[1]),
    href: unescape(m[2]),
  }));
}

/**
 * Pages whose language alternates do not point back: a page A that names B as its version in some
 * language needs B to exist and to name A in A's language (search engines ignore a one-way pair).
 * Each problem in words, for the build to fail on.
 */
export function unreciprocatedAlternates(pages: Array<{ url: string; alternates: Array<{ hreflang: string; href: string }> }>): string[] {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const out: string[] = [];
  for (const page of pages) {
    const own = page.alternates.find((a) => a.href === page.url && a.hreflang !== 'x-default');
    if (page.alternates.length && !own) {
      out.push(`${page.url} lists other languages but not itself among them.`);
      continue;
    }
    for (const a of page.alternates) {
      if (a.href === page.url || a.hreflang === 'x-default') continue;
      const other = byUrl.get(a.href);
      if (!other) out.push(`${page.url} names ${a.href} as its ${a.hreflang} version, which is not a page of the site.`);
      else if (!own || !other.alternates.some((b) => b.href === page.url && b.hreflang === own.hreflang))
        out.push(
          `${page.url} names ${a.href} as its ${a.hreflang} version, which does not name it back as its ${own?.hreflang ?? '?'} version.`,
        );
    }
    const fallback = page.alternates.find((a) => a.hreflang === 'x-default');
    if (fallback && !byUrl.has(fallback.href))
      out.push(`${page.url} names ${fallback.href} as its x-default, which is not a page of the site.`);
  }
  return out;
}

export function robots(siteUrl: string): string {
  // The editor in a browser (/admin, under the site's own path) is for the people who edit, not for search engines.
  const admin = `${new URL(siteUrl).pathname.replace(/\/+$/, '')}/admin/`;
  return `User-agent: *\nAllow: /\nDisallow: ${admin}\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
