import { catalogue, type ProblemKind } from './catalogue.ts';
import type { Loaded } from './content.ts';
import type { Verdict } from './pictureCheck.ts';
import { problem, type Problem } from './problems.ts';
import type { PathSeg } from '../yamlText/source.ts';

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
  /** Its file under public/ (a workspace path; `loadSite` in Node gives the absolute path). */
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

/**
 * What the loader asks of the pictures the site uses, by their workspace path: read by sharp in
 * Node (node/pictureChecks.ts), by the platform's decoders in a browser (browser/pictureChecks.ts).
 */
export interface PictureChecks {
  /** A picture's size in pixels as a browser shows it (turned as its EXIF orientation says), or undefined when the file does not say. */
  size(path: string): Promise<Size | undefined>;
  /** Whether the build can read it (src/loader/pictureCheck.ts); undefined when the file has gone meanwhile. */
  verdict(path: string): Promise<Verdict | undefined>;
  /** Called once a load has asked for every verdict (what is worth keeping for the next run is kept). */
  settle?(): Promise<void>;
}

/** The size of each picture's file, by file. */
export async function readSizes(pictures: readonly PictureRef[], checks: PictureChecks): Promise<Map<string, Size>> {
  const files = [...new Set(pictures.map((p) => p.file))];
  const sizes = await Promise.all(files.map((f) => checks.size(f)));
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
 * Every picture the site uses that the build could not read, placed where it is used (the line
 * of site.yaml, a content file or a post that names it), and the pictures only the build can
 * tell of (read where its tools are not: the build checks them).
 */
export async function brokenPictures(
  pictures: readonly PictureRef[],
  checks: PictureChecks,
): Promise<{ problems: Problem[]; later: string[] }> {
  const files = [...new Set(pictures.map((p) => p.file))];
  const verdicts = await Promise.all(files.map((f) => checks.verdict(f)));
  await checks.settle?.();
  const why = new Map(files.flatMap((f, i) => (verdicts[i] && 'problem' in verdicts[i] ? [[f, verdicts[i].problem] as const] : [])));
  const later = files.filter((_, i) => verdicts[i] && 'later' in verdicts[i]);
  const problems = pictures.flatMap((p) => {
    const reason = why.get(p.file);
    return reason ? [p.place('brokenPicture', catalogue.brokenPicture(p.src, reason))] : [];
  });
  return {
    problems,
    later: pictures
      .filter((p) => later.includes(p.file))
      .map((p) => p.src)
      .filter((s, i, all) => all.indexOf(s) === i),
  };
}
