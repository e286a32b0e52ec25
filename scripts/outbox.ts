/**
 * npm run outbox: what the local stand-ins received, the e-mails in
 * .data/outbox.jsonl and the rows of newsletter_subscribers, control characters
 * shown escaped (`\u001b`) so no field can drive the terminal.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatMails, formatSubscribers } from '../src/standins/clean.ts';
import { cause, openDb } from '../src/standins/db.ts';
import { readMails } from '../src/standins/outbox.ts';

const dataDir = resolve(process.env.STAND_IN_DATA_DIR ?? '.data');
const outbox = join(dataDir, 'outbox.jsonl');

const mails = readMails(outbox, (warning) => console.warn(`warning: ${warning}`));
for (const line of formatMails(mails, outbox)) console.log(line);

const pgDir = join(dataDir, 'pglite');
if (!existsSync(pgDir)) {
  console.log('\nNewsletter subscribers: none yet (no database under .data/pglite).');
} else {
  // Read a copy: the running server may hold the database open.
  const copy = mkdtempSync(join(tmpdir(), 'outbox-pglite-'));
  try {
    cpSync(pgDir, copy, { recursive: true });
    const db = await openDb(copy);
    const { rows } = await db.query<{ email: string; created_at: Date }>(
      'select email, created_at from public.newsletter_subscribers order by id',
    );
    for (const line of formatSubscribers(rows)) console.log(line);
    await db.close();
  } catch (e) {
    console.log(`\nNewsletter subscribers: the database under .data/pglite could not be read (${cause(e)}).`);
    console.log('Try again; if it stays so, start the site (npm start or npm run dev): a damaged database is moved aside and made anew.');
    process.exitCode = 1;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
