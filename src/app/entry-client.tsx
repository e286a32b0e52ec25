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

// The HTML names the route it was rendered for. The host's 404 file served for
// an address of another route (say /blog/unknown-slug) is drawn afresh instead.
// The not-found page names the address it was opened at, which the prerender could not know.
const renderedFor = container.dataset.route;
const route = matches.at(-1)?.route.id;
const hydrating = !!renderedFor && renderedFor === route && route !== NOT_FOUND_PATH;
// Drawn afresh, every part renders at once (none waits to be near the screen).
if (!hydrating) markSettled();

// Load the code of this page's blocks near the screen first, so the first render matches the
// prerendered HTML (the others wait, prerendered, until the visitor nears them).
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

// As a transition, hydration yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (long tasks on slow phones).
if (hydrating) {
  startTransition(() => void hydrateRoot(container, app));
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 4000 }) : setTimeout(fn, 200));
  idle(prefetchLater);
} else startTransition(() => createRoot(container).render(app));

/**
 * The code of the blocks left waiting is fetched while the browser is idle, so it is at hand
 * when the visitor nears them. Fetched, not run: importing it here cost the phone 20-30 ms
 * a block (Vite's preload bookkeeping, then evaluation) before anyone scrolled.
 */
function prefetchLater() {
  const data = document.getElementById('app-scripts')?.textContent;
  const files = data ? ((JSON.parse(data) as { prefetch?: string[] }).prefetch ?? []) : [];
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
