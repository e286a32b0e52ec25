/**
 * A workspace's files with some texts in place of theirs: how a change is checked before it is
 * written (the editor loads the site as it would be).
 */
import { contentStamp, decodeUtf8, encodeUtf8 } from './bytes.ts';
import { folderOf, joinPath, nameOf } from './paths.ts';
import type { WorkspaceReader } from './port.ts';

/** `under` with `texts` laid over it (path → text or bytes; null: the file is gone). */
export function overlay(under: WorkspaceReader, texts: ReadonlyMap<string, string | Uint8Array | null>): WorkspaceReader {
  const over = new Map([...texts].map(([path, text]) => [joinPath(path), text]));
  return {
    async list(folder) {
      const at = joinPath(folder);
      const listed = await under.list(at);
      const entries = new Map(listed?.map((e) => [e.name, e]));
      let exists = listed !== undefined;
      const prefix = at ? `${at}/` : '';
      for (const [path, text] of over) {
        if (text === null || !path.startsWith(prefix)) continue;
        const rest = path.slice(prefix.length);
        const slash = rest.indexOf('/');
        const name = slash < 0 ? rest : rest.slice(0, slash);
        entries.set(name, { name, kind: slash < 0 ? 'file' : 'folder' });
        exists = true;
      }
      for (const [path, text] of over) if (text === null && folderOf(path) === at) entries.delete(nameOf(path));
      return exists ? [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) : undefined;
    },
    async read(path) {
      const text = over.get(joinPath(path));
      return text === null ? undefined : text === undefined ? under.read(path) : typeof text === 'string' ? text : decodeUtf8(text);
    },
    async readBytes(path) {
      const text = over.get(joinPath(path));
      return text === null ? undefined : text === undefined ? under.readBytes(path) : typeof text === 'string' ? encodeUtf8(text) : text;
    },
    async stat(path) {
      const text = over.get(joinPath(path));
      if (text === null) return undefined;
      if (text === undefined) return under.stat(path);
      // A stamp of its own (the text laid over is not the file's).
      return { size: (typeof text === 'string' ? encodeUtf8(text) : text).byteLength, stamp: `over:${contentStamp(text)}` };
    },
  };
}
