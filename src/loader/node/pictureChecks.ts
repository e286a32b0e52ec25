/**
 * The loader's picture checks in Node: sizes and verdicts read by sharp, the build's own tool.
 * Verdicts are kept across runs of `npm run validate`: by file, with its size and time (a file
 * unchanged is not read again), and by content (a copy of a picture already checked, such as a
 * test's copy of the site, is not checked again).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { extensionOf } from '../../workspace/paths.ts';
import type { WorkspaceReader } from '../../workspace/port.ts';
import { checkPicture, CHECK_VERSION, PIXEL_LIMIT, SVG_DRAWN_LIMIT, SVG_ELEMENT_LIMIT, type Verdict } from '../pictureCheck.ts';
import { svgSize, type PictureChecks, type Size } from '../pictures.ts';
import { sharpDecoder } from './sharp.ts';

/** Sizes already read, by file, with the file's stamp (the dev server reloads often). */
const sizes = new Map<string, { stamp: string; size: Size | undefined }>();

const VERDICTS = resolve('node_modules/.cache/picture-checks.json');
/** The most verdicts kept (the newest): each checkout's pictures, and the test sites'. */
const KEPT = 2000;
/** What makes a kept verdict stale besides its file: the check and its limits. */
const CHECK_KEY = JSON.stringify([CHECK_VERSION, PIXEL_LIMIT, SVG_ELEMENT_LIMIT, SVG_DRAWN_LIMIT]);

interface Kept {
  /** The file's stamp when it was checked. */
  stamp: string;
  /** The hash of its bytes and its extension (what the check reads). */
  content: string;
  problem: string | null;
}
interface Verdicts {
  byFile: Map<string, Kept>;
  byContent: Map<string, string | null>;
}
let verdicts: Promise<Verdicts> | undefined;

async function readVerdicts(): Promise<Verdicts> {
  let files: Array<[string, Kept]> = [];
  try {
    const kept = JSON.parse(await readFile(VERDICTS, 'utf8')) as { key?: unknown; files?: unknown };
    if (kept.key === CHECK_KEY && Array.isArray(kept.files)) files = kept.files as Array<[string, Kept]>;
  } catch {
    // None kept yet (or unreadable): every picture is checked.
  }
  return { byFile: new Map(files), byContent: new Map(files.map(([, v]) => [v.content, v.problem])) };
}

async function writeVerdicts({ byFile }: Verdicts) {
  const files = [...byFile].slice(-KEPT);
  const tmp = `${VERDICTS}.${process.pid}.tmp`;
  try {
    await mkdir(dirname(VERDICTS), { recursive: true });
    await writeFile(tmp, JSON.stringify({ key: CHECK_KEY, files }));
    await rename(tmp, VERDICTS);
  } catch {
    // A read-only checkout checks its pictures again next time; nothing is lost.
  }
}

/** The checks of the pictures `files` holds; `root` names its folder (the verdicts are kept by absolute path). */
export function nodePictureChecks(files: WorkspaceReader, root: string): PictureChecks {
  let fresh = false;
  return {
    async size(path) {
      const stat = await files.stat(path);
      if (!stat) return undefined;
      const key = resolve(root, path);
      const known = sizes.get(key);
      if (known?.stamp === stat.stamp) return known.size;
      let size: Size | undefined;
      try {
        const bytes = await files.readBytes(path);
        if (!bytes) size = undefined;
        else if (/\.svg$/i.test(path)) size = svgSize(new TextDecoder().decode(bytes));
        else {
          const { default: sharp } = await import('sharp');
          const meta = await sharp(bytes).metadata();
          size = { width: meta.autoOrient.width, height: meta.autoOrient.height };
        }
      } catch {
        size = undefined;
      }
      sizes.set(key, { stamp: stat.stamp, size });
      return size;
    },
    async verdict(path): Promise<Verdict | undefined> {
      const kept = await (verdicts ??= readVerdicts());
      const key = resolve(root, path);
      let stamp: string;
      let bytes: Uint8Array | undefined;
      try {
        const stat = await files.stat(path);
        if (!stat) return undefined; // gone since it was looked for: the next check says so
        stamp = stat.stamp;
        const known = kept.byFile.get(key);
        if (known?.stamp === stamp) return known.problem === null ? { ok: true } : { problem: known.problem };
        bytes = await files.readBytes(path);
      } catch {
        return undefined;
      }
      if (!bytes) return undefined;
      const content = `${createHash('sha256').update(bytes).digest('hex')}${extensionOf(path).toLowerCase()}`;
      const same = kept.byContent.get(content);
      let problem: string | null;
      if (same !== undefined) problem = same;
      else {
        const verdict = await checkPicture(bytes, path, sharpDecoder);
        problem = 'problem' in verdict ? verdict.problem : null;
      }
      kept.byFile.delete(key);
      kept.byFile.set(key, { stamp, content, problem });
      kept.byContent.set(content, problem);
      fresh = true;
      return problem === null ? { ok: true } : { problem };
    },
    async settle() {
      if (fresh && verdicts) await writeVerdicts(await verdicts);
      fresh = false;
    },
  };
}
