/**
 * The e-mail stand-in's outbox, `.data/outbox.jsonl`: one JSON object a line, appended by any
 * number of servers, read by `npm run outbox` and the tests.
 */
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { escapeControls, safeJson, type OutboxMail } from './clean.ts';

/**
 * Appends one whole line: a single write to a file opened for appending, which the system
 * places at the end as one piece whoever else appends. A last line left without its end (a
 * server stopped in the middle of a write) is ended first, so the new line is not glued to it.
 */
export function appendMail(file: string, entry: unknown): void {
  const fd = openSync(file, 'a+');
  try {
    const { size } = fstatSync(fd);
    const last = Buffer.alloc(1);
    const unended = size > 0 && readSync(fd, last, 0, 1, size - 1) === 1 && last[0] !== 0x0a;
    const line = Buffer.from(`${unended ? '\n' : ''}${safeJson(entry)}\n`);
    if (writeSync(fd, line) !== line.length) throw new Error(`${file}: the line was written in part`);
  } finally {
    closeSync(fd);
  }
}

const isMail = (v: unknown): v is OutboxMail => {
  const m = v as Partial<OutboxMail> | null;
  return typeof m === 'object' && m !== null && typeof m.template_id === 'string' && typeof m.template_params === 'object';
};

/** The mails of the outbox; a damaged line is skipped and `warn` says which. */
export function readMails(file: string, warn: (line: string) => void): OutboxMail[] {
  if (!existsSync(file)) return [];
  const mails: OutboxMail[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (!text.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      if (isMail(value)) mails.push(value);
      else
        warn(
          `${escapeControls(file)}:${i + 1}: a damaged line, skipped: ${escapeControls(text.slice(0, 60))}${text.length > 60 ? '…' : ''}`,
        );
    });
  return mails;
}
