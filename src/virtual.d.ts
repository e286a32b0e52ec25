declare module 'virtual:site-model' {
  import type { RouteData, SiteModel } from './schema/model';
  /**
   * The site. In the browser each route's `blocks` and each post's `html` are
   * empty until the route's `routeData[path]()` fills them.
   */
  const model: SiteModel;
  export default model;
  /** Loaders of each route's own data, by route path (empty where the model is whole). */
  export const routeData: Record<string, () => Promise<RouteData>>;
}
