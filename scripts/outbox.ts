/**
 * npm run outbox: what the local stand-ins received, the e-mails in
 * .data/outbox.jsonl and the rows of newsletter_subscribers, control characters
 * shown escaped (`\u001b`) so no field can drive the terminal.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatMails, formatSubscribers, type OutboxMail } from '../src/standins/clean.ts';
import { openDb } from '../src/standins/db.ts';

const dataDir = resolve(process.env.STAND_IN_DATA_DIR ?? '.data');
const outbox = join(dataDir, 'outbox.jsonl');

const mails = existsSync(outbox)
  ? readFileSync(outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as OutboxMail)
  : [];
for (const line of formatMails(mails, outbox)) console.log(line);

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
  for (const line of formatSubscribers(rows)) console.log(line);
  await db.close();
  rmSync(copy, { recursive: true, force: true });
}
