import { z } from 'zod/mini';
import { fill } from '../i18n/fill';
import type { FormWords } from '../i18n/words/forms';
import type { FieldT, FormT } from '../schema/forms';

/** +254 7XX XXX XXX, +254 1XX XXX XXX, 07XX XXX XXX or 01XX XXX XXX; spaces and dashes allowed. */
export const KENYAN_PHONE = /^(?:\+?254|0)[17]\d{8}$/;

export const isKenyanPhone = (v: string) => KENYAN_PHONE.test(v.replace(/[\s-]/g, ''));

/**
 * A plain address check: something@domain.tld, no spaces, no angle brackets and no control
 * characters (the database's rule refuses them too: supabase/migrations/20261126000000_…).
 */
export const EMAIL = /^[^\s@<>\p{Cc}]+@[^\s@<>\p{Cc}]+\.[^\s@<>\p{Cc}]{2,}$/u;

export type Values = Record<string, string | boolean>;

/** Used only when the site's own number is not a Kenyan one a visitor could copy the form of. */
const FALLBACK_PHONE = '+254 712 345 678';

/**
 * The example in a phone field's message, in both forms a visitor may write: the site's own
 * number from site.yaml (so it never goes stale when the number changes), "+254 712 345 678
 * or 0712 345 678" (`words`: the page's language's, src/i18n/words/forms.ts).
 */
export function phoneExample(sitePhone: string | undefined, words: Pick<FormWords, 'phoneForms'>): string {
  const phone = sitePhone && isKenyanPhone(sitePhone) ? sitePhone.trim() : FALLBACK_PHONE;
  const digits = phone.replace(/[^\d]/g, '').replace(/^(254|0)/, '');
  const local = `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const international = phone.startsWith('+') ? phone : `+254 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  return fill(words.phoneForms, { international, local });
}

/**
 * A label as words inside a sentence: "Your Name" → "name", "Email Address" → "email
 * address". Words written in capitals or with capitals inside (KRA, WhatsApp) keep them.
 */
export function inSentence(label: string): string {
  return label
    .trim()
    .replace(/^your\s+/i, '')
    .split(/\s+/)
    .map((w) => (/^[A-Z][a-z'’-]*$/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

/**
 * What a field's checks say, in `words` (the page's language's catalogue, src/i18n/words/forms.ts;
 * a form filled in Kiswahili shows its problems in Kiswahili), with the form's own where it has them.
 */
export function fieldMessages(field: FieldT, form: Pick<FormT, 'messages'>, words: FormWords, sitePhone?: string) {
  const label = field.label ?? field.name;
  const inside = inSentence(label);
  return {
    required:
      field.kind === 'select'
        ? fill(/^[aeiou]/i.test(inside) ? words.chooseAn : words.chooseA, { field: inside })
        : field.kind === 'email' && form.messages.invalidEmail
          ? form.messages.invalidEmail
          : fill(words.enterYour, { field: inside }),
    email: form.messages.invalidEmail ?? words.invalidEmail,
    phone: fill(words.invalidPhone, { example: phoneExample(sitePhone, words) }),
    tooLong: (n: number) => fill(words.tooLong, { field: label, max: n }),
    option: fill(words.notAnOption, { field: label }),
  };
}

function fieldSchema(field: FieldT, form: Pick<FormT, 'messages'>, words: FormWords, sitePhone?: string) {
  const m = fieldMessages(field, form, words, sitePhone);
  if (field.kind === 'checkbox') return z.boolean();
  if (field.kind === 'hidden') return z.string().check(z.trim(), z.maxLength(500));
  const max = 'maxLength' in field ? field.maxLength : 200;
  const checks = [z.trim(), z.maxLength(max, m.tooLong(max))];
  const filled = (test: (v: string) => boolean, message: string) => z.refine<string>((v) => v === '' || test(v), message);
  const rules = [
    ...(field.required ? [z.minLength(1, m.required)] : []),
    ...(field.kind === 'email' ? [filled((v) => EMAIL.test(v), m.email)] : []),
    ...(field.kind === 'tel' ? [filled(isKenyanPhone, m.phone)] : []),
    ...(field.kind === 'select' ? [filled((v) => field.options.some((o) => o.value === v), m.option)] : []),
  ];
  return z.string().check(...checks, ...rules);
}

/**
 * The browser-side validation of a declared form (zod/mini keeps it small), its messages in
 * `words` (the page's language's); `sitePhone` gives the phone message its example.
 */
export function formSchema(form: Pick<FormT, 'fields' | 'messages'>, words: FormWords, sitePhone?: string) {
  return z.object(Object.fromEntries(form.fields.map((f) => [f.name, fieldSchema(f, form, words, sitePhone)])));
}

export function defaultValues(form: Pick<FormT, 'fields'>, preset: Partial<Record<string, string>> = {}): Values {
  return Object.fromEntries(
    form.fields.map((f): [string, Values[string]] => {
      if (f.kind === 'checkbox') return [f.name, f.default ?? false];
      const given = preset[f.name];
      return [f.name, given ?? ('default' in f && f.default !== undefined ? f.default : '')];
    }),
  );
}
