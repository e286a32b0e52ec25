import { createContext, useContext } from 'react';
import type { SiteModel } from '../schema/model';

/**
 * What the live parts of a page (islands) may read of the site: the facts, the chat, the
 * navigation and the forms. The page carries them once, as JSON, for all its islands; the
 * rest of the model (products, posts, pages) reaches an island only through its own props.
 */
export interface SiteFacts {
  site: SiteModel['site'];
  chat: SiteModel['chat'];
  navigation: SiteModel['navigation'];
  forms: SiteModel['content']['forms'];
}

export function factsOf(model: SiteModel): SiteFacts {
  return { site: model.site, chat: model.chat, navigation: model.navigation, forms: model.content.forms };
}

export const FactsContext = createContext<SiteFacts | null>(null);

export function useFacts(): SiteFacts {
  const facts = useContext(FactsContext);
  if (!facts) throw new Error('useFacts() needs <FactsContext.Provider> above it (the page or an island root provides it).');
  return facts;
}
