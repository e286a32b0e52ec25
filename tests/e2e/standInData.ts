import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMails } from '../../src/standins/outbox';

/** Where the preview server under test keeps the stand-ins' database and outbox. */
export const STAND_IN_DATA_DIR = process.env.STAND_IN_DATA_DIR ?? join(tmpdir(), 'bamboo-e2e-stand-ins');

export interface Mail {
  template_id: string;
  template_params: Record<string, string | boolean>;
}

/** E-mails the stand-in received (a damaged line fails the test that reads it). */
export function outbox(): Mail[] {
  return readMails(join(STAND_IN_DATA_DIR, 'outbox.jsonl'), (warning) => {
    throw new Error(warning);
  }) as Mail[];
}

/** An e-mail address no other test uses (the stand-ins' data lives for the whole run). */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.ke`;

/** The mails the stand-in service received with `email` among their parameters. */
export const mailsFrom = (email: string) => outbox().filter((m) => Object.values(m.template_params).includes(email));
