import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { catalogue, type ProblemKind } from './catalogue.ts';
import type { Loaded } from './content.ts';
import { CHECK_VERSION, pictureProblem, PIXEL_LIMIT, SVG_DRAWN_LIMIT, SVG_ELEMENT_LIMIT } from './pictureCheck.ts';
import { problem, type Problem } from './problems.ts';
import type { PathSeg } from './source.ts';

export interface Size {
  width: number;
  height: number;
}

/**
 * A picture the site uses, whose file exists: written in a file's data (`image: { src, alt,
 * width?, height? }`, `site.image`) or in a post's Markdown (`![words](/images/a.jpg)`).
 */
export interface PictureRef {
  loaded: Loaded;
  /** The path of its `src` in the file's data (`['body']` for a picture in a post's text). */
  path: PathSeg[];
  /** The file under public/. */
  file: string;
  /** As written: `/images/a.jpg`. */
  src: string;
  /** A problem placed where the picture is written. */
  place: (kind: ProblemKind, message: string) => Problem;
}

/** A length of an SVG's root: a number of pixels (`800`, `800px`); other units and percentages do not say. */
function pixels(value: string | undefined): number | undefined {
  const m = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return m ? Number(m[1]) : undefined;
}

/**
 * An SVG's size from its root element: width and height, one of them with the viewBox's
 * proportions, or the viewBox alone (as a browser sizes an `<img>` of it).
 */
