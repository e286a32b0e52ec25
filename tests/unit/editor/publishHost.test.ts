/**
 * Without a code host token: the address to open the pull request by hand, from the
 * remote's address in each form git takes; and the names made from a description.
 */
import { describe, expect, it } from 'vitest';
import { githubRepo, noCodeHost } from '../../../src/editor/publish/host';
import { branchName, oneLine } from '../../../src/editor/publish/send.ts';

describe('noCodeHost', () => {
  it('gives the compare address for a github.com remote in https, ssh and scp forms, with or without .git', () => {
    for (const url of [
      'https://github.com/acme/bamboo-site.git',
      'https://github.com/acme/bamboo-site',
      'https://x-access-token@github.com/acme/bamboo-site.git',
      'git@github.com:acme/bamboo-site.git',
      'ssh://git@github.com/acme/bamboo-site.git',
    ]) {
      expect([url, noCodeHost(url).compareUrl('main', 'editor/new-prices')]).toEqual([
        url,
        'https://github.com/acme/bamboo-site/compare/main...editor/new-prices?expand=1',
      ]);
    }
  });

  it('knows no address for another host, a folder or no remote, and opens no pull request', async () => {
    for (const url of ['https://gitlab.com/acme/site.git', '/srv/git/site.git', 'https://github.com.evil.example/acme/site', undefined]) {
      expect(githubRepo(url)).toBeUndefined();
      expect(noCodeHost(url).compareUrl('main', 'editor/x')).toBeUndefined();
    }
    const host = noCodeHost('git@github.com:acme/site.git');
    expect(await host.openPullRequest({ head: 'editor/x', base: 'main', title: 'x', body: '' })).toBeUndefined();
    expect(await host.status(1, 'abc')).toEqual({ state: 'open', deployed: false, checks: [], problems: [] });
  });
});

describe('names from a description', () => {
  it('a branch: editor/ and lowercase ascii words, at most 50 characters, never empty', () => {
    expect(branchName('Nouvelles créations — été 2026!')).toBe('editor/nouvelles-creations-ete-2026');
    expect(branchName('; rm -rf ~')).toBe('editor/rm-rf');
    expect(branchName('../../main')).toBe('editor/main');
    expect(branchName('🎋🎋')).toBe('editor/change');
    expect(branchName('x'.repeat(300)).length).toBeLessThanOrEqual(50);
  });

  it('a subject: one line, no control or direction marks, at most 72 letters, cut at a word', () => {
    expect(oneLine('New\nprices\r\n\tfor\u001b[2J the\u202e shop')).toBe('New prices for [2J the shop');
    expect(oneLine('Family 👩‍👩‍👧 photos')).toBe('Family 👩‍👩‍👧 photos');
    const long = oneLine('word '.repeat(40));
    expect(long.endsWith('word…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(72);
  });
});
