/**
 * The visual editor inside the Vite dev server: its panel at /__editor/, its API under
 * /__editor/api/, and news of files changed on disk by something else (a text editor, git).
 * Used by scripts/edit.ts only; the site's own build never loads it.
 */
import { readFile } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { EDITOR_BASE, PREVIEW_PAGE } from '../protocol.ts';
import type { CodeHost } from '../publish/host.ts';
import { localPublisher } from '../publish/local.ts';
import { editorApi } from './api.ts';
import { readText } from '../files.ts';
import { Session } from './session.ts';

const PANEL_HTML = resolve(import.meta.dirname, '../app/index.html');
/** The page that draws the site from its files, in the preview's frame. */
const PREVIEW_HTML = resolve(import.meta.dirname, '../preview/index.html');

/**
 * Whether a change on disk at `rel` (relative to the site's folder, `/` between folders) is news
 * for the panel: site.yaml, or a .yaml, .yml or .md file under content/. Never a file or folder
 * whose name starts with "." or ends with "~": the editor's own temporary files
 * (`.<hex>.editor-tmp`, renamed over the real file a moment later) and other editors' swap,
 * lock and backup files (`.post.md.swp`, `.#post.md`, `post.md~`).
 */
export function tellsOfChange(rel: string): boolean {
  const parts = rel.split('/');
  if (parts.some((p) => !p || p.startsWith('.') || p.endsWith('~'))) return false;
  if (rel === 'site.yaml') return true;
  return parts.length > 1 && parts[0] === 'content' && /\.(?:ya?ml|md)$/i.test(rel);
}

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** The upload waiting for its save at `path` (an address as requested), with its type. */
function stagedAt(session: Session, path: string): { data: Uint8Array; type: string } | undefined {
  let src: string;
  try {
    src = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const data = src.startsWith('/images/') ? session.stagedPicture(src) : undefined;
  const type = TYPES[extname(src).toLowerCase()];
  return data && type ? { data, type } : undefined;
}

export function editorPlugin({
  siteRoot,
  token,
  codeHost,
  env,
}: {
  siteRoot: string;
  token: string;
  codeHost?: CodeHost;
  /** The publishing settings (EDITOR_BASE_BRANCH, EDITOR_REMOTE, EDITOR_PUBLISH_TO_BASE); process.env without it. */
  env?: NodeJS.ProcessEnv;
}): Plugin {
  const session = new Session(siteRoot);
  const api = editorApi(session, token, localPublisher(session, { codeHost, env }));
  return {
    name: 'visual-editor',
    apply: 'serve',
    configureServer(server) {
      const siteFile = resolve(siteRoot, 'site.yaml');
      server.watcher.add([siteFile, resolve(siteRoot, 'content')]);
      const onDisk = async (abs: string) => {
        // A save makes the file's name missing for a moment (files.ts replaceIfUnchanged): a
        // watcher of that file alone (not of its folder, as content/ is) may take it as deleted
        // and stop watching it. Watched again (nothing happens when it still is).
        if (resolve(abs) === siteFile) server.watcher.add(siteFile);
        const rel = relative(siteRoot, abs).split(sep).join('/');
        if (!tellsOfChange(rel)) return;
        // A save of the editor's own makes the name missing for a moment: read once it is back.
        await session.settled();
        const text = await readText(abs);
        if (text !== undefined && session.wrote(text)) return;
        api.changed([rel]);
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, (f: string) => void onDisk(f));
      server.middlewares.use((req, res, next) => {
        void (async () => {
          try {
            if (await api.handle(req, res)) return;
            const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
            // An upload waiting for its save, at its address, so the panel shows it before the save.
            const waiting = req.method === 'GET' || req.method === 'HEAD' ? stagedAt(session, path) : undefined;
            if (waiting) {
              res.writeHead(200, {
                'content-type': waiting.type,
                'content-length': waiting.data.length,
                'cache-control': 'no-store',
                'x-content-type-options': 'nosniff',
              });
              res.end(req.method === 'HEAD' ? undefined : waiting.data);
              return;
            }
            if (req.method === 'GET' && path === PREVIEW_PAGE) {
              const html = await server.transformIndexHtml(PREVIEW_PAGE, await readFile(PREVIEW_HTML, 'utf8'));
              res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
              res.end(html);
              return;
            }
            if (req.method === 'GET' && (path === EDITOR_BASE || path === EDITOR_BASE.slice(0, -1))) {
              const html = await server.transformIndexHtml(EDITOR_BASE, await readFile(PANEL_HTML, 'utf8'));
              res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
              res.end(html);
              return;
            }
            next();
          } catch (e) {
            next(e);
          }
        })();
      });
    },
  };
}
