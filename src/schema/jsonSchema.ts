import { z } from 'zod';
import { BlogFile, ImpactFile, PartnersFile, ProductsFile, ProgramsFile, TestimonialsFile, TrainingFile } from './content.ts';
import { FormFile } from './forms.ts';
import { SiteManifest } from './site.ts';

/** How every JSON Schema of the project is drawn from zod (the editors' schemas and docs/blocks.md). */
export const JSON_SCHEMA_OPTIONS = { io: 'input', unrepresentable: 'any', target: 'draft-7' } as const;

function toJson(schema: z.ZodType, title: string, id: string): Record<string, unknown> {
  return { ...z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS), title, $id: id };
}

/** JSON Schema of site.yaml for editors (autocomplete, hover help, red squiggles). */
export function siteJsonSchema(): Record<string, unknown> {
  return toJson(SiteManifest, 'site.yaml', 'site.schema.json');
}

/** JSON Schemas of the content files, written to schemas/ and named on each file's first line. */
export function contentJsonSchemas(): Record<string, Record<string, unknown>> {
  return {
    'products.schema.json': toJson(ProductsFile, 'content/products.yaml', 'products.schema.json'),
    'blog.schema.json': toJson(BlogFile, 'content/blog.yaml', 'blog.schema.json'),
    'programs.schema.json': toJson(ProgramsFile, 'content/programs.yaml', 'programs.schema.json'),
    'form.schema.json': toJson(FormFile, 'content/forms/<id>.yaml', 'form.schema.json'),
    'testimonials.schema.json': toJson(TestimonialsFile, 'content/testimonials.yaml', 'testimonials.schema.json'),
    'partners.schema.json': toJson(PartnersFile, 'content/partners.yaml', 'partners.schema.json'),
    'impact.schema.json': toJson(ImpactFile, 'content/impact.yaml', 'impact.schema.json'),
    'training.schema.json': toJson(TrainingFile, 'content/training.yaml', 'training.schema.json'),
  };
}
