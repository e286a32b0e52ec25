import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, ViteDevServer, EnvironmentModuleNode } from 'vite';
import { escapeAttr } from '../app/head.ts';
import { BOOT_SCRIPT } from '../islands/press.ts';
import { reloadOnChangeScript, type SiteModelApi } from './sitePlugin.ts';

const ENTRY = '/src/app/entry-server.tsx';

/** What the prerender's entry exports (the build reads the same). */
type ServerEntry = typeof import('../app/entry-server.tsx');

/** The stylesheets the server's render used (block and Mantine styles): their addresses and module ids. */
function stylesOf(server: ViteDevServer): Array<{ url: string; id: string }> {
  const graph = server.environments.ssr.moduleGraph;
  const seen = new Set<EnvironmentModuleNode>();
  const css: Array<{ url: string; id: string }> = [];
  const visit = (mod: EnvironmentModuleNode | undefined) => {
    if (!mod || seen.has(mod)) return;
    seen.add(mod);
    if (/\.css($|\?)/.test(mod.url)) css.push({ url: mod.url, id: mod.id ?? mod.url });
    for (const m of mod.importedModules) visit(m);
  };
  visit(graph.getModuleById(resolve(server.config.root, ENTRY.slice(1))));
  return css;
}

/**
 * `npm run dev` draws every page on the server, as the build does, and the browser hydrates
 * its islands: what the dev server shows is what the built site shows. Editing site.yaml
 * reloads the page; a broken file shows Vite's overlay with the loader's problems.
 */
export function devPages(): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    configureServer(server) {
      const site = server.config.plugins.find((p) => p.name === 'site-model')?.api as SiteModelApi | undefined;
      server.middlewares.use((req, res, next) => {
        const url = req.originalUrl ?? '/';
        const path = new URL(url, 'http://dev.invalid').pathname;
        if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html') || /\.\w+$/.test(path) || path.startsWith('/@')) {
          next();
          return;
        }
        void (async () => {
          try {
            // Taken before the draw: the model it uses is this generation's or a later one, so the
            // page is drawn again if the files changed since (reloadOnChangeScript).
            const generation = site?.generation() ?? 0;
            // A save while a page is drawn renews the modules under it (sitePlugin.ts): the draw may
            // then mix old and new modules (two contexts, "useFacts() needs …"). Drawn once more, it
            // uses the new ones only.
            const draw = async () => {
              const entry = (await server.ssrLoadModule(ENTRY)) as ServerEntry;
              return { entry, page: await entry.render(path) };
            };
            const { entry, page } = await draw().catch(draw);
            const model = entry.modelIn(page.lang);
            const route = entry.pageRoutes(model).find((r) => r.path === page.routeId);
            if (!route) throw new Error(`No route ${page.routeId} for ${path}`);
            const head = entry.headHtml(entry.headFor(model, route, path, page.params));
            // Each link names its module (data-vite-dev-id): when an island's code imports the same
            // stylesheet, Vite's client keeps the link instead of adding the sheet again at the end of
            // <head>, where it came after, and so beat, the sheets drawn before it (a Mantine button's
            // own sheet lost to its reset once an island on the page had started).
            const links = stylesOf(server).map(
              ({ url: href, id }) =>
                `<link rel="stylesheet" href="${href}${href.includes('?') ? '&' : '?'}direct" data-vite-dev-id="${escapeAttr(id)}" />`,
            );
            const template = await readFile(resolve(server.config.root, 'index.html'), 'utf8');
            const html = template
              .replace(/<html[^>]*>/, (tag) => tag.replace(/lang="[^"]*"/, `lang="${page.lang}"`))
              .replace(
                '</head>',
                `${entry.colorSchemeScript.html}<script>${BOOT_SCRIPT}</script>\n${reloadOnChangeScript(generation)}\n${head}\n${links.join('\n')}\n</head>`,
              )
              .replace(
                '<div id="root"></div>',
                () =>
                  `<div id="root">${page.html}</div><script type="application/json" id="site-facts">${page.facts.replace(/</g, '\\u003c')}</script>`,
              );
            res.statusCode = page.routeId === '*' ? 404 : 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(url, html));
          } catch (e) {
            if (e instanceof Error) server.ssrFixStacktrace(e);
            next(e);
          }
        })();
      });
    },
  };
}
