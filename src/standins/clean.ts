/**
 * Text the stand-ins received, made safe to show: control characters (C0, DEL, C1) could
 * clear or retitle a terminal or fake a log line, so they are refused in addresses and names
 * and shown escaped everywhere else. One escaping for the server's log lines and for
 * `npm run outbox`.
 */

/** Unicode's control characters (Cc): C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F). */
const CONTROL = /\p{Cc}/u;
const CONTROLS = /\p{Cc}/gu;

/** Whether the text holds a control character (newline and tab included). */
export const hasControl = (text: string): boolean => CONTROL.test(text);

/** A control character as a JSON-style escape, e.g. ESC as `\u001b`. */
const escapeOne = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The text with every control character written visibly as `\u001b` and the like; with
 * `keepLines`, newlines and tabs stay as they are (a message body's lines).
 */
export function escapeControls(text: string, { keepLines = false } = {}): string {
  return text.replace(CONTROLS, (c) => (keepLines && (c === '\n' || c === '\t') ? c : escapeOne(c)));
}

/**
 * JSON for a file a person may print with `cat`: JSON.stringify escapes C0 inside strings but
 * writes DEL and C1 raw, so those are escaped too (the same value when parsed back; outside
 * strings JSON has no control characters).
 */
export const safeJson = (value: unknown): string => JSON.stringify(value).replace(CONTROLS, escapeOne);

/**
 * Template parameters that hold an address or a name (`email`, `from_email`, `name`,
 * `from_name`, `productName`…): one line of text, where a control character is refused.
 * Other parameters (a message) keep what was typed and are shown escaped.
 */
export const isAddressOrName = (key: string): boolean => /(e-?mail|name)$/i.test(key);

/** Text shown for any value: strings as they are, other values as JSON. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export interface OutboxMail {
  at: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

/**
 * The e-mails of the outbox as `npm run outbox` prints them. Every field is escaped; a
 * message keeps its lines and tabs, its later lines indented under the first.
 */
export function formatMails(mails: OutboxMail[], file: string): string[] {
  const lines = [`E-mails (${mails.length}) in ${escapeControls(file)}`];
  for (const m of mails) {
    lines.push(`\n  ${escapeControls(asText(m.at))}  template "${escapeControls(asText(m.template_id))}"`);
    for (const [k, v] of Object.entries(m.template_params)) {
      const value = escapeControls(asText(v), { keepLines: !isAddressOrName(k) }).replace(/\n/g, '\n      ');
      lines.push(`    ${escapeControls(k)}: ${value}`);
    }
  }
  return lines;
}

/** The newsletter's rows as `npm run outbox` prints them, each address escaped. */
export function formatSubscribers(rows: Array<{ email: string; created_at: Date }>): string[] {
  return [`\nNewsletter subscribers (${rows.length})`, ...rows.map((r) => `  ${r.created_at.toISOString()}  ${escapeControls(r.email)}`)];
}
