/**
 * The loader's picture checks in a browser: headers read by image-size, pixels decoded by the
 * platform's own decoders (createImageBitmap). An SVG is checked as in Node (its text, svgo's
 * parse, the element and reference limits) but drawn only by librsvg when the site is built:
 * here its verdict is "checked later", which the panel says and CI does.
 */
import { imageSize } from 'image-size';
import type { WorkspaceReader } from '../../workspace/port.ts';
import { checkPicture, type Decoder, type Header } from '../pictureCheck.ts';
import { svgSize, type PictureChecks, type Size } from '../pictures.ts';

/** image-size's names for the formats, as sharp names them (what pictureCheck.ts compares). */
const FORMAT: Record<string, Omit<Header, 'width' | 'height'>> = {
  png: { format: 'png' },
  jpg: { format: 'jpeg' },
  webp: { format: 'webp' },
  gif: { format: 'gif' },
  avif: { format: 'heif', compression: 'av1' },
  heif: { format: 'heif', compression: 'hevc' },
  svg: { format: 'svg' },
};

const MIME: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', heif: 'image/avif' };

/** The header's size turned as its EXIF orientation says (5 to 8 turn it a quarter). */
function headerOf(bytes: Uint8Array): (Header & { orientation?: number }) | undefined {
  try {
    const found = imageSize(bytes);
    const format = found.type === undefined ? undefined : FORMAT[found.type];
    if (!format) return undefined;
    return { ...format, width: found.width, height: found.height, orientation: found.orientation };
  } catch {
    return undefined;
  }
}

export const platformDecoder: Decoder = {
  header(bytes) {
    const found = headerOf(bytes);
    return Promise.resolve(found && { format: found.format, compression: found.compression, width: found.width, height: found.height });
  },
  async decodes(bytes, format) {
    // librsvg draws an SVG for the build; a browser's drawing of it would not say the same.
    if (format === 'svg') return 'later';
    try {
      const bitmap = await createImageBitmap(new Blob([bytes.slice()], { type: MIME[format] }));
      bitmap.close();
      return true;
    } catch {
      return false;
    }
  },
};

/** What is known of one picture: its size, and its verdict (decoded the first time it is asked), read once per stamp. */
interface Known {
  size: Size | undefined;
  verdict: () => ReturnType<PictureChecks['verdict']>;
}

/** The picture at `path`, read once: its size as a browser shows it and whether the build can read it. */
async function readPicture(files: WorkspaceReader, path: string): Promise<Known> {
  const bytes = await files.readBytes(path);
  if (!bytes) return { size: undefined, verdict: () => Promise.resolve(undefined) };
  let decoded: ReturnType<PictureChecks['verdict']> | undefined;
  const verdict = () => (decoded ??= checkPicture(bytes, path, platformDecoder));
  if (/\.svg$/i.test(path)) return { size: svgSize(new TextDecoder().decode(bytes)), verdict };
  const header = headerOf(bytes);
  const turned = header?.orientation !== undefined && header.orientation >= 5;
  const size = header && (turned ? { width: header.height, height: header.width } : { width: header.width, height: header.height });
  return { size, verdict };
}

/** The checks of the pictures `files` holds, each read once per stamp while the panel is open. */
export function browserPictureChecks(files: WorkspaceReader): PictureChecks {
  const known = new Map<string, { stamp: string; read: Promise<Known> }>();
  const entry = async (path: string): Promise<Known | undefined> => {
    const stat = await files.stat(path);
    if (!stat) return undefined;
    let found = known.get(path);
    // The promise is kept at once: the size and the verdict asked together read the file once.
    if (found?.stamp !== stat.stamp) {
      found = { stamp: stat.stamp, read: readPicture(files, path) };
      known.set(path, found);
    }
    return found.read;
  };
  return {
    async size(path) {
      return (await entry(path))?.size;
    },
    async verdict(path) {
      return (await entry(path))?.verdict();
    },
  };
}
