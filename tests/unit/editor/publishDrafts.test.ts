/**
 * Unpublished changes: listed in plain words, kept across a restart of the
 * editor (they are the working copy's difference from what it started from), and discarded one
 * at a time: only that change goes back, the rest of the file byte for byte as it was.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeItem } from '../../../src/editor/edits/removeItem';
import { removeKey } from '../../../src/editor/edits/removeKey';
import { localPublisher } from '../../../src/editor/publish/local';
import type { Publisher } from '../../../src/editor/publish/publish';
import { Session } from '../../../src/editor/server/session';
import { git, makeRepos, recordingHost, replaceOnce, type Repos } from './publishRepo';

/** The tagline's line with these English words (the Kiswahili kept): the tests change the English. */
const tagline = (en: string) => `tagline: { en: ${en}, sw: Kukuza riziki za kijani kupitia mianzi }`;
const TAGLINE = tagline('Growing green livelihoods with bamboo');
const STORY = 'title: { en: From one nursery to a movement, sw: Kutoka kitalu kimoja hadi vuguvugu }';
const HOURS_NOTE = '  hoursNote: { en: East Africa Time (EAT), sw: Saa za Afrika Mashariki (EAT) }\n';
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let repos: Repos | undefined;
afterEach(() => {
  repos?.cleanup();
  repos = undefined;
});

/** A new Publisher, as after a restart of the editor. */
const restart = (r: Repos) => localPublisher(new Session(r.work), { codeHost: recordingHost() });
const idOf = async (p: Publisher, path: string) => {
  const c = (await p.changes()).find((x) => x.path === path);
  if (!c) throw new Error(`no change at ${path}`);
  return c.id;
};

