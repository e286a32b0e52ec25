import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { heldNotDrawn, mantineStylesDir } from '../vite/mantineStyles.ts';
import { closure, type Manifest, type ManifestChunk } from './document.ts';

/** Mantine's generated class names: `m_` and a hash of up to eight hex digits. */
const MANTINE_CLASS = /^m_[0-9a-f]{5,8}$/;

/** The Mantine class names a script refers to (string literals, as in Mantine's `classes` objects). */
export const classesIn = (code: string) => new Set([...code.matchAll(/["'`](m_[0-9a-f]{5,8})["'`]/g)].map((m) => m[1]));

/** The classes a stylesheet gives rules to (`.m_…` in a selector), and its animations (`@keyframes m_…`). */
export const classesDefinedIn = (css: string) => new Set([...css.matchAll(/(?:\.|@keyframes\s+)(m_[0-9a-f]{5,8})\b/g)].map((m) => m[1]));

export interface StyleProblem {
  /** The chunk's source module, or the page's address. */
  where: string;
  /** Mantine classes drawn there that no stylesheet available there defines. */
  missing: string[];
}

/**
 * Every piece of code that can draw a Mantine component must come with that
 * component's styles. For the entry and each chunk loaded on demand (a block, the
 * forms, the notifications, a dialog), the Mantine classes its code (and what it
 * imports) refers to must be defined by the stylesheets that load with it, or by the
 * entry's, which every page has. A component whose stylesheet was forgotten shows as
 * bare text (the "Message Sent Successfully!" notification once did).
 */
export function checkChunkStyles(manifest: Manifest, read: (file: string) => string, notDrawn = new Set<string>()): StyleProblem[] {
  const defined = (chunks: ManifestChunk[]) =>
    new Set(chunks.flatMap((c) => (c.css ?? []).flatMap((css) => [...classesDefinedIn(read(css))])));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const base = entry ? defined(closure(manifest, [entry])) : new Set<string>();
  const problems: StyleProblem[] = [];
  for (const key of Object.keys(manifest).filter((k) => manifest[k].isEntry || manifest[k].isDynamicEntry)) {
    const chunks = closure(manifest, [key]);
    const styled = new Set([...base, ...defined(chunks)]);
    const used = new Set(chunks.flatMap((c) => (c.file.endsWith('.js') ? [...classesIn(read(c.file))] : [])));
    const missing = [...used].filter((c) => !styled.has(c) && !notDrawn.has(c)).sort();
    if (missing.length) problems.push({ where: manifest[key].src ?? key, missing });
  }
  return problems;
}

/** A prerendered page: the Mantine classes in its HTML that none of the stylesheets it links defines. */
export function checkPageStyles(page: string, html: string, read: (file: string) => string): StyleProblem | undefined {
  const styled = new Set<string>();
  for (const m of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
    if (/\sdisabled\b/.test(m[0])) continue; // listed for the scripts; its rules are in the page's bundle
    for (const c of classesDefinedIn(read(m[1]))) styled.add(c);
  }
  const drawn = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter((c) => MANTINE_CLASS.test(c));
  const missing = [...new Set(drawn)].filter((c) => !styled.has(c)).sort();
  return missing.length ? { where: page, missing } : undefined;
}

/**
 * Names the Mantine component of each class, from the package's stylesheets
 * (`sheets`: file name → CSS), so a problem says "Notification", not "m_a513464".
 */
export function componentsOf(classes: string[], sheets: Record<string, string>): string[] {
  const owner = new Map<string, string>();
  for (const [file, css] of Object.entries(sheets)) {
    const name = file.replace(/\.(layer\.)?css$/, '');
    for (const c of classesDefinedIn(css)) if (!owner.has(c)) owner.set(c, name);
  }
  return [...new Set(classes.map((c) => owner.get(c) ?? c))].sort();
}

export function describeStyleProblem(p: StyleProblem, components: string[]): string {
  return (
    `${p.where} can draw Mantine's ${components.join(', ')} without its styles (${p.missing.join(', ')}). ` +
    `Add the component's stylesheet to "needs" in src/vite/mantineStyles.ts, or import it where the component is used.`
  );
}

/**
 * The build's check (scripts/build.ts): every chunk and every prerendered page of
 * `dist` against its stylesheets. Returns one message per problem.
 */
export function verifyStyles(dist: string, manifest: Manifest, pageFiles: string[]): string[] {
  const dir = mantineStylesDir();
  const sheets = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.layer.css'))
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
  const notDrawn = new Set(heldNotDrawn.flatMap((name) => [...classesDefinedIn(sheets[`${name}.layer.css`] ?? '')]));
  const cache = new Map<string, string>();
  const read = (file: string) => {
    let text = cache.get(file);
    if (text === undefined) {
      text = readFileSync(join(dist, file), 'utf8');
      cache.set(file, text);
    }
    return text;
  };
  const problems = [...checkChunkStyles(manifest, read, notDrawn), ...pageFiles.flatMap((f) => checkPageStyles(f, read(f), read) ?? [])];
  return problems.map((p) => describeStyleProblem(p, componentsOf(p.missing, sheets)));
}
