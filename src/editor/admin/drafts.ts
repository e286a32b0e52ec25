/**
 * The workspace /admin edits: the base branch's files with the person's drafts over them. A
 * write is a draft kept in the browser (store.ts), never a request to the code host: nothing is
 * sent until the person publishes. A draft that brings a file back to the base's content is
 * dropped. Two tabs share the drafts: a write is made only on the draft its tab read (else
 * 'conflict', as a file changed on disk is for `npm run edit`), and each tab hears of the
 * other's writes (`watch`), as the local editor hears of a file changed by another program.
 */
import { contentStamp, encodeUtf8, sameBytes } from '../../workspace/bytes.ts';
import { folderOf, joinPath, nameOf } from '../../workspace/paths.ts';
import type { Entry, Workspace, WorkspaceReader, WriteOutcome } from '../../workspace/port.ts';
import { troubleOf } from '../../workspace/port.ts';
import type { Content, Draft, Store } from './store.ts';

const asBytes = (c: Content) => (typeof c === 'string' ? encodeUtf8(c) : c);

/** Whether two drafts hold the same (no draft and a removal are not the same). */
export function sameDraft(a: Draft | undefined, b: Draft | undefined): boolean {
  if (a === undefined || b === undefined || a === null || b === null) return a === b;
  return typeof a === 'string' && typeof b === 'string' ? a === b : sameBytes(asBytes(a), asBytes(b));
}

export interface DraftsWorkspace extends Workspace {
  /** The drafts as this tab knows them, by path (null: the draft removes the file). */
  drafts(): ReadonlyMap<string, Draft>;
}

/**
 * The files of `base` (taken from commit `commit`) with the drafts of `place` in `store` over
 * them. `place` names the repository, branch and base commit the drafts belong to.
 */
export async function draftsWorkspace(base: WorkspaceReader, commit: string, store: Store, place: string): Promise<DraftsWorkspace> {
  const known = await store.drafts(place);
  const watchers = new Set<(paths: string[]) => void>();
  store.listen(place, (paths) => {
    void (async () => {
      // Another tab changed these drafts: read them again, then tell.
      const now = await store.drafts(place);
      for (const p of paths) {
        const d = now.get(p);
        if (d === undefined) known.delete(p);
        else known.set(p, d);
      }
      for (const w of watchers) w(paths);
    })();
  });

  const current = async (path: string): Promise<Content | undefined> => {
    const d = known.get(path);
    if (d === null) return undefined;
    if (d !== undefined) return d;
    return base.readBytes(path);
  };

  /** Puts `next` (undefined: the base's content) as the draft of `path`, if the draft is still `was`. */
  const swap = async (path: string, was: Draft | undefined, next: Content | null): Promise<WriteOutcome> => {
    const baseBytes = await base.readBytes(path);
    const asDraft: Draft | undefined =
      next === null
        ? baseBytes === undefined
          ? undefined
          : null
        : baseBytes !== undefined && sameBytes(baseBytes, asBytes(next))
          ? undefined
          : next;
    const ok = await store.swapDraft(place, path, was, asDraft, sameDraft);
    if (!ok) {
      const now = (await store.drafts(place)).get(path);
      if (now === undefined) known.delete(path);
      else known.set(path, now);
      return 'conflict';
    }
    if (asDraft === undefined) known.delete(path);
    else known.set(path, asDraft);
    return 'written';
  };

  return {
    drafts: () => known,
    async list(folder) {
      const at = joinPath(folder);
      const listed = await base.list(at);
      const entries = new Map<string, Entry>(listed?.map((e) => [e.name, e]));
      let exists = listed !== undefined;
      const prefix = at ? `${at}/` : '';
      for (const [path, d] of known) {
        if (d === null || !path.startsWith(prefix)) continue;
        const rest = path.slice(prefix.length);
        const slash = rest.indexOf('/');
        const name = slash < 0 ? rest : rest.slice(0, slash);
        entries.set(name, { name, kind: slash < 0 ? 'file' : 'folder' });
        exists = true;
      }
      for (const [path, d] of known) if (d === null && folderOf(path) === at) entries.delete(nameOf(path));
      return exists ? [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) : undefined;
    },
    async read(path) {
      const at = joinPath(path);
      const d = known.get(at);
      if (d === null) return undefined;
      if (d !== undefined) return typeof d === 'string' ? d : new TextDecoder().decode(d);
      return base.read(at);
    },
    async readBytes(path) {
      const found = await current(joinPath(path));
      return found === undefined ? undefined : asBytes(found);
    },
    async stat(path) {
      const at = joinPath(path);
      const d = known.get(at);
      if (d === null) return undefined;
      if (d !== undefined) return { size: asBytes(d).byteLength, stamp: `draft:${contentStamp(d)}` };
      return base.stat(at);
    },
    async write(path, content, expected) {
      const at = joinPath(path);
      if (!at) throw troubleOf('EISDIR', `illegal operation on a directory, write '${at}'`);
      const was = known.get(at);
      const now = await current(at);
      const text = now === undefined ? null : typeof now === 'string' ? now : new TextDecoder().decode(now);
      if (text !== expected) return 'conflict';
      return swap(at, was, content);
    },
    async remove(path, expected) {
      const at = joinPath(path);
      const was = known.get(at);
      const now = await current(at);
      if (now === undefined || !sameBytes(asBytes(now), expected)) return 'conflict';
      return swap(at, was, null);
    },
    watch(changed) {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
    base: () => Promise.resolve(commit),
  };
}
