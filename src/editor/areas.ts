/**
 * The only files the editor touches, wherever the site lives: site.yaml, what is under content/,
 * and pictures under public/images/. Every name the panel sends goes through `inArea`, which
 * refuses anything else (a `..`, an absolute path, a backslash). On this machine `inside`
 * (files.ts) also refuses a link that leads out of its area.
 */
import { joinPath } from '../workspace/paths.ts';

/** Where the editor may write, relative to the site's folder (a folder ends with "/"): also what is published. */
export const AREAS = ['site.yaml', 'content/', 'public/images/'] as const;

export type InArea = { ok: true; rel: string; area: (typeof AREAS)[number] } | { ok: false; message: string };

/** What the loader reads as text: site.yaml and the YAML and Markdown under content/. */
export const isSiteText = (path: string) => path === 'site.yaml' || (path.startsWith('content/') && /\.(?:ya?ml|md)$/i.test(path));

/** Why a name is refused. */
export const AREA_REFUSAL = (name: string) =>
  `The editor only changes site.yaml and the files under content/ and public/images/; "${name}" is not one of them.`;

const refuse = (name: string): InArea => ({ ok: false, message: AREA_REFUSAL(name) });

/** `name` (relative to the site's root, `/` between folders, written plainly) as a path in one of the editor's areas, or why not. */
export function inArea(name: unknown): InArea {
  if (typeof name !== 'string' || !name || name.length > 300) return refuse(typeof name === 'string' ? name : JSON.stringify(name) || '');
  if (name.includes('\0') || name.includes('\\') || name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return refuse(name);
  // Written plainly: no "." or ".." parts, no empty ones (joinPath would change it).
  if (name.split('/').includes('..') || joinPath(name) !== name) return refuse(name);
  const area = AREAS.find((a) => (a.endsWith('/') ? name.startsWith(a) && name.length > a.length : name === a));
  return area ? { ok: true, rel: name, area } : refuse(name);
}
