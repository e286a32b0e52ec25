import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the preview server under test keeps the stand-ins' database and outbox. */
export const STAND_IN_DATA_DIR = process.env.STAND_IN_DATA_DIR ?? join(tmpdir(), 'bamboo-e2e-stand-ins');

export interface Mail {
  template_id: string;
  template_params: Record<string, string | boolean>;
}

/** E-mails the stand-in received. */
export function outbox(): Mail[] {
  const file = join(STAND_IN_DATA_DIR, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Mail);
}
