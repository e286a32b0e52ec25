import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawingPath, isDrawnPicture, parseDrawingPath, pictureSources, PICTURE_WIDTHS } from '../../src/lib/picture.ts';
import { loadSite } from '../../src/loader/index.ts';
import { optimiseImages } from '../../src/prerender/images.ts';
import { drawPicture } from '../../src/vite/pictures.ts';

describe('pictures drawn from SVG', () => {
  it('an SVG of this site is shown from its WebP drawings, anything else as it is', () => {
    expect(pictureSources('/images/blog/carbon.svg')).toEqual({
      src: '/images/blog/carbon.800w.webp',
      srcSet: '/images/blog/carbon.400w.webp 400w, /images/blog/carbon.800w.webp 800w, /images/blog/carbon.1200w.webp 1200w',
    });
    expect(pictureSources('/images/photo.jpg')).toEqual({ src: '/images/photo.jpg' });
    expect(isDrawnPicture('//cdn.example.com/a.svg')).toBe(false);
    expect(isDrawnPicture('/images/a.svg?v=2')).toBe(false);
  });

  it('a drawing address names its picture and width; other widths are not drawings', () => {
    expect(parseDrawingPath(drawingPath('/images/people/amina.svg', 400))).toEqual({ src: '/images/people/amina.svg', width: 400 });
    expect(parseDrawingPath('/images/a.500w.webp')).toBeUndefined();
    expect(parseDrawingPath('/images/a.webp')).toBeUndefined();
  });

  it('draws the picture sharp at the width asked, to its proportions', async () => {
    const svg = readFileSync('public/images/bamboo-grove.svg');
    for (const width of PICTURE_WIDTHS) {
      const meta = await sharp(await drawPicture(svg, width)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 900) / 1200);
    }
  });

  it('the build writes every width of every SVG picture from public/', async () => {
    const r = await loadSite();
    if (!r.ok) throw new Error('site.yaml invalid');
    const dist = mkdtempSync(join(tmpdir(), 'pictures-'));
    cpSync('public', dist, { recursive: true });
    const done = await optimiseImages(dist, r.model);
    expect(done.drawn.count).toBe(done.svg.count * PICTURE_WIDTHS.length + PICTURE_WIDTHS.length); // + the favicon
    for (const post of r.model.content.posts) {
      for (const w of PICTURE_WIDTHS) expect(existsSync(join(dist, drawingPath(post.image.src, w)))).toBe(true);
    }
  }, 60_000);
});
