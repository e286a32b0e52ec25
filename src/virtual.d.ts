declare module 'virtual:site-model' {
  import type { SiteModel } from './schema/model';
  const model: SiteModel;
  export default model;
}
