import type { z } from 'zod';
import {
  BlogFile,
  ImpactFile,
  PartnersFile,
  PostFrontMatter,
  PostTranslationFrontMatter,
  ProductsFile,
  ProgramsFile,
  TestimonialsFile,
  TrainingFile,
} from './content.ts';
import { FormFile } from './forms.ts';
import { SiteManifest } from './site.ts';

/**
 * Each file of the site in the usual layout: its path (matched whole), how docs and schemas name it,
 * the JSON Schema written for it (site.schema.json at the top, the others in schemas/), and the
 * zod schema it is read by.
 */
export const FILE_SCHEMAS: ReadonlyArray<{ path: RegExp; shown: string; jsonSchema: string; schema: z.ZodType }> = [
  { path: /^site\.yaml$/, shown: 'site.yaml', jsonSchema: 'site.schema.json', schema: SiteManifest },
  { path: /^content\/products\.yaml$/, shown: 'content/products.yaml', jsonSchema: 'products.schema.json', schema: ProductsFile },
  { path: /^content\/blog\.yaml$/, shown: 'content/blog.yaml', jsonSchema: 'blog.schema.json', schema: BlogFile },
  {
    // A post's translation, beside it: only its words in that language (checked before the posts' own pattern).
    path: /^content\/blog\/[^/.]+\.[a-z]{2}\.md$/,
    shown: 'content/blog/<slug>.<language>.md (front matter)',
    jsonSchema: 'post-translation.schema.json',
    schema: PostTranslationFrontMatter,
  },
  {
    path: /^content\/blog\/[^/]+\.md$/,
    shown: 'content/blog/<slug>.md (front matter)',
    jsonSchema: 'post.schema.json',
    schema: PostFrontMatter,
  },
  { path: /^content\/programs\.yaml$/, shown: 'content/programs.yaml', jsonSchema: 'programs.schema.json', schema: ProgramsFile },
  { path: /^content\/forms\/[^/]+\.ya?ml$/, shown: 'content/forms/<id>.yaml', jsonSchema: 'form.schema.json', schema: FormFile },
  {
    path: /^content\/testimonials\.yaml$/,
    shown: 'content/testimonials.yaml',
    jsonSchema: 'testimonials.schema.json',
    schema: TestimonialsFile,
  },
  { path: /^content\/partners\.yaml$/, shown: 'content/partners.yaml', jsonSchema: 'partners.schema.json', schema: PartnersFile },
  { path: /^content\/impact\.yaml$/, shown: 'content/impact.yaml', jsonSchema: 'impact.schema.json', schema: ImpactFile },
  { path: /^content\/training\.yaml$/, shown: 'content/training.yaml', jsonSchema: 'training.schema.json', schema: TrainingFile },
];

/** The schema a file of the site is read by, from its path in the usual layout, or undefined. */
export const schemaOfFile = (path: string): z.ZodType | undefined => FILE_SCHEMAS.find((f) => f.path.test(path))?.schema;
