/**
 * Damaged and oversized pictures, made by the tests (none is committed): what a careless export,
 * a cut download or an attacker's upload gives the editor.
 */
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG, 64 × 48 pixels of one colour (a few hundred bytes). */
export const goodPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

/** A real PNG cut to 40 bytes: its signature and header are there, its pixels are not. */
export const cutPng = async () => (await goodPng()).subarray(0, 40);

/**
 * A whole, valid PNG of `width` × `height` black pixels (1 bit each, every row filtered "none"):
 * deflate makes 60,000 × 60,000 pixels (450 MB decoded) a file of about 440 KB. Deflated a
 * thousand rows at a time, so the test never holds the 450 MB.
 */
export async function pngBomb(width = 60_000, height = 60_000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const rowBytes = 1 + Math.ceil(width / 8);
  const batch = Buffer.alloc(rowBytes * 1000);
  for (let left = height; left > 0; left -= 1000) {
    const rows = Math.min(1000, left);
    if (!deflate.write(batch.subarray(0, rowBytes * rows))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG whose `<use>` elements copy the layer below ten times, eight layers deep: 10⁸ shapes from 80 elements ("billion laughs"). */
export function useBomb(layers = 8): string {
  let svg = `<svg xmlns="${SVG_NS}" width="100" height="100"><defs><rect id="l0" width="1" height="1"/>`;
  for (let i = 1; i <= layers; i++) svg += `<g id="l${i}">${Array.from({ length: 10 }, () => `<use href="#l${i - 1}"/>`).join('')}</g>`;
  return `${svg}</defs><use href="#l${layers}"/></svg>`;
}

/** An SVG whose part contains a copy of itself. */
export const useCircle = () =>
  `<svg xmlns="${SVG_NS}" width="10" height="10"><g id="a"><rect width="1" height="1"/><use href="#a"/></g></svg>`;
