import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { optimize } from 'svgo';
import { SHARE_IMAGE } from '../app/head.ts';
import { drawingPath, PICTURE_WIDTHS } from '../lib/picture.ts';
import type { SiteModel } from '../schema/model.ts';
import { drawPicture } from '../vite/pictures.ts';

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The SVG files copied from public/ (not the bundle's assets). */
async function* publicSvgs(dist: string): AsyncGenerator<string> {
  for await (const file of files(dist)) {
    const top = relative(dist, file).split(sep)[0];
    if (file.endsWith('.svg') && top !== 'assets' && top !== '.vite') yield file;
  }
}

/**
 * Shrinks the pictures in dist/images (SVG minified; JPEG, PNG and WebP
 * re-encoded no wider than 2,000 px); draws every SVG picture from public/ as
 * WebP at each width of PICTURE_WIDTHS (what the pages show, see picture.ts);
 * and draws, for every picture that a page shares on social media, the 1200×630
 * PNG those networks need (they do not show SVG). Returns what it did.
 */
export async function optimiseImages(dist: string, model: SiteModel) {
  const svg = { count: 0, before: 0, after: 0 };
  const drawn = { count: 0, bytes: 0 };
  const imagesDir = join(dist, 'images');
  for await (const file of files(imagesDir)) {
    const data = await readFile(file);
    if (file.endsWith('.svg')) {
      const result = optimize(data.toString('utf8'), { path: file, multipass: true });
      svg.count++;
      svg.before += data.length;
      svg.after += Buffer.byteLength(result.data);
      await writeFile(file, result.data);
    } else if (/\.(jpe?g|png|webp)$/i.test(file)) {
      const image = sharp(data).resize({ width: 2000, withoutEnlargement: true });
      const out = await (
        /\.png$/i.test(file)
          ? image.png({ palette: true, compressionLevel: 9 })
          : /\.webp$/i.test(file)
            ? image.webp({ quality: 78 })
            : image.jpeg({ quality: 78, mozjpeg: true })
      ).toBuffer();
      if (out.length < data.length) await writeFile(file, out);
    }
  }

  const jobs: Promise<void>[] = [];
  for await (const file of publicSvgs(dist)) {
    const data = await readFile(file);
    for (const width of PICTURE_WIDTHS) {
      jobs.push(
        drawPicture(data, width).then(async (webp) => {
          await writeFile(drawingPath(file, width), webp);
          drawn.count++;
          drawn.bytes += webp.length;
        }),
      );
    }
  }
  await Promise.all(jobs);

  const shared = new Set([model.site.image, ...model.content.posts.map((p) => p.image.src)].filter((s): s is string => !!s));
  for (const src of shared) {
    const out = join(dist, src.replace(/^\/images\//, 'og/').replace(/\.[a-z]+$/i, '.png'));
    await mkdir(dirname(out), { recursive: true });
    await sharp(join(dist, src), { density: 300 })
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9, palette: true })
      .toFile(out);
  }
  return { svg, drawn, png: shared.size };
}
