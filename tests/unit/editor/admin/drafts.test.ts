/**
 * The drafts /admin keeps over the base branch's files (src/editor/admin/drafts.ts), over a store
 * kept in memory with IndexedDB's semantics (one tab's swap sees another's write; the other tabs
 * hear of it): a write only on what its tab read, a draft back to the base dropped, a removal, and
 * two tabs that never overwrite each other.
 */
import { describe, expect, it } from 'vitest';
import { draftsWorkspace, sameDraft } from '../../../../src/editor/admin/drafts.ts';
import type { Draft, Store } from '../../../../src/editor/admin/store.ts';
import { memoryWorkspace } from '../../../../src/workspace/memory.ts';

/** A store shared by the "tabs" of one test: drafts in a map, news to every listener but the writer's own. */
function sharedStore() {
  const drafts = new Map<string, Draft>();
  const listeners = new Set<{ place: string; heard: (paths: string[]) => void; tab: number }>();
  let tabs = 0;
  return () => {
    const tab = ++tabs;
    const store: Store = {
      blob: () => Promise.resolve(undefined),
      putBlobs: () => Promise.resolve(),
      tree: () => Promise.resolve(undefined),
      putTree: () => Promise.resolve(),
      fact: () => Promise.resolve(undefined),
      putFact: () => Promise.resolve(),
      drafts: (place) =>
        Promise.resolve(new Map([...drafts].filter(([k]) => k.startsWith(`${place}\0`)).map(([k, v]) => [k.slice(place.length + 1), v]))),
      swapDraft(place, path, expected, next, same) {
        const key = `${place}\0${path}`;
        if (!same(drafts.get(key), expected)) return Promise.resolve(false);
        if (next === undefined) drafts.delete(key);
        else drafts.set(key, next);
        for (const l of listeners) if (l.place === place && l.tab !== tab) l.heard([path]);
        return Promise.resolve(true);
      },
      listen(place, heard) {
        const l = { place, heard, tab };
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    return store;
  };
}

const base = () => memoryWorkspace({ 'site.yaml': 'a: 1\n', 'content/x.yaml': 'x: 1\n', 'public/images/p.png': new Uint8Array([1, 2, 3]) });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the drafts over the base branch', () => {
  it('writes a draft only on what was read, reads it back, and drops it when the file is back to the base', async () => {
    const tab = await draftsWorkspace(base(), 'c1', sharedStore()(), 'place');
    expect(await tab.write('site.yaml', 'a: 2\n', 'a: 9\n')).toBe('conflict');
    expect(await tab.write('site.yaml', 'a: 2\n', 'a: 1\n')).toBe('written');
    expect(await tab.read('site.yaml')).toBe('a: 2\n');
    expect([...tab.drafts().keys()]).toEqual(['site.yaml']);
    expect(await tab.write('site.yaml', 'a: 1\n', 'a: 2\n')).toBe('written');
    expect(tab.drafts().size).toBe(0);
    expect(await base().read('site.yaml')).toBe('a: 1\n');
  });

  it('adds and removes files, and lists them as a folder would', async () => {
    const tab = await draftsWorkspace(base(), 'c1', sharedStore()(), 'place');
    expect(await tab.write('content/blog/new.md', '---\ntitle: T\n---\n', null)).toBe('written');
    expect((await tab.list('content'))?.map((e) => e.name)).toEqual(['blog', 'x.yaml']);
    expect(await tab.remove('public/images/p.png', new Uint8Array([9]))).toBe('conflict');
    expect(await tab.remove('public/images/p.png', new Uint8Array([1, 2, 3]))).toBe('written');
    expect(await tab.stat('public/images/p.png')).toBeUndefined();
    // An emptied folder lists nothing (as a folder on disk does once its last file is gone).
    expect(await tab.list('public/images')).toEqual([]);
    expect(tab.drafts().get('public/images/p.png')).toBeNull();
    // A stamp of its own for a draft, another for each content.
    const first = await tab.stat('content/blog/new.md');
    await tab.write('content/blog/new.md', '---\ntitle: U\n---\n', '---\ntitle: T\n---\n');
    expect((await tab.stat('content/blog/new.md'))?.stamp).not.toBe(first?.stamp);
  });

  it('two tabs: each hears the other, and a write on a draft the other changed meanwhile is refused', async () => {
    const open = sharedStore();
    const one = await draftsWorkspace(base(), 'c1', open(), 'place');
    const two = await draftsWorkspace(base(), 'c1', open(), 'place');
    const heard: string[][] = [];
    two.watch((paths) => heard.push(paths));
    expect(await one.write('site.yaml', 'a: 2\n', 'a: 1\n')).toBe('written');
    await flush();
    expect(heard).toEqual([['site.yaml']]);
    expect(await two.read('site.yaml')).toBe('a: 2\n');
    // Tab one writes again before tab two hears of it: tab two's write on the older text is refused.
    expect(await one.write('site.yaml', 'a: 3\n', 'a: 2\n')).toBe('written');
    expect(await two.write('site.yaml', 'a: 4\n', 'a: 2\n')).toBe('conflict');
    await flush();
    expect(await two.read('site.yaml')).toBe('a: 3\n');
  });

  it('tells drafts apart: none, a removal, texts and bytes by their content', () => {
    expect(sameDraft(undefined, undefined)).toBe(true);
    expect(sameDraft(undefined, null)).toBe(false);
    expect(sameDraft('a', new TextEncoder().encode('a'))).toBe(true);
    expect(sameDraft('a', 'b')).toBe(false);
  });
});
