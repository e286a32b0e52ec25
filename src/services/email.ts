import emailjs from '@emailjs/browser';
import { emailConfig } from './config';

/** Remembers the last send per page so limitRate throttles across reloads. */
const storageProvider = {
  get: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  set: (key: string, value: string) => {
    window.localStorage.setItem(key, value);
    return Promise.resolve();
  },
  remove: (key: string) => {
    window.localStorage.removeItem(key);
    return Promise.resolve();
  },
};

const RATE_ID = 'site-forms';
let ready = false;

/** Sends a form's values as the template parameters of an e-mail. */
export async function sendEmail(template: string, params: Record<string, string | boolean>): Promise<void> {
  const cfg = emailConfig();
  if (!ready) {
    emailjs.init({ publicKey: cfg.publicKey, origin: cfg.origin, limitRate: { id: RATE_ID, throttle: 10_000 }, storageProvider });
    ready = true;
  }
  const templateId = cfg.templateId(template);
  if (!templateId) throw new Error(`No e-mail template id for "${template}": set VITE_EMAILJS_TEMPLATE_${template.toUpperCase()}.`);
  try {
    await emailjs.send(cfg.serviceId, templateId, params);
  } catch (error) {
    // The throttle is for messages that went out: a failed send may be retried at once.
    if ((error as { status?: number }).status !== 429) await storageProvider.remove(RATE_ID);
    throw error;
  }
}
