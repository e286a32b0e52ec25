import { useCallback } from 'react';
import { fillTemplate, openChat } from '../services/chat';
import { useSite } from './SiteContext';

/** Opens the chat app with a named template from site.yaml. */
export function useChat() {
  const { site, chat } = useSite();
  return useCallback(
    (template: string, vars?: Record<string, string>) => {
      const text = fillTemplate(chat.templates[template] ?? chat.templates.general ?? '', vars);
      openChat(site.chatNumber, text);
    },
    [site.chatNumber, chat.templates],
  );
}
