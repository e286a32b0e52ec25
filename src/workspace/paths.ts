/**
 * Paths in a workspace: from the site's root, folders separated by "/", never starting with
 * "/" ("site.yaml", "content/blog/a.md", "public/images/a.jpg"); "" is the root itself. The
 * same notation on every machine and back end, so nothing here needs `node:path`.
 */

/** `parts` joined by "/", with "." and empty parts dropped and each ".." taking the part before it. */
export function joinPath(...parts: string[]): string {
  const out: string[] = [];
  for (const part of parts.join('/').split('/')) {
    if (!part || part === '.') continue;
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** The folder a path is in ("" for the root's own files). */
export function folderOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at < 0 ? '' : path.slice(0, at);
}

/** The last part of a path: a file's name. */
export function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A file name's extension with its dot ("a.JPG" → ".JPG"), or "" (a name starting with a dot is not one). */
export function extensionOf(path: string): string {
  const name = nameOf(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}
