import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawingPath, isDrawnPicture, parseDrawingPath, pictureSources, PICTURE_WIDTHS } from '../../src/lib/picture.ts';
import { loadSite, type Problem } from '../../src/loader/index.ts';
import { DAMAGED, SVG_ELEMENT_LIMIT } from '../../src/loader/pictureCheck.ts';
import { pictureProblem } from '../../src/loader/node/sharp.ts';
import { optimiseImages } from '../../src/prerender/images.ts';
import { drawPicture } from '../../src/vite/pictures.ts';
import { fixtureSite, runScript } from './helpers';
import { cutPng, goodPng, pngBomb, useBomb, useCircle } from './pictureFiles';
import { localize } from '../../src/i18n/localize.ts';

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

  it('the build writes every width of every SVG picture the site uses', async () => {
    const r = await loadSite();
    if (!r.ok) throw new Error('site.yaml invalid');
    const dist = mkdtempSync(join(tmpdir(), 'pictures-'));
    cpSync('public', dist, { recursive: true });
    const done = await optimiseImages(dist, localize(r.model, 'en'), r.pictures);
    expect(done.problems).toEqual([]);
    const used = new Set(r.pictures.map((p) => p.src));
    expect(done.svg.count).toBe(used.size);
    expect(done.drawn.count).toBe(used.size * PICTURE_WIDTHS.length);
    for (const src of used) {
      for (const w of PICTURE_WIDTHS) expect(existsSync(join(dist, drawingPath(src, w)))).toBe(true);
    }
    for (const post of r.model.content.posts) {
      for (const w of PICTURE_WIDTHS) expect(existsSync(join(dist, drawingPath(post.image.src, w)))).toBe(true);
    }
  }, 60_000);
});

const SVG_NS = 'http://www.w3.org/2000/svg';

