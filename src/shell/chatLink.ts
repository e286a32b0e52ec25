import { chatTemplate, chatUrl, fillTemplate } from '../services/chat';
import type { SiteFacts } from '../ui/facts';

/** The chat app's address with one of the site's message templates filled in (the general one when unknown). */
export function chatLink({ site, chat }: SiteFacts, template: string, values?: Record<string, string>): string {
  return chatUrl(site.chatNumber, fillTemplate(chatTemplate(chat.templates, template), values));
}
