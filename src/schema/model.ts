import type { z } from 'zod';
import type { Category, ImpactFile, Partner, PostFrontMatter, Product, Program, Testimonial, TrainingFile } from './content';
import type { FormFile } from './forms';
import type { Language, Localized } from './kinds';
import type { SiteManifest } from './site';

/** A blog post's translation: its own Markdown file beside the original (`<slug>.sw.md`). */
export interface PostTranslation {
  title: string;
  excerpt: string;
  /** The picture's description in this language; the original's when left out. */
  alt?: string;
  /** For search engines, in this language; its excerpt when left out (never the original's). */
  metaDescription?: string;
  body: string;
  /** The translation's file, for messages (content/blog/<slug>.sw.md). */
  file: string;
}

/** A post as the loader reads it: its front matter, its Markdown, and its translations by language. */
export type PostSource = Omit<z.infer<typeof PostFrontMatter>, 'slug'> & {
  slug: string;
  body: string;
  translations: { [L in Language]?: PostTranslation };
};

/** The one value the loader hands on: validated, references resolved, every text in all its languages. */
export interface SiteSource extends z.infer<typeof SiteManifest> {
  content: {
    categories: z.infer<typeof Category>[];
    products: z.infer<typeof Product>[];
    blogCategories: z.infer<typeof Category>[];
    posts: PostSource[];
    programs: z.infer<typeof Program>[];
    forms: Record<string, z.infer<typeof FormFile> & { id: string }>;
    testimonials: z.infer<typeof Testimonial>[];
    partners: z.infer<typeof Partner>[];
    impact: z.infer<typeof ImpactFile>;
    training: z.infer<typeof TrainingFile>;
  };
}

/**
 * The site in one language, as its pages get it (src/i18n/localize.ts makes it from the source):
 * every text a string. `lang` is the language of these pages; a post's `lang` is the language of
 * its own text (the original's, where it has no translation into `lang`).
 */
export type SiteModel = Localized<Omit<SiteSource, 'content'>> & {
  lang: Language;
  content: Localized<Omit<SiteSource['content'], 'posts' | 'products' | 'programs'>> & {
    posts: import('./content').Post[];
    products: import('./content').ProductT[];
    programs: import('./content').ProgramT[];
  };
};

/** A route's own module in the browser: its blocks, and the article bodies where it shows posts. */
export interface RouteData {
  blocks: import('./blocks').BlockT[];
  bodies?: Record<string, string>;
  /** Dev server only: where each block is written, for the block inspector. */
  source?: { file: string; lines: number[]; numbers: number[] };
}
