/**
 * Real servers on one data folder, as people run them (the editor in one terminal, the site in
 * another): `vite` dev servers of this project started at once on a temporary folder, sign-ups
 * sent to both in turns and at once, stopped in different orders (Ctrl+C, SIGTERM, a kill).
 * Every sign-up answered 201 must be in the database afterwards, and the database must open.
 */
import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMails } from '../../src/standins/outbox';
import { readOwner } from '../../src/standins/owner';

const REPO = resolve(__dirname, '../..');
const VITE = join(REPO, 'node_modules/vite/bin/vite.js');

interface Running {
  child: ChildProcess;
  pid: number;
  base: string;
  /** What the server printed so far. */
  out: () => string;
  exited: Promise<number | string | null>;
}

const running = new Set<ChildProcess>();
const folders: string[] = [];
afterAll(() => {
  for (const c of running) c.kill('SIGKILL');
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'standin-servers-'));
  folders.push(dir);
  return dir;
}

/** `npm run dev` on the data folder, as the command line starts it; resolves once it answers. */
async function start(dataDir: string): Promise<Running> {
  // No service keys (the stand-ins answer), no STAND_INS=off, no CI (Vite's stop at the end of stdin is what a terminal has).
  const { VITE_SUPABASE_URL: _s, VITE_EMAILJS_PUBLIC_KEY: _e, STAND_INS: _o, CI: _c, ...inherited } = process.env;
  const env = { ...inherited, STAND_IN_DATA_DIR: dataDir, NO_COLOR: '1', FORCE_COLOR: '0' };
  // stdin stays open: Vite stops when it ends, as a terminal closed would.
  const child = spawn(process.execPath, [VITE, '--host', '127.0.0.1', '--port', '0', '--clearScreen', 'false'], {
    cwd: REPO,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | string | null>((done) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      done(signal ?? code);
    }),
  );
  const until = Date.now() + 30_000;
  for (;;) {
    const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
    if (port) return { child, pid: child.pid ?? 0, base: `http://127.0.0.1:${port}`, out: () => out, exited };
    if (Date.now() > until || child.exitCode !== null) throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const subscribe = (server: Running, email: string) =>
  fetch(`${server.base}/rest/v1/newsletter_subscribers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ email }),
  }).then(
    async (r) => ({ email, status: r.status, type: r.headers.get('content-type') ?? '', body: await r.text() }),
    () => ({ email, status: 0, type: '', body: '' }),
  );

const send = (server: Running, email: string) =>
  fetch(`${server.base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      user_id: 'local',
      service_id: 'local',
      template_id: 'contact',
      template_params: { from_email: email, message: 'Hello' },
    }),
  }).then((r) => ({ email, status: r.status }));

let n = 0;
const address = (who: string) => `reader${++n}.${who}@example.co.ke`;

/** The addresses in the folder's database, read once every server stopped. */
async function stored(dataDir: string): Promise<string[]> {
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ email: string }>('select email from public.newsletter_subscribers');
    return rows.map((r) => r.email);
  } finally {
    await db.close();
  }
}

async function stop(server: Running, signal: NodeJS.Signals) {
  server.child.kill(signal);
  return server.exited;
}

/** Which of the two keeps the folder now. */
function owner(dataDir: string, a: Running, b: Running): [Running, Running] {
  const pid = readOwner(dataDir)?.pid;
  if (pid === a.pid) return [a, b];
  if (pid === b.pid) return [b, a];
  throw new Error(`the lock names process ${String(pid)}, neither server`);
}

