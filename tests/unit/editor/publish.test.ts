/**
 * Publishing from the editor through git, against a real bare repository on disk:
 * exactly the changed files on a new branch, the person's checkout untouched; the base branch
 * moved meanwhile (merged by field, or a conflict with both values); a refused push; hostile
 * descriptions.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeHost } from '../../../src/editor/publish/host';
import { localPublisher } from '../../../src/editor/publish/local';
import { Git } from '../../../src/editor/publish/git';
import { Session } from '../../../src/editor/server/session';
import { startGitHubStandIn } from '../../../src/standins/github';
import { git, makeRepos, recordingHost, replaceOnce, type Repos } from './publishRepo';

/** The tagline's line with these English words (the Kiswahili kept): the tests change the English. */
const tagline = (en: string) => `tagline: { en: ${en}, sw: Kukuza riziki za kijani kupitia mianzi }`;
const TAGLINE = tagline('Growing green livelihoods with bamboo');
const PHONE = 'phone: "+254 712 345 678"';
const PRICE = 'price: 15000';
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let repos: Repos | undefined;
afterEach(() => {
  repos?.cleanup();
  repos = undefined;
});

/** The files a branch changed against main on the remote. */
const changedOn = (r: Repos, branch: string) => git(r.remote, 'diff', '--name-only', 'main', branch).split('\n').filter(Boolean);
const onBranch = (r: Repos, branch: string, file: string) => git(r.remote, 'show', `${branch}:${file}`);

