import { PGlite } from '@electric-sql/pglite';
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const MIGRATIONS = resolve(import.meta.dirname, '../../supabase/migrations');

/** What the hosted service has and our migrations assume: its two API roles. */
const BOOTSTRAP = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
end $$;
grant usage on schema public to anon, authenticated;
create table if not exists public._stand_in_migrations (name text primary key, applied_at timestamptz not null default now());
`;

export interface DbError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** The migrations of supabase/migrations, applied in name order, each once. */
export async function migrate(db: PGlite): Promise<string[]> {
  await db.exec(BOOTSTRAP);
  const done = new Set((await db.query<{ name: string }>('select name from public._stand_in_migrations')).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const name of readdirSync(MIGRATIONS)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(readFileSync(join(MIGRATIONS, name), 'utf8'));
      await tx.query('insert into public._stand_in_migrations (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

/** An embedded PostgreSQL (PGlite) under dataDir, migrated like the hosted database. */
export async function openDb(dataDir?: string): Promise<PGlite> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await migrate(db);
  return db;
}

/** A path as a person finds it from where they ran the command. */
const shown = (path: string): string => (relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path));

/** The first line of an error's message, without a stack. */
export const cause = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0] || 'unknown error';

/**
 * The database under dataDir, made whole again when it cannot be opened: the damaged folder is
 * moved aside to `<dataDir>.damaged-<time>` (kept, never deleted) and a fresh one is made and
 * migrated; `log` says so in one line. Fails only when a fresh one cannot be made either.
 */
export async function openHealed(dataDir: string, log: (line: string) => void): Promise<PGlite> {
  if (!existsSync(dataDir)) return openDb(dataDir);
  let db: PGlite | undefined;
  try {
    db = new PGlite(dataDir);
    await migrate(db);
    return db;
  } catch (e) {
    await db?.close().catch(() => undefined);
    const aside = `${dataDir}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, aside);
    log(`the database in ${shown(dataDir)} could not be opened (${cause(e)}): it was moved to ${shown(aside)} and a new one was made`);
    return openDb(dataDir);
  }
}

/** Runs one statement as the anonymous role, so row-level security and grants apply. */
export async function asAnon(db: PGlite, sql: string, params: unknown[]): Promise<{ rows: unknown[] } | { error: DbError }> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    try {
      const r = await tx.query<unknown>(sql, params);
      return { rows: r.rows };
    } catch (e) {
      const err = e as { code?: string; message?: string; detail?: string; hint?: string };
      await tx.rollback();
      return {
        error: { code: err.code ?? 'XX000', message: err.message ?? String(e), details: err.detail ?? null, hint: err.hint ?? null },
      };
    }
  });
}
