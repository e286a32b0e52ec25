import { createServer } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createLogger, createServer as createViteServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeControls, formatMails, formatSubscribers, hasControl, safeJson } from '../../src/standins/clean.ts';
import { asAnon, openDb } from '../../src/standins/db.ts';
import { BODY_LIMIT } from '../../src/standins/server.ts';
import { standIns } from '../../src/vite/standInsPlugin.ts';
import { defined, runScript, standInServer } from './helpers';

/** Issue 27, point 5: hostile text against the stand-ins, their served.logs, the outbox and the database's rule. */

const ESC = '\u001b';
const BEL = '\u0007';
const DEL = '\u007f';
const CSI = '\u009b'; // C1: a terminal may read it as ESC [
/** Any control character (C0, DEL, C1) left raw in a text. */
const RAW_CONTROL = /\p{Cc}/u;

describe('escapeControls', () => {
  it('writes C0, DEL and C1 visibly and leaves other text alone', () => {
    expect(escapeControls(`a${ESC}]0;owned${BEL}b${DEL}c${CSI}2J\r\n\t`)).toBe(
      'a\\u001b]0;owned\\u0007b\\u007fc\\u009b2J\\u000d\\u000a\\u0009',
    );
    expect(escapeControls('Jané <x> 名前 \u00a0 \u2028')).toBe('Jané <x> 名前 \u00a0 \u2028');
  });

  it('keeps newlines and tabs of a message when asked, and escapes the rest', () => {
    expect(escapeControls(`line 1\n\tline 2\r${ESC}[2J`, { keepLines: true })).toBe('line 1\n\tline 2\\u000d\\u001b[2J');
  });

  it('tells text with a control character apart', () => {
    expect([hasControl('jane@example.co.ke'), hasControl(`a${ESC}`), hasControl('a\n'), hasControl(`a${CSI}`)]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('writes JSON without raw DEL or C1, which parses back to the same value', () => {
    const value = { m: `x${DEL}${CSI}${ESC}\u0085` };
    const text = safeJson(value);
    expect(text).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('npm run outbox formatting', () => {
  it('prints every field escaped, a message with its lines', () => {
    const lines = formatMails(
      [
        {
          at: '2026-11-26T03:00:00.000Z',
          template_id: `contact${ESC}[2J`,
          template_params: {
            from_name: `Jane${BEL}`,
            from_email: `jane${ESC}]0;x${BEL}@example.co.ke`,
            message: `Hello\n\tthere${ESC}[31m${CSI}`,
          },
        },
      ],
      '/tmp/outbox.jsonl',
    );
    const text = lines.join('\n');
    expect(text).not.toMatch(/[^\P{Cc}\n\t]/u);
    expect(lines).toEqual([
      'E-mails (1) in /tmp/outbox.jsonl',
      '\n  2026-11-26T03:00:00.000Z  template "contact\\u001b[2J"',
      '    from_name: Jane\\u0007',
      '    from_email: jane\\u001b]0;x\\u0007@example.co.ke',
      '    message: Hello\n      \tthere\\u001b[31m\\u009b',
    ]);
  });

  it('prints subscribers escaped', () => {
    expect(formatSubscribers([{ email: `a${ESC}c@example.co.ke`, created_at: new Date('2026-11-26T03:00:00Z') }])).toEqual([
      '\nNewsletter subscribers (1)',
      '  2026-11-26T03:00:00.000Z  a\\u001bc@example.co.ke',
    ]);
  });
});

/** The stand-ins behind a real HTTP server, their data in a folder whose name holds ESC and BEL. */
const served = standInServer(`clean-${ESC}]0;owned${BEL}-`);

const SUBSCRIBE = '/rest/v1/newsletter_subscribers';
const SEND = '/api/v1.0/email/send';
const post = (path: string, body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${served.base}${path}`, { method: 'POST', headers, body });
const mail = (params: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ user_id: 'local', service_id: 'local', template_id: 'contact', template_params: params, ...extra });

describe('the stand-ins take only JSON bodies', () => {
  const bodies: Array<[string, () => { body: BodyInit; headers: Record<string, string> }]> = [
    ['text/plain', () => ({ body: JSON.stringify({ email: 'plain@example.co.ke' }), headers: { 'Content-Type': 'text/plain' } })],
    [
      'application/x-www-form-urlencoded',
      () => ({ body: 'email=form@example.co.ke', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    ],
    [
      'multipart/form-data',
      () => {
        const form = new FormData();
        form.set('email', 'multi@example.co.ke');
        return { body: form, headers: {} };
      },
    ],
  ];

  it.each(bodies)('answers %s to the newsletter with 415 and a clear message, inserting nothing', async (type, make) => {
    const { body, headers } = make();
    const r = await post(SUBSCRIBE, body, headers);
    expect(r.status).toBe(415);
    expect(await r.json()).toMatchObject({
      code: 'PGRST107',
      message: `Only application/json request bodies are accepted, not ${type}.`,
    });
  });

  it.each(bodies)('answers %s to the e-mail service with 415 and a clear message, saving nothing', async (type, make) => {
    const { body, headers } = make();
    const r = await post(SEND, body, headers);
    expect(r.status).toBe(415);
    expect(await r.text()).toBe(`Only application/json request bodies are accepted, not ${type}.`);
  });

  it('refuses a body without a Content-Type', async () => {
    const r = await fetch(`${served.base}${SEND}`, { method: 'POST', body: new Blob([mail({ from_name: 'Jane' })]) });
    expect(r.status).toBe(415);
    expect(await r.text()).toBe('Only application/json request bodies are accepted, not a body without a Content-Type.');
  });

  it('takes JSON with a charset, as the clients send it', async () => {
    const r = await post(SEND, mail({ from_name: 'Jane', from_email: 'jane@example.co.ke' }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(r.status).toBe(200);
  });

  it('did not write any of the refused bodies', () => {
    const saved = readFileSync(join(served.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    expect(saved).toHaveLength(1);
  });
});

describe('the stand-ins answer other hostile JSON with a plain 4xx, not a crash', () => {
  it('answers a row that is not an object with 400', async () => {
    for (const body of ['null', '[null]', '[{"email":"a@example.co.ke"}, 3]']) {
      const r = await post(SUBSCRIBE, body);
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ code: 'PGRST102', message: 'Each row must be a JSON object' });
    }
    for (const body of ['null', '[]', '"text"']) {
      const r = await post(SEND, body);
      expect([r.status, await r.text()]).toEqual([400, 'The request body is invalid']);
    }
  });

  it('answers a body over the limit with 413', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(BODY_LIMIT)}@example.co.ke` });
    const r = await post(SUBSCRIBE, big);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ message: `The request body is larger than ${BODY_LIMIT} characters` });
    const m = await post(SEND, mail({ message: 'x'.repeat(BODY_LIMIT) }));
    expect([m.status, await m.text()]).toEqual([413, `The request body is larger than ${BODY_LIMIT} characters`]);
  });
});