describe('publish: a new branch on the remote with exactly the changed files', () => {
  it('commits two changed files on editor/…, opens a pull request listing them, and leaves the checkout, branch and index as they were', async () => {
    const r = (repos = makeRepos());
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    r.write('content/products.yaml', replaceOnce(r.read('content/products.yaml'), PRICE, 'price: 14500'));
    const site = r.read('site.yaml');
    const products = r.read('content/products.yaml');
    // git status may refresh the index's file times: asked first, then the index read.
    const status = git(r.work, 'status', '--porcelain');
    const index = readFileSync(join(r.work, '.git/index'));
    const head = git(r.work, 'rev-parse', 'HEAD');
    const host = recordingHost();
    const publisher = localPublisher(new Session(r.work), { codeHost: host });

    const listed = await publisher.changes();
    expect(listed.map((c) => [c.file, c.path, c.kind, c.before, c.after])).toEqual([
      ['content/products.yaml', 'products[1].price', 'changed', '15000', '14500'],
      ['site.yaml', 'site.tagline.en', 'changed', 'Growing green livelihoods with bamboo', 'Bamboo for every home'],
    ]);
    expect(listed[0].place).toBe('Products › “Bamboo Lounge Chair” › Price (KSh)');
    expect(listed[0].link).toBe('/products');

    const prepared = await publisher.prepare();
    expect(prepared).toMatchObject({ ok: true, base: 'main', conflicts: [] });

    const done = await publisher.publish({ title: 'New tagline and a lower chair price' });
    if (!done.ok) throw new Error(done.message);
    const branch = done.publication.branch;
    expect(branch).toBe('editor/new-tagline-and-a-lower-chair-price');
    expect(changedOn(r, branch)).toEqual(['content/products.yaml', 'site.yaml']);
    expect(onBranch(r, branch, 'site.yaml')).toBe(site.trimEnd());
    expect(onBranch(r, branch, 'content/products.yaml')).toBe(products.trimEnd());
    expect(git(r.remote, 'rev-parse', `${branch}^`)).toBe(git(r.remote, 'rev-parse', 'main'));
    expect(git(r.remote, 'log', '-1', '--format=%an <%ae>%n%s', branch)).toBe(
      'Wanjiku Editor <wanjiku.editor@example.org>\nNew tagline and a lower chair price',
    );
    expect(git(r.remote, 'log', '-1', '--format=%b', branch)).toContain(
      'Site facts › Tagline › English: Growing green livelihoods with bamboo → Bamboo for every home',
    );
    // main on the remote did not move; the pull request asked for lists and links the changes.
    expect(git(r.remote, 'rev-parse', 'main')).toBe(head);
    expect(host.opened).toHaveLength(1);
    expect(host.opened[0]).toMatchObject({ head: branch, base: 'main', title: 'New tagline and a lower chair price' });
    expect(host.opened[0].body).toContain(
      '- **Products › “Bamboo Lounge Chair” › Price (KSh)** ([`/products`](<https://www.mianzibamboo.co.ke/products>)): `15000` → `14500`',
    );
    expect(done.publication).toMatchObject({ url: 'https://github.com/acme/site/pull/1', pullRequest: 1, state: 'open' });

    // The person's checkout: the same commit, branch, index and files.
    expect(git(r.work, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(r.work, 'branch', '--show-current')).toBe('main');
    expect(readFileSync(join(r.work, '.git/index')).equals(index)).toBe(true);
    expect(git(r.work, 'status', '--porcelain')).toBe(status);
    expect(git(r.work, 'stash', 'list')).toBe('');
    expect(r.read('site.yaml')).toBe(site);

    // Published: no longer listed as a change, and listed as a publication (also after a restart).
    expect(await publisher.changes()).toEqual([]);
    const again = localPublisher(new Session(r.work), { codeHost: host });
    expect(await again.changes()).toEqual([]);
    expect((await again.publications()).map((p) => [p.branch, p.state, p.changes.length])).toEqual([[branch, 'open', 2]]);
  });

  it('without a code host token: the branch is pushed and the publication gives the address to open the pull request', async () => {
    const r = (repos = makeRepos());
    git(r.work, 'remote', 'set-url', '--push', 'origin', r.remote);
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const done = await localPublisher(new Session(r.work)).publish({ title: 'Tagline' });
    if (!done.ok) throw new Error(done.message);
    expect(changedOn(r, 'editor/tagline')).toEqual(['site.yaml']);
    // The remote is a folder, not github.com: no address is known, and none is made up.
    expect(done.publication).toMatchObject({ branch: 'editor/tagline', state: 'pushed', url: '' });
    expect(done.publication.pullRequest).toBeUndefined();
  });
});

describe('publish: pictures, posts, the pull request and its state', () => {
  it('a new picture and the product that shows it: both in the commit, the picture byte for byte', async () => {
    const r = (repos = makeRepos());
    mkdirSync(join(r.work, 'public/images/products'), { recursive: true });
    writeFileSync(join(r.work, 'public/images/products/chair-2.png'), PNG);
    r.write(
      'content/products.yaml',
      replaceOnce(r.read('content/products.yaml'), '/images/products/bamboo-cutlery-set.svg', '/images/products/chair-2.png'),
    );
    const done = await localPublisher(new Session(r.work), { codeHost: recordingHost() }).publish({ title: 'A photo of the cutlery' });
    if (!done.ok) throw new Error(done.message);
    expect(changedOn(r, done.publication.branch)).toEqual(['content/products.yaml', 'public/images/products/chair-2.png']);
    const bytes = execFileSync('git', ['show', `${done.publication.branch}:public/images/products/chair-2.png`], { cwd: r.remote });
    expect(bytes.equals(PNG)).toBe(true);
    expect(done.publication.changes.map((c) => c.place)).toEqual([
      'Products › “Bamboo Cutlery Set” › Picture',
      'New picture: /images/products/chair-2.png',
    ]);
  });

  it('a post removed: the commit removes it; discarded instead, it comes back', async () => {
    const r = (repos = makeRepos());
    const file = 'content/blog/diy-bamboo-planter.md';
    const original = r.read(file);
    unlinkSync(join(r.work, file));
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    const listed = await publisher.changes();
    expect(listed.map((c) => [c.file, c.kind, c.place])).toEqual([[file, 'removed', expect.stringMatching(/^Post “.+”$/)]]);
    const done = await publisher.publish({ title: 'Remove the planter post' });
    if (!done.ok) throw new Error(done.message);
    expect(git(r.remote, 'diff', '--name-status', 'main', done.publication.branch)).toBe(`D\t${file}`);
    // Published: not a change any more. Discarding a removal that is still a change brings the file back.
    expect(await publisher.changes()).toEqual([]);
    const again = makeRepos();
    try {
      unlinkSync(join(again.work, file));
      const p2 = localPublisher(new Session(again.work), { codeHost: recordingHost() });
      expect((await p2.discard((await p2.changes())[0].id)).ok).toBe(true);
      expect(again.read(file)).toBe(original);
    } finally {
      again.cleanup();
    }
  });

  it('a post changed on both sides in different places (a detail there, the text here): merged, both in the commit', async () => {
    const r = (repos = makeRepos());
    const file = 'content/blog/bamboo-carbon-climate.md';
    r.theyChange(file, (t) => replaceOnce(t, 'readTime: 4 min read', 'readTime: 5 min read'));
    r.write(file, replaceOnce(r.read(file), 'is one of the fastest-growing plants', 'is among the fastest-growing plants'));
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    expect(await publisher.prepare()).toMatchObject({ ok: true, conflicts: [] });
    const done = await publisher.publish({ title: 'Wording' });
    if (!done.ok) throw new Error(done.message);
    const text = onBranch(r, done.publication.branch, file);
    expect(text).toContain('readTime: 5 min read');
    expect(text).toContain('is among the fastest-growing plants');
  });

  it('the pull request cannot be opened: the branch is pushed, the publication kept, and the message gives the address to open it', async () => {
    const r = (repos = makeRepos());
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const host = { ...recordingHost(), openPullRequest: () => Promise.reject(new Error('GitHub answered 502 Bad Gateway')) };
    const done = await localPublisher(new Session(r.work), { codeHost: host }).publish({ title: 'Tagline' });
    if (!done.ok) throw new Error(done.message);
    expect(done.message).toBe(
      'The change was sent as the branch editor/tagline, but the pull request could not be opened (GitHub answered 502 Bad Gateway). Open it at https://github.com/acme/site/compare/main...editor/tagline?expand=1.',
    );
    expect(done.publication).toMatchObject({ state: 'pushed', url: 'https://github.com/acme/site/compare/main...editor/tagline?expand=1' });
    expect(changedOn(r, 'editor/tagline')).toEqual(['site.yaml']);
  });

  it('the publications follow the pull request: open with its checks, then merged and deployed is "published" (kept after a restart)', async () => {
    const r = (repos = makeRepos());
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    let status: Awaited<ReturnType<CodeHost['status']>> = {
      state: 'open',
      deployed: false,
      checks: [{ name: 'validate', status: 'in_progress' }],
      problems: [],
    };
    const asked: [number, string][] = [];
    const host: CodeHost = {
      ...recordingHost(),
      status: (pr, commit) => {
        asked.push([pr, commit]);
        return Promise.resolve(status);
      },
    };
    const publisher = localPublisher(new Session(r.work), { codeHost: host });
    const done = await publisher.publish({ title: 'Tagline' });
    if (!done.ok) throw new Error(done.message);
    expect((await publisher.publications()).map((p) => [p.state, p.checks])).toEqual([
      ['open', [{ name: 'validate', status: 'in_progress' }]],
    ]);
    expect(asked).toEqual([[1, done.publication.commit]]);
    status = { state: 'merged', deployed: true, checks: [{ name: 'validate', status: 'completed', conclusion: 'success' }], problems: [] };
    expect((await publisher.publications()).map((p) => p.state)).toEqual(['published']);
    // Recorded: after a restart it is published without asking the code host again.
    const asks = asked.length;
    expect((await localPublisher(new Session(r.work), { codeHost: host }).publications()).map((p) => p.state)).toEqual(['published']);
    expect(asked).toHaveLength(asks);
  });

  it('a record of publications that cannot be read: the changes are listed as unpublished, and publishing keeps the old record beside the new', async () => {
    const r = (repos = makeRepos());
    mkdirSync(join(r.work, '.data/editor'), { recursive: true });
    writeFileSync(join(r.work, '.data/editor/publications.json'), '{ "publications": [ { "branch": 1 } ');
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    expect((await publisher.changes()).map((c) => c.path)).toEqual(['site.tagline.en']);
    expect(await publisher.publications()).toEqual([]);
    const done = await publisher.publish({ title: 'Tagline' });
    if (!done.ok) throw new Error(done.message);
    expect(readFileSync(join(r.work, '.data/editor/publications.json.unreadable'), 'utf8')).toBe('{ "publications": [ { "branch": 1 } ');
    expect((await publisher.publications()).map((p) => p.branch)).toEqual(['editor/tagline']);
    expect(await publisher.changes()).toEqual([]);
    // .data/ is ignored by git: the record is never a change to publish.
    expect(git(r.work, 'status', '--porcelain')).toBe('M site.yaml');
  });

  it('a site in a folder of the repository, and EDITOR_BASE_BRANCH: the files are published at their place, onto that branch', async () => {
    const r = (repos = makeRepos({ folder: 'site' }));
    git(r.other, 'push', '--quiet', 'origin', 'main:refs/heads/staging');
    const site = join(r.work, 'site');
    writeFileSync(
      join(site, 'site.yaml'),
      replaceOnce(readFileSync(join(site, 'site.yaml'), 'utf8'), TAGLINE, tagline('Bamboo for every home')),
    );
    const publisher = localPublisher(new Session(site), {
      codeHost: recordingHost(),
      env: { ...process.env, EDITOR_BASE_BRANCH: 'staging' },
    });
    expect((await publisher.changes()).map((c) => c.id)).toEqual(['site.yaml|site.tagline.en|changed']);
    const done = await publisher.publish({ title: 'Tagline' });
    if (!done.ok) throw new Error(done.message);
    expect(git(r.remote, 'diff', '--name-only', 'staging', 'editor/tagline')).toBe('site/site.yaml');
    expect(git(r.remote, 'rev-parse', 'editor/tagline^')).toBe(git(r.remote, 'rev-parse', 'staging'));
  });
});

describe('publish: the base branch moved meanwhile', () => {
  it('another person changed another field: merged by field, both changes in the commit, their comment kept', async () => {
    const r = (repos = makeRepos());
    r.theyChange('site.yaml', (t) => replaceOnce(t, PHONE, `${PHONE.replace('678', '679')} # new line since May`), 'New phone');
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    const prepared = await publisher.prepare();
    expect(prepared).toMatchObject({ ok: true, conflicts: [] });
    const done = await publisher.publish({ title: 'Tagline' });
    if (!done.ok) throw new Error(done.message);
    const text = onBranch(r, done.publication.branch, 'site.yaml');
    expect(text).toContain(tagline('Bamboo for every home'));
    expect(text).toContain('phone: "+254 712 345 679" # new line since May');
    // Exactly their text with our one line changed.
    const theirs = git(r.remote, 'show', 'main:site.yaml');
    expect(text).toBe(replaceOnce(theirs, TAGLINE, tagline('Bamboo for every home')));
    expect(git(r.remote, 'rev-parse', `${done.publication.branch}^`)).toBe(git(r.remote, 'rev-parse', 'main'));
  });

  for (const choose of ['ours', 'theirs'] as const) {
    it(`the same field changed on both sides: a conflict with both values, resolved "${choose}"`, async () => {
      const r = (repos = makeRepos());
      r.theyChange('site.yaml', (t) => replaceOnce(t, TAGLINE, tagline('Their tagline')));
      r.write(
        'site.yaml',
        replaceOnce(replaceOnce(r.read('site.yaml'), TAGLINE, tagline('My tagline')), PHONE, 'phone: "+254 700 000 000"'),
      );
      const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
      const prepared = await publisher.prepare();
      if (!prepared.ok) throw new Error(prepared.message);
      expect(prepared.conflicts).toEqual([
        {
          file: 'site.yaml',
          path: 'site.tagline.en',
          place: 'Site facts › Tagline › English',
          theirs: 'Their tagline',
          ours: 'My tagline',
        },
      ]);
      // Publishing without a choice is refused, with the conflicts to choose at.
      const refused = await publisher.publish({ title: 'Tagline' });
      expect(refused).toMatchObject({ ok: false, conflicts: prepared.conflicts });
      expect(refused.ok ? '' : refused.message).toMatch(/changed differently on main meanwhile: choose/);
      expect(git(r.remote, 'branch', '--list', 'editor/*')).toBe('');

      const done = await publisher.publish({ title: 'Tagline', resolutions: [{ file: 'site.yaml', path: 'site.tagline.en', choose }] });
      if (!done.ok) throw new Error(done.message);
      const text = onBranch(r, done.publication.branch, 'site.yaml');
      expect(text).toContain(choose === 'ours' ? tagline('My tagline') : tagline('Their tagline'));
      expect(text).not.toContain(choose === 'ours' ? 'Their tagline' : 'My tagline');
      // The other field, changed on our side only, is in either way.
      expect(text).toContain('phone: "+254 700 000 000"');
      // The working copy keeps the person's value whatever was chosen.
      expect(r.read('site.yaml')).toContain(tagline('My tagline'));
    });
  }
});

describe('publish: one publication after another from the same working copy', () => {
  it('the second, while the first is under review, is built on it; once the first is merged, only the new change is sent', async () => {
    const r = (repos = makeRepos());
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const first = await publisher.publish({ title: 'Tagline' });
    if (!first.ok) throw new Error(first.message);
    expect((await publisher.changes()).length).toBe(0);

    // Another change while the first is open: listed alone; its branch holds both (main lacks the first).
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), PHONE, 'phone: "+254 700 000 000"'));
    expect((await publisher.changes()).map((c) => c.path)).toEqual(['site.phone']);
    const second = await publisher.publish({ title: 'Phone' });
    if (!second.ok) throw new Error(second.message);
    expect(second.publication.changes.map((c) => c.path)).toEqual(['site.phone']);
    expect(onBranch(r, 'editor/phone', 'site.yaml')).toBe(r.read('site.yaml').trimEnd());

    // The first is merged into main (by its reviewer); a third change goes onto main with only itself.
    git(r.remote, 'update-ref', 'refs/heads/main', 'editor/tagline');
    r.write('content/products.yaml', replaceOnce(r.read('content/products.yaml'), PRICE, 'price: 14500'));
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), 'phone: "+254 700 000 000"', 'phone: "+254 711 111 111"'));
    const prepared = await publisher.prepare();
    expect(prepared).toMatchObject({ ok: true, conflicts: [] });
    const third = await publisher.publish({ title: 'Price and phone' });
    if (!third.ok) throw new Error(third.message);
    expect(changedOn(r, 'editor/price-and-phone')).toEqual(['content/products.yaml', 'site.yaml']);
    const site = onBranch(r, 'editor/price-and-phone', 'site.yaml');
    expect(site).toContain(tagline('Bamboo for every home'));
    expect(site).toContain('phone: "+254 711 111 111"');
  });
});

