import type { FormWords } from '../i18n/words/forms';
import type { Language } from '../schema/kinds';
import type { FormT } from '../schema/forms';
import type { Values } from './rules';

/**
 * What a send came to. `subscribed` tells, when a ticked "subscribes" box asked for it,
 * whether the newsletter sign-up that followed worked (an address already on the list counts).
 */
export type Outcome = { ok: true; subscribed?: boolean } | { ok: false; duplicate?: boolean };

/**
 * The chat message of a form: its template filled with the values, then the other filled fields
 * listed; a product not named is `words.yourProducts` (the page's language's).
 */
export function composeChatMessage(
  template: string,
  form: Pick<FormT, 'fields'>,
  values: Values,
  words: Pick<FormWords, 'yourProducts'>,
): string {
  const used = new Set<string>();
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    if (typeof v !== 'string' || v === '') return whole === '{productName}' ? words.yourProducts : whole;
    used.add(name);
    return v;
  });
  const lines = form.fields
    .filter((f) => !used.has(f.name) && typeof values[f.name] === 'string' && values[f.name] !== '')
    .map((f) => `${f.label ?? f.name}: ${String(values[f.name])}`);
  return lines.length ? `${text}\n\n${lines.join('\n')}` : text;
}

/**
 * Runs a form's action. The services load on first use, so they cost nothing
 * until a visitor sends something. `page`: the language of the page it is sent from (a
 * newsletter sign-up records it) and its words.
 */
export async function runAction(
  form: FormT,
  values: Values,
  chat: { number: string; templates: Record<string, string> },
  page: { lang: Language; words: Pick<FormWords, 'yourProducts'> },
): Promise<Outcome> {
  const action = form.action;
  try {
    if (action.type === 'email') {
      const { sendEmail } = await import('../services/email');
      // The template's {{language}}: the language of the page it was sent from (en, sw), to answer in it.
      await sendEmail(action.template, { ...values, language: page.lang });
      return { ok: true, ...(await subscribeIfTicked(form, values, page.lang)) };
    }
    if (action.type === 'newsletter') {
      const { subscribe } = await import('../services/newsletter');
      // The schema does not require a field named email: without one, an empty address.
      const result = await subscribe(String('email' in values ? values.email : ''), page.lang);
      return result === 'subscribed' ? { ok: true } : { ok: false, duplicate: result === 'duplicate' };
    }
    const { openChat } = await import('../services/chat');
    openChat(chat.number, composeChatMessage(chat.templates[action.template] ?? '', form, values, page.words));
    return { ok: true };
  } catch (error) {
    console.error(`Sending the form failed:`, error);
    return { ok: false };
  }
}

/** After a sent message: a ticked "subscribes" box signs the form's e-mail address up too. */
async function subscribeIfTicked(form: FormT, values: Values, lang: Language): Promise<{ subscribed?: boolean }> {
  const ticked = form.fields.some((f) => f.kind === 'checkbox' && f.subscribes && values[f.name] === true);
  const email = form.fields.find((f) => f.kind === 'email');
  if (!ticked || !email) return {};
  try {
    const { subscribe } = await import('../services/newsletter');
    return { subscribed: (await subscribe(String(values[email.name] ?? ''), lang)) !== 'failed' };
  } catch (error) {
    console.error('The newsletter sign-up after the message failed:', error);
    return { subscribed: false };
  }
}
