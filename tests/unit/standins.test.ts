import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusFor } from '../../src/standins/server.ts';
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
