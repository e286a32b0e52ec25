import { ColorSchemeScript } from '@mantine/core';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import model from 'virtual:site-model';
import { App } from './App';
import { loadAllDeferred, renderedDeferred } from './deferred';
import { buildRoutes } from './routes';
import { COLOR_SCHEME } from '../ui/theme';

export { model };
export { headFor, headHtml } from './head';
export { pageRoutes } from './routes';

const handler = createStaticHandler(buildRoutes(model));
// Code the browser loads later (forms, dialogs) must be at hand to render now.
const ready = loadAllDeferred();

/**
 * The HTML of the page at `path`, the id of the route that drew it, and the
 * deferred modules in it (their stylesheets belong in the page).
 */
export async function render(path: string): Promise<{ html: string; routeId: string; deferred: string[] }> {
  await ready;
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect to ${context.headers.get('Location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  renderedDeferred.clear();
  const html = renderToString(
    <App model={model}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const routeId = context.matches.at(-1)!.route.id;
  return { html, routeId, deferred: [...renderedDeferred] };
}

/** Mantine's script that sets the colour scheme before the first paint, and its source (hashed for the CSP). */
export const colorSchemeScript = (() => {
  const html = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme={COLOR_SCHEME} />);
  const source = html.match(/^<script[^>]*>([\s\S]*)<\/script>$/)?.[1];
  if (source === undefined) throw new Error(`Unexpected colour-scheme script: ${html}`);
  return { html, source };
})();
