/**
 * npm run outbox: what the local stand-ins received, the e-mails in
 * .data/outbox.jsonl and the rows of newsletter_subscribers.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDb } from '../src/standins/db.ts';

const dataDir = resolve(process.env.STAND_IN_DATA_DIR ?? '.data');
const outbox = join(dataDir, 'outbox.jsonl');

const mails = existsSync(outbox)
  ? readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { at: string; template_id: string; template_params: Record<string, unknown> })
  : [];
console.log(`E-mails (${mails.length}) in ${outbox}`);
for (const m of mails) {
  console.log(`\n  ${m.at}  template "${m.template_id}"`);
  for (const [k, v] of Object.entries(m.template_params)) console.log(`    ${k}: ${String(v)}`);
}

const pgDir = join(dataDir, 'pglite');
if (!existsSync(pgDir)) {
  console.log('\nNewsletter subscribers: none yet (no database under .data/pglite).');
} else {
  // Read a copy: the running server may hold the database open.
  const copy = mkdtempSync(join(tmpdir(), 'outbox-pglite-'));
  cpSync(pgDir, copy, { recursive: true });
  const db = await openDb(copy);
  const { rows } = await db.query<{ email: string; created_at: Date }>(
    'select email, created_at from public.newsletter_subscribers order by id',
  );
  console.log(`\nNewsletter subscribers (${rows.length})`);
  for (const r of rows) console.log(`  ${r.created_at.toISOString()}  ${r.email}`);
  await db.close();
  rmSync(copy, { recursive: true, force: true });
}
