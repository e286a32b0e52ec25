import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { optimize } from 'svgo';
import { SHARE_IMAGE } from '../app/head.ts';
import { drawingPath, isDrawnPicture, PICTURE_WIDTHS } from '../lib/picture.ts';
import { catalogue } from '../loader/catalogue.ts';
import { PIXEL_LIMIT, SHARE_DENSITY } from '../loader/pictureCheck.ts';
import type { PictureRef } from '../loader/pictures.ts';
import type { Problem } from '../loader/problems.ts';
import type { SiteModel } from '../schema/model.ts';
import { drawPicture } from '../vite/pictures.ts';

/** A picture's address as served (`/images/a.svg`), without a query or fragment. */
const served = (src: string) => `/${src.replace(/[?#].*$/, '').replace(/^\/+/, '')}`;

/** Why a step failed, in a sentence (sharp's and svgo's messages are a line or two; no stack). */
const reason = (e: unknown) =>
  (e instanceof Error ? e.message : String(e))
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('; ');

/**
 * Shrinks the pictures the site uses (`used`, from the loader: site.yaml, content files, posts'
 * text) in dist/: SVG minified, JPEG, PNG and WebP re-encoded no wider than 2,000 px; draws each
 * SVG picture used as WebP at each width of PICTURE_WIDTHS (what the pages show, see picture.ts);
 * and draws, for every picture that a page shares on social media, the 1200×630 PNG those
 * networks need (they do not show SVG). Files under public/ that no page uses are copied as they
 * are and not read. A picture that cannot be processed is a problem placed where it is used (the
 * loader's check refuses such a picture first; this is the last guard). Returns what it did.
 */
export async function optimiseImages(dist: string, model: SiteModel, used: readonly PictureRef[]) {
  const svg = { count: 0, before: 0, after: 0 };
  const drawn = { count: 0, bytes: 0 };
  const uses = new Map<string, PictureRef[]>();
  for (const ref of used) uses.set(served(ref.src), [...(uses.get(served(ref.src)) ?? []), ref]);
  const problems: Problem[] = [];
  const failed = (src: string, step: string, e: unknown) => {
    const why = `The build could not ${step} it (${reason(e)}). Save it again from the program that made it, or choose another picture.`;
    const refs = uses.get(src) ?? [];
    if (!refs.length) throw new Error(`The picture "${src}" could not be processed: ${why}`);
    for (const ref of refs) problems.push(ref.place('brokenPicture', catalogue.brokenPicture(ref.src, why)));
  };

  const bad = new Set<string>();
  await Promise.all(
    [...uses.keys()].map(async (src) => {
      const file = join(dist, src);
      try {
        const data = await readFile(file);
        if (/\.svg$/i.test(src)) {
          const result = optimize(data.toString('utf8'), { path: file, multipass: true });
          svg.count++;
          svg.before += data.length;
          svg.after += Buffer.byteLength(result.data);
          await writeFile(file, result.data);
          if (isDrawnPicture(src)) {
            const min = Buffer.from(result.data);
            for (const width of PICTURE_WIDTHS) {
              const webp = await drawPicture(min, width);
              await writeFile(drawingPath(file, width), webp);
              drawn.count++;
              drawn.bytes += webp.length;
            }
          }
        } else if (/\.(jpe?g|png|webp)$/i.test(src)) {
          const image = sharp(data, { limitInputPixels: PIXEL_LIMIT }).resize({ width: 2000, withoutEnlargement: true });
          const out = await (
            /\.png$/i.test(src)
              ? image.png({ palette: true, compressionLevel: 9 })
              : /\.webp$/i.test(src)
                ? image.webp({ quality: 78 })
                : image.jpeg({ quality: 78, mozjpeg: true })
          ).toBuffer();
          if (out.length < data.length) await writeFile(file, out);
        }
      } catch (e) {
        bad.add(src);
        failed(src, 'process', e);
      }
    }),
  );

  const shared = new Set([model.site.image, ...model.content.posts.map((p) => p.image.src)].filter((s): s is string => !!s).map(served));
  for (const src of shared) {
    if (bad.has(src)) continue;
    const out = join(dist, src.replace(/^\/images\//, 'og/').replace(/\.[a-z]+$/i, '.png'));
    try {
      await mkdir(dirname(out), { recursive: true });
      await sharp(join(dist, src), { density: SHARE_DENSITY, limitInputPixels: PIXEL_LIMIT })
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .png({ compressionLevel: 9, palette: true })
        .toFile(out);
    } catch (e) {
      failed(src, 'draw the picture shared on social media from', e);
    }
  }
  return { svg, drawn, png: shared.size, problems };
}
