import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, standInMiddleware, statusFor } from '../../src/standins/server.ts';
import { defined, standInServer } from './helpers';

/** The stand-ins behind a real HTTP server on 127.0.0.1, answering as the hosted services do. */
const served = standInServer('standins-');

const subscribe = (email: unknown, prefer = 'return=minimal') =>
  fetch(`${served.base}/rest/v1/newsletter_subscribers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Prefer: prefer },
    body: JSON.stringify({ email }),
  });

describe('newsletter stand-in', () => {
  it('inserts as anon and answers 201', async () => {
    const r = await subscribe('reader@example.co.ke');
    expect(r.status).toBe(201);
    expect(served.logs).toContain('newsletter: reader@example.co.ke subscribed');
  });

  it('answers a duplicate in other case with 409 and code 23505', async () => {
    const r = await subscribe('READER@example.co.ke');
    expect(r.status).toBe(409);
    expect(await r.json()).toMatchObject({ code: '23505' });
  });

  it('refuses to hand rows back (anon may not read), as the hosted service does', async () => {
    const r = await subscribe('other@example.co.ke', 'return=representation');
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ code: '42501' });
  });

  it('refuses a malformed address with the check constraint', async () => {
    const r = await subscribe('not an address');
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: '23514' });
  });

  it('maps database codes to the REST statuses', () => {
    expect([statusFor('23505'), statusFor('42501'), statusFor('23514'), statusFor('XX000')]).toEqual([409, 401, 400, 500]);
  });
});

describe('e-mail stand-in', () => {
  it('appends the message to the outbox and answers OK', async () => {
    const body = {
      lib_version: '4.4.1',
      user_id: 'local',
      service_id: 'local',
      template_id: 'contact',
      template_params: { from_name: 'Jane', from_email: 'jane@example.co.ke' },
    };
    const r = await fetch(`${served.base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('OK');
    const lines = readFileSync(join(served.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(defined(lines.at(-1)))).toMatchObject({ template_id: 'contact', template_params: { from_name: 'Jane' } });
  });

  it('refuses a message without a template id', async () => {
    const r = await fetch(`${served.base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: 'x', service_id: 'y' }),
    });
    expect(r.status).toBe(400);
    expect(await r.text()).toBe('The template_id is required');
  });

  it('leaves other requests to the next handler', async () => {
    expect((await fetch(`${served.base}/somewhere`)).status).toBe(404);
  });
});

describe('a data folder that cannot be made', () => {
  // Under a file: neither the lock, the database nor the outbox can be written there.
  const file = join(mkdtempSync(join(tmpdir(), 'standins-nofolder-')), 'a-file');
  writeFileSync(file, '');
  const logs: string[] = [];
  const errors: unknown[] = [];
  const { handle } = standInMiddleware({ dataDir: join(file, 'data'), email: true, newsletter: true, log: (l) => logs.push(l) });
  const server = createServer((req, res) => handle(req, res, (e) => errors.push(e)));
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers a sign-up in PostgREST’s shape (503), never a page, a stack or a path of the machine', async () => {
    const r = await fetch(`${base}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.co.ke' }),
    });
    expect(r.status).toBe(503);
    expect(r.headers.get('content-type')).toContain('application/json');
    const body = (await r.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('PGRST000');
    expect(JSON.stringify(body)).not.toContain(tmpdir());
    expect(errors).toEqual([]);
  });

  it('answers an e-mail in EmailJS’s shape (503, a sentence), and the terminal has the cause once, in words', async () => {
    const r = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: 'u', service_id: 's', template_id: 'contact', template_params: { from_email: 'a@example.co.ke' } }),
    });
    expect(r.status).toBe(503);
    expect(r.headers.get('content-type')).toContain('text/plain');
    expect(await r.text()).toMatch(/^The message was not saved: [^/]+$/);
    expect(errors).toEqual([]);
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) expect(line).not.toMatch(/\n|\bat .+:\d+:\d+/);
    expect(logs.some((l) => l.includes('ENOTDIR'))).toBe(true);
  });
});

describe('a second stand-in on the same folder', () => {
  // Both in this process: the second finds the first's lock (a process that runs) and passes its calls on.
  const dir = mkdtempSync(join(tmpdir(), 'standins-two-'));
  const owner = standInMiddleware({ dataDir: dir, email: true, newsletter: true, log: () => {} });
  const logs: string[] = [];
  const follower = standInMiddleware({ dataDir: dir, email: true, newsletter: true, log: (l) => logs.push(l) });
  const server = createServer((req, res) => follower.handle(req, res, () => res.writeHead(404).end()));
  let base = '';
  beforeAll(async () => {
    owner.warm();
    await new Promise((r) => setTimeout(r, 50));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 30_000);
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    await follower.close();
    await owner.close();
  });

  it('answers a body too long itself, 413 as a server keeping the data would (it was not kept, so it cannot be passed on)', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(BODY_LIMIT)}@example.co.ke` });
    const r = await fetch(`${base}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ code: 'PGRST102', message: `The request body is larger than ${BODY_LIMIT} characters` });
    const m = await fetch(`${base}/api/v1.0/email/send`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect([m.status, await m.text()]).toEqual([415, 'Only application/json request bodies are accepted, not text/plain.']);
  });

  it('passes a sign-up to the server keeping the data, which stores it', async () => {
    const r = await fetch(`${base}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'passed@example.co.ke' }),
    });
    expect(r.status).toBe(201);
    expect(logs.some((l) => l.includes('is kept by another server'))).toBe(true);
    expect(logs.some((l) => l.includes('sign-up passed to the server of process'))).toBe(true);
  }, 30_000);
});
