/**
 * Publishing over the port, with no git and no folder for the site: the site held in memory (the
 * workspace) and a repository held in memory (as a code host's API will be one), under the same
 * publisher the local editor uses. Its changes are listed in words, a publish sends one commit of
 * exactly the changed file on the base's newest commit (merged by field with a change made there
 * meanwhile), a refused send keeps every change and says why, and a discard writes the file back
 * through the workspace, and keeps a new file another writer changed meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localPublisher } from '../../../src/editor/publish/local';
import { PublishError, type Repository } from '../../../src/editor/publish/repository';
import { Session } from '../../../src/editor/server/session';
import { localWorkspace } from '../../../src/workspace/local';
import { memoryWorkspace, type MemoryWorkspace } from '../../../src/workspace/memory';
import { filesUnder } from '../../../src/workspace/port';
import { FIXTURES } from '../helpers';
import { recordingHost, replaceOnce } from './publishRepo';

type Tree = Map<string, Uint8Array>;
const text = (b: Uint8Array | null | undefined) => (b ? new TextDecoder().decode(b) : undefined);
const bytes = (s: string) => new TextEncoder().encode(s);

/** A repository in memory: commits by id, the base branch `main`, and the sends it took (or refuses). */
function memoryRepository(files: MemoryWorkspace, first: Tree) {
  const commits = new Map<string, Tree>([['c1', first]]);
  const sent: { tip: string; branch: string; files: Map<string, Uint8Array | string | null>; message: string }[] = [];
  const branches = new Map([['main', 'c1']]);
  let refusal: string | undefined;
  const repo: Repository & {
    sent: typeof sent;
    commit(changes: Record<string, string>): void;
    refuse(why: string | undefined): void;
  } = {
    siteFolder: '',
    sent,
    head: () => Promise.resolve('c1'),
    async changedSince(commit, areas) {
      const tree = commits.get(commit) ?? new Map<string, Uint8Array>();
      const inAreas = (p: string) => areas.some((a) => (a.endsWith('/') ? p.startsWith(a) : p === a));
      const now = (await filesUnder(files, '')).filter(inAreas);
      const differ = await Promise.all(now.map(async (p) => text(await files.readBytes(p)) !== text(tree.get(p))));
      const gone = [...tree.keys()].filter((p) => inAreas(p) && !now.includes(p));
      return [...now.filter((_, i) => differ[i]), ...gone].sort();
    },
    fileAt: (commit, file) => Promise.resolve(commits.get(commit)?.get(file)),
    remoteUrl: () => Promise.resolve('https://github.com/acme/site.git'),
    base: () => Promise.resolve({ branch: 'main', tip: branches.get('main') }),
    author: () => Promise.resolve('A Person <a@example.org>'),
    branchesUnder: (prefix) => Promise.resolve(new Set([...branches.keys()].filter((b) => b.startsWith(prefix)))),
    validBranch: (name) => Promise.resolve(/^[\w/-]+$/.test(name)),
    send(p) {
      if (refusal) return Promise.reject(new PublishError(refusal));
      const tree = new Map(commits.get(p.tip));
      for (const [file, content] of p.files) {
        if (content === null) tree.delete(file);
        else tree.set(file, typeof content === 'string' ? bytes(content) : content);
      }
      const id = `c${commits.size + 1}`;
      commits.set(id, tree);
      branches.set(p.branch, id);
      sent.push({ tip: p.tip, branch: p.branch, files: new Map(p.files), message: p.message });
      return Promise.resolve(id);
    },
    // Someone else's change merged into main meanwhile.
    commit(changes) {
      const tree = new Map(commits.get(branches.get('main') ?? 'c1'));
      for (const [file, content] of Object.entries(changes)) tree.set(file, bytes(content));
      const id = `c${commits.size + 1}`;
      commits.set(id, tree);
      branches.set('main', id);
    },
    refuse(why) {
      refusal = why;
    },
  };
  return repo;
}

let records: string | undefined;
afterEach(() => {
  if (records) rmSync(records, { recursive: true, force: true });
  records = undefined;
});

