import { createHash } from 'node:crypto';
import { escapeAttr } from '../app/head.ts';
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
  /** Script files the page will import at once; preloaded so they come in parallel. */
  modules: string[];
  /** Stylesheets the page needs beyond the template's, in cascade order. */
  stylesheets: string[];
  /**
   * Script files of the page's other blocks: fetched, not run, while the browser is idle
   * once the page is live, so a block's code is at hand when the visitor reaches it.
   */
  prefetch: string[];
}

/** The chunk and every chunk it imports statically, each once. */
export function closure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    out.push(manifest[key]);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return out;
}

/** The files the HTML template (dist/index.html) already loads: the entry and what it imports. */
export function templateFiles(template: string): string[] {
  return [...template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
}

/**
 * What a page loads beyond the template's own files: its data module (its
 * blocks), the chunk of each block on the first screen (found by the convention
 * that block <type> lives in src/blocks/<type>/) and what it imports; and the
 * stylesheets of every block and deferred module (forms) drawn in it, so the
 * prerendered page is styled before any script runs, though their code loads later.
 */
export const FIRST_SCREEN_BLOCKS = 2;
export function pageAssets(
  manifest: Manifest,
  template: string,
  {
    types,
    first = types,
    data = [],
    deferred = [],
  }: {
    /** Every block type the page draws: their styles come with the page. */
    types: BlockType[];
    /** The types of the blocks on the first screen: their code is preloaded. */
    first?: BlockType[];
    data?: string[];
    deferred?: string[];
  },
): Assets {
  const initialFiles = new Set(templateFiles(template));
  const initial = closure(
    manifest,
    Object.keys(manifest).filter((k) => initialFiles.has(manifest[k].file)),
  );
  const loaded = new Set([...initialFiles, ...initial.flatMap((c) => [c.file, ...(c.css ?? [])])]);
  const chunkOf = (type: BlockType) => {
    const key = Object.keys(manifest).find((k) => k.startsWith(`src/blocks/${type}/`) && manifest[k].isDynamicEntry);
    if (!key) throw new Error(`No chunk for block type "${type}" in the build manifest (expected a module under src/blocks/${type}/).`);
    return key;
  };
  for (const key of [...data, ...deferred]) if (!manifest[key]) throw new Error(`No chunk for ${key} in the build manifest.`);
  const now = closure(manifest, [...new Set(first)].map(chunkOf).concat(data));
  // The other blocks and the deferred modules (forms) are drawn in the page but their code
  // waits: only their styles come now.
  const blocks = closure(manifest, [...new Set(types)].map(chunkOf));
  const modules = [...new Set(now.map((c) => c.file))].filter((f) => !loaded.has(f));
  const preloaded = new Set([...loaded, ...modules]);
  return {
    modules,
    stylesheets: [...new Set([...now, ...blocks, ...closure(manifest, deferred)].flatMap((c) => c.css ?? []))].filter(
      (f) => !loaded.has(f),
    ),
    prefetch: [...new Set(blocks.map((c) => c.file))].filter((f) => !preloaded.has(f)),
  };
}

/**
 * The not-found page's first script. Served for an unknown address under a list of posts
 * (`/blog/<unknown>`), it hides the page and goes to the list before anything is drawn:
 * the spec's silent redirect, without the not-found page flashing on a slow phone while
 * the app's code comes. Each of `paramRoutes` gives a prefix and its list: `/blog/:slug` →
 * `/blog/` goes to `/blog`.
 * With scripts off, the not-found page shows, with its links.
 */
export function notFoundRedirectScript(paramRoutes: string[]): string | undefined {
  const pairs = paramRoutes.map((path) => {
    const under = path.slice(0, path.indexOf(':'));
    return [under, under.replace(/\/+$/, '') || '/'];
  });
  if (!pairs.length) return undefined;
  return (
    `var p=location.pathname,r=${JSON.stringify(pairs)};` +
    'for(var i=0;i<r.length;i++)if(p.indexOf(r[i][0])===0&&p.length>r[i][0].length){' +
    "document.documentElement.style.visibility='hidden';location.replace(r[i][1]);break}"
  );
}

/** The base64 SHA-256 of an inline script, as a CSP source. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The page's Content-Security-Policy: scripts only from this site plus the one
 * inline script by hash, connections only to this site and the two services.
 * Styles allow inline because Mantine sets CSS variables in style attributes.
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
    "form-action 'self'",
  ].join('; ');
}

/** The name of the one stylesheet made of these: the same files give the same name. */
export function bundleName(files: string[], content: string): string {
  return `assets/page-${createHash('sha256').update(files.join('\n')).update(content).digest('base64url').slice(0, 10)}.css`;
}

/** The pieces of a prerendered page, put into the template Vite built from index.html. */
export interface PageParts {
  lang: string;
  csp: string;
  /** The inline script that sets the colour scheme before the first paint. */
  colorSchemeScript: string;
  /** An inline script that runs before anything else (the not-found page's redirect). */
  firstScript?: string;
  head: string;
  assets: Assets;
  /**
   * The page's stylesheets joined into one file (one request, better
   * compression). The separate files stay listed, disabled, so the scripts know
   * their rules are in and do not fetch them again.
   */
  styleBundle?: string;
  routeId: string;
  body: string;
}

/**
 * The page's scripts start after its first paint: on a slow line they would
 * otherwise share the bandwidth with the styles and the lead picture
 * the first paint needs. Links and text work before; the page hydrates after.
 * The list of modules is data (#app-scripts); this script (hashed in the CSP)
 * adds them once the browser has drawn a frame.
 */
export const BOOT_SCRIPT = [
  // Styles can tell a page that will come alive from one read without scripts.
  "document.documentElement.classList.add('js');",
  'var started=false;',
  'function start(){if(started)return;started=true;',
  "var d=JSON.parse(document.getElementById('app-scripts').textContent);",
  "var s=document.createElement('script');s.type='module';s.src=d.entry;s.crossOrigin='';document.head.appendChild(s);",
  // One preload a task: each request costs the main thread a few milliseconds on a slow
  // phone, and thirty in one go made one long task.
  "var q=d.preload.slice();(function more(){var h=q.shift();if(!h)return;var l=document.createElement('link');l.rel='modulepreload';l.href=h;l.crossOrigin='';document.head.appendChild(l);setTimeout(more,0)})()}",
  // After the first contentful paint; browsers that do not report it start after the next frame.
  "try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})}",
  'catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}',
  // Never later than three seconds (a page opened in a background tab paints only when shown).
  'setTimeout(start,3000);',
].join('');

/**
 * The data block naming the entry module, the modules to preload with it, and those the
 * page fetches once it is live (see `prefetchLater` in entry-client).
 */
function bootData(entryScripts: string[], preload: string[], prefetch: string[]): string {
  if (entryScripts.length !== 1) throw new Error(`index.html should load exactly one module script, found ${entryScripts.length}.`);
  const entry = entryScripts[0].match(/src="([^"]+)"/)![1];
  return `<script type="application/json" id="app-scripts">${JSON.stringify({ entry, preload, prefetch }).replace(/</g, '\\u003c')}</script>`;
}

