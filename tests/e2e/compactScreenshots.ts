/**
 * The last step of `npm run looks:update`: stores each new screenshot baseline as a
 * palette PNG, about a third of the bytes, since every refresh stays in the history.
 *
 * Chromium dithers every gradient (the heroes' backgrounds, the pictures' skies), and
 * that noise made a first screen 300-480 KB. Quantised to 256 colours, no pixel moves
 * by more than a small fraction of the colour distance the comparison already forgives
 * (`threshold`, 0.2 by default): a baseline is kept quantised only when every pixel is
 * within half of it, so the comparison's strictness is unchanged. Files that are
 * already palette PNGs are left alone, so running this twice changes nothing.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** pixelmatch's (and Playwright's) colour distance between two RGB pixels, in YIQ. */
function delta(a: Buffer, b: Buffer, i: number): number {
  const [dr, dg, db] = [a[i] - b[i], a[i + 1] - b[i + 1], a[i + 2] - b[i + 2]];
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const iq = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q;
}

/** Half of Playwright's default per-pixel threshold (0.2), as pixelmatch scales it. */
const MAX_DELTA = 35215 * 0.1 * 0.1;

async function within(original: Buffer, quantised: Buffer): Promise<boolean> {
  const [a, b] = await Promise.all([original, quantised].map((x) => sharp(x).removeAlpha().raw().toBuffer()));
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 3) if (delta(a, b, i) > MAX_DELTA) return false;
  return true;
}

export async function compactPngs(dir: string): Promise<{ files: number; before: number; after: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pngs = entries.filter((e) => e.isFile() && e.name.endsWith('.png')).map((e) => join(e.parentPath, e.name));
  let before = 0;
  let after = 0;
  for (const file of pngs) {
    const original = await readFile(file);
    before += original.length;
    if ((await sharp(original).metadata()).isPalette) {
      after += original.length;
      continue;
    }
    const quantised = await sharp(original).png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 }).toBuffer();
    const keep = quantised.length < original.length && (await within(original, quantised));
    if (keep) await writeFile(file, quantised);
    after += keep ? quantised.length : original.length;
  }
  return { files: pngs.length, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, before, after } = await compactPngs(join(import.meta.dirname, '__screenshots__'));
  console.log(`${files} screenshot baselines, ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB`);
}