describe('publish: a failure keeps every change and says what to do', () => {
  it('the remote refuses the push (a pre-receive hook): the change is kept and listed, the message is in words', async () => {
    const r = (repos = makeRepos());
    const hook = join(r.remote, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "Pushes are closed for maintenance" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const before = r.read('site.yaml');
    const host = recordingHost();
    const publisher = localPublisher(new Session(r.work), { codeHost: host });
    const done = await publisher.publish({ title: 'Tagline' });
    expect(done.ok).toBe(false);
    expect(done.ok ? '' : done.message).toBe(
      'The change could not be sent to the repository: the repository refused it (it said: Pushes are closed for maintenance). Ask the person who looks after the repository, then press Publish again. Your changes are kept.',
    );
    expect(r.read('site.yaml')).toBe(before);
    expect((await publisher.changes()).map((c) => c.path)).toEqual(['site.tagline.en']);
    expect(await publisher.publications()).toEqual([]);
    expect(host.opened).toEqual([]);
    expect(git(r.remote, 'branch', '--list', 'editor/*')).toBe('');
  });

  it('the remote cannot be reached: a message in words, the change kept', async () => {
    const r = (repos = makeRepos());
    git(r.work, 'remote', 'set-url', 'origin', join(r.dir, 'gone.git'));
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    const done = await publisher.publish({ title: 'Tagline' });
    expect(done.ok ? '' : done.message).toMatch(/^The repository could not be reached: it did not answer .*Your changes are kept\.$/);
    expect(r.read('site.yaml')).toContain('Bamboo for every home');
  });

  it('git does not know who the person is: says what to run, nothing is pushed', async () => {
    const r = (repos = makeRepos());
    git(r.work, 'config', '--unset', 'user.name');
    git(r.work, 'config', '--unset', 'user.email');
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const done = await localPublisher(new Session(r.work), { codeHost: recordingHost() }).publish({ title: 'Tagline' });
    expect(done.ok ? '' : done.message).toMatch(
      /^git does not know who you are.*git config --global user\.name "Your Name".*Your changes are kept\.$/,
    );
    expect(git(r.remote, 'branch', '--list', 'editor/*')).toBe('');
  });

  it('the base branch is never pushed to unless EDITOR_PUBLISH_TO_BASE=1', async () => {
    const r = (repos = makeRepos());
    const g = await Git.open(r.work, {});
    const head = git(r.work, 'rev-parse', 'HEAD');
    const commit = await g.commitFiles(head, new Map([['site.yaml', 'site: {}\n']]), 'Straight to main');
    await expect(g.push(commit, 'main', 'main')).rejects.toThrow(/does not write to main directly/);
    expect(git(r.remote, 'rev-parse', 'main')).toBe(head);
    await (await Git.open(r.work, { EDITOR_PUBLISH_TO_BASE: '1' })).push(commit, 'main', 'main');
    expect(git(r.remote, 'rev-parse', 'main')).toBe(commit);
  });

  it('never writes to the base branch: a description that names it still makes a branch of its own', async () => {
    const r = (repos = makeRepos());
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('Bamboo for every home')));
    const main = git(r.remote, 'rev-parse', 'main');
    const done = await localPublisher(new Session(r.work), { codeHost: recordingHost() }).publish({ title: 'main' });
    expect(done.ok && done.publication.branch).toBe('editor/main');
    expect(git(r.remote, 'rev-parse', 'main')).toBe(main);
  });
});

