/**
 * One request to GitHub and its failure in words (src/editor/publish/gitHubRest.ts), as /admin and
 * npm run edit show them: the token named as each place knows it, the permission to give, the wait
 * a rate limit asks for, and never the token itself.
 */
import { describe, expect, it } from 'vitest';
import { gitHubGraphql, gitHubRest } from '../../../src/editor/publish/gitHubRest.ts';

const TOKEN = 'github_pat_secret123';
const words = { name: 'the token you signed in with', renew: 'Sign out and sign in with a new one.' };
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (() => Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status, headers }))) as typeof fetch;
const rest = (f: typeof fetch) => gitHubRest({ api: 'https://api.github.com', token: TOKEN, owner: 'o', repo: 'r', words, fetch: f });
const refusal = async (f: typeof fetch) => {
  const e = await rest(f)('GET', '/repos/o/r', 'Contents: Read').catch((x: unknown) => x);
  return e instanceof Error ? e.message : 'no error';
};

describe('a request to GitHub that fails, in words', () => {
  it('names the token as the place knows it, and the permission to give', async () => {
    expect(await refusal(answering(401, { message: 'Bad credentials' }))).toBe(
      'GitHub did not accept the token you signed in with (it is wrong, expired or revoked). Sign out and sign in with a new one.',
    );
    expect(await refusal(answering(403, { message: 'Resource not accessible by personal access token' }))).toContain(
      'The token you signed in with may not do this on o/r: give it the permission "Contents: Read"',
    );
  });

  it('says how long a rate limit asks to wait, and that nothing was lost', async () => {
    const reset = Date.UTC(2026, 10, 28, 14, 5) / 1000;
    expect(
      await refusal(
        answering(403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }),
      ),
    ).toBe('GitHub asks to wait: too many requests were made with this token. Try again after 14:05 UTC; nothing was lost.');
    expect(await refusal(answering(429, { message: 'secondary rate limit' }, { 'retry-after': '30' }))).toBe(
      'GitHub asks to wait: too many requests were made with this token. Try again in 30 seconds; nothing was lost.',
    );
  });

  it('never says the token, even when an answer or the network echoes it', async () => {
    expect(await refusal(answering(422, { message: `bad ${TOKEN}` }))).not.toContain(TOKEN);
    expect(await refusal(() => Promise.reject(new Error(`connect failed for ${TOKEN}`)))).not.toContain(TOKEN);
    const graphql = gitHubGraphql({
      api: '',
      address: 'https://api.github.com/graphql',
      token: TOKEN,
      owner: 'o',
      repo: 'r',
      words,
      fetch: answering(200, { errors: [{ message: `no ${TOKEN}` }] }),
    });
    expect(await graphql('query { x }').catch((e: unknown) => (e instanceof Error ? e.message : ''))).not.toContain(TOKEN);
  });

  it('asks again with the ETag, and a 304 says nothing changed', async () => {
    const sent: Array<string | null> = [];
    const f = ((_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('If-None-Match'));
      return Promise.resolve(new Response(null, { status: 304 }));
    }) as typeof fetch;
    expect(await rest(f).conditional('/repos/o/r/branches/main', 'Contents: Read', '"abc"')).toEqual({
      data: undefined,
      etag: '"abc"',
      notModified: true,
    });
    expect(sent).toEqual(['"abc"']);
  });
});
