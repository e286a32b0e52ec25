import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblems, loadSite, type LoadOptions, type LoadResult } from '../loader/index.ts';
import type { RouteData, SiteModel } from '../schema/model.ts';

const ID = 'virtual:site-model';
const RESOLVED = `\0${ID}`;
/** One module per route holding its blocks: `virtual:site-route-<index>`. */
const ROUTE_ID = 'virtual:site-route-';

const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** What a route's module holds: its blocks, and the article bodies when it shows blog posts. */
export function routeData(
  model: SiteModel,
  index: number,
  source?: { file: string; blockLines: number[][]; blockNumbers: number[][] },
): RouteData {
  const route = model.routes[index];
  const blocks = route?.blocks ?? [];
  const where = source
    ? { source: { file: source.file, lines: source.blockLines[index] ?? [], numbers: source.blockNumbers[index] ?? [] } }
    : {};
  if (!blocks.some((b) => b.type === 'blogArticle')) return { blocks, ...where };
  return { blocks, bodies: Object.fromEntries(model.content.posts.map((p) => [p.slug, p.html])), ...where };
}

/**
 * The model as a module. For Node (the prerender) it is whole. For the browser
 * every route's blocks (and the article bodies) are a module of their own,
 * loaded with the route, so the first download does not grow with the pages.
 */
export function modelModule(model: SiteModel, split: boolean): string {
  if (!split) return `export default ${json(model)};\nexport const routeData = {};`;
  const routes = model.routes.map((r) => ({ ...r, blocks: [] }));
  const posts = model.content.posts.map((p) => ({ ...p, html: '' }));
  const loaders = model.routes.map(
    (r, i) => `  ${JSON.stringify(r.path)}: () => import(${JSON.stringify(`${ROUTE_ID}${i}`)}).then((m) => m.default),`,
  );
  return `export default ${json({ ...model, routes, content: { ...model.content, posts } })};\nexport const routeData = {\n${loaders.join('\n')}\n};`;
}

/** The loader's problems as one Error, carrying the first position for Vite's overlay. */
function toError(result: Extract<LoadResult, { ok: false }>, root: string): Error {
  const first = result.problems[0];
  const err = new Error(`site.yaml has problems:\n\n${formatProblems(result.problems)}`) as Error & {
    id?: string;
    loc?: { file: string; line: number; column: number };
    frame?: string;
    plugin?: string;
  };
  err.stack = '';
  err.plugin = 'site-model';
  if (first) {
    err.id = resolve(root, first.file);
    err.loc = { file: err.id, line: first.line, column: first.col };
  }
  return err;
}

/**
 * Serves the validated site model to the browser as `virtual:site-model`. The
 * browser gets plain data; the YAML parser and validator stay in Node.
 */
export function siteModel(options: LoadOptions = {}): Plugin {
  let root = process.cwd();
  let watched: string[] = [];
  let server: ViteDevServer | undefined;
  /** `vite` (the dev server), not `vite build`: blocks carry their site.yaml lines for the inspector. */
  let serving = false;
  const contentDir = () => resolve(root, options.contentDir ?? 'content');
  const siteFile = () => resolve(root, options.siteFile ?? 'site.yaml');

  async function load(): Promise<LoadResult> {
    const result = await loadSite({ ...options, root, blockLines: serving });
    watched = result.files;
    return result;
  }

  return {
    name: 'site-model',
    configResolved(config) {
      root = options.root ? resolve(options.root) : config.root;
      serving = config.command === 'serve' && !config.isProduction;
    },
    resolveId(id) {
      if (id === ID) return RESOLVED;
      if (id.startsWith(ROUTE_ID)) return `\0${id}`;
      return undefined;
    },
    async load(id, options) {
      if (id.startsWith(`\0${ROUTE_ID}`)) {
        const result = await load();
        if (!result.ok) throw toError(result, root);
        return `export default ${json(routeData(result.model, Number(id.slice(ROUTE_ID.length + 1)), result.source))};`;
      }
      if (id !== RESOLVED) return undefined;
      const result = await load();
      if (!server) for (const f of watched) this.addWatchFile(f);
      if (!result.ok) throw toError(result, root);
      return modelModule(result.model, !options?.ssr);
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add([siteFile(), contentDir()]);
      const onChange = async (file: string) => {
        const abs = resolve(file);
        const relevant = abs === siteFile() || abs.startsWith(contentDir()) || watched.includes(abs);
        if (!relevant) return;
        const result = await load();
        if (!result.ok) {
          // Keep the page as it was and show the problems over it; the server keeps running.
          const err = toError(result, root);
          dev.config.logger.error(err.message, { timestamp: true });
          dev.ws.send({
            type: 'error',
            err: {
              message: err.message,
              stack: '',
              plugin: 'site-model',
              id: (err as { id?: string }).id,
              loc: (err as { loc?: { file: string; line: number; column: number } }).loc,
            },
          });
          return;
        }
        dev.config.logger.info(`site.yaml reloaded: ${result.stats.routes} routes, ${result.stats.blocks} blocks`, { timestamp: true });
        const graph = dev.environments.client.moduleGraph;
        for (const mod of graph.idToModuleMap.values()) {
          if (mod.id === RESOLVED || mod.id?.startsWith(`\0${ROUTE_ID}`)) graph.invalidateModule(mod);
        }
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', onChange);
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
    },
  };
}
