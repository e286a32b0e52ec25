import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localWorkspace } from '../../src/workspace/local.ts';
import { memoryWorkspace } from '../../src/workspace/memory.ts';
import { overlay } from '../../src/workspace/overlay.ts';
import { extensionOf, folderOf, joinPath, nameOf } from '../../src/workspace/paths.ts';
import { filesUnder, type Workspace } from '../../src/workspace/port.ts';

const START = { 'site.yaml': 'site: a\n', 'content/products.yaml': 'products: []\n', 'content/blog/a.md': '---\ntitle: A\n---\n' };

/** The same site in a folder of this machine and in memory: each workspace must answer alike. */
const places: Array<[string, () => Workspace]> = [
  [
    'local folder',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'workspace-'));
      for (const [path, text] of Object.entries(START)) {
        mkdirSync(join(dir, folderOf(path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      return localWorkspace(dir);
    },
  ],
  ['memory', () => memoryWorkspace(START)],
];

describe.each(places)('the workspace port: %s', (_, make) => {
  it('lists a folder one level down, folders marked, and no folder that is not there', async () => {
    const ws = make();
    expect(await ws.list('')).toEqual([
      { name: 'content', kind: 'folder' },
      { name: 'site.yaml', kind: 'file' },
    ]);
    expect(await ws.list('content')).toEqual([
      { name: 'blog', kind: 'folder' },
      { name: 'products.yaml', kind: 'file' },
    ]);
    expect(await ws.list('public')).toBeUndefined();
    expect(await ws.list('site.yaml/x')).toBeUndefined();
    expect(await filesUnder(ws, '')).toEqual(['content/blog/a.md', 'content/products.yaml', 'site.yaml']);
  });

  it('reads texts and bytes; nothing for a missing file; a folder is EISDIR', async () => {
    const ws = make();
    expect(await ws.read('site.yaml')).toBe('site: a\n');
    expect(new TextDecoder().decode(await ws.readBytes('content/blog/a.md'))).toBe(START['content/blog/a.md']);
    expect(await ws.read('content/none.yaml')).toBeUndefined();
    expect(await ws.readBytes('none/at/all.png')).toBeUndefined();
    await expect(ws.read('content/blog')).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('reads a file written as bytes with its byte-order mark kept, as the loader must see it to say so', async () => {
    const ws = make();
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('site: b\n')]);
    expect(await ws.write('site.yaml', withMark, 'site: a\n')).toBe('written');
    expect(await ws.read('site.yaml')).toBe('\uFEFFsite: b\n');
  });

  it('writes only over the text it was made on; a new file only where there is none', async () => {
    const ws = make();
    const before = await ws.stat('site.yaml');
    expect(await ws.write('site.yaml', 'site: b\n', 'site: a\n')).toBe('written');
    expect(await ws.read('site.yaml')).toBe('site: b\n');
    expect((await ws.stat('site.yaml'))?.stamp).not.toBe(before?.stamp);
    // Made on the old text: refused, the newer one kept.
    expect(await ws.write('site.yaml', 'site: c\n', 'site: a\n')).toBe('conflict');
    expect(await ws.read('site.yaml')).toBe('site: b\n');
    expect(await ws.write('content/forms/new.yaml', 'fields: []\n', null)).toBe('written');
    expect(await ws.write('content/forms/new.yaml', 'fields: [x]\n', null)).toBe('conflict');
    expect(await ws.list('content/forms')).toEqual([{ name: 'new.yaml', kind: 'file' }]);
    expect(await ws.write('content/gone.yaml', 'x: 1\n', 'x: 0\n')).toBe('conflict');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(await ws.write('public/images/a.png', bytes, null)).toBe('written');
    expect([...((await ws.readBytes('public/images/a.png')) ?? [])]).toEqual([...bytes]);
    expect((await ws.stat('public/images/a.png'))?.size).toBe(4);
  });

  it('removes a file only while it holds what the remover put there', async () => {
    const ws = make();
    const mine = new Uint8Array([1, 2, 3]);
    expect(await ws.write('public/images/mine.png', mine, null)).toBe('written');
    // Another writer's file under that name since: it stays.
    expect(await ws.write('public/images/mine.png', new Uint8Array([9]), '\u0001\u0002\u0003')).toBe('written');
    expect(await ws.remove('public/images/mine.png', mine)).toBe('conflict');
    expect([...((await ws.readBytes('public/images/mine.png')) ?? [])]).toEqual([9]);
    expect(await ws.remove('public/images/mine.png', new Uint8Array([9]))).toBe('written');
    expect(await ws.readBytes('public/images/mine.png')).toBeUndefined();
    expect(await ws.remove('public/images/mine.png', new Uint8Array([9]))).toBe('conflict');
  });

  it('tells a watcher of a file changed by another writer', async () => {
    const ws = make();
    const seen: string[] = [];
    const told = new Promise<void>((done) => {
      const stop = ws.watch((paths) => {
        seen.push(...paths);
        if (paths.includes('content/products.yaml')) {
          stop();
          done();
        }
      });
    });
    // A second writer over the same place.
    await ws.write('content/products.yaml', 'products: [x]\n', 'products: []\n');
    await told;
    expect(seen).toContain('content/products.yaml');
  });
});

describe('the workspace port: where the files were taken from', () => {
  it('a local folder in git: its commit; memory: the version it was given; neither: nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workspace-git-'));
    writeFileSync(join(dir, 'site.yaml'), 'site: a\n');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], { cwd: dir })
        .toString()
        .trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'first');
    expect(await localWorkspace(dir).base()).toBe(git('rev-parse', 'HEAD'));
    expect(await localWorkspace(mkdtempSync(join(tmpdir(), 'workspace-plain-'))).base()).toBeUndefined();
    expect(await memoryWorkspace({}, 'abc123').base()).toBe('abc123');
  });
});