describe('a picture the build can read (pictureProblem)', () => {
  it('takes a real PNG, JPEG, WebP, GIF, AVIF and SVG drawing, and every picture of this site', async () => {
    const png = await goodPng();
    expect(await pictureProblem(png, 'a.png')).toBeUndefined();
    expect(await pictureProblem(await sharp(png).jpeg().toBuffer(), 'a.jpg')).toBeUndefined();
    expect(await pictureProblem(await sharp(png).webp().toBuffer(), 'a.webp')).toBeUndefined();
    expect(await pictureProblem(await sharp(png).gif().toBuffer(), 'a.gif')).toBeUndefined();
    expect(await pictureProblem(await sharp(png).avif().toBuffer(), 'a.avif')).toBeUndefined();
    const svg = `<svg xmlns="${SVG_NS}" viewBox="0 0 10 10"><defs><circle id="c" cx="5" cy="5" r="4"/></defs><use href="#c"/><use href="#c" x="2"/></svg>`;
    expect(await pictureProblem(Buffer.from(svg), 'a.svg')).toBeUndefined();
    const own = readdirSync('public', { recursive: true, encoding: 'utf8' }).filter((n) => /\.(svg|png|jpe?g|webp)$/.test(n));
    expect(own.length).toBeGreaterThan(5);
    for (const name of own) expect([name, await pictureProblem(readFileSync(join('public', name)), name)]).toEqual([name, undefined]);
  }, 60_000);

  it('refuses a PNG cut to 40 bytes, and one cut before its end (only a full decode finds it)', async () => {
    const png = await goodPng();
    expect(await pictureProblem(await cutPng(), 'a.png')).toBe(DAMAGED);
    const nearlyWhole = png.subarray(0, png.length - 20);
    await expect(sharp(nearlyWhole).metadata()).resolves.toMatchObject({ width: 64, height: 48 }); // its header reads
    expect(await pictureProblem(nearlyWhole, 'a.png')).toBe(DAMAGED);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a73' } })
      .jpeg()
      .toBuffer();
    expect(await pictureProblem(jpeg.subarray(0, jpeg.length - 100), 'a.jpg')).toBe(DAMAGED);
  });

  it('refuses a PNG of 60,000 × 60,000 pixels in 440 KB, before decoding a pixel', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(500_000);
    const started = performance.now();
    expect(await pictureProblem(bomb, 'a.png')).toBe(
      'This picture is 60,000 × 60,000 pixels; the most is 268 million pixels (16,383 × 16,383). Make it smaller: 2,000 pixels wide is plenty for a web page.',
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses an SVG whose <use> elements multiply, one whose part holds itself, and one of too many elements', async () => {
    expect(await pictureProblem(Buffer.from(useBomb()), 'a.svg')).toMatch(
      /^This drawing copies its parts \(with <use> or url\(#…\)\) so often that it would draw more than 100,000 shapes/,
    );
    expect(await pictureProblem(Buffer.from(useCircle()), 'a.svg')).toMatch(/^This drawing's parts refer to each other in a circle \("#a"/);
    const crowd = `<svg xmlns="${SVG_NS}" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(SVG_ELEMENT_LIMIT + 1)}</svg>`;
    expect(await pictureProblem(Buffer.from(crowd), 'a.svg')).toMatch(/^This drawing has more than 20,000 parts/);
  });

  it('refuses an SVG too large to draw, one that is not well-formed, and a file whose name says another format', async () => {
    const huge = `<svg xmlns="${SVG_NS}" width="60000" height="60000"><rect width="5" height="5"/></svg>`;
    expect(await pictureProblem(Buffer.from(huge), 'a.svg')).toMatch(/^This drawing is 60,000 × 60,000 pixels: drawn for the site's pages/);
    expect(await pictureProblem(Buffer.from(`<svg xmlns="${SVG_NS}"><g></svg>`), 'a.svg')).toMatch(
      /^This drawing is not well-formed SVG \(line 1\): Unexpected close tag/,
    );
    expect(await pictureProblem(await goodPng(), 'a.jpg')).toBe(
      'This file is not a JPEG picture (it is a PNG picture: give it the ending of one).',
    );
    expect(await pictureProblem(Buffer.from('hello, this is not a picture'), 'notes.png')).toBe('This file is not a PNG picture.');
    // The upload's rules for what a drawing may hold are part of the same check.
    expect(await pictureProblem(Buffer.from(`<svg xmlns="${SVG_NS}" onload="alert(1)"/>`), 'a.svg')).toMatch(/event handler/);
  });
});

/** The minimal site with `file` laid under public/images and used by its first page's hero (site.yaml line 36) and by its post's text. */
function siteUsing(name: string, bytes: Buffer | string): string {
  const root = fixtureSite();
  writeFileSync(join(root, 'public/images', name), bytes);
  const site = join(root, 'site.yaml');
  writeFileSync(
    site,
    readFileSync(site, 'utf8').replace(
      'image: { src: /images/kitchenware.svg, alt: Cutlery }',
      `image: { src: /images/${name}, alt: Cutlery }`,
    ),
  );
  const post = join(root, 'content/blog/first-post.md');
  writeFileSync(post, `${readFileSync(post, 'utf8')}\n![The picture](/images/${name})\n`);
  return root;
}

const placed = (p: Problem) => `${p.file}:${p.line}:${p.col} ${p.kind}`;

describe('npm run validate checks every picture the site uses, at the line that uses it', () => {
  it.each([
    ['a PNG cut to 40 bytes', 'cut.png', cutPng, /cut short or damaged/],
    ['a PNG of 60,000 × 60,000 pixels', 'huge.png', pngBomb, /60,000 × 60,000 pixels; the most is/],
    ['an SVG whose <use> elements multiply', 'laughs.svg', () => Promise.resolve(Buffer.from(useBomb())), /copies its parts/],
  ])(
    '%s: a problem in site.yaml and in the post, naming the file',
    async (_what, name, make, why) => {
      const r = await loadSite({ root: siteUsing(name, await make()) });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const broken = r.problems.filter((p) => p.kind === 'brokenPicture');
      expect(broken.map(placed)).toEqual(['content/blog/first-post.md:13:1 brokenPicture', 'site.yaml:36:23 brokenPicture']);
      for (const p of broken) {
        expect(p.severity).toBe('error');
        expect(p.message).toContain(`The picture "/images/${name}" cannot be shown on the site.`);
        expect(p.message).toMatch(why);
      }
      expect(r.problems.filter((p) => p.kind !== 'brokenPicture')).toEqual([]);
    },
    30_000,
  );

  it('a picture put right is taken again, and a picture spoilt after a check is refused (kept verdicts follow the file)', async () => {
    const root = siteUsing('photo.png', await goodPng());
    expect((await loadSite({ root })).ok).toBe(true);
    writeFileSync(join(root, 'public/images/photo.png'), await cutPng());
    const spoilt = await loadSite({ root });
    expect(spoilt.ok ? [] : spoilt.problems.map(placed)).toEqual([
      'content/blog/first-post.md:13:1 brokenPicture',
      'site.yaml:36:23 brokenPicture',
    ]);
    writeFileSync(join(root, 'public/images/photo.png'), await goodPng());
    expect((await loadSite({ root })).ok).toBe(true);
    // The same size, another time: read again (pixels spoilt in the middle, the header intact).
    const good = await goodPng();
    const spoiltInside = Buffer.from(good);
    spoiltInside.fill(0xff, 45, good.length - 20);
    writeFileSync(join(root, 'public/images/photo.png'), spoiltInside);
    utimesSync(join(root, 'public/images/photo.png'), new Date(), new Date(Date.now() + 5000));
    const same = await loadSite({ root });
    expect(same.ok ? [] : same.problems.map(placed)).toEqual([
      'content/blog/first-post.md:13:1 brokenPicture',
      'site.yaml:36:23 brokenPicture',
    ]);
  });

  it('a broken file that no page uses is not a problem', async () => {
    const root = fixtureSite();
    writeFileSync(join(root, 'public/images/unused.png'), await cutPng());
    const r = await loadSite({ root });
    expect(r.ok ? [] : r.problems.map(placed)).toEqual([]);
  });

  it('npm run validate prints the file, line and reason, and fails', async () => {
    const r = await runScript('scripts/validate.ts', ['--root', siteUsing('cut.png', await cutPng())]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'site.yaml:36:23  routes[0].blocks[0].image.src  The picture "/images/cut.png" cannot be shown on the site.',
    );
    expect(r.stderr).toContain('content/blog/first-post.md:13:1  body  The picture "/images/cut.png" cannot be shown on the site.');
    expect(r.stderr).not.toMatch(/\bat \S+ \(/); // no stack trace
  }, 60_000);
});

describe('the build processes only the pictures in use', () => {
  it('leaves a broken file that no page uses as it is, and draws none for it', async () => {
    const root = fixtureSite();
    const r = await loadSite({ root });
    if (!r.ok) throw new Error('fixture invalid');
    const dist = mkdtempSync(join(tmpdir(), 'pictures-'));
    cpSync(join(root, 'public'), dist, { recursive: true });
    mkdirSync(join(dist, 'images/old'), { recursive: true });
    const cut = await cutPng();
    writeFileSync(join(dist, 'images/old/cut.png'), cut);
    writeFileSync(join(dist, 'images/old/laughs.svg'), useBomb());
    const done = await optimiseImages(dist, localize(r.model, 'en'), r.pictures);
    expect(done.problems).toEqual([]);
    expect(readFileSync(join(dist, 'images/old/cut.png')).equals(cut)).toBe(true);
    expect(readFileSync(join(dist, 'images/old/laughs.svg'), 'utf8')).toBe(useBomb());
    expect(existsSync(join(dist, 'images/old/laughs.400w.webp'))).toBe(false);
    expect(existsSync(join(dist, drawingPath('/images/kitchenware.svg', 400)))).toBe(true);
  }, 30_000);

  it('a used picture it cannot read is a problem at the line that uses it, not a stack trace', async () => {
    // Checked whole, then spoilt before the build reads it (the loader's check is the first guard; this is the last).
    const root = siteUsing('photo.png', await goodPng());
    const r = await loadSite({ root });
    if (!r.ok) throw new Error('site invalid');
    const dist = mkdtempSync(join(tmpdir(), 'pictures-'));
    cpSync(join(root, 'public'), dist, { recursive: true });
    writeFileSync(join(dist, 'images/photo.png'), await cutPng());
    const done = await optimiseImages(dist, localize(r.model, 'en'), r.pictures);
    expect(done.problems.map(placed)).toEqual(['site.yaml:36:23 brokenPicture', 'content/blog/first-post.md:13:1 brokenPicture']);
    expect(done.problems[0].message).toMatch(
      /^The picture "\/images\/photo.png" cannot be shown on the site\. The build could not process it \(/,
    );
  }, 30_000);
});
