import { messages } from '../i18n/messages';
import { fallbackTexts, stripMarks } from '../i18n/fallback';
import type { SiteModel } from '../schema/model';
import type { SiteFacts } from './facts';

/**
 * The facts of a page in `model`'s language (the prerender's and the preview's: the browser gets
 * them as JSON). For the islands, texts not yet translated lose their marks (src/i18n/fallback.ts):
 * they draw them unmarked; the static parts of the page keep them (`marked`).
 */
export function factsOf(model: SiteModel, marked = false): SiteFacts {
  const first = model.site.languages[0] ?? model.lang;
  const postRoute = model.routes.find((r) => r.path.includes(':slug'));
  const onlyInDefault =
    model.lang === first || !postRoute
      ? []
      : model.content.posts.filter((p) => p.lang !== model.lang).map((p) => postRoute.path.replace(':slug', p.slug));
  const facts: SiteFacts = {
    site: model.site,
    chat: model.chat,
    navigation: model.navigation,
    forms: model.content.forms,
    lang: model.lang,
    messages: messages[model.lang],
    onlyInDefault,
  };
  if (marked) return facts;
  const fallbacks = fallbackTexts(facts);
  return { ...stripMarks(facts), ...(fallbacks.length ? { fallbacks } : {}) };
}
