import type { RouteObject } from 'react-router-dom';
import type { SiteModel } from '../schema/model';
import { Page } from './Page';
import { RouteError } from './RouteError';
import { Shell } from '../shell/Shell';

/** The router's routes, one per page of site.yaml, all inside the shared shell. */
export function buildRoutes(model: SiteModel): RouteObject[] {
  const pages = model.routes.map((route) => ({
    path: route.path,
    element: <Page route={route} />,
  }));
  if (!model.routes.some((r) => r.path === '*')) {
    pages.push({
      path: '*',
      element: <Page route={{ path: '*', title: 'Page not found', description: 'This page does not exist.', blocks: [] }} />,
    });
  }
  return [{ element: <Shell />, errorElement: <RouteError />, children: [{ errorElement: <RouteError />, children: pages }] }];
}