/**
 * A finished HTML page: the template with the page's head, CSP and body. The
 * head asks for the styles the first paint needs; React puts the preload of the
 * hero's picture (its `fetchPriority="high"` image) at the top of the body; the
 * scripts come after the first paint.
 */
export function composePage(template: string, p: PageParts): string {
  // Vite's own tags for the entry (script, preloads, styles) are moved into that order.
  const viteTag = /\s*<(?:script type="module"[^>]*><\/script>|link rel="(?:modulepreload|stylesheet)"[^>]*>)/g;
  const viteTags = template.match(viteTag) ?? [];
  const entryScripts = viteTags.filter((t) => t.includes('<script')).map((t) => t.trim());
  const entryPreloads = viteTags.filter((t) => t.includes('modulepreload')).map((t) => t.trim());
  const entryStyles = viteTags.filter((t) => t.includes('stylesheet')).map((t) => t.trim());
  const links = [
    ...entryStyles,
    ...(p.styleBundle
      ? [
          `<link rel="stylesheet" crossorigin href="/${p.styleBundle}" />`,
          ...p.assets.stylesheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" disabled />`),
        ]
      : p.assets.stylesheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}" />`)),
  ];
  // Inline scripts go before the stylesheets: after them they would wait for them and hold up the parser.
  const boot = [
    bootData(
      entryScripts,
      [...entryPreloads.map((t) => t.match(/href="([^"]+)"/)![1]), ...p.assets.modules.map((f) => `/${f}`)],
      p.assets.prefetch.map((f) => `/${f}`),
    ),
    `<script>${BOOT_SCRIPT}</script>`,
  ];
  const replaced = template
    .replace(viteTag, '')
    .replace(/<html[^>]*>/, `<html lang="${escapeAttr(p.lang)}" data-mantine-color-scheme="light">`)
    .replace(
      /<meta charset="UTF-8" \/>/i,
      `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttr(p.csp)}" />\n    ${[...(p.firstScript ? [`<script>${p.firstScript}</script>`] : []), p.colorSchemeScript, ...boot].join('\n    ')}`,
    )
    .replace('</head>', `  ${p.head}\n    ${links.join('\n    ')}\n  </head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root" data-route="${escapeAttr(p.routeId)}">${p.body}</div>`);
  if (!replaced.includes(`data-route=`)) throw new Error('index.html has no empty <div id="root"></div> to fill.');
  return replaced;
}

/** The file a page is written to: /about → about/index.html, so any static host serves /about. */
export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

export function sitemap(pages: Array<{ url: string; lastmod?: string }>): string {
  const items = pages.map(
    (p) => `  <url>\n    <loc>${p.url.replace(/&/g, '&amp;')}</loc>${p.lastmod ? `\n    <lastmod>${p.lastmod}</lastmod>` : ''}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