describe('a workspace with texts laid over it (a change checked before it is written)', () => {
  it('reads the texts laid over, lists new files in new folders, and hides removed ones', async () => {
    const under = memoryWorkspace(START);
    const view = overlay(
      under,
      new Map([
        ['site.yaml', 'site: over\n'],
        ['content/forms/contact.yaml', 'fields: []\n'],
        ['content/blog/a.md', null],
      ]),
    );
    expect(await view.read('site.yaml')).toBe('site: over\n');
    expect(await view.read('content/products.yaml')).toBe('products: []\n');
    expect(await view.read('content/blog/a.md')).toBeUndefined();
    expect(await view.list('content/blog')).toEqual([]);
    expect(await view.list('content')).toEqual([
      { name: 'blog', kind: 'folder' },
      { name: 'forms', kind: 'folder' },
      { name: 'products.yaml', kind: 'file' },
    ]);
    expect(await view.list('content/forms')).toEqual([{ name: 'contact.yaml', kind: 'file' }]);
    expect((await view.stat('site.yaml'))?.stamp).not.toBe(
      (await overlay(under, new Map([['site.yaml', 'site: ovex\n']])).stat('site.yaml'))?.stamp,
    );
    // The workspace under it is untouched.
    expect(await under.read('site.yaml')).toBe('site: a\n');
  });
});

describe('workspace paths', () => {
  it('joins from the root, "/" between folders, whatever the machine', () => {
    expect(joinPath('public', '/images/a.jpg')).toBe('public/images/a.jpg');
    expect(joinPath('public', 'images/../a.jpg')).toBe('public/a.jpg');
    expect(joinPath('public', '../../x')).toBe('../x');
    expect(joinPath('./content/', 'blog')).toBe('content/blog');
    expect([folderOf('a/b/c.md'), folderOf('site.yaml'), nameOf('a/b/c.md'), extensionOf('a/B.JPG'), extensionOf('a/.env')]).toEqual([
      'a/b',
      '',
      'c.md',
      '.JPG',
      '',
    ]);
  });
});
