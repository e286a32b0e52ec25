/**
 * Warnings: `npm run validate` shows them and passes, `--strict` fails on
 * them, the build's --strict stops on them, and the dev server tells them in its terminal
 * while it serves the page. And a picture's size is read from its file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLogger, createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { localize } from '../../src/i18n/localize.ts';
import { loadSite } from '../../src/loader/index.ts';
import { svgSize } from '../../src/loader/pictures.ts';
import type { SiteModel } from '../../src/schema/model.ts';
import { siteModel } from '../../src/vite/sitePlugin.ts';
import { defined, fixtureSite, ROOT, runScript } from './helpers';

const HEAD = 'site.yaml:48:5  warning  routes[2]  Every block of the page "/products" is hidden';

describe('npm run validate with warnings', () => {
  it('prints them, labelled and counted apart, and exits 0', async () => {
    const r = await runScript('scripts/validate.ts', ['--root', fixtureSite('page-all-blocks-hidden')]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(HEAD);
    expect(r.stderr).toContain('> 48 |   - path: /products');
    expect(r.stderr).toContain('1 warning: the site still builds, but not as you meant.');
    expect(r.stderr).not.toContain('problem');
    expect(r.stdout).toMatch(/^✔ site\.yaml is valid: 4 routes, 4 blocks, 2 products, 1 blog post\.$/m);
  });

  it('--strict: the same warnings fail the check (exit 1)', async () => {
    const r = await runScript('scripts/validate.ts', ['--strict', '--root', fixtureSite('page-all-blocks-hidden')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(HEAD);
    expect(r.stderr).toContain('✘ With --strict a warning counts as a problem: the check fails.');
    expect(r.stdout).not.toContain('✔');
  });

  it('--strict passes a site without warnings', async () => {
    const r = await runScript('scripts/validate.ts', ['--strict', '--root', fixtureSite()]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('lists warnings after the errors, each counted on its own line, and fails on the errors', async () => {
    const root = fixtureSite('page-all-blocks-hidden');
    const file = join(root, 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Welcome', 'titel: Welcome'));
    const r = await runScript('scripts/validate.ts', ['--root', root]);
    expect(r.code).toBe(1);
    expect(r.stderr.indexOf('Unknown field "titel"')).toBeLessThan(r.stderr.indexOf(HEAD));
    expect(r.stderr).toContain('1 problem found. Fix it and save again.\n1 warning: the site still builds, but not as you meant.');
  });

  it('--json gives each problem its severity; with --strict a warning makes ok false', async () => {
    const root = fixtureSite('picture-size-wrong');
    const plain = JSON.parse((await runScript('scripts/validate.ts', ['--json', '--root', root])).stdout) as {
      ok: boolean;
      problems: Array<{ severity: string; kind: string }>;
    };
    expect(plain.ok).toBe(true);
    expect(plain.problems.map((p) => [p.severity, p.kind])).toEqual([['warning', 'pictureSize']]);
    const strict = await runScript('scripts/validate.ts', ['--json', '--strict', '--root', root]);
    expect(strict.code).toBe(1);
    expect((JSON.parse(strict.stdout) as { ok: boolean }).ok).toBe(false);
  });

  it('gives GitHub warning annotations', async () => {
    const r = await runScript('scripts/validate.ts', ['--root', fixtureSite('picture-size-wrong')], { GITHUB_ACTIONS: 'true' });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').find((l) => l.startsWith('::'))).toMatch(
      /^::warning file=.*site\.yaml,line=36,col=69,endColumn=73,title=A picture's size differs from its file::The picture "\/images\/kitchenware\.svg" is 800 × 600 pixels/,
    );
  });
});

describe('npm run build -- --strict', () => {
  it('stops before building when there are warnings', async () => {
    const r = await runScript('scripts/build.ts', ['--root', fixtureSite('post-with-raw-html'), '--strict']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('content/blog/first-post.md:17:1  warning  The <script> here is left out of the page');
    expect(r.stderr).toContain('--strict: the build stops at these 4 warnings.');
    expect(r.stdout).not.toContain('Building the browser bundle');
  });

  it('run on its own on a broken site, prints the problems as the checker does, with no stack trace', async () => {
    const r = await runScript('scripts/build.ts', ['--root', fixtureSite('misspelt-block-type')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Unknown block type "prodctGrid". Did you mean "productGrid"?');
    expect(r.stderr).toContain('1 problem found. Fix it and save again.');
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stdout).not.toContain('Building the browser bundle');
  });
});

describe('the dev server', () => {
  it('tells the warnings in its terminal and still serves the site model', async () => {
    const root = fixtureSite('picture-size-wrong');
    const warned: string[] = [];
    const logger = createLogger('silent');
    logger.warn = (msg) => void warned.push(msg);
    const server = await createServer({
      configFile: false,
      root,
      customLogger: logger,
      plugins: [siteModel()],
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: 'custom',
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const mod = (await server.ssrLoadModule('virtual:site-model')) as { default: SiteModel };
      expect(mod.default.routes.map((r) => r.path)).toContain('/');
      expect(warned).toHaveLength(1);
      expect(warned[0]).toContain('site.yaml:36:69  warning  routes[0].blocks[0].image.width');
      expect(warned[0]).toContain('1 warning: the site still builds');
    } finally {
      await server.close();
    }
  });
});

/** The home page's hero picture of a fixture site, once its src and size are written as given. */
async function heroImage(root: string, image: string) {
  const file = join(root, 'site.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('image: { src: /images/kitchenware.svg, alt: Cutlery }', `image: ${image}`));
  const r = await loadSite({ root });
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('\n'));
  const hero = r.model.routes[0].blocks[0];
  return { image: hero.type === 'hero' ? defined(hero.image) : undefined, warnings: r.warnings.map((w) => w.message) };
}

