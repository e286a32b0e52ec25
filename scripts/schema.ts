/** npm run schema: writes site.schema.json from the zod schemas. */
import { writeFileSync } from 'node:fs';
import { siteJsonSchema } from '../src/schema/jsonSchema.ts';

writeFileSync('site.schema.json', `${JSON.stringify(siteJsonSchema(), null, 2)}\n`);
console.log('Wrote site.schema.json');
