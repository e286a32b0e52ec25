import { z } from 'zod';
import { SiteManifest } from './site.ts';

/** JSON Schema of site.yaml for editors (autocomplete, hover help, red squiggles). */
export function siteJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(SiteManifest, { io: 'input', unrepresentable: 'any', target: 'draft-7' });
  return { ...schema, title: 'site.yaml', $id: 'site.schema.json' };
}
