declare module 'virtual:site-model' {
  import type { SiteModel } from './schema/model';
  import type { BlockSource } from './dev/inspector';
  /** The site, validated (the prerender's and the dev server's; the browser never loads it). */
  const model: SiteModel;
  export default model;
  /** Dev server only: where each route's blocks are written, by route index. */
  export const sources: BlockSource[][] | undefined;
}
