import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The address a static host serves for a request, from the files in `dist`:
 * the file itself, `<path>/index.html` for a page, or 404.html (status 404)
 * for a page that does not exist. Undefined: not a page, leave it alone.
 */
export function staticTarget(dist: string, url: string): { url: string; status: 200 | 404 } | undefined {
  const path = decodeURIComponent(url.split(/[?#]/)[0]);
  const file = join(dist, path);
  if (!file.startsWith(resolve(dist))) return undefined;
  if (existsSync(file) && statSync(file).isFile()) return undefined;
  const index = join(file, 'index.html');
  if (existsSync(index)) return { url: `${path.replace(/\/+$/, '')}/index.html`, status: 200 };
  if (/\.[a-z0-9]+$/i.test(path)) return undefined; // a missing asset: a plain 404
  // The not-found page in the address's language: /sw/… has its own, sw/404.html.
  const lang = /^\/([a-z]{2})\//.exec(path)?.[1];
  if (lang && existsSync(join(dist, lang, '404.html'))) return { url: `/${lang}/404.html`, status: 404 };
  return existsSync(join(dist, '404.html')) ? { url: '/404.html', status: 404 } : undefined;
}

/**
 * `npm start` / `vite preview` answer like the static hosts the site is deployed
 * to: each prerendered page at its own address, and the 404 page with status 404
 * (not the home page for every unknown address, as a single-page app would).
 */
export function staticPages(): Plugin {
  return {
    name: 'static-pages',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          next();
          return;
        }
        const target = staticTarget(dist, req.url ?? '/');
        if (!target) {
          next();
          return;
        }
        req.url = target.url;
        if (target.status === 404) {
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
          res.writeHead = (_status: number, ...rest: unknown[]) => writeHead(404, ...rest);
          res.statusCode = 404;
        }
        next();
      });
    },
  };
}
