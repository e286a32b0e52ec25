/**
 * Publishing through the editor's HTTP API: the routes the panel calls, behind the
 * same guard as the others, on a working copy cloned from a bare repository on disk. No answer
 * carries the code host's token or a folder of this machine.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, TOKEN_HEADER, type ChangeView, type ConflictView, type PublicationView } from '../../../src/editor/protocol';
import { localPublisher } from '../../../src/editor/publish/local';
import { editorApi } from '../../../src/editor/server/api';
import { Session } from '../../../src/editor/server/session';
import { git, makeRepos, recordingHost, replaceOnce, type Repos } from './publishRepo';
import { serveApi } from '../helpers';

const TOKEN = 'a-test-token-0123456789abcdef';
const SECRET = 'ghp_0123456789abcdefghijklmnopqrstuvwxyz';
/** The tagline's line with these English words (the Kiswahili kept): the test changes the English. */
const tagline = (en: string) => `tagline: { en: ${en}, sw: Kukuza riziki za kijani kupitia mianzi }`;
const TAGLINE = tagline('Growing green livelihoods with bamboo');

let r: Repos;
let server: Server;
let port: number;

beforeAll(async () => {
  process.env.GITHUB_TOKEN = SECRET;
  r = makeRepos();
  const session = new Session(r.work);
  const api = editorApi(session, TOKEN, localPublisher(session, { codeHost: recordingHost() }));
  ({ server, port } = await serveApi(api));
});

afterAll(async () => {
  delete process.env.GITHUB_TOKEN;
  await new Promise((done) => server.close(done));
  r.cleanup();
});

/** Every answer of the publishing routes, as one shape (each route fills its part). */
interface Answer {
  ok: boolean;
  message?: string;
  base?: string;
  changes?: ChangeView[];
  conflicts?: ConflictView[];
  publication?: PublicationView;
  publications?: PublicationView[];
}

/** One call as the panel makes it (its origin and token), unless `token` is false. */
async function call(method: string, route: string, body?: unknown, token = true): Promise<{ status: number; json: Answer }> {
  const res = await fetch(`http://127.0.0.1:${port}${API}/${route}`, {
    method,
    headers: {
      origin: `http://127.0.0.1:${port}`,
      ...(token ? { [TOKEN_HEADER]: TOKEN } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain(r.dir);
  return { status: res.status, json: JSON.parse(text) as Answer };
}

describe('the publishing routes', () => {
  it('refuse a request without the token, as every route does', async () => {
    for (const [method, route] of [
      ['GET', 'changes'],
      ['POST', 'changes/discard'],
      ['POST', 'publish/prepare'],
      ['POST', 'publish'],
      ['GET', 'publications'],
    ] as const) {
      const res = await call(method, route, method === 'POST' ? {} : undefined, false);
      expect([route, res.status, res.json.ok]).toEqual([route, 401, false]);
    }
  });

  it('list the changes, discard one, prepare with a conflict, publish with a choice, and list the publication', async () => {
    r.theyChange('site.yaml', (t) => replaceOnce(t, TAGLINE, tagline('Their tagline')));
    r.write('site.yaml', replaceOnce(r.read('site.yaml'), TAGLINE, tagline('My tagline')));
    r.write('content/products.yaml', replaceOnce(r.read('content/products.yaml'), 'price: 15000', 'price: 14500'));

    const listed = await call('GET', 'changes');
    expect(listed.status).toBe(200);
    expect((listed.json.changes ?? []).map((c) => c.path)).toEqual(['products[1].price', 'site.tagline.en']);

    expect((await call('POST', 'changes/discard', { nothing: 1 })).status).toBe(400);
    const discarded = await call('POST', 'changes/discard', { id: listed.json.changes?.[0].id });
    expect(discarded.status).toBe(200);
    expect((discarded.json.changes ?? []).map((c) => c.path)).toEqual(['site.tagline.en']);
    expect(r.read('content/products.yaml')).toContain('price: 15000\n');

    const prepared = await call('POST', 'publish/prepare', {});
    expect(prepared.json).toMatchObject({ ok: true, base: 'main' });
    expect(prepared.json.conflicts).toEqual([
      { file: 'site.yaml', path: 'site.tagline.en', place: 'Site facts › Tagline › English', theirs: 'Their tagline', ours: 'My tagline' },
    ]);

    expect((await call('POST', 'publish', { title: 5 })).status).toBe(400);
    // Choices that are not choices count as none: asked for again, nothing pushed.
    const unresolved = await call('POST', 'publish', {
      title: 'Tagline',
      resolutions: [null, 7, { file: 'site.yaml', path: 'site.tagline.en', choose: 'both' }],
    });
    expect(unresolved.status).toBe(422);
    expect(unresolved.json.conflicts).toHaveLength(1);

    const published = await call('POST', 'publish', {
      title: 'Tagline',
      resolutions: [{ file: 'site.yaml', path: 'site.tagline.en', choose: 'ours' }],
    });
    expect(published.status).toBe(200);
    expect(published.json.publication).toMatchObject({ branch: 'editor/tagline', state: 'open', pullRequest: 1 });
    expect(git(r.remote, 'show', 'editor/tagline:site.yaml')).toContain(tagline('My tagline'));
    expect(git(r.remote, 'diff', '--name-only', 'main', 'editor/tagline')).toBe('site.yaml');

    const publications = await call('GET', 'publications');
    expect((publications.json.publications ?? []).map((p) => [p.branch, p.state, p.url])).toEqual([
      ['editor/tagline', 'open', 'https://github.com/acme/site/pull/1'],
    ]);
    expect((await call('GET', 'changes')).json.changes).toEqual([]);
  });
});
