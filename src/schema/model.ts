import type { CategoryT, Post, ProductT } from './content.ts';
import type { SiteManifestT } from './site.ts';

/** The one value the loader hands to the app: validated, references resolved. */
export interface SiteModel extends SiteManifestT {
  content: {
    categories: CategoryT[];
    products: ProductT[];
    blogCategories: CategoryT[];
    posts: Post[];
  };
}
