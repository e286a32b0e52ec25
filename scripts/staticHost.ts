/**
 * A static host like GitHub Pages, for the tests and the bench of /admin: the files of a folder,
 * a folder's index.html, a folder's address without its "/" sent on to it, every address asked
 * kept (the tests check no token ever appears in one).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

export interface StaticHost {
  url: string;
  server: Server;
  /** Every address asked, in order. */
  asked: string[];
}

export function staticHost(dir: string): Promise<StaticHost> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return void res.writeHead(400).end();
    }
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    const st = statSync(file, { throwIfNoEntry: false });
    if (st?.isDirectory() && !path.endsWith('/')) return void res.writeHead(301, { location: `${path}/` }).end();
    const target = st?.isDirectory() ? join(file, 'index.html') : file;
    if (!statSync(target, { throwIfNoEntry: false })?.isFile()) return void res.writeHead(404).end('Not found');
    res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, asked })),
  );
}
