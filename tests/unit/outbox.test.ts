/**
 * The outbox, appended by any number of servers at once, and read back by `npm run outbox`:
 * only whole lines, a damaged one skipped with a warning.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendMail, readMails } from '../../src/standins/outbox';
import { BODY_LIMIT } from '../../src/standins/server';

const REPO = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process appending `count` mails of sizes up to the largest body a stand-in takes. */
function appender(file: string, who: string, count: number): Promise<number | null> {
  const script = `
    const { appendMail } = await import(${JSON.stringify(join(REPO, 'src/standins/outbox.ts'))});
    for (let i = 0; i < ${count}; i++) {
      const size = (i * 7919) % ${BODY_LIMIT};
      appendMail(${JSON.stringify(file)}, { at: 'now', template_id: 'contact', template_params: { who: ${JSON.stringify(who)}, i, message: ${JSON.stringify(who)}.repeat(size) } });
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO, stdio: 'inherit' });
  return new Promise((done) => child.on('exit', done));
}

describe('the outbox', () => {
  it('holds only whole lines after three processes appended at once', async () => {
    const file = join(dir, 'at-once.jsonl');
    expect(await Promise.all([appender(file, 'a', 150), appender(file, 'b', 150), appender(file, 'c', 150)])).toEqual([0, 0, 0]);
    const warnings: string[] = [];
    const mails = readMails(file, (w) => warnings.push(w));
    expect(warnings).toEqual([]);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(450);
    for (const who of ['a', 'b', 'c']) {
      const own = mails.filter((m) => m.template_params.who === who);
      // Each process's mails whole and in its own order.
      expect(own.map((m) => m.template_params.i)).toEqual(Array.from({ length: 150 }, (_, i) => i));
      for (const m of own) expect(m.template_params.message).toBe(who.repeat(((m.template_params.i as number) * 7919) % BODY_LIMIT));
    }
  }, 60_000);

  it('skips a damaged line with a warning, and does not glue the next mail to a line left unended', () => {
    const file = join(dir, 'damaged.jsonl');
    appendMail(file, { at: '1', template_id: 'contact', template_params: { n: 1 } });
    appendFileSync(file, 'not json at all\n');
    // A server stopped in the middle of a write: half a line, no end.
    appendFileSync(file, '{"at":"2","template_id":"cont');
    appendMail(file, { at: '3', template_id: 'contact', template_params: { n: 3 } });
    const warnings: string[] = [];
    const mails = readMails(file, (w) => warnings.push(w));
    expect(mails.map((m) => m.at)).toEqual(['1', '3']);
    expect(warnings).toEqual([
      `${file}:2: a damaged line, skipped: not json at all`,
      `${file}:3: a damaged line, skipped: {"at":"2","template_id":"cont`,
    ]);
  });

  it('reads a missing outbox as empty, and a line that is JSON but no mail as damaged', () => {
    expect(readMails(join(dir, 'none.jsonl'), () => {})).toEqual([]);
    const file = join(dir, 'odd.jsonl');
    writeFileSync(file, '[1,2]\nnull\n');
    const warnings: string[] = [];
    expect(readMails(file, (w) => warnings.push(w))).toEqual([]);
    expect(warnings).toHaveLength(2);
  });
});
