import type { RouteObject } from 'react-router-dom';
import type { SiteModel } from '../schema/model';
import type { RouteT } from '../schema/site';
import { blogCategoryPages } from '../blocks/blogList/pages';
import { categoryPages } from '../blocks/productCatalog/pages';
import { NOT_FOUND_PATH } from './head';
import { Page } from './Page';
import { RouteError } from './RouteError';
import { InspectorToggle } from '../dev/inspector';
import { Shell } from '../shell/Shell';

const fallbackNotFound: RouteT = { path: NOT_FOUND_PATH, title: 'Page not found', description: 'This page does not exist.', blocks: [] };

/**
 * The pages of the site: every route of site.yaml, a page per product category that has none
 * there (src/blocks/productCatalog/pages.ts), a page per blog category (src/blocks/blogList/pages.ts), and a plain not-found page when it has none.
 */
export function pageRoutes(model: SiteModel): RouteT[] {
  const routes = [...model.routes, ...categoryPages(model).routes, ...blogCategoryPages(model).routes];
  return model.routes.some((r) => r.path === NOT_FOUND_PATH) ? routes : [...routes, fallbackNotFound];
}

/** The prerender's routing table: one route per page, all inside the shared shell. */
export function buildRoutes(model: SiteModel): RouteObject[] {
  const pages: RouteObject[] = pageRoutes(model).map((route) => ({ id: route.path, path: route.path, element: <Page route={route} /> }));
  return [
    {
      id: 'shell',
      // The dev server's block inspector switch joins the shell there (never in the build).
      element: <Shell extra={import.meta.env.DEV ? <InspectorToggle /> : null} />,
      errorElement: <RouteError />,
      children: [{ id: 'pages', errorElement: <RouteError />, children: pages }],
    },
  ];
}
