import type { z } from 'zod';
import {
  BlogFile,
  ImpactFile,
  PartnersFile,
  PostFrontMatter,
  ProductsFile,
  ProgramsFile,
  TestimonialsFile,
  TrainingFile,
} from './content.ts';
import { FormFile } from './forms.ts';
import { SiteManifest } from './site.ts';

/** Each file of the site in the usual layout (its path, matched whole) and the schema it is read by. */
export const FILE_SCHEMAS: ReadonlyArray<{ path: RegExp; schema: z.ZodType }> = [
  { path: /^site\.yaml$/, schema: SiteManifest },
  { path: /^content\/products\.yaml$/, schema: ProductsFile },
  { path: /^content\/blog\.yaml$/, schema: BlogFile },
  { path: /^content\/blog\/[^/]+\.md$/, schema: PostFrontMatter },
  { path: /^content\/programs\.yaml$/, schema: ProgramsFile },
  { path: /^content\/forms\/[^/]+\.ya?ml$/, schema: FormFile },
  { path: /^content\/testimonials\.yaml$/, schema: TestimonialsFile },
  { path: /^content\/partners\.yaml$/, schema: PartnersFile },
  { path: /^content\/impact\.yaml$/, schema: ImpactFile },
  { path: /^content\/training\.yaml$/, schema: TrainingFile },
];

/** The schema a file of the site is read by, from its path in the usual layout, or undefined. */
export const schemaOfFile = (path: string): z.ZodType | undefined => FILE_SCHEMAS.find((f) => f.path.test(path))?.schema;