describe('the stand-ins refuse control characters in addresses and names', () => {
  it.each([
    ['from_name', { from_name: `Jane${ESC}[2J`, from_email: 'jane@example.co.ke' }],
    ['from_email', { from_name: 'Jane', from_email: `jane${BEL}@example.co.ke` }],
    ['email', { name: 'Jane', email: `jane${CSI}@example.co.ke` }],
    ['productName', { name: 'Jane', productName: `Mat${DEL}` }],
    ['name', { name: 'Jane\nDoe' }],
  ])('answers 400 for a control character in %s', async (key, params) => {
    const r = await post(SEND, mail(params));
    expect(r.status).toBe(400);
    expect(await r.text()).toBe(`The template parameter ${key} holds a control character`);
  });

  it('answers 400 for an address or a name that is not text', async () => {
    const r = await post(SEND, mail({ name: 'Jane', from_email: [`a${ESC}@example.co.ke`] }));
    expect([r.status, await r.text()]).toEqual([400, 'The template parameter from_email must be text']);
  });

  it('answers 400 for a control character in the template id or a parameter name', async () => {
    const id = await post(SEND, mail({ name: 'Jane' }, { template_id: `contact${ESC}]0;x${BEL}` }));
    expect([id.status, await id.text()]).toEqual([400, 'The template_id holds a control character']);
    const key = await post(SEND, mail({ [`x${ESC}[2J`]: 'y' }));
    expect([key.status, await key.text()]).toEqual([400, 'A template parameter\'s name holds a control character: "x\\u001b[2J"']);
  });

  it('answers 400 with the check constraint (23514) for a control character in a newsletter address', async () => {
    for (const email of [`a${ESC}]0;x${BEL}@example.co.ke`, `a${CSI}@example.co.ke`, 'a<b>@example.co.ke']) {
      const r = await post(SUBSCRIBE, JSON.stringify({ email }));
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ code: '23514' });
    }
  });

  it('saved none of the refused messages', () => {
    const saved = readFileSync(join(served.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
    expect(saved).toHaveLength(1);
  });
});

