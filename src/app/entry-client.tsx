import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import model, { routeData } from 'virtual:site-model';
import { App } from './App';
import { markSettled, wakeDeferred } from './deferred';
import { NOT_FOUND_PATH } from './head';
import { buildRoutes } from './routes';

const routes = buildRoutes(model, routeData);
const container = document.getElementById('root')!;
const matches = matchRoutes(routes, window.location) ?? [];

// Load the code of this page's blocks first, so the first render matches the prerendered HTML.
await Promise.all(
  matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }),
);

const router = createBrowserRouter(routes);
// Any change of page first fetches the parts still waiting to hydrate (see deferred.tsx).
const first = router.state.location;
router.subscribe((state) => {
  if (state.navigation.state === 'idle' && state.location === first) return;
  markSettled();
  wakeDeferred();
});
const app = (
  <App model={model}>
    <RouterProvider router={router} />
  </App>
);

// The HTML names the route it was rendered for. The host's 404 file served for
// an address of another route (say /blog/unknown-slug) is drawn afresh instead.
const renderedFor = container.dataset.route;
const route = matches.at(-1)?.route.id;
// The not-found page names the address it was opened at, which the prerender could not know.
// As a transition, hydration yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (long tasks on slow phones).
if (renderedFor && renderedFor === route && route !== NOT_FOUND_PATH) startTransition(() => void hydrateRoot(container, app));
else {
  // Nothing prerendered to keep: every part renders at once (none waits to be near the screen).
  markSettled();
  startTransition(() => createRoot(container).render(app));
}