export function svgSize(svg: string): Size | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 'is').exec(root)?.[2];
  const box = (attr('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [bw, bh] = box.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0 ? [box[2], box[3]] : [];
  let width = pixels(attr('width'));
  let height = pixels(attr('height'));
  if (width === undefined && height === undefined) [width, height] = [bw, bh];
  else if (width === undefined && height !== undefined && bw && bh) width = (height * bw) / bh;
  else if (height === undefined && width !== undefined && bw && bh) height = (width * bh) / bw;
  if (!width || !height) return undefined;
  return { width: Math.round(width), height: Math.round(height) };
}

/** Sizes already read, by file, with the file's modification time and length (the dev server reloads often). */
const cache = new Map<string, { stamp: string; size: Size | undefined }>();

/**
 * A picture's size in pixels as a browser shows it: an SVG's from its root element, any
 * other picture's from its header (sharp, turned as its EXIF orientation says). Undefined
 * when the file does not say.
 */
export async function pictureSize(file: string): Promise<Size | undefined> {
  let stamp: string;
  try {
    const s = await stat(file);
    stamp = `${s.mtimeMs}:${s.size}`;
  } catch {
    return undefined;
  }
  const known = cache.get(file);
  if (known?.stamp === stamp) return known.size;
  let size: Size | undefined;
  try {
    if (/\.svg$/i.test(file)) size = svgSize(await readFile(file, 'utf8'));
    else {
      // Loaded here, not with the loader: only a site with photographs needs it.
      const { default: sharp } = await import('sharp');
      const meta = await sharp(file).metadata();
      size = { width: meta.autoOrient.width, height: meta.autoOrient.height };
    }
  } catch {
    size = undefined;
  }
  cache.set(file, { stamp, size });
  return size;
}

/** The size of each picture's file, by file. */
export async function readSizes(pictures: readonly PictureRef[]): Promise<Map<string, Size>> {
  const files = [...new Set(pictures.map((p) => p.file))];
  const sizes = await Promise.all(files.map(pictureSize));
  return new Map(files.flatMap((f, i) => (sizes[i] ? [[f, sizes[i]] as const] : [])));
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The object that holds a picture's `src` (`{ src, alt, width, height }`), in the data given. */
function imageAt(data: unknown, srcPath: readonly PathSeg[]): Raw | undefined {
  if (srcPath.at(-1) !== 'src') return undefined;
  let v = data;
  for (const seg of srcPath.slice(0, -1)) v = isRecord(v) || Array.isArray(v) ? (v as Raw)[seg as string] : undefined;
  return isRecord(v) ? v : undefined;
}

/** A width or height written beside a picture that its file contradicts: warned at the first number that is wrong. */
export function sizeProblems(pictures: readonly PictureRef[], sizes: ReadonlyMap<string, Size>): Problem[] {
  return pictures.flatMap((p) => {
    const real = sizes.get(p.file);
    const image = imageAt(p.loaded.data, p.path);
    if (!real || !image || typeof image.src !== 'string') return [];
    const wrong = (['width', 'height'] as const).filter((k) => typeof image[k] === 'number' && image[k] !== real[k]);
    if (!wrong.length) return [];
    const written = (['width', 'height'] as const)
      .filter((k) => typeof image[k] === 'number')
      .map((k) => `${k}: ${String(image[k])}`)
      .join(', ');
    const at = [...p.path.slice(0, -1), wrong[0]];
    return [problem(p.loaded.src, 'pictureSize', at, catalogue.pictureSize(image.src, written, real.width, real.height))];
  });
}

/**
 * Gives each picture of the validated data the width and height its file has, where they
 * are not written (the page reserves the picture's space before it arrives). With one of
 * them written, the other follows the file's proportions.
 */
export function fillSizes(pictures: readonly PictureRef[], validated: ReadonlyMap<Loaded, unknown>, sizes: ReadonlyMap<string, Size>) {
  for (const p of pictures) {
    const real = sizes.get(p.file);
    const image = imageAt(validated.get(p.loaded), p.path);
    if (!real || !image) continue;
    const width = typeof image.width === 'number' ? image.width : undefined;
    const height = typeof image.height === 'number' ? image.height : undefined;
    if (width === undefined && height === undefined) Object.assign(image, real);
    else if (width === undefined && height !== undefined) image.width = Math.max(1, Math.round((height * real.width) / real.height));
    else if (height === undefined && width !== undefined) image.height = Math.max(1, Math.round((width * real.height) / real.width));
  }
}

/**
 * Verdicts of the picture check, kept across runs of `npm run validate`: by file, with its size
 * and time (a file unchanged is not read again), and by content (a copy of a picture already
 * checked, such as a test's copy of the site, is not checked again).
 */
const VERDICTS = resolve('node_modules/.cache/picture-checks.json');
/** The most verdicts kept (the newest): each checkout's pictures, and the test sites'. */
const KEPT = 2000;
/** What makes a kept verdict stale besides its file: the check and its limits. */
const CHECK_KEY = JSON.stringify([CHECK_VERSION, PIXEL_LIMIT, SVG_ELEMENT_LIMIT, SVG_DRAWN_LIMIT]);

interface Verdict {
  /** The file's size and modification time when it was checked. */
  stamp: string;
  /** The hash of its bytes and its extension (what the check reads). */
  content: string;
  problem: string | null;
}
interface Verdicts {
  byFile: Map<string, Verdict>;
  byContent: Map<string, string | null>;
}
let verdicts: Verdicts | undefined;

async function readVerdicts(): Promise<Verdicts> {
  if (verdicts) return verdicts;
  let files: Array<[string, Verdict]> = [];
  try {
    const kept = JSON.parse(await readFile(VERDICTS, 'utf8')) as { key?: unknown; files?: unknown };
    if (kept.key === CHECK_KEY && Array.isArray(kept.files)) files = kept.files as Array<[string, Verdict]>;
  } catch {
    // None kept yet (or unreadable): every picture is checked.
  }
  verdicts = { byFile: new Map(files), byContent: new Map(files.map(([, v]) => [v.content, v.problem])) };
  return verdicts;
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

/** Why a picture file cannot be built (pictureProblem), or undefined; `fresh` when the verdict is new to the kept ones. */
async function fileProblem(file: string, kept: Verdicts): Promise<{ problem: string | undefined; fresh: boolean }> {
  let stamp: string;
  let bytes: Buffer;
  try {
    const s = await stat(file);
    stamp = `${s.size}:${s.mtimeMs}`;
    const known = kept.byFile.get(file);
    if (known?.stamp === stamp) return { problem: known.problem ?? undefined, fresh: false };
    bytes = await readFile(file);
  } catch {
    return { problem: undefined, fresh: false }; // gone since it was looked for: the next check says so
  }
  const content = `${createHash('sha256').update(bytes).digest('hex')}${extname(file).toLowerCase()}`;
  const same = kept.byContent.get(content);
  const problem = same !== undefined ? same : ((await pictureProblem(bytes, file)) ?? null);
  kept.byFile.delete(file);
  kept.byFile.set(file, { stamp, content, problem });
  kept.byContent.set(content, problem);
  return { problem: problem ?? undefined, fresh: true };
}

/**
 * Every picture the site uses that the build could not read (pictureProblem), placed where it
 * is used: the line of site.yaml, a content file or a post that names it.
 */
export async function brokenPictures(pictures: readonly PictureRef[]): Promise<Problem[]> {
  const kept = await readVerdicts();
  const files = [...new Set(pictures.map((p) => p.file))];
  const found = await Promise.all(files.map((f) => fileProblem(f, kept)));
  if (found.some((f) => f.fresh)) await writeVerdicts(kept);
  const why = new Map(files.flatMap((f, i) => (found[i].problem ? [[f, found[i].problem] as const] : [])));
  return pictures.flatMap((p) => {
    const reason = why.get(p.file);
    return reason ? [p.place('brokenPicture', catalogue.brokenPicture(p.src, reason))] : [];
  });
}
