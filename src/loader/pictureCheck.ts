/**
 * Whether a picture can be built: the one check that the editor's upload, `npm run validate`
 * (the loader) and the build share. A picture passes when the build's own tools read it whole:
 * sharp (libvips) reads its header and decodes every pixel, within the pixel limit the build
 * reads with; an SVG is parsed by svgo (what the build minifies it with), its elements and the
 * copies its references make are counted, and it is drawn by sharp (librsvg) as the build draws
 * it. Each refusal is a sentence for the site's editor, not the library's words.
 */
import type { XastElement, XastParent } from 'svgo/browser';
import { extensionOf } from '../workspace/paths.ts';
import { PICTURE_WIDTHS } from '../lib/picture.ts';

/**
 * The most pixels a picture may have, and the limit the build gives sharp (`limitInputPixels`):
 * sharp's own default, 16,383 × 16,383, written here so that the check and the build agree.
 */
export const PIXEL_LIMIT = 0x3fff * 0x3fff;
/** The most elements an SVG may hold as written (the site's drawings hold a few hundred). */
export const SVG_ELEMENT_LIMIT = 20_000;
/**
 * The most elements an SVG may draw once each reference (`<use href="#a">`, `fill="url(#p)"`)
 * is counted as the copy it makes. librsvg gives up at 500,000 references, seconds later.
 */
export const SVG_DRAWN_LIMIT = 100_000;
/** The density (dots per inch) the build draws a shared picture at, for the 1200 × 630 picture link previews show. */
export const SHARE_DENSITY = 300;

/**
 * Raise when the check changes: verdicts kept from an earlier check (src/loader/pictures.ts keeps
 * them by file size and time) are then made again.
 */
export const CHECK_VERSION = 1;

/** The density at which an SVG `natural` pixels wide (at 72 dpi) is drawn `width` pixels wide. */
export const drawingDensity = (natural: number, width: number) => Math.min(2400, Math.max(1, (72 * width) / natural));

const n = (v: number) => Math.round(v).toLocaleString('en-US');
const LIMIT_WORDS = `${n(PIXEL_LIMIT / 1e6)} million pixels (${n(0x3fff)} × ${n(0x3fff)})`;

