declare module 'virtual:site-model' {
  /** The site, validated, in all its languages (the prerender's and the dev server's; the browser never loads it). */
  const model: import('./schema/model').SiteSource;
  export default model;
  /** Dev server only: where each route's blocks are written, by route index. */
  export const sources: import('./dev/inspector').BlockSource[][] | undefined;
}
