import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { absolute, headFor, headHtml } from '../../src/app/head.ts';
import { loadSite } from '../../src/loader/index.ts';
import {
  composePage,
  drawsMantine,
  MANTINE_CORE,
  contentSecurityPolicy,
  fileFor,
  inlineScripts,
  notFoundRedirectScript,
  pageAssets,
  robots,
  scriptHash,
  sitemap,
  type Manifest,
} from '../../src/prerender/document.ts';
import { BOOT_SCRIPT } from '../../src/islands/press.ts';
import type { SiteModel } from '../../src/schema/model.ts';
import { secretLeaks } from '../../src/vite/envGuard.ts';
import { defined } from './helpers';
import { staticTarget } from '../../src/vite/staticPages.ts';
import { localize } from '../../src/i18n/localize.ts';

let model: SiteModel;
beforeAll(async () => {
  const r = await loadSite();
  if (!r.ok) throw new Error('site.yaml invalid');
  model = localize(r.model, 'en');
});
const route = (path: string) => defined(model.routes.find((r) => r.path === path));

describe('the head of a page', () => {
  it('home: title, description, canonical at the public address, and the organisation', () => {
    const head = headFor(model, route('/'), '/');
    expect(head.canonical).toBe(`${model.site.url.replace(/\/$/, '')}/`);
    expect(head.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'LocalBusiness', telephone: model.site.phone }));
    const html = headHtml(head);
    expect(html).toContain(`<title>${route('/').title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toContain('<meta property="og:url"');
  });

  it('a blog post takes its title, description and picture from the post', () => {
    const post = model.content.posts[0];
    const head = headFor(model, route('/blog/:slug'), `/blog/${post.slug}`, { slug: post.slug });
    expect(head.title).toBe(`${post.title} | ${model.site.name}`);
    expect(head.meta).toContainEqual({
      key: 'property',
      name: 'og:image',
      content: absolute(model, post.image.src.replace('/images/', '/og/').replace(/\.svg$/, '.png')),
    });
    expect(head.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: post.title, datePublished: post.date }));
  });

  it('a category page lists only its category; the not-found page is not indexed and has no canonical', () => {
    const head = headFor(model, route('/products/furniture'), '/products/furniture');
    const list = head.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'ItemList') as {
      itemListElement: Array<{ item: { category: string } }>;
    };
    expect(new Set(list.itemListElement.map((e) => e.item.category))).toEqual(new Set(['Furniture']));
    const missing = headFor(model, route('*'), '/404');
    expect(missing.robots).toBe('noindex');
    expect(missing.canonical).toBeUndefined();
  });

  it('cannot be broken out of by what an editor writes', () => {
    const html = headHtml({
      title: 'A </title><script>x</script>',
      description: '"><script>',
      meta: [],
      jsonLd: [{ text: '</script><script>alert(1)</script>' }],
      alternates: [{ hreflang: '"><script>', href: '"><script>' }],
    });
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('"><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('the prerendered files', () => {
  // A browser build in small: the entry (index.html: the island runtime), the style input
  // (styleEntry: every block, so their CSS is emitted), two blocks, and two islands, one of
  // which the bundler merged into the chunk of the block that draws it.
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js', css: ['assets/runtime.css'] },
    'src/app/styleEntry.ts': { file: 'assets/styleEntry.js', isEntry: true, dynamicImports: ['src/blocks/hero/Hero.tsx', '_Cta.js'] },
    'src/shell/Shell.tsx': { file: 'assets/Shell.js', isDynamicEntry: true, imports: ['_runtime.js'], css: ['assets/Shell.css'] },
    'src/blocks/hero/Hero.tsx': { file: 'assets/Hero.js', isDynamicEntry: true, imports: ['_Section.js'], css: ['assets/Hero.css'] },
    '_Cta.js': { file: 'assets/Cta.js', imports: ['_Section.js', '_runtime.js'], css: ['assets/Cta.css'] },
    '_Section.js': { file: 'assets/Section.js', imports: ['_runtime.js'], css: ['assets/Section.css'] },
    'src/forms/GeneratedForm.island.tsx': {
      file: 'assets/GeneratedForm.js',
      isDynamicEntry: true,
      imports: ['_runtime.js'],
      css: ['assets/GeneratedForm.css'],
    },
  };
  const modules = {
    'src/islands/client.ts': 'assets/runtime.js',
    'src/app/styleEntry.ts': 'assets/styleEntry.js',
    'src/shell/Shell.tsx': 'assets/Shell.js',
    'src/blocks/hero/Hero.tsx': 'assets/Hero.js',
    'src/blocks/cta/Cta.tsx': 'assets/Cta.js',
    'src/blocks/cta/CtaButton.island.tsx': 'assets/Cta.js',
    'src/ui/Section.tsx': 'assets/Section.js',
    'src/forms/GeneratedForm.island.tsx': 'assets/GeneratedForm.js',
  };
  const template =
    '<html lang="en"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime.js"><link rel="stylesheet" crossorigin href="/assets/runtime.css"></head><body><div id="root"></div></body></html>';

  it('preload the code of the islands that start with the page; style every block, island and the shell', () => {
    const assets = pageAssets(manifest, modules, template, {
      types: ['hero', 'cta'],
      islands: [
        { name: 'blocks/cta/CtaButton', when: 'load' },
        { name: 'forms/GeneratedForm', when: 'interaction' },
      ],
    });
    // The merged island is found by its module; the runtime is the template's already.
    expect(assets.modules).toEqual(['assets/Cta.js', 'assets/Section.js']);
    expect(assets.stylesheets).toEqual([
      'assets/Shell.css',
      'assets/Hero.css',
      'assets/Section.css',
      'assets/Cta.css',
      'assets/GeneratedForm.css',
    ]);
  });

  it('ship no block code on a page whose islands all wait for the visitor', () => {
    const assets = pageAssets(manifest, modules, template, {
      types: ['hero'],
      islands: [{ name: 'forms/GeneratedForm', when: 'interaction' }],
    });
    expect(assets.modules).toEqual([]);
    expect(assets.stylesheets).toContain('assets/GeneratedForm.css');
  });

  it('name what is missing when a block or island is not in the build', () => {
    expect(() => pageAssets(manifest, modules, template, { types: ['faq'] })).toThrow(/src\/blocks\/faq\//);
    expect(() => pageAssets(manifest, modules, template, { types: [], islands: [{ name: 'x/Gone', when: 'load' }] })).toThrow(
      /src\/x\/Gone\.island\.tsx/,
    );
  });

  it('tell an island that draws Mantine (its static imports reach Mantine’s core) from one that needs React alone', () => {
    // Mantine's core is its own chunk (vite.config.ts), with the site's theme in it.
    const build: Manifest = {
      ...manifest,
      '_mantine.js': { file: 'assets/mantine.js' },
      '_Button.js': { file: 'assets/Button.js', imports: ['_mantine.js', '_runtime.js'] },
      'src/blocks/hero/Counters.island.tsx': { file: 'assets/Counters.js', isDynamicEntry: true, imports: ['_runtime.js'] },
      'src/ui/Buy.island.tsx': { file: 'assets/Buy.js', isDynamicEntry: true, imports: ['_Button.js'], dynamicImports: ['_mantine.js'] },
      'src/ui/Later.island.tsx': {
        file: 'assets/Later.js',
        isDynamicEntry: true,
        imports: ['_runtime.js'],
        dynamicImports: ['_Button.js'],
      },
    };
    const map = {
      ...modules,
      [MANTINE_CORE]: 'assets/mantine.js',
      'src/blocks/hero/Counters.island.tsx': 'assets/Counters.js',
      'src/ui/Buy.island.tsx': 'assets/Buy.js',
      'src/ui/Later.island.tsx': 'assets/Later.js',
    };
    expect(drawsMantine(build, map, 'ui/Buy')).toBe(true);
    expect(drawsMantine(build, map, 'blocks/hero/Counters')).toBe(false);
    // Mantine loaded later (a dialog opened on a press) is not needed to hydrate.
    expect(drawsMantine(build, map, 'ui/Later')).toBe(false);
    expect(() => drawsMantine(build, map, 'x/Gone')).toThrow(/src\/x\/Gone\.island\.tsx/);
  });

  it('put the page into the template: CSP first, the page, its route, bundled styles with the parts disabled, the facts', () => {
    const html = composePage(template, {
      lang: 'en',
      csp: (inline) => `script-src 'self' ${inline.map(scriptHash).join(' ')}`,
      colorSchemeScript: '<script data-mantine-script="true">x()</script>',
      head: '<title>T</title>',
      assets: { modules: ['assets/Hero.js'], stylesheets: ['assets/Hero.css', 'assets/Section.css'] },
      styleBundle: 'assets/page-abc.css',
      routeId: '/',
      body: '<main>$& Hi<script>replay()</script></main>',
      facts: '{"a":"</script>"}',
    });
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<div id="root" data-route="/"><main>$& Hi<script>replay()</script></main></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-abc.css" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Section.css" disabled />');
    // The entry is a module script (it runs once the page is parsed); the islands' code is preloaded.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Hero.js" />');
    // Both close the body, after the page and its facts: the first screen's pictures are asked for first.
    const afterPage = html.slice(html.indexOf('site-facts'));
    expect(afterPage).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(afterPage).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime.js">');
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script type="module"|modulepreload/);
    // Every inline script is hashed, ours and React's (the form replay in the body); the JSON is not code.
    for (const code of ['x()', BOOT_SCRIPT, 'replay()']) expect(html).toContain(scriptHash(code));
    expect(inlineScripts(html)).toHaveLength(3);
    // The facts cannot end their script element early.
    expect(html).toContain('<script type="application/json" id="site-facts">{"a":"\\u003c/script>"}</script>');
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('allow only our scripts, the hashed inline one, and connections to the services', () => {
    const csp = contentSecurityPolicy({ inlineScripts: ['a()'], connect: ['https://api.emailjs.com', 'https://x.supabase.co'] });
    expect(csp).toContain(`script-src 'self' ${scriptHash('a()')}`);
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com https://x.supabase.co");
    expect(csp).toContain("object-src 'none'");
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('go where static hosts look for them; sitemap and robots name the public address', () => {
    expect(fileFor('/')).toBe('index.html');
    expect(fileFor('/blog/some-post')).toBe('blog/some-post/index.html');
    expect(sitemap([{ url: 'https://x.ke/a&b', lastmod: '2024-01-02' }])).toContain(
      '<loc>https://x.ke/a&amp;b</loc>\n    <lastmod>2024-01-02</lastmod>',
    );
    expect(robots('https://x.ke/')).toContain('Sitemap: https://x.ke/sitemap.xml');
    // The editor in a browser is left to the people who edit, at the site's own path.
    expect(robots('https://x.ke/')).toContain('Disallow: /admin/\n');
    expect(robots('https://bamboo.github.io/site/')).toContain('Disallow: /site/admin/\n');
  });

  it('are served like a static host: pages by folder, 404.html for missing pages, assets untouched', () => {
    const dist = mkdtempSync(join(tmpdir(), 'static-'));
    mkdirSync(join(dist, 'about'));
    writeFileSync(join(dist, 'about/index.html'), 'about');
    writeFileSync(join(dist, '404.html'), 'missing');
    writeFileSync(join(dist, 'index.html'), 'home');
    expect(staticTarget(dist, '/about')).toEqual({ url: '/about/index.html', status: 200 });
    expect(staticTarget(dist, '/about/?x=1')).toEqual({ url: '/about/index.html', status: 200 });
    expect(staticTarget(dist, '/')).toEqual({ url: '/index.html', status: 200 });
    expect(staticTarget(dist, '/nope')).toEqual({ url: '/404.html', status: 404 });
    expect(staticTarget(dist, '/assets/missing.js')).toBeUndefined();
    expect(staticTarget(dist, '/index.html')).toBeUndefined();
  });
});

describe('the client environment guard', () => {
  const token = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;
  it('refuses a service-role key, a secret key, or a variable named like a secret', () => {
    expect(secretLeaks({ VITE_SUPABASE_ANON_KEY: token({ role: 'service_role' }) })).toEqual([
      'VITE_SUPABASE_ANON_KEY holds a service_role key (its token says role "service_role")',
    ]);
    expect(secretLeaks({ VITE_KEY: 'sb_secret_abc' })).toHaveLength(1);
    expect(secretLeaks({ VITE_SERVICE_ROLE_KEY: 'x' })).toHaveLength(1);
  });
  it('lets the public keys through', () => {
    expect(
      secretLeaks({
        VITE_SUPABASE_ANON_KEY: token({ role: 'anon' }),
        VITE_EMAILJS_PUBLIC_KEY: 'pk_123',
        VITE_SUPABASE_URL: 'https://x.supabase.co',
      }),
    ).toEqual([]);
  });
});

describe('the build', () => {
  it('stops before bundling when a service-role key is given to the client', async () => {
    const { spawnSync } = await import('node:child_process');
    const key = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.c2ln`;
    const out = mkdtempSync(join(tmpdir(), 'guard-'));
    const r = spawnSync('npx', ['vite', 'build', '--outDir', out], {
      env: { ...process.env, VITE_SUPABASE_ANON_KEY: key },
      encoding: 'utf8',
    });
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('Refusing to build: a secret would be published');
  }, 60_000);
});