describe('drafts: the unpublished changes survive a restart and are discarded one at a time', () => {
  it('lists a block field, a site field and a price in words after a restart; discarding one puts back only it, byte for byte', async () => {
    const r = (repos = makeRepos());
    const original = r.read('site.yaml');
    const withStory = replaceOnce(original, STORY, STORY.replace('a movement', 'a forest'));
    r.write('site.yaml', replaceOnce(withStory, TAGLINE, tagline('Bamboo for every home')));
    r.write('content/products.yaml', replaceOnce(r.read('content/products.yaml'), 'price: 15000', 'price: 14500'));

    const listed = await restart(r).changes();
    expect(listed.map(({ id: _id, ...c }) => c)).toEqual([
      {
        file: 'content/products.yaml',
        path: 'products[1].price',
        place: 'Products › “Bamboo Lounge Chair” › Price (KSh)',
        kind: 'changed',
        before: '15000',
        after: '14500',
        link: '/products',
      },
      {
        file: 'site.yaml',
        path: 'site.tagline.en',
        place: 'Site facts › Tagline › English',
        kind: 'changed',
        before: 'Growing green livelihoods with bamboo',
        after: 'Bamboo for every home',
      },
      {
        file: 'site.yaml',
        path: 'routes[1].blocks[1].title.en',
        place: 'About page › 2. Story “From one nursery to a forest” › Title › English',
        kind: 'changed',
        before: 'From one nursery to a movement',
        after: 'From one nursery to a forest',
        link: '/about#story',
      },
    ]);

    const publisher = restart(r);
    const after = await publisher.discard(await idOf(publisher, 'site.tagline.en'));
    expect(after.ok && after.changes.map((c) => c.path)).toEqual(['products[1].price', 'routes[1].blocks[1].title.en']);
    expect(r.read('site.yaml')).toBe(withStory);
    // The file's last change: the file is its base again, exactly.
    await restart(r).discard(await idOf(restart(r), 'routes[1].blocks[1].title.en'));
    expect(r.read('site.yaml')).toBe(original);
    expect((await restart(r).changes()).map((c) => c.path)).toEqual(['products[1].price']);
  });

  it('a product removed and another’s price changed: discarding the removal brings the product back where it was, byte for byte', async () => {
    const r = (repos = makeRepos());
    const original = r.read('content/products.yaml');
    const start = original.indexOf('  - id: bamboo-lounge-chair');
    const end = original.indexOf('  - id:', start + 1);
    r.write('content/products.yaml', replaceOnce(original.slice(0, start) + original.slice(end), 'price: 500', 'price: 600'));
    const publisher = restart(r);
    const listed = await publisher.changes();
    expect(listed.map((c) => [c.path, c.place, c.kind, c.before, c.after])).toEqual([
      ['products[0].price', 'Products › “Bamboo Cutlery Set” › Price (KSh)', 'changed', '500', '600'],
      ['products[1]', 'Products › “Bamboo Lounge Chair”', 'removed', '“Bamboo Lounge Chair”', undefined],
    ]);
    expect((await publisher.discard(listed[1].id)).ok).toBe(true);
    expect(r.read('content/products.yaml')).toBe(replaceOnce(original, 'price: 500', 'price: 600'));
  });

  it('two neighbouring products removed in the editor: two changes, each discarded alone, each back as it was written, comment and all', async () => {
    const r = (repos = makeRepos());
    const original = r.read('content/products.yaml');
    // Removed as the editor removes an item: with the comment lines directly above it.
    const one = removeItem(original, ['products'], 0);
    const both = one.ok ? removeItem(one.text, ['products'], 0) : one;
    if (!one.ok || !both.ok) throw new Error('not removed');
    r.write('content/products.yaml', both.text);
    const publisher = restart(r);
    const listed = await publisher.changes();
    expect(listed.map((c) => [c.path, c.place, c.kind])).toEqual([
      ['products[0]', 'Products › “Bamboo Cutlery Set”', 'removed'],
      ['products[0]', 'Products › “Bamboo Lounge Chair”', 'removed'],
    ]);
    expect(new Set(listed.map((c) => c.id)).size).toBe(2);
    // The chair first: the file is then as if only the cutlery set had been removed.
    expect((await publisher.discard(listed[1].id)).ok).toBe(true);
    expect(r.read('content/products.yaml')).toBe(one.text);
    const rest = await publisher.changes();
    expect(rest.map((c) => c.place)).toEqual(['Products › “Bamboo Cutlery Set”']);
    expect((await publisher.discard(rest[0].id)).ok).toBe(true);
    expect(r.read('content/products.yaml')).toBe(original);
  });

  it('a field removed (with its comment) and another changed: discarding the removal puts it back where it was written', async () => {
    const r = (repos = makeRepos());
    const original = r.read('site.yaml');
    const commented = replaceOnce(original, HOURS_NOTE, `  # Shown under the opening hours.\n${HOURS_NOTE}`);
    r.write('site.yaml', commented);
    git(r.work, 'commit', '--quiet', '-am', 'A comment');
    const removed = removeKey(commented, ['site'], 'hoursNote');
    if (!removed.ok) throw new Error(removed.refusal);
    r.write('site.yaml', replaceOnce(removed.text, TAGLINE, tagline('Bamboo for every home')));
    const publisher = restart(r);
    const listed = await publisher.changes();
    expect(listed.map((c) => [c.path, c.place, c.kind, c.before])).toEqual([
      ['site.tagline.en', 'Site facts › Tagline › English', 'changed', 'Growing green livelihoods with bamboo'],
      // A text written per language, by its words in each.
      [
        'site.hoursNote',
        'Site facts › Hours note',
        'removed',
        'English: East Africa Time (EAT) · Kiswahili: Saa za Afrika Mashariki (EAT)',
      ],
    ]);
    expect((await publisher.discard(listed[1].id)).ok).toBe(true);
    expect(r.read('site.yaml')).toBe(replaceOnce(commented, TAGLINE, tagline('Bamboo for every home')));
  });

  it('a block moved and a field changed: discarding the move puts the blocks back in order, the field stays', async () => {
    const r = (repos = makeRepos());
    const original = r.read('site.yaml');
    const story = original.indexOf('      - type: story');
    const cards = original.indexOf('      - type: cards', story);
    const afterCards = original.indexOf('      - type: cards', cards + 1);
    // The Story block moved below "Vision and Mission".
    const moved = original.slice(0, story) + original.slice(cards, afterCards) + original.slice(story, cards) + original.slice(afterCards);
    r.write('site.yaml', replaceOnce(moved, TAGLINE, tagline('Bamboo for every home')));
    const publisher = restart(r);
    const listed = await publisher.changes();
    expect(listed.map((c) => [c.path, c.place, c.kind])).toEqual([
      ['site.tagline.en', 'Site facts › Tagline › English', 'changed'],
      ['routes[1].blocks', 'About page › Blocks › Order', 'changed'],
    ]);
    const done = await publisher.discard(listed[1].id);
    expect(done.ok).toBe(true);
    expect(r.read('site.yaml')).toBe(replaceOnce(original, TAGLINE, tagline('Bamboo for every home')));
  });

  it('a new picture and a new post are one change each; discarded, their files go', async () => {
    const r = (repos = makeRepos());
    mkdirSync(join(r.work, 'public/images/new'), { recursive: true });
    writeFileSync(join(r.work, 'public/images/new/chair.png'), PNG);
    r.write('content/blog/bamboo-for-schools.md', '---\ntitle: Bamboo for schools\nexcerpt: Desks.\n---\n\nText.\n');
    const publisher = restart(r);
    const listed = await publisher.changes();
    expect(listed.map(({ id: _id, ...c }) => c)).toEqual([
      {
        file: 'content/blog/bamboo-for-schools.md',
        path: '',
        place: 'Post “Bamboo for schools”',
        kind: 'added',
        link: '/blog/bamboo-for-schools',
      },
      {
        file: 'public/images/new/chair.png',
        path: '',
        place: 'New picture: /images/new/chair.png',
        kind: 'picture',
        after: '/images/new/chair.png',
      },
    ]);
    for (const c of listed) expect((await publisher.discard(c.id)).ok).toBe(true);
    expect(existsSync(join(r.work, 'public/images/new/chair.png'))).toBe(false);
    expect(existsSync(join(r.work, 'content/blog/bamboo-for-schools.md'))).toBe(false);
    expect(await publisher.changes()).toEqual([]);
  });

  it('a post’s text and one of its details changed: discarding the text keeps the detail', async () => {
    const r = (repos = makeRepos());
    const file = 'content/blog/bamboo-carbon-climate.md';
    const original = r.read(file);
    const withTime = replaceOnce(original, 'readTime: 4 min read', 'readTime: 5 min read');
    r.write(file, replaceOnce(withTime, 'is one of the fastest-growing plants', 'is among the fastest-growing plants'));
    const publisher = restart(r);
    const listed = await publisher.changes();
    expect(listed.map((c) => [c.path, c.place, c.link])).toEqual([
      ['readTime', 'Post “How Bamboo Fights Climate Change” › Read time', '/blog/bamboo-carbon-climate'],
      ['body', 'Post “How Bamboo Fights Climate Change” › Text', '/blog/bamboo-carbon-climate'],
    ]);
    expect((await publisher.discard(listed[1].id)).ok).toBe(true);
    expect(r.read(file)).toBe(withTime);
  });

  it('a discard that would break the site is refused in words and changes nothing', async () => {
    const r = (repos = makeRepos());
    // A new product, and the home page's grid showing it: without the product the grid would name one that is not there.
    const products = r.read('content/products.yaml');
    const added = `${products.trimEnd()}\n  - id: bamboo-desk\n    name: Bamboo Desk\n    category: furniture\n    description: A school desk of bamboo.\n    image: { src: /images/products/bamboo-cutlery-set.svg, alt: A desk, width: 800, height: 600 }\n`;
    r.write('content/products.yaml', added);
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), 'products: [table-mat-set,', 'products: [bamboo-desk, table-mat-set,'));
    const site = r.read('site.yaml');
    const publisher = restart(r);
    const product = (await publisher.changes()).find((c) => c.file === 'content/products.yaml');
    expect(product).toMatchObject({ kind: 'added', place: 'Products › “Bamboo Desk”', after: '“Bamboo Desk”' });
    const done = await publisher.discard(product?.id ?? '');
    expect(done.ok).toBe(false);
    expect(done.ok ? '' : done.message).toMatch(/^Not saved: .*bamboo-desk/);
    expect(r.read('content/products.yaml')).toBe(added);
    expect(r.read('site.yaml')).toBe(site);
  });

  it('a comment added and nothing else: one change for the file, so nothing is left out unseen; discarded, the file is its base', async () => {
    const r = (repos = makeRepos());
    const original = r.read('content/blog.yaml');
    r.write('content/blog.yaml', `${original}# A note for the next editor\n`);
    const publisher = restart(r);
    const listed = await publisher.changes();
    expect(listed.map((c) => [c.file, c.path, c.place, c.kind])).toEqual([
      ['content/blog.yaml', '', 'content/blog.yaml: comments or layout only', 'changed'],
    ]);
    expect((await publisher.discard(listed[0].id)).ok).toBe(true);
    expect(r.read('content/blog.yaml')).toBe(original);
  });

  it('a site folder that is not in a git repository: every answer says so in words, nothing is written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'editor-no-git-'));
    try {
      for (const p of ['site.yaml', 'content']) cpSync(join(__dirname, '../../..', p), join(dir, p), { recursive: true });
      const publisher = localPublisher(new Session(dir), { codeHost: recordingHost() });
      const words = /^The site folder is not in a git repository, so there is nowhere to publish to\./;
      await expect(publisher.changes()).rejects.toThrow(words);
      const prepared = await publisher.prepare();
      expect(prepared.ok ? '' : prepared.message).toMatch(words);
      const published = await publisher.publish({ title: 'x' });
      expect(published.ok ? '' : published.message).toMatch(words);
      expect(existsSync(join(dir, '.data'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a change that is not there any more: a message, nothing changed', async () => {
    const r = (repos = makeRepos());
    const done = await restart(r).discard('site.yaml|site.tagline.en|changed');
    expect(done).toEqual({
      ok: false,
      message: 'That change is not there any more (it was published, discarded or undone): the list is shown again.',
    });
  });
});