describe('publish: hostile descriptions make safe branch names and one-line subjects', () => {
  it('five hostile descriptions in a row: each its own branch that git takes, each subject one clean line', async () => {
    const r = (repos = makeRepos());
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    const titles = ['; rm -rf ~', '../../main', '\n\u001b[2J\u202eevil', 'a'.repeat(300), 'Prices 🎋 for Nairobi 👩‍👩‍👧'];
    const branches: string[] = [];
    for (const [n, title] of titles.entries()) {
      r.write('site.yaml', replaceOnce(r.read('site.yaml'), n ? tagline(`Tagline ${n - 1}`) : TAGLINE, tagline(`Tagline ${n}`)));
      const done = await publisher.publish({ title });
      if (!done.ok) throw new Error(done.message);
      branches.push(done.publication.branch);
      const subject = git(r.remote, 'log', '-1', '--format=%s', done.publication.branch);
      expect(subject).toBe(done.publication.title);
      // eslint-disable-next-line no-control-regex
      expect(subject).not.toMatch(/[\u0000-\u001f\u007f\u202e]/);
      expect([...new Intl.Segmenter().segment(subject)].length).toBeLessThanOrEqual(72);
    }
    expect(branches).toEqual(['editor/rm-rf', 'editor/main', 'editor/2j-evil', `editor/${'a'.repeat(40)}`, 'editor/prices-for-nairobi']);
    expect(git(r.remote, 'log', '-1', '--format=%s', 'editor/prices-for-nairobi')).toBe('Prices 🎋 for Nairobi 👩‍👩‍👧');
    expect(git(r.remote, 'log', '-1', '--format=%s', 'editor/2j-evil')).toBe('[2J evil');
    expect(git(r.remote, 'rev-parse', 'main')).toBe(git(r.work, 'rev-parse', 'HEAD'));
  });

  it('a name taken on the remote gets -2, then -3', async () => {
    const r = (repos = makeRepos());
    git(r.other, 'push', '--quiet', 'origin', 'main:refs/heads/editor/tagline');
    const publisher = localPublisher(new Session(r.work), { codeHost: recordingHost() });
    const names: string[] = [];
    for (const n of [1, 2]) {
      r.write('site.yaml', replaceOnce(r.read('site.yaml'), n === 1 ? TAGLINE : tagline('One'), tagline(n === 1 ? 'One' : 'Two')));
      const done = await publisher.publish({ title: 'Tagline' });
      if (!done.ok) throw new Error(done.message);
      names.push(done.publication.branch);
    }
    expect(names).toEqual(['editor/tagline-2', 'editor/tagline-3']);
  });
});

