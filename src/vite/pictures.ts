import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { parseDrawingPath, type PictureWidth } from '../lib/picture.ts';
import { drawingDensity } from '../loader/pictureCheck.ts';

/** Drawn pictures are kept here by content, so a build redraws only the pictures that changed. */
const CACHE = resolve('node_modules/.cache/pictures');
/** How pictures are drawn; part of the cache key, so a change here draws them all again. */
const WEBP = { quality: 80 };

/**
 * Draws an SVG picture as WebP at a width (height to scale). The SVG is drawn at
 * the density that gives that width, not drawn small and stretched.
 */
export async function drawPicture(svg: Buffer, width: PictureWidth): Promise<Buffer> {
  const key = createHash('sha256').update(svg).update(JSON.stringify({ width, WEBP })).digest('hex').slice(0, 32);
  const cached = join(CACHE, `${key}.webp`);
  if (existsSync(cached)) return readFile(cached);
  // Loaded here, not with the Vite config: most runs of Vite never draw a picture.
  const { default: sharp } = await import('sharp');
  const natural = (await sharp(svg).metadata()).width;
  const density = drawingDensity(natural, width);
  const out = await sharp(svg, { density }).resize({ width }).webp(WEBP).toBuffer();
  await mkdir(CACHE, { recursive: true });
  // Written aside and then renamed: a build and a dev server drawing at once never read half a file.
  const aside = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(aside, out);
  await rename(aside, cached);
  return out;
}

/**
 * The dev server draws a picture's WebP on request (`/images/a.800w.webp` from
 * `public/images/a.svg`); the build writes them all into dist/ (images.ts).
 */
export function pictures(): Plugin {
  return {
    name: 'pictures',
    configureServer(server) {
      const publicDir = resolve(server.config.publicDir);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void) => {
        const wanted = parseDrawingPath(decodeURIComponent((req.url ?? '').split(/[?#]/)[0]));
        if (!wanted || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        const file = join(publicDir, wanted.src);
        if (!file.startsWith(publicDir + sep) || !existsSync(file)) {
          next();
          return;
        }
        readFile(file)
          .then((svg) => drawPicture(svg, wanted.width))
          .then((webp) => {
            res.setHeader('Content-Type', 'image/webp');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : webp);
          })
          .catch(next);
      });
    },
  };
}
