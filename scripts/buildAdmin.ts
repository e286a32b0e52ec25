/**
 * /admin, the site editor in a browser: its own build (its own entry and chunks, so the site's
 * pages load nothing of it), with relative addresses so it works wherever the site is served (a
 * GitHub Pages project site lives under /<repo>/). The settings (the repository, its branch and
 * folder, the API's address) are written into the page, and its Content-Security-Policy lets it
 * connect to itself and that API only.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { RepoPlace } from '../src/editor/admin/branchFiles.ts';
import { adminPolicy, SETTINGS_ID } from '../src/editor/admin/settings.ts';
import { envGuard } from '../src/vite/envGuard.ts';
import { mantineStyles } from '../src/vite/mantineStyles.ts';
import { PICTURE_FACTS, type PictureFacts } from '../src/editor/admin/pictureFacts.ts';
import { IMAGE_EXT } from '../src/editor/pictureName.ts';
import { nodePictureChecks } from '../src/loader/node/pictureChecks.ts';
import { localWorkspace } from '../src/workspace/local.ts';
import { filesUnder } from '../src/workspace/port.ts';

/** A file's git blob id: what GitHub's tree names it by. */
const blobId = (bytes: Uint8Array) => createHash('sha1').update(`blob ${bytes.byteLength}\0`).update(bytes).digest('hex');

/**
 * Every picture under public/ as the build reads it (its size and verdict, by sharp), with its
 * blob id: /admin trusts these for the pictures the branch still has unchanged.
 */
async function pictureFacts(root: string): Promise<PictureFacts> {
  const files = localWorkspace(root);
  const checks = nodePictureChecks(files, root);
  const facts: PictureFacts = {};
  const paths = (await filesUnder(files, 'public')).filter((p) => IMAGE_EXT.test(p) && !p.split('/').some((part) => part.startsWith('.')));
  for (const path of paths) {
    const bytes = await files.readBytes(path);
    const verdict = await checks.verdict(path);
    if (!bytes || !verdict) continue;
    facts[path] = { sha: blobId(bytes), size: await checks.size(path), verdict };
  }
  await checks.settle?.();
  return facts;
}

/** JSON inside a script element: "<" written so that no "</script>" can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Writes the settings and the policy into /admin's page (not into the preview's: it connects nowhere). */
function adminPage(place: RepoPlace): Plugin {
  return {
    name: 'admin-page',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const page = ctx.filename.endsWith('admin/index.html');
        const policy = `<head>\n    <meta http-equiv="Content-Security-Policy" content="${adminPolicy(page ? place : undefined)}" />`;
        const settings = `  <script type="application/json" id="${SETTINGS_ID}">${scriptJson(place)}</script>\n  </head>`;
        const withPolicy = html.replace('<head>', policy);
        return page ? withPolicy.replace('</head>', settings) : withPolicy;
      },
    },
  };
}

/** Builds /admin for `place` into `outDir` from the project at `root`. */
export async function buildAdmin(root: string, outDir: string, place: RepoPlace): Promise<void> {
  const admin = resolve(root, 'src/editor/admin');
  await build({
    configFile: false,
    root: admin,
    base: './',
    publicDir: false,
    logLevel: 'warn',
    plugins: [envGuard(), mantineStyles(), react(), adminPage(place)],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      // svgo's chunk (about 520 KB, 160 KB gzip) is the largest, loaded only when an SVG is checked.
      chunkSizeWarningLimit: 600,
      rolldownOptions: { input: { index: resolve(admin, 'index.html'), preview: resolve(admin, 'preview/index.html') } },
    },
  });
  await writeFile(join(outDir, PICTURE_FACTS), JSON.stringify(await pictureFacts(root)));
}
