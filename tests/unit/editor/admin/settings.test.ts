/** What /admin is built for (src/editor/admin/settings.ts) and the branch names it sends (gitHubRepository.ts). */
import { describe, expect, it } from 'vitest';
import { validBranchName } from '../../../../src/editor/admin/gitHubRepository.ts';
import { adminPolicy, settingsFromEnv } from '../../../../src/editor/admin/settings.ts';
import { contentStamp } from '../../../../src/workspace/bytes.ts';

describe('the settings /admin is built with', () => {
  it('takes the repository, branch, folder and API address, with GitHub and main by default', () => {
    expect(settingsFromEnv({ GITHUB_REPOSITORY: 'bamboo/site' })).toEqual({
      ok: true,
      place: { api: 'https://api.github.com', owner: 'bamboo', repo: 'site', branch: 'main', siteFolder: '' },
    });
    expect(
      settingsFromEnv({
        GITHUB_REPOSITORY: 'o/r',
        GITHUB_API_URL: 'https://ghe.example/api/v3/',
        EDITOR_BASE_BRANCH: 'live',
        EDITOR_SITE_FOLDER: '/web/',
      }),
    ).toEqual({ ok: true, place: { api: 'https://ghe.example/api/v3', owner: 'o', repo: 'r', branch: 'live', siteFolder: 'web' } });
  });

  it('says why /admin is not built: no repository, a name that is not owner/name, an API the token would reach unencrypted', () => {
    const why = (env: Record<string, string>) => {
      const r = settingsFromEnv(env);
      return r.ok ? '' : r.message;
    };
    expect(why({})).toContain('GITHUB_REPOSITORY');
    expect(why({ GITHUB_REPOSITORY: 'just-a-name' })).toContain('not owner/name');
    expect(why({ GITHUB_REPOSITORY: 'o/r', GITHUB_API_URL: 'http://api.example' })).toContain('https');
  });

  it("lets the page connect to itself and the API's origin only", () => {
    const policy = adminPolicy({ api: 'https://ghe.example/api/v3', owner: 'o', repo: 'r', branch: 'main', siteFolder: '' }).split('; ');
    expect(policy).toContain("connect-src 'self' https://ghe.example");
    expect(policy).toContain("script-src 'self'");
    // The drawn page's (in its frame): no API, only the panel's blob: addresses of pictures not yet published.
    expect(adminPolicy().split('; ')).toContain("connect-src 'self' blob:");
  });
});

describe('branch names and versions', () => {
  it('takes the names git takes', () => {
    for (const ok of ['editor/new-phone', 'editor/a-2', 'feature/x.y']) expect(validBranchName(ok)).toBe(true);
    for (const bad of [
      '',
      '@',
      'a..b',
      'a/',
      'a.lock',
      'a b',
      'a~1',
      'a^',
      'a:b',
      'a?',
      'a*',
      'a[b',
      'a\\b',
      '.a',
      'a/.b',
      'a@{1}',
      'a//b',
      '-a',
      'a\u0001',
    ])
      expect(validBranchName(bad), bad).toBe(false);
  });

  it('gives each content its own stamp, the same for the same bytes', () => {
    expect(contentStamp('a: 1\n')).toBe(contentStamp(new TextEncoder().encode('a: 1\n')));
    expect(contentStamp('a: 1\n')).not.toBe(contentStamp('a: 2\n'));
    expect(contentStamp('')).not.toBe(contentStamp('\0'));
  });
});