describe("the not-found page's redirect of unknown articles", () => {
  const run = (script: string, pathname: string, lang = 'en') => {
    const replaced: string[] = [];
    const document = { documentElement: { lang, style: { visibility: '' } } };
    runInNewContext(script, { location: { pathname, replace: (to: string) => replaced.push(to) }, document });
    return { replaced, hidden: document.documentElement.style.visibility === 'hidden' };
  };

  it('sends /blog/<anything> to /blog, hidden first, and leaves other addresses to the not-found page', () => {
    const script = defined(notFoundRedirectScript(['/blog/:slug']));
    expect(run(script, '/blog/no-such-post')).toEqual({ replaced: ['/blog'], hidden: true });
    expect(run(script, '/blog/no-such-post/')).toEqual({ replaced: ['/blog'], hidden: true });
    expect(run(script, '/nowhere')).toEqual({ replaced: [], hidden: false });
    expect(run(script, '/blog/')).toEqual({ replaced: [], hidden: false });
  });

  it('is left out when the site has no page per post and one language', () => {
    expect(notFoundRedirectScript([])).toBeUndefined();
  });

  it('sends /sw/blog/<anything> to the Kiswahili blog, and another /sw/ address served the English not-found page to the Kiswahili one', () => {
    const script = defined(notFoundRedirectScript(['/blog/:slug'], [{ lang: 'sw', prefix: '/sw', notFound: '/sw/404.html' }]));
    // Either language's not-found page may be served for an unknown article (a host with one 404.html, or npm start).
    for (const served of ['en', 'sw']) {
      expect(run(script, '/sw/blog/no-such-post', served)).toEqual({ replaced: ['/sw/blog'], hidden: true });
      expect(run(script, '/blog/no-such-post', served)).toEqual({ replaced: ['/blog'], hidden: true });
    }
    // GitHub Pages serves 404.html (English) for every unknown address: a Kiswahili one goes to the Kiswahili page.
    expect(run(script, '/sw/nowhere', 'en')).toEqual({ replaced: ['/sw/404.html'], hidden: true });
    // That page itself, and a host that served it already, stay.
    expect(run(script, '/sw/404.html', 'sw')).toEqual({ replaced: [], hidden: false });
    expect(run(script, '/sw/nowhere', 'sw')).toEqual({ replaced: [], hidden: false });
    expect(run(script, '/nowhere', 'en')).toEqual({ replaced: [], hidden: false });
    expect(run(script, '/swahili', 'en')).toEqual({ replaced: [], hidden: false });
  });
});
