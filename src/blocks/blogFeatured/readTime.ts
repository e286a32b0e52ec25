import { fill } from '../../i18n/fill';

/**
 * A post's reading time in the page's words: written "5 min read" in the front matter, it is
 * shown as the catalogue's `minRead` says it ("Dakika 5 za kusoma"); any other text as written.
 */
export function readTimeIn(readTime: string, minRead: string): string {
  const m = /^\s*(\d+)\s*min(?:ute)?s?\.?\s+read\s*$/i.exec(readTime);
  return m ? fill(minRead, { minutes: Number(m[1]) }) : readTime;
}
