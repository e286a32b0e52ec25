/**
 * Starts the visual editor: the site's dev server pointed at a site folder, with the editor's
 * panel and API (plugin.ts) on 127.0.0.1, and a fresh token for this session.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { publishSettings } from '../publish/settings.ts';
import { sitePlugins } from '../../vite/plugins.ts';
import type { CodeHost } from '../publish/host.ts';
import { editorPlugin } from './plugin.ts';

/** The project: its index.html and src/ serve the site whichever folder its content comes from. */
const ROOT = resolve(import.meta.dirname, '../../..');

/** Where the editor's dev server keeps its pre-bundled dependencies (Vite's cacheDir). */
export const EDITOR_CACHE = resolve(ROOT, 'node_modules/.vite/editor');

/** `codeHost`: where pull requests are opened (the GitHub client); without it the branch is pushed and the panel shows the address to open one. */
export async function startEditor(
  opts: {
    site?: string;
    port?: number;
    strictPort?: boolean;
    quiet?: boolean;
    codeHost?: CodeHost;
    /** Publishing settings over those of the environment and .env (npm run edit's stand-in of GitHub). */
    env?: Record<string, string>;
  } = {},
) {
  const siteRoot = resolve(opts.site ?? ROOT);
  if (!existsSync(resolve(siteRoot, 'site.yaml'))) throw new Error(`There is no site.yaml in ${siteRoot}.`);
  const token = randomBytes(24).toString('base64url');
  // The publishing settings from .env / .env.local (and the environment, which wins), as Vite reads them.
  const env = { ...process.env, ...publishSettings(ROOT), ...opts.env };
  const server = await createServer({
    configFile: false,
    root: ROOT,
    publicDir: resolve(siteRoot, 'public'),
    // Its own folder of pre-bundled dependencies: the site's dev server (other plugins, another
    // hash) would otherwise delete the editor's while a panel loads from it, and the other way round.
    cacheDir: EDITOR_CACHE,
    logLevel: opts.quiet ? 'silent' : 'info',
    clearScreen: false,
    plugins: [editorPlugin({ siteRoot, token, codeHost: opts.codeHost, env }), ...sitePlugins({ root: siteRoot })],
    // cors: false: Vite's own CORS would grant a preflight to any page on another local port.
    server: { host: '127.0.0.1', port: opts.port ?? 5175, strictPort: opts.strictPort ?? false, cors: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 5175);
  const url = `http://127.0.0.1:${port}/__editor/#token=${token}`;
  return { url, token, port, server, close: () => server.close() };
}
