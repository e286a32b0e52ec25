import { ColorSchemeScript } from '@mantine/core';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import source, { sources } from 'virtual:site-model';
import { localize } from '../i18n/localize';
import { fallbackTexts, markedToHtml, stripMarks } from '../i18n/fallback';
import { pathIn, splitLanguage } from '../i18n/language';
import type { Language } from '../schema/kinds';
import type { SiteModel } from '../schema/model';
import { IslandRenderer, type RenderIsland } from '../islands/island';
import { IslandRoot } from '../islands/IslandRoot';
import { factsOf } from '../ui/factsOf';
import { Providers } from '../ui/Providers';
import { COLOR_SCHEME } from '../ui/theme';
import { App } from './App';
import { BlockSources } from './Page';
import { loadBlocks, registry } from './registry';
import { buildRoutes, pageRoutes } from './routes';
import type { BlockType } from '../schema/blocks';

export { source };
export { headFor, headHtml, NOT_FOUND_ADDRESS } from './head';
import { NOT_FOUND_ADDRESS } from './head';
export { pageRoutes };

/** The site's languages, the first the default: its pages at their paths, the others' under /<lang>/. */
export const languages: Language[] = source.site.languages;

/** The site in each of its languages, and the routing table of its pages in it. */
const inLanguage = new Map(
  languages.map((lang) => {
    const model = localize(source, lang);
    const basename = lang === languages[0] ? '/' : `/${lang}`;
    return [lang, { model, facts: factsOf(model), handler: createStaticHandler(buildRoutes(model), { basename }) }] as const;
  }),
);

/** The site as the pages in `lang` show it. */
export function modelIn(lang: Language): SiteModel {
  const found = inLanguage.get(lang);
  if (!found) throw new Error(`The site has no language "${lang}" (site.languages: ${languages.join(', ')}).`);
  return found.model;
}
// Every block's code must be at hand to render any page.
const ready = loadBlocks(Object.keys(registry) as BlockType[]);

export interface Rendered {
  html: string;
  /** The page's language (from its address). */
  lang: Language;
  routeId: string;
  /** The islands in the page, by name, and when each starts. */
  islands: Array<{ name: string; when: string }>;
  /** What the islands read of the site (the page carries it once, as JSON). */
  facts: string;
  /** The address's parameters (a post's slug). */
  params: { slug?: string };
}

/**
 * The HTML of the page at `path`, the id of the route that drew it, and its islands.
 * `drawsMantine(name)`: whether an island's code draws Mantine components (the build reads it
 * from its import graph; the browser then loads Mantine's provider for it). Unknown: yes.
 */
export async function render(path: string, drawsMantine: (island: string) => boolean = () => true): Promise<Rendered> {
  await ready;
  const { lang } = splitLanguage(path, languages);
  const { model, facts, handler } = inLanguage.get(lang) ?? [...inLanguage.values()][0];
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect to ${String(context.headers.get('Location'))}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const match = context.matches.at(-1);
  if (!match) throw new Error(`${path} matched no route`);
  const routeId = match.route.id;
  // A post's page is in the languages the post is written in (the build writes no other): at
  // another, or at an address of no post, the not-found page, as the static host answers.
  const { slug } = match.params;
  if (slug !== undefined && !model.content.posts.some((p) => p.slug === slug && p.lang === lang))
    return render(pathIn(NOT_FOUND_ADDRESS, lang, languages[0]), drawsMantine);
  let count = 0;
  // Each island is rendered as the root the browser will hydrate: its own tree, ids prefixed.
  const renderIsland: RenderIsland = (name, given, draw) => {
    const prefix = `i${count++}-`;
    // Drawn in the browser from these props, so drawn here from the same: without the marks of
    // texts not yet translated (src/i18n/fallback.ts), which the browser would draw as characters.
    const props = stripMarks(given);
    const fallbacks = fallbackTexts(given);
    return {
      prefix,
      mantine: drawsMantine(name),
      html: renderToString(
        <IslandRoot name={name} facts={facts} Frame={Providers} fallbacks={fallbacks}>
          {draw(props)}
        </IslandRoot>,
        { identifierPrefix: prefix },
      ),
      props: JSON.stringify(props),
      fallbacks: fallbacks.length ? JSON.stringify(fallbacks) : undefined,
    };
  };
  const index = model.routes.findIndex((r: { path: string }) => r.path === routeId);
  const drawn = renderToString(
    <IslandRenderer value={renderIsland}>
      <BlockSources value={sources?.[index] ?? null}>
        <App model={model}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </BlockSources>
    </IslandRenderer>,
  );
  // A text not yet in this language is drawn in the first one, marked as such (src/i18n/fallback.ts).
  const html = markedToHtml(drawn, languages[0]);
  const islands = [...html.matchAll(/<div data-island="([^"]+)" data-when="([^"]+)"/g)].map((m) => ({ name: m[1], when: m[2] }));
  return { html, lang, routeId, islands, facts: JSON.stringify(facts), params: match.params };
}

/** Mantine's script that sets the colour scheme before the first paint, and its source (hashed for the CSP). */
export const colorSchemeScript = (() => {
  const html = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme={COLOR_SCHEME} />);
  const source = html.match(/^<script[^>]*>([\s\S]*)<\/script>$/)?.[1];
  if (source === undefined) throw new Error(`Unexpected colour-scheme script: ${html}`);
  return { html, source };
})();
