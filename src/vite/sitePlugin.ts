import { basename, resolve } from 'node:path';
import type { Plugin, ViteDevServer, WebSocketCustomListener } from 'vite';
import { formatProblems, loadSite, type LoadOptions, type LoadResult, type Problem } from '../loader/index.ts';
import { blockSourcesOf } from '../loader/load.ts';
import type { SiteSource } from '../schema/model.ts';

const ID = 'virtual:site-model';
/** Sent to the dev server's pages when the site's files changed, with the model's generation (devPages.ts reloads them). */
export const SITE_CHANGED = 'site-model:changed';
/** Sent by a page once its socket is open: the server answers with SITE_CHANGED and the generation now. */
const SITE_ASKED = 'site-model:asked';

/**
 * A page of the dev server loads again when the site's files changed since it was drawn. The
 * page carries the generation of the model it was drawn from and, once its socket is open, asks
 * for the generation now: a change told while the page was still loading (its socket not yet
 * open) is not lost, and a page drawn from the old model after a save, before the server had seen
 * the file change, is drawn again.
 */
export function reloadOnChangeScript(drawn: number): string {
  return `<script type="module">import { createHotContext } from '/@vite/client'; const hot = createHotContext('/@site-model'); hot.on(${JSON.stringify(SITE_CHANGED)}, (d) => { if (d?.generation !== ${drawn}) location.reload(); }); hot.send(${JSON.stringify(SITE_ASKED)}, {});</script>`;
}

/** What the site-model plugin tells the other plugins (Vite's \`api\`): the generation of its model. */
export interface SiteModelApi {
  /** Counts the model's reloads after a file change; a page drawn now is drawn from this generation or a later one. */
  generation: () => number;
}
const RESOLVED = `\0${ID}`;
const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/**
 * The model as a module, for the prerender and the dev server (the browser never loads it:
 * islands carry their own props). The dev server adds where each block is written.
 */
export function modelModule(model: SiteSource, source?: LoadedSource): string {
  const sources = source ? blockSourcesOf(source, model.routes.length) : undefined;
  return `export default ${json(model)};\nexport const sources = ${sources ? json(sources) : 'undefined'};`;
}

type LoadedSource = NonNullable<Extract<LoadResult, { ok: true }>['source']>;

/** What the site still builds with (a failed load lists them after its errors). */
const warningsOf = (result: LoadResult): Problem[] =>
  result.ok ? result.warnings : result.problems.filter((p) => p.severity === 'warning');

/** The overlay's first line names the files that have the problems: a post or a form, not always site.yaml. */
export function overlayTitle(errors: readonly Problem[]): string {
  const files = [...new Set(errors.map((p) => p.file))];
  const named =
    files.length <= 3
      ? files.join(', ').replace(/, ([^,]*)$/, ' and $1')
      : `${files.slice(0, 2).join(', ')} and ${files.length - 2} more files`;
  return `${named} ${files.length === 1 ? 'has' : 'have'} ${errors.length === 1 ? 'a problem' : 'problems'}:`;
}

/** The loader's errors as one Error, carrying the first position for Vite's overlay (warnings go to the terminal). */
function toError(result: Extract<LoadResult, { ok: false }>, root: string): Error {
  const errors = result.problems.filter((p) => p.severity === 'error');
  const first = errors.at(0);
  const err = new Error(`${overlayTitle(errors)}\n\n${formatProblems(errors, { omitted: result.omitted })}`) as Error & {
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

/** Serves the validated site model as `virtual:site-model`; the YAML parser and validator stay in Node. */
export function siteModel(options: LoadOptions = {}): Plugin {
  let root = process.cwd();
  let watched: string[] = [];
  /** The warnings last shown in the terminal. */
  let lastTold = '';
  let server: ViteDevServer | undefined;
  /** `vite` (the dev server), not `vite build`: blocks carry their site.yaml lines for the inspector. */
  let serving = false;
  /** How many times the dev server's model was renewed after a change (reloadOnChangeScript). */
  let generation = 0;
  const contentDir = () => resolve(root, options.contentDir ?? 'content');
  const siteFile = () => resolve(root, options.siteFile ?? 'site.yaml');

  async function load(): Promise<LoadResult> {
    const result = await loadSite({ ...options, root, blockLines: serving });
    watched = result.files;
    // The dev server tells of warnings in its terminal and shows the page all the same; a
    // build leaves them to the validate step that runs before it (npm run build).
    const warnings = warningsOf(result);
    const told = warnings.length ? formatProblems(warnings) : '';
    // Once per save: the model's module is loaded again after each change, with the same warnings.
    if (server && told && told !== lastTold) server.config.logger.warn(told, { timestamp: true });
    lastTold = told;
    return result;
  }

  const api: SiteModelApi = { generation: () => generation };
  return {
    name: 'site-model',
    api,
    configResolved(config) {
      root = options.root ? resolve(options.root) : config.root;
      serving = config.command === 'serve' && !config.isProduction;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const result = await load();
      if (!server) for (const f of watched) this.addWatchFile(f);
      if (!result.ok) throw toError(result, root);
      return modelModule(result.model, serving ? result.source : undefined);
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add([siteFile(), contentDir()]);
      const answer: WebSocketCustomListener<unknown> = (_data, client) => {
        client.send(SITE_CHANGED, { generation });
      };
      dev.ws.on(SITE_ASKED, answer);
      const onChange = async (file: string) => {
        const abs = resolve(file);
        // Not a hidden or backup file, which the loader does not read either: the editor's own
        // temporary files (files.ts replaceIfUnchanged), other editors' swap files.
        const name = basename(abs);
        if (name.startsWith('.') || name.endsWith('~')) return;
        const relevant = abs === siteFile() || abs.startsWith(contentDir()) || watched.includes(abs);
        if (!relevant) return;
        lastTold = '';
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
        // The pages are drawn on the server (src/vite/devPages.ts): its modules run afresh, and
        // the open pages load again. Not a full reload of every page Vite serves: the visual
        // editor's panel (src/editor) would lose what it holds at each save.
        generation += 1;
        dev.environments.ssr.moduleGraph.invalidateAll();
        dev.ws.send({ type: 'custom', event: SITE_CHANGED, data: { generation } });
      };
      dev.watcher.on('change', (file) => void onChange(file));
      dev.watcher.on('add', (file) => void onChange(file));
      dev.watcher.on('unlink', (file) => void onChange(file));
    },
  };
}
