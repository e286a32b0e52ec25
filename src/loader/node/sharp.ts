/**
 * The picture check's reader in Node: sharp (libvips, and librsvg for SVG), the tools the build
 * itself reads pictures with.
 */
import { checkPicture, PIXEL_LIMIT, type Decoder } from '../pictureCheck.ts';

const input = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const sharpDecoder: Decoder = {
  async header(bytes) {
    // Loaded here, not with the loader: only a site with pictures to check needs it.
    const { default: sharp } = await import('sharp');
    try {
      const meta = await sharp(input(bytes), { limitInputPixels: false }).metadata();
      return { format: meta.format, compression: meta.compression, width: meta.width, height: meta.height };
    } catch {
      return undefined;
    }
  },
  async decodes(bytes, _format, density) {
    const { default: sharp } = await import('sharp');
    try {
      // Every pixel decoded (sharp's default stops at the first warning: a file cut short is one).
      await sharp(input(bytes), { density, limitInputPixels: PIXEL_LIMIT }).stats();
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * Why a picture cannot be built, or undefined when it can (checkPicture read by sharp, which
 * always tells). `fileName` gives the format the picture must be (its extension).
 */
export async function pictureProblem(bytes: Uint8Array, fileName: string): Promise<string | undefined> {
  const verdict = await checkPicture(bytes, fileName, sharpDecoder);
  return 'problem' in verdict ? verdict.problem : undefined;
}