describe('a message keeps what was typed; the served.logs and the outbox file show it escaped', () => {
  const message = `Hello\n\tthere${ESC}]0;owned${BEL}${CSI}2J${DEL}`;

  it('saves the message whole, with no raw DEL or C1 in the file', async () => {
    const r = await post(SEND, mail({ from_name: 'Jane', from_email: 'jane@example.co.ke', message }));
    expect(r.status).toBe(200);
    const file = readFileSync(join(served.dataDir, 'outbox.jsonl'), 'utf8');
    expect(file.replace(/\n/g, '')).not.toMatch(RAW_CONTROL);
    const last = JSON.parse(defined(file.trim().split('\n').at(-1))) as { template_params: { message: string } };
    expect(last.template_params.message).toBe(message);
  });

  it('served.logs every line escaped, the folder name included', () => {
    expect(served.logs.length).toBeGreaterThan(0);
    for (const line of served.logs) expect(line).not.toMatch(RAW_CONTROL);
    expect(served.logs.at(-1)).toBe(
      `e-mail "contact" from jane@example.co.ke saved to ${escapeControls(join(served.dataDir, 'outbox.jsonl'))}`,
    );
    expect(served.logs.at(-1)).toContain('\\u001b]0;owned\\u0007');
  });
});

describe('npm run outbox on what the stand-ins received', () => {
  it('prints the hostile message, the address and the folder escaped, the message keeping its lines', async () => {
    const r = await runScript('scripts/outbox.ts', [], { STAND_IN_DATA_DIR: served.dataDir });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/[^\P{Cc}\n\t]/u);
    expect(r.stdout).toContain(`E-mails (2) in ${escapeControls(join(served.dataDir, 'outbox.jsonl'))}`);
    expect(r.stdout).toContain('    message: Hello\n      \tthere\\u001b]0;owned\\u0007\\u009b2J\\u007f');
    expect(r.stdout).toMatch(/Newsletter subscribers \(0\)/);
  }, 60_000);
});

describe("the stand-ins' lines in the terminal of npm start and npm run dev", () => {
  it('come escaped through the Vite plugin to its logger', async () => {
    const hostile = mkdtempSync(join(tmpdir(), `clean-vite-${ESC}[2J${BEL}-`));
    const printed: string[] = [];
    const logger = createLogger('silent');
    logger.info = (msg) => void printed.push(msg);
    const before = process.env.STAND_IN_DATA_DIR;
    process.env.STAND_IN_DATA_DIR = hostile;
    const vite = await createViteServer({
      configFile: false,
      root: hostile,
      customLogger: logger,
      plugins: [standIns()],
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: 'custom',
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const http = createServer(vite.middlewares);
    try {
      await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}${SEND}`;
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: mail({ from_name: 'Jane', from_email: 'jane@example.co.ke', message: `${ESC}]0;owned${BEL}` }),
      });
      expect(r.status).toBe(200);
      const line = defined(printed.find((l) => l.includes('[stand-in] e-mail')));
      expect(line).not.toMatch(RAW_CONTROL);
      expect(line).toContain(
        `[stand-in] e-mail "contact" from jane@example.co.ke saved to ${escapeControls(join(hostile, 'outbox.jsonl'))}`,
      );
      expect(line).toContain('\\u001b[2J\\u0007');
    } finally {
      process.env.STAND_IN_DATA_DIR = before;
      if (before === undefined) delete process.env.STAND_IN_DATA_DIR;
      await new Promise<void>((r) => http.close(() => r()));
      await vite.close();
    }
  }, 60_000);
});

describe('the database refuses control characters and HTML brackets in an address (PGlite, as anon)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openDb();
  }, 30_000);
  afterAll(() => db.close());

  const insert = async (email: string) => {
    const r = await asAnon(db, 'insert into public.newsletter_subscribers (email) values ($1)', [email]);
    return 'error' in r ? r.error.code : 'ok';
  };

  it.each([
    ['ESC', `a${ESC}[2J@example.co.ke`],
    ['BEL', `a${BEL}@example.co.ke`],
    ['DEL', `a${DEL}@example.co.ke`],
    ['C1 (CSI)', `a@exa${CSI}mple.co.ke`],
    ['<', 'a<script@example.co.ke'],
    ['>', 'a@example.co.ke>'],
  ])('refuses %s with 23514', async (_name, email) => {
    expect(await insert(email)).toBe('23514');
  });

  it('takes a normal address, accented or not', async () => {
    expect(await insert('reader.one+news@example.co.ke')).toBe('ok');
    expect(await insert('wanjiků@例え.jp')).toBe('ok');
  });
});
