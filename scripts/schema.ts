/** npm run schema: writes site.schema.json and schemas/*.schema.json from the zod schemas. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentJsonSchemas, siteJsonSchema } from '../src/schema/jsonSchema.ts';

const write = (file: string, schema: unknown) => writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);

write('site.schema.json', siteJsonSchema());
mkdirSync('schemas', { recursive: true });
for (const [name, schema] of Object.entries(contentJsonSchemas())) write(join('schemas', name), schema);
console.log('Wrote site.schema.json and schemas/');