describe('two servers on one data folder', () => {
  it('store every sign-up answered 201, sent in turns and at once, stopped follower first (Ctrl+C)', async () => {
    const dir = folder();
    const [a, b] = await Promise.all([start(dir), start(dir)]);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await subscribe(i % 2 ? b : a, address(i % 2 ? 'b' : 'a')));
    answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => subscribe(i % 2 ? b : a, address('both'))))));
    // A refusal is shown with its words, which say which step failed.
    expect(answers.map((r) => (r.status === 201 ? 201 : `${r.status} ${r.body}`))).toEqual(answers.map(() => 201));
    // E-mails through both at once: every one a whole line of the one outbox.
    const mails = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? b : a, address('mail'))));
    expect(mails.map((m) => m.status)).toEqual(mails.map(() => 200));
    expect(readMails(join(dir, 'outbox.jsonl'), (w) => expect.fail(w)).map((m) => m.template_params.from_email)).toEqual(
      expect.arrayContaining(mails.map((m) => m.email)),
    );
    const [keeper, follower] = owner(dir, a, b);
    expect(follower.out()).toContain(`is kept by another server (process ${keeper.pid})`);
    expect(await stop(follower, 'SIGINT')).toBe('SIGINT');
    expect(await stop(keeper, 'SIGINT')).toBe('SIGINT');
    // Released on the way out.
    expect(existsSync(join(dir, 'stand-ins.lock'))).toBe(false);
    expect((await stored(dir)).sort()).toEqual(answers.map((r) => r.email).sort());
  }, 90_000);

  it.each([
    ['Ctrl+C', 'SIGINT'],
    ['SIGTERM', 'SIGTERM'],
    ['a kill', 'SIGKILL'],
  ] as const)(
    'the second takes the folder over when the first stops (%s), and a third follows it',
    async (_, signal) => {
      const dir = folder();
      const [a, b] = await Promise.all([start(dir), start(dir)]);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await subscribe(i % 2 ? b : a, address('before')));
      const [keeper, follower] = owner(dir, a, b);
      // Sign-ups under way while the owner stops: each is stored or answered as not stored.
      const during = Array.from({ length: 4 }, () => subscribe(follower, address('during')));
      await stop(keeper, signal);
      const settled = await Promise.all(during);
      for (const r of settled) expect([201, 503]).toContain(r.status);
      answers.push(...settled.filter((r) => r.status === 201));
      for (let i = 0; i < 4; i++) answers.push(await subscribe(follower, address('after')));
      expect(readOwner(dir)?.pid).toBe(follower.pid);
      expect(follower.out()).toContain(`the server of process ${keeper.pid} stopped: this one keeps the data`);
      const third = await start(dir);
      for (let i = 0; i < 4; i++) answers.push(await subscribe(i % 2 ? third : follower, address('third')));
      expect(answers.filter((r) => r.status !== 201)).toEqual([]);
      await Promise.all([stop(third, 'SIGTERM'), stop(follower, 'SIGINT')]);
      expect(existsSync(join(dir, 'stand-ins.lock'))).toBe(false);
      expect((await stored(dir)).sort()).toEqual(answers.map((r) => r.email).sort());
      expect(readdirSync(dir).filter((f) => f.includes('damaged'))).toEqual([]);
    },
    90_000,
  );
});

describe('a damaged database', () => {
  it('is moved aside and made anew at the next start, and says so in one line', async () => {
    const dir = folder();
    const first = await start(dir);
    expect((await subscribe(first, address('first'))).status).toBe(201);
    await stop(first, 'SIGINT');
    // Its control file overwritten: PostgreSQL cannot start on it.
    writeFileSync(join(dir, 'pglite/global/pg_control'), Buffer.alloc(8192, 0x5a));
    const again = await start(dir);
    const r = await subscribe(again, address('again'));
    expect(r.status).toBe(201);
    const aside = readdirSync(dir).filter((f) => f.startsWith('pglite.damaged-'));
    expect(aside).toHaveLength(1);
    const said = again
      .out()
      .split('\n')
      .filter((l) => l.includes('could not be opened'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`it was moved to ${join(dir, aside[0])} and a new one was made`);
    expect(again.out()).not.toMatch(/\n\s+at /);
    await stop(again, 'SIGINT');
    expect(await stored(dir)).toEqual([r.email]);
  }, 90_000);
});