describe('publish: the code host from the settings', () => {
  it('GITHUB_TOKEN, GITHUB_API_URL and GITHUB_REPOSITORY (the stand-in): the pull request opened with an escaped body, its check placed at the field', async () => {
    const r = (repos = makeRepos());
    const standIn = await startGitHubStandIn({ remote: r.remote });
    try {
      const env = {
        ...process.env,
        GITHUB_TOKEN: standIn.state.token,
        GITHUB_API_URL: standIn.url,
        GITHUB_REPOSITORY: `${standIn.state.owner}/${standIn.state.repo}`,
      };
      r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('"<script>alert(1)</script> | `x`"')));
      const publisher = localPublisher(new Session(r.work), { env });
      const done = await publisher.publish({ title: 'Tagline' });
      if (!done.ok) throw new Error(done.message);
      expect(done.publication.state).toBe('open');
      expect(done.publication.url).toBe(`${standIn.url}/bamboo/site/pull/1`);
      const [pull] = standIn.state.pulls;
      expect(pull.head).toBe(done.publication.branch);
      // The value is shown as code, never as HTML or a table cell.
      expect(pull.body).toContain('→ `` <script>alert(1)</script> | `x` ``');
      expect(pull.body).toMatch(/Changed in the visual editor \(1 change\)/);

      // The workflow's note on the tagline's line comes back at that field.
      const line =
        onBranch(r, done.publication.branch, 'site.yaml')
          .split('\n')
          .findIndex((l) => l.includes('tagline:')) + 1;
      await fetch(`${standIn.url}/__standin/checks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sha: done.publication.commit,
          name: 'validate',
          status: 'completed',
          conclusion: 'failure',
          annotations: [{ path: 'site.yaml', start_line: line, end_line: line, annotation_level: 'failure', message: 'Too long.' }],
        }),
      });
      const [view] = await publisher.publications();
      expect(view.checks).toMatchObject([{ name: 'validate', status: 'completed', conclusion: 'failure' }]);
      expect(view.problems.map((p) => [p.file, p.path, p.line])).toEqual([['site.yaml', 'site.tagline', line]]);
    } finally {
      await standIn.close();
    }
  });
});
