import type { CategoryT, ImpactT, PartnerT, Post, ProductT, ProgramT, TestimonialT, TrainingT } from './content';
import type { FormT } from './forms';
import type { SiteManifestT } from './site';

/** The one value the loader hands to the app: validated, references resolved. */
export interface SiteModel extends SiteManifestT {
  content: {
    categories: CategoryT[];
    products: ProductT[];
    blogCategories: CategoryT[];
    posts: Post[];
    programs: ProgramT[];
    forms: Record<string, FormT>;
    testimonials: TestimonialT[];
    partners: PartnerT[];
    impact: ImpactT;
    training: TrainingT;
  };
}

/** A route's own module in the browser: its blocks, and the article bodies where it shows posts. */
export interface RouteData {
  blocks: import('./blocks').BlockT[];
  bodies?: Record<string, string>;
  /** Dev server only: where each block is written, for the block inspector. */
  source?: { file: string; lines: number[]; numbers: number[] };
}
