import type { Plugin } from 'vite';

/** What package managers keep under node_modules/ that the dev server serves: Vite's own cache, pnpm's store. */
const TOOL_FOLDERS = new Set(['.vite', '.pnpm']);

/**
 * Whether an address names a file or folder whose name starts with "." (`.data/`, where the
 * stand-ins keep visitors' messages and their database; `.git/`; `.env`), in any spelling: each
 * part of the path is read after decoding as often as it decodes (`%2e`, `%252e`), with `\` as a
 * separator too. `/@fs/<path>` addresses are read from the folder they are served from (`allow`,
 * Vite's server.fs.allow), so a project that lives under a dot-folder still works. The one
 * exception: a tool's folder right under node_modules/ (`/node_modules/.vite/deps/…`).
 */
export function namesHidden(url: string, allow: readonly string[] = []): boolean {
  let path = url.replace(/[?#].*$/s, '');
  for (let i = 0; i < 4 && path.includes('%'); i++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return true;
    }
  }
  path = path.replace(/\\/g, '/');
  if (path.startsWith('/@fs/')) {
    const abs = path.slice('/@fs'.length);
    const from = allow.filter((dir) => abs === dir || abs.startsWith(`${dir.replace(/\/$/, '')}/`)).sort((a, b) => b.length - a.length)[0];
    if (from) path = abs.slice(from.length);
  }
  const parts = path.split('/');
  return parts.some((part, i) => part.startsWith('.') && !(TOOL_FOLDERS.has(part) && parts[i - 1] === 'node_modules'));
}

/**
 * Both dev servers (npm run dev and npm run edit, which share sitePlugins) refuse every address
 * that names a hidden file or folder (`namesHidden`), before any of Vite's own file serving
 * (public folder, project folder, /@fs/) sees it.
 */
export function hiddenFiles(): Plugin {
  return {
    name: 'hidden-files',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!namesHidden(req.url ?? '/', server.config.server.fs.allow)) {
          next();
          return;
        }
        res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Files and folders whose names start with "." are not served.');
      });
    },
  };
}
