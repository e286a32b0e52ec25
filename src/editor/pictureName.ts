/** What a picture the editor takes is called: the kinds it takes, and the file name it gets. */

/** The extensions of the pictures the site uses (and the editor takes). */
export const IMAGE_EXT = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

/** A picture's file name as the site's are: lowercase words joined by "-"; undefined for a file that is not a picture. */
export function pictureName(name: string): string | undefined {
  // The extension as Node's path.extname finds it: from the last "." of the last part, not a leading one.
  const last = name.slice(name.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  const ext = dot > 0 ? last.slice(dot).toLowerCase() : '';
  if (!IMAGE_EXT.test(ext)) return undefined;
  const base = name
    .slice(0, -ext.length)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base ? `${base}${ext === '.jpeg' ? '.jpg' : ext}` : undefined;
}