const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Format {
  /** As sharp names it. */
  format: string;
  /** As the editor's people name it. */
  name: string;
  /** Its first bytes. */
  starts: (data: Uint8Array) => boolean;
}
const PNG: Format = {
  format: 'png',
  name: 'PNG',
  starts: (d) => PNG_SIGNATURE.every((byte, i) => d[i] === byte),
};
const JPEG: Format = { format: 'jpeg', name: 'JPEG', starts: (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff };
/** What each extension must hold. An SVG's start is judged by svgProblem. */
const FORMATS: Record<string, Format> = {
  '.png': PNG,
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.webp': { format: 'webp', name: 'WebP', starts: (d) => ascii(d, 0, 4) === 'RIFF' && ascii(d, 8, 12) === 'WEBP' },
  '.gif': { format: 'gif', name: 'GIF', starts: (d) => ascii(d, 0, 4) === 'GIF8' },
  '.avif': { format: 'heif', name: 'AVIF', starts: (d) => ascii(d, 4, 12).startsWith('ftypavi') },
  '.svg': { format: 'svg', name: 'SVG', starts: () => true },
};

const notA = (expected: Format, actual: Format | undefined) =>
  `This file is not a ${expected.name} picture${actual ? ` (it is a ${actual.name} picture: give it the ending of one)` : ''}.`;

export const DAMAGED = 'This picture is cut short or damaged: save it again from the program that made it, or choose another picture.';

/** `This SVG holds …; only plain drawings can be added.` */
const holds = (what: string) => `This SVG holds ${what}; only plain drawings can be added.`;

/**
 * What an SVG may not hold, checked on its text after numeric character references are decoded
 * (`&#106;` is `j`), both as written and with its comments and CDATA marks taken out (so that
 * `@im<!---->port` is seen as the `@import` a style sheet reads). A rule is kept simple on
 * purpose: it may refuse an odd harmless drawing, never let a script through.
 */
const SVG_RULES: readonly [RegExp, string][] = [
  [/<\?/, holds('a processing instruction (<?…?>, such as an xml-stylesheet, which can run a script)')],
  [/<!DOCTYPE|<!ENTITY/i, holds('a <!DOCTYPE> or <!ENTITY> declaration')],
  [/xsl/i, holds('XSLT (a program that can build a script)')],
  [/www\.w3\.org\/1999\/xhtml|www\.w3\.org\/1998\/Math\/MathML/i, holds('HTML or MathML (a page, not a drawing)')],
  [
    /<(?:[\w.-]+:)?(?:script|foreignObject|iframe|embed|object)(?![\w.:-])/i,
    holds('a <script>, <foreignObject>, <iframe>, <embed> or <object> element'),
  ],
  [/[\s/"':]on[a-z]+\s*=/i, holds('an event handler (an attribute such as onload= or onerror= runs a script)')],
  [/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i, holds('a javascript: link')],
  [/@import/i, holds('a style sheet @import (styles loaded from elsewhere)')],
  [/\\/, holds('a backslash (a CSS escape can hide @import or url())')],
  [/[\s/"':]href\s*=(?!\s*["']#)/i, holds('a link to something outside the drawing (href= must name a part of it, "#name")')],
  [/attributeName\s*=\s*["']\s*(?:[\w.-]+:)?(?:href|on)/i, holds('an animation that changes a link or an event handler')],
  [/url\s*\((?!\s*["']?#)/i, holds('url(…) pointing outside the drawing (only url(#name) is allowed)')],
  [/image-set\s*\(/i, holds('image-set(…) (pictures loaded from elsewhere)')],
];

/** The only XML declaration taken: `<?xml version="1.x" …?>`, UTF-8 (so the browser reads the text as checked here). */
const XML_DECLARATION =
  /^\uFEFF?<\?xml\s+version\s*=\s*(["'])1\.\d\1(?:\s+encoding\s*=\s*(["'])(?:utf|UTF)-8\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>/;

/** After the declaration, only white space and comments before the first element, `<svg` (lowercase, no prefix). */
const SVG_FIRST = /^\uFEFF?(?:\s|<!--(?:(?!--)[\s\S])*-->)*<svg[\s/>]/;

/**
 * Why an SVG is refused, or undefined for a plain drawing: UTF-8 text whose first element is
 * `<svg` (after an optional XML declaration, comments and white space), with no other
 * processing instruction, no DOCTYPE or entity, no XSLT, HTML or MathML, no script-like
 * element, no event handler, no javascript:, no @import, and no href or url() that leads out
 * of the drawing (only `#name`).
 */
export function svgProblem(data: Uint8Array): string | undefined {
  let raw: string;
  try {
    raw = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(data);
  } catch {
    return 'This SVG is not UTF-8 text; only plain drawings can be added.';
  }
  const rest = raw.replace(XML_DECLARATION, '');
  if (/^\uFEFF?\s*<\?xml[\s?]/i.test(rest)) {
    return 'This SVG begins with an XML declaration other than <?xml version="1.0" encoding="UTF-8"?>; only plain drawings can be added.';
  }
  const decoded = rest.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, num: string) => {
    const code = num[0] === 'x' || num[0] === 'X' ? parseInt(num.slice(1), 16) : Number(num);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
  const bare = decoded.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<!\[CDATA\[|\]\]>/g, '');
  for (const [rule, why] of SVG_RULES) if (rule.test(decoded) || rule.test(bare)) return why;
  if (!SVG_FIRST.test(rest)) {
    return 'This file is not an SVG drawing: it must begin with <svg …> (after an optional <?xml version="1.0"?> line and comments); only plain drawings can be added.';
  }
  return undefined;
}

/** The ids an element refers to: `href="#a"` (or xlink:href) and `url(#a)` in any attribute. */
function references(el: XastElement): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(el.attributes)) {
    if (/^(?:xlink:)?href$/.test(name)) {
      const m = /^\s*#(.+?)\s*$/.exec(value);
      if (m) out.push(m[1]);
    }
    for (const m of value.matchAll(/url\(\s*["']?#([^"')\s]+)/g)) out.push(m[1]);
  }
  return out;
}

/**
 * The SVG's elements counted as written and as drawn (each reference drawing a copy of what it
 * names, copies of copies multiplied), or why it cannot be drawn: more than the limits, or
 * references that come back to themselves. Parsed by svgo, as the build parses it.
 */
async function svgStructureProblem(text: string): Promise<string | undefined> {
  // Loaded here, not with the loader: only a site with SVG pictures to check needs it.
  const { optimize } = await import('svgo/browser');
  let root: XastParent | undefined;
  try {
    optimize(text, { plugins: [{ name: 'read', fn: () => ({ root: { enter: (r) => void (root = r) } }) }] });
  } catch (e) {
    if (e instanceof RangeError) throw e; // nested past what a parser follows: said by the caller
    // svgo's SvgoParserError says where and why.
    const { line, reason } = e as { line?: unknown; reason?: unknown };
    const where = typeof line === 'number' ? ` (line ${String(line)})` : '';
    const why = typeof reason === 'string' ? `: ${reason}` : '';
    return `This drawing is not well-formed SVG${where}${why}, so it cannot be drawn. Save it again from the drawing program.`;
  }
  if (!root) return DAMAGED;
  const elements: XastElement[] = [];
  const ids = new Map<string, XastElement>();
  const walk = (parent: XastParent) => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      elements.push(child);
      if (elements.length > SVG_ELEMENT_LIMIT) return;
      const id = child.attributes.id as string | undefined;
      if (id !== undefined && !ids.has(id)) ids.set(id, child);
      walk(child);
    }
  };
  walk(root);
  if (elements.length > SVG_ELEMENT_LIMIT) {
    return `This drawing has more than ${n(SVG_ELEMENT_LIMIT)} parts (elements); the most is ${n(SVG_ELEMENT_LIMIT)}. Simplify it in the drawing program, or save it as a PNG or JPEG.`;
  }
  // How many elements each one draws, with what it refers to; a copy refers on as its original does.
  const drawn = new Map<XastElement, number>();
  const open = new Set<XastElement>();
  let circle: string | undefined;
  const count = (el: XastElement): number => {
    const known = drawn.get(el);
    if (known !== undefined) return known;
    if (open.has(el)) return Infinity;
    open.add(el);
    let total = 1;
    for (const child of el.children) if (child.type === 'element') total += count(child);
    for (const ref of references(el)) {
      const target = ids.get(ref);
      if (!target) continue;
      const copies = count(target);
      if (copies === Infinity) circle ??= ref;
      total += copies;
      if (total > SVG_DRAWN_LIMIT) break;
    }
    open.delete(el);
    drawn.set(el, total);
    return total;
  };
  let total = 0;
  for (const el of root.children) if (el.type === 'element') total += count(el);
  if (circle !== undefined) {
    return `This drawing's parts refer to each other in a circle ("#${circle}" ends up inside itself), so it can never be finished drawing. Remove the <use> (or url(#…)) that points back.`;
  }
  if (total > SVG_DRAWN_LIMIT) {
    return `This drawing copies its parts (with <use> or url(#…)) so often that it would draw more than ${n(SVG_DRAWN_LIMIT)} shapes; the most is ${n(SVG_DRAWN_LIMIT)}. Simplify it in the drawing program, or save it as a PNG or JPEG.`;
  }
  return undefined;
}

const tooManyPixels = (width: number, height: number) =>
  `This picture is ${n(width)} × ${n(height)} pixels; the most is ${LIMIT_WORDS}. Make it smaller: 2,000 pixels wide is plenty for a web page.`;

/** What a picture's header says: its format as sharp names it ('png', 'jpeg', 'webp', 'gif', 'heif', 'svg') and its size. */
export interface Header {
  format: string;
  /** For 'heif': the codec ('av1' for AVIF). */
  compression?: string;
  width: number;
  height: number;
}

/**
 * What reads pictures for the check: sharp (libvips) in Node (src/loader/node/sharp.ts), the
 * platform's decoders in a browser (src/loader/browser/pictureChecks.ts).
 */
export interface Decoder {
  /** The header, or undefined when it cannot be read. */
  header(bytes: Uint8Array, format: string): Promise<Header | undefined>;
  /**
   * Whether every pixel decodes within PIXEL_LIMIT (an SVG drawn at `density`), or 'later' when
   * this decoder cannot tell as the build's tools would (the build then checks it).
   */
  decodes(bytes: Uint8Array, format: string, density?: number): Promise<boolean | 'later'>;
}

/** A picture's verdict: why it cannot be built, or that it can, or that only the build can tell. */
export type Verdict = { problem: string } | { ok: true } | { later: true };

/**
 * Whether a picture can be built, read by `decoder`. `fileName` gives the format the picture
 * must be (its extension). Never throws: a file the decoder cannot read is a refusal.
 */
export async function checkPicture(bytes: Uint8Array, fileName: string, decoder: Decoder): Promise<Verdict> {
  const refused = (problem: string): Verdict => ({ problem });
  const ext = extensionOf(fileName).toLowerCase();
  const expected = FORMATS[ext] as (typeof FORMATS)[string] | undefined;
  if (!expected) return refused('Only pictures can be used: PNG, JPEG, WebP, AVIF, GIF or SVG files.');
  if (ext === '.svg') {
    const unsafe = svgProblem(bytes);
    if (unsafe) return refused(unsafe);
    let structure: string | undefined;
    try {
      structure = await svgStructureProblem(new TextDecoder().decode(bytes));
    } catch {
      // Elements nested thousands deep: more than the parser (the build's too) can follow.
      structure = 'This drawing is nested too deeply to be drawn. Simplify it in the drawing program, or save it as a PNG or JPEG.';
    }
    if (structure) return refused(structure);
  }
  if (!expected.starts(bytes)) {
    return refused(
      notA(
        expected,
        Object.values(FORMATS).find((f) => f.format !== 'svg' && f.starts(bytes)),
      ),
    );
  }
  const unreadable =
    ext === '.svg' ? 'This drawing cannot be drawn: save it again from the drawing program, or choose another picture.' : DAMAGED;
  // The header alone: its size is judged before a pixel is decoded.
  const meta = await decoder.header(bytes, expected.format);
  if (!meta) return refused(unreadable);
  if (meta.format !== expected.format || (ext === '.avif' && meta.compression !== 'av1')) {
    return refused(
      notA(
        expected,
        Object.values(FORMATS).find((f) => f.format === meta.format),
      ),
    );
  }
  const { width, height } = meta;
  if (ext === '.svg') {
    // The sizes the build draws it at: each width of its drawings, and the shared picture at SHARE_DENSITY.
    const densities = [...PICTURE_WIDTHS.map((w) => drawingDensity(width, w)), SHARE_DENSITY];
    const largest = Math.max(...densities.map((d) => (width * d * height * d) / 72 / 72));
    if (largest > PIXEL_LIMIT) {
      return refused(
        `This drawing is ${n(width)} × ${n(height)} pixels: drawn for the site's pages it would pass the most, ${LIMIT_WORDS}. Give its <svg> a smaller width and height.`,
      );
    }
    // Drawn whole, small: librsvg meets every element and reference at any size, and 64 px is four times quicker than 400.
    const drawn = await decoder.decodes(bytes, expected.format, drawingDensity(width, 64));
    return drawn === 'later' ? { later: true } : drawn ? { ok: true } : refused(unreadable);
  }
  if (width * height > PIXEL_LIMIT) return refused(tooManyPixels(width, height));
  const decoded = await decoder.decodes(bytes, expected.format);
  return decoded === 'later' ? { later: true } : decoded ? { ok: true } : refused(DAMAGED);
}
