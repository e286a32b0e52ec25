import type { RouteObject } from 'react-router-dom';
import type { RouteData, SiteModel } from '../schema/model';
import type { RouteT } from '../schema/site';
import { blocksAtStart } from './deferred';
import { NOT_FOUND_PATH } from './head';
import { Page } from './Page';
import { loadBlocks } from './registry';
import { RouteError } from './RouteError';
import { Shell } from '../shell/Shell';
import { blockSources } from '../dev/inspector';

const fallbackNotFound: RouteT = { path: NOT_FOUND_PATH, title: 'Page not found', description: 'This page does not exist.', blocks: [] };

/** The pages of the site: every route of site.yaml, and a plain not-found page when it has none. */
export function pageRoutes(model: SiteModel): RouteT[] {
  return model.routes.some((r) => r.path === NOT_FOUND_PATH) ? model.routes : [...model.routes, fallbackNotFound];
}

/**
 * The router's routes, one per page, all inside the shared shell. A route loads
 * its blocks and their code before it shows (its `lazy`), so a visitor
 * downloads only what the pages they open need; on the first load, only the
 * code of the blocks near the screen comes first.
 */
export function buildRoutes(model: SiteModel, routeData: Record<string, () => Promise<RouteData>> = {}): RouteObject[] {
  const pages: RouteObject[] = pageRoutes(model).map((route) => ({
    id: route.path,
    path: route.path,
    element: <Page route={route} />,
    lazy: async () => {
      // In the browser a route's blocks (and article bodies) arrive with it (src/vite/sitePlugin.ts).
      const load = routeData[route.path];
      if (load && !route.blocks.length) {
        const data = await load();
        for (const post of model.content.posts) post.html ||= data.bodies?.[post.slug] ?? '';
        route.blocks = data.blocks;
        if (import.meta.env.DEV && data.source) {
          const { file, lines, numbers } = data.source;
          data.blocks.forEach((b, i) => lines[i] && blockSources.set(b, { file, line: lines[i], number: numbers[i] ?? i + 1 }));
        }
      }
      // On the first load the blocks far from the screen wait (see blocksAtStart).
      await loadBlocks(route.blocks.slice(0, blocksAtStart(route.blocks.length)).map((b) => b.type));
      return {};
    },
  }));
  return [
    {
      id: 'shell',
      element: <Shell />,
      errorElement: <RouteError />,
      children: [{ id: 'pages', errorElement: <RouteError />, children: pages }],
    },
  ];
}
