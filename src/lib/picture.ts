/**
 * Pictures drawn in SVG are also published as WebP at a few widths (the build
 * draws them; the dev server draws them on request). A browser turns each
 * `<img src="….svg">` into a document of its own, on the page's main thread
 * (20-45 ms a picture on a slow phone); a WebP is decoded off it.
 */

/** The widths, in pixels, each SVG picture is drawn at. */
export const PICTURE_WIDTHS = [400, 800, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The width used where a browser takes no `srcset`. */
const FALLBACK: PictureWidth = 800;

/** An SVG file of this site (`/images/a.svg`), which gets WebP drawings; not one on another site. */
export function isDrawnPicture(src: string): boolean {
  return /^\/(?!\/)[^?#]*\.svg$/i.test(src);
}

/** Where the drawing of an SVG picture at a width is: `/images/a.svg` → `/images/a.800w.webp`. */
export function drawingPath(src: string, width: PictureWidth): string {
  return src.replace(/\.svg$/i, `.${width}w.webp`);
}

/** The SVG picture and width a drawing's address stands for, or undefined when it is not one. */
export function parseDrawingPath(path: string): { src: string; width: PictureWidth } | undefined {
  const m = /^(\/[^?#]*)\.(\d+)w\.webp$/.exec(path);
  const width = Number(m?.[2]) as PictureWidth;
  return m && PICTURE_WIDTHS.includes(width) ? { src: `${m[1]}.svg`, width } : undefined;
}

/** The `src` and `srcset` of an `<img>` for a picture of site.yaml. */
export function pictureSources(src: string): { src: string; srcSet?: string } {
  if (!isDrawnPicture(src)) return { src };
  return {
    src: drawingPath(src, FALLBACK),
    srcSet: PICTURE_WIDTHS.map((w) => `${drawingPath(src, w)} ${w}w`).join(', '),
  };
}