/** The minimal site in memory, a repository whose first commit holds it, and a publisher over both. */
async function setUp(wrap: (files: MemoryWorkspace) => MemoryWorkspace = (f) => f) {
  const disk = localWorkspace(join(FIXTURES, 'minimal'));
  const tree: Tree = new Map();
  for (const path of await filesUnder(disk, '')) tree.set(path, (await disk.readBytes(path)) ?? new Uint8Array());
  const files = wrap(memoryWorkspace(Object.fromEntries(tree)));
  const repo = memoryRepository(files, tree);
  // Only the record of publications is kept in a folder (its own, empty).
  records = mkdtempSync(join(tmpdir(), 'publish-records-'));
  const host = recordingHost();
  const publisher = localPublisher(new Session(records, files), { codeHost: host, repository: repo, env: {} });
  return { files, repo, host, publisher };
}

describe('publishing through the repository port', () => {
  it('lists a change in words, and sends one commit of that file alone on the newest main, merged with a change made there meanwhile', async () => {
    const { files, repo, host, publisher } = await setUp();
    const site = (await files.read('site.yaml')) ?? '';
    const name = /^ {2}name: (.+)$/m.exec(site)?.[1] ?? '';
    const location = /^ {2}location: (.+)$/m.exec(site)?.[1] ?? '';
    expect(name && location).toBeTruthy();
    await files.write('site.yaml', replaceOnce(site, `location: ${location}`, 'location: Bungoma, Kenya'), site);

    const listed = await publisher.changes();
    expect(listed.map((c) => [c.file, c.path, c.kind, c.after])).toEqual([['site.yaml', 'site.location', 'changed', 'Bungoma, Kenya']]);

    // Main moved on: another field of the same file changed there.
    repo.commit({ 'site.yaml': replaceOnce(site, `name: ${name}`, 'name: Renamed Meanwhile') });
    const done = await publisher.publish({ title: 'Where we are' });
    expect(done.ok ? '' : done.message).toBe('');
    expect(repo.sent).toHaveLength(1);
    const [sent] = repo.sent;
    expect(sent.tip).toBe('c2');
    expect(sent.branch).toBe('editor/where-we-are');
    expect([...sent.files.keys()]).toEqual(['site.yaml']);
    const merged = text(sent.files.get('site.yaml') as Uint8Array) ?? '';
    expect(merged).toContain('location: Bungoma, Kenya');
    expect(merged).toContain('name: Renamed Meanwhile');
    expect(sent.message).toMatch(/^Where we are\n\nChanged in the visual editor:\n\n- .*Bungoma, Kenya/);
    expect(host.opened).toEqual([expect.objectContaining({ head: 'editor/where-we-are', base: 'main', title: 'Where we are' })]);
    // The working copy is untouched by a publish.
    expect(await files.read('site.yaml')).not.toContain('Renamed Meanwhile');
  });

  it('a refused send says why and keeps the change; a discard puts the file back through the workspace', async () => {
    const { files, repo, publisher } = await setUp();
    const site = (await files.read('site.yaml')) ?? '';
    const location = /^ {2}location: (.+)$/m.exec(site)?.[1] ?? '';
    const changed = replaceOnce(site, `location: ${location}`, 'location: Kept after a refusal');
    await files.write('site.yaml', changed, site);

    repo.refuse('The code host refused the branch: this token may not write to the repository.');
    const refused = await publisher.publish({ title: 'Location' });
    expect(refused).toEqual({ ok: false, message: 'The code host refused the branch: this token may not write to the repository.' });
    expect(await files.read('site.yaml')).toBe(changed);
    const [change] = await publisher.changes();
    expect(change.after).toBe('Kept after a refusal');

    const discarded = await publisher.discard(change.id);
    expect(discarded).toEqual({ ok: true, changes: [] });
    expect(await files.read('site.yaml')).toBe(site);
  });

  it('a new file changed by another writer while it is discarded is kept, and the answer says so', async () => {
    const NEW = 'content/notes.yaml';
    // Another writer saves the new file between the discard's read and its removal.
    const { files, publisher } = await setUp((inner) => ({
      ...inner,
      async remove(path, expected) {
        if (path === NEW) await inner.write(path, 'notes: theirs\n', (await inner.read(path)) ?? null);
        return inner.remove(path, expected);
      },
    }));
    await files.write(NEW, 'notes: mine\n', null);
    const change = (await publisher.changes()).find((c) => c.file === NEW);
    expect(change).toBeDefined();
    const discarded = await publisher.discard(change?.id ?? '');
    expect(discarded).toEqual({ ok: false, message: `${NEW} changed meanwhile: nothing was discarded. Look at the list again.` });
    expect(await files.read(NEW)).toBe('notes: theirs\n');
  });
});