/** A 640 × 480 photograph in a fixture site's public/images/. */
async function photo(root: string, name: string, orientation?: number) {
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a9a5a' } });
  const file = join(root, 'public/images', name);
  if (name.endsWith('.png')) await image.png().toFile(file);
  else await (orientation ? image.withMetadata({ orientation }) : image).jpeg().toFile(file);
}

describe("a picture's size", () => {
  it('is read from the file when not written: a photograph, turned as its EXIF orientation says, or an SVG', async () => {
    const root = fixtureSite();
    await photo(root, 'photo.jpg');
    expect(await heroImage(root, '{ src: /images/photo.jpg, alt: A photo }')).toEqual({
      image: { src: '/images/photo.jpg', alt: 'A photo', width: 640, height: 480 },
      warnings: [],
    });
    const turned = fixtureSite();
    await photo(turned, 'turned.jpg', 6);
    expect((await heroImage(turned, '{ src: /images/turned.jpg, alt: A photo }')).image).toMatchObject({ width: 480, height: 640 });
    expect((await heroImage(fixtureSite(), '{ src: /images/kitchenware.svg, alt: Cutlery }')).image).toMatchObject({
      width: 800,
      height: 600,
    });
  });

  it('follows the proportions of the file when only one of width and height is written', async () => {
    const root = fixtureSite();
    await photo(root, 'photo.png');
    expect(await heroImage(root, '{ src: /images/photo.png, alt: A photo, height: 480 }')).toEqual({
      image: { src: '/images/photo.png', alt: 'A photo', width: 640, height: 480 },
      warnings: [],
    });
  });

  it('is warned of when written wrong, and kept as written', async () => {
    const root = fixtureSite();
    await photo(root, 'photo.jpg');
    expect(await heroImage(root, '{ src: /images/photo.jpg, alt: A photo, width: 800, height: 480 }')).toEqual({
      image: { src: '/images/photo.jpg', alt: 'A photo', width: 800, height: 480 },
      warnings: [
        'The picture "/images/photo.jpg" is 640 × 480 pixels, but this says width: 800, height: 480, so the page would set aside the wrong space for it. Write width: 640, height: 480, or leave both out: they are read from the file.',
      ],
    });
  });

  it('of an SVG comes from its width and height, or its viewBox', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="400" height="300">')).toEqual({
      width: 400,
      height: 300,
    });
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0 0 1200 675">')).toEqual({ width: 1200, height: 675 });
    expect(svgSize("<svg width='600px' viewBox='0,0,800,600'>")).toEqual({ width: 600, height: 450 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0 0 90 16">')).toEqual({ width: 90, height: 16 });
    expect(svgSize('<svg width="100%">')).toBeUndefined();
  });

  it('is known for every picture of the real site', async () => {
    const r = await loadSite({ root: ROOT });
    if (!r.ok) throw new Error('the site has problems');
    // Each language's model, where every alt is one text (the loader keeps it per language).
    for (const lang of r.model.site.languages) {
      const images = JSON.stringify(localize(r.model, lang)).match(/\{"src":"\/[^"]+","alt":"[^"]*"[^{}]*\}/g) ?? [];
      expect(images.length).toBeGreaterThan(40);
      for (const image of images) expect(image).toMatch(/"width":\d+,"height":\d+/);
    }
  });
});

describe('a product no filter button shows', () => {
  it('is judged per catalogue that shows it: the pages whose catalogue lacks its button are named', async () => {
    const root = fixtureSite('product-no-filter-shows');
    const file = join(root, 'site.yaml');
    const catalogue = (path: string, extra: string) =>
      `  - path: ${path}\n    title: T\n    description: D.\n    blocks:\n      - type: productCatalog\n        title: Catalog\n        enquiryForm: contact\n${extra}`;
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '  - path: /blog/:slug',
        [
          // Has the chair's button: no warning from here.
          catalogue('/all', '        categories: [kitchenware, furniture]\n'),
          // Lacks it, but does not show the chair.
          catalogue('/cutlery', '        categories: [kitchenware]\n        products: [cutlery-set]\n'),
          // Lacks it, but is hidden.
          catalogue('/hidden', '        categories: [kitchenware]\n        hidden: true\n'),
          // Lacks it.
          catalogue('/kitchen', '        categories: [kitchenware]\n'),
          '  - path: /blog/:slug',
        ].join(''),
      ),
    );
    const r = await loadSite({ root });
    expect(
      r.ok
        ? r.warnings.filter((w) => w.kind !== 'emptyPage').map((w) => [w.kind, w.line, w.message.split(':')[0]])
        : r.problems.map((p) => p.message),
    ).toEqual([
      [
        'unfilterableProduct',
        12,
        'The catalogues on /products and /kitchen have no filter button for "furniture", the category of "Chair"',
      ],
    ]);
  });
});
