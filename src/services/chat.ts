import { withoutMarks } from '../i18n/fallback';

/** Chat-app links. The web address opens WhatsApp Web or the app; the short one is the fallback. */
// A message not yet in the page's language is sent in the first one, without the marks that say so (src/i18n/fallback.ts).
export function chatUrl(number: string, text: string): string {
  return `https://api.whatsapp.com/send?phone=${number}&text=${encodeURIComponent(withoutMarks(text))}`;
}

export function shortChatUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(withoutMarks(text))}`;
}

/**
 * The chat message template `name`, or the general one when there is no such template (and
 * an empty text without either): a name from a page or a form may have none.
 */
export function chatTemplate(templates: Partial<Record<string, string>>, name: string): string {
  return templates[name] ?? templates.general ?? '';
}

/** Fills {name} placeholders; unknown ones are left as written. */
export function fillTemplate(template: string, vars: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Opens the chat in a new tab; when the browser blocks it, goes there in this window. */
export function openChat(number: string, text: string): void {
  let tab: Window | null;
  try {
    // Not "noopener": with it window.open always returns null and a blocked tab
    // could not be told apart. The opener is cut by hand instead.
    tab = window.open(chatUrl(number, text), '_blank');
  } catch {
    tab = null;
  }
  if (tab) tab.opener = null;
  else window.location.assign(shortChatUrl(number, text));
}
