/**
 * The workspace /admin edits: the base branch's files with the person's drafts over them. A
 * write is a draft kept in the browser (store.ts), never a request to the code host: nothing is
 * sent until the person publishes. A draft that brings a file back to the base's content is
 * dropped. Two tabs share the drafts: a write is made only on the draft its tab read (else
 * 'conflict', as a file changed on disk is for `npm run edit`), and each tab hears of the
 * other's writes (`watch`), as the local editor hears of a file changed by another program.
 */
import { encodeUtf8, sameBytes } from '../../workspace/bytes.ts';
import { overlay } from '../../workspace/overlay.ts';
import { joinPath } from '../../workspace/paths.ts';
import type { Workspace, WorkspaceReader, WriteOutcome } from '../../workspace/port.ts';
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
    // Read as any workspace with texts laid over it (the drafts as this tab knows them now).
    list: (folder) => overlay(base, known).list(folder),
    read: (path) => overlay(base, known).read(path),
    readBytes: (path) => overlay(base, known).readBytes(path),
    stat: (path) => overlay(base, known).stat(path),
    async write(path, content, expected) {
      const at = joinPath(path);
      if (!at) throw troubleOf('EISDIR', `illegal operation on a directory, write '${at}'`);
      const was = known.get(at);
      const text = (await overlay(base, known).read(at)) ?? null;
      if (text !== expected) return 'conflict';
      return swap(at, was, content);
    },
    async remove(path, expected) {
      const at = joinPath(path);
      const was = known.get(at);
      const now = await overlay(base, known).readBytes(at);
      if (now === undefined || !sameBytes(now, expected)) return 'conflict';
      return swap(at, was, null);
    },
    watch(changed) {
      watchers.add(changed);
      return () => watchers.delete(changed);
    },
    base: () => Promise.resolve(commit),
  };
}
