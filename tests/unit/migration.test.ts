import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The newsletter migration on a real PostgreSQL 15 server, started here in a
 * temporary folder, with the hosted service's roles; every check runs as anon.
 */
const BIN = '/usr/lib/postgresql/15/bin';
const MIGRATIONS = resolve(import.meta.dirname, '../../supabase/migrations');
const PORT = 55432;

const asRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: run its programs as the postgres user then. */
function cmd(program: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, program), ...args]] : [join(BIN, program), args];
}

let dir: string;
let server: ChildProcess;
let client: pg.Client;

/**
 * A client once the server takes connections. Its socket is there before it does: until then it
 * answers "the database system is starting up" (57P03), so the connection is tried again.
 */
async function connectWhenReady(socketDir: string): Promise<pg.Client> {
  for (let i = 0; ; i++) {
    const c = new pg.Client({ host: socketDir, port: PORT, user: 'postgres', database: 'postgres' });
    try {
      await c.connect();
      return c;
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (i >= 200 || !(code === '57P03' || code === 'ENOENT' || code === 'ECONNREFUSED')) throw e;
      await c.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function asAnon(sql: string, params: unknown[] = []): Promise<string> {
  await client.query('begin');
  try {
    await client.query('set local role anon');
    await client.query(sql, params);
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  } finally {
    await client.query('rollback');
  }
}

describe('newsletter_subscribers migration on PostgreSQL 15', () => {
  beforeAll(async () => {
    if (!existsSync(join(BIN, 'postgres')))
      throw new Error(`PostgreSQL 15 is not installed (${BIN}); run: apt-get install -y postgresql-15`);
    dir = mkdtempSync(join(tmpdir(), 'pg-'));
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    const [initdb, initArgs] = cmd('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync']);
    execFileSync(initdb, initArgs, { stdio: 'ignore' });
    const [postgres, pgArgs] = cmd('postgres', [
      '-D',
      join(dir, 'data'),
      '-k',
      dir,
      '-p',
      String(PORT),
      '-c',
      'listen_addresses=',
      '-c',
      'fsync=off',
    ]);
    server = spawn(postgres, pgArgs, { stdio: 'ignore' });
    client = await connectWhenReady(dir);
    // What the hosted service provides before any migration runs.
    await client.query('create role anon nologin; create role authenticated nologin; grant usage on schema public to anon, authenticated;');
    for (const f of readdirSync(MIGRATIONS).sort()) await client.query(readFileSync(join(MIGRATIONS, f), 'utf8'));
    // A row to read, change and delete in the permission checks.
    await client.query("insert into public.newsletter_subscribers (email) values ('kept@example.co.ke')");
  }, 60_000);

  afterAll(async () => {
    // beforeAll may have stopped before starting them.
    await (client as pg.Client | undefined)?.end();
    (server as ChildProcess | undefined)?.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 300));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lets anon insert an address', async () => {
    expect(await asAnon('insert into public.newsletter_subscribers (email) values ($1)', ['reader@example.co.ke'])).toBe('ok');
  });

  it('rejects the same address in other case with 23505', async () => {
    await client.query(
      "begin; set local role anon; insert into public.newsletter_subscribers (email) values ('twice@example.co.ke'); commit;",
    );
    expect(await asAnon('insert into public.newsletter_subscribers (email) values ($1)', ['TWICE@Example.co.ke'])).toBe('23505');
  });

  it('rejects something that is not an address', async () => {
    expect(await asAnon('insert into public.newsletter_subscribers (email) values ($1)', ['not an address'])).toBe('23514');
  });

  it.each([
    ['ESC', 'a\u001b]0;x\u0007@example.co.ke'],
    ['BEL', 'a\u0007@example.co.ke'],
    ['DEL', 'a\u007f@example.co.ke'],
    ['<', 'a<script@example.co.ke'],
    ['>', 'a@example.co.ke>'],
  ])('rejects an address with %s (23514)', async (_name, email) => {
    expect(await asAnon('insert into public.newsletter_subscribers (email) values ($1)', [email])).toBe('23514');
  });

  it('forbids anon to read, change or delete (42501)', async () => {
    expect(await asAnon('select * from public.newsletter_subscribers')).toBe('42501');
    expect(await asAnon("update public.newsletter_subscribers set email = 'x@y.co'")).toBe('42501');
    expect(await asAnon('delete from public.newsletter_subscribers')).toBe('42501');
  });

  it('forbids anon to set other columns than email', async () => {
    expect(await asAnon("insert into public.newsletter_subscribers (email, created_at) values ('c@example.co.ke', now())")).toBe('42501');
  });

  it('has row-level security on and nothing granted to authenticated', async () => {
    const { rows } = await client.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where relname = 'newsletter_subscribers'",
    );
    expect(rows[0].relrowsecurity).toBe(true);
    const grants = await client.query(
      "select privilege_type from information_schema.role_table_grants where table_name = 'newsletter_subscribers' and grantee = 'authenticated'",
    );
    expect(grants.rows).toEqual([]);
  });
});
