/** npm run docs: writes docs/blocks.md, the block reference, from the block schemas and site.yaml. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { blocksMarkdown } from '../src/docs/blocksDoc.ts';

const root = process.cwd();
const markdown = blocksMarkdown(readFileSync(resolve(root, 'site.yaml'), 'utf8'));
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs', 'blocks.md'), markdown);
console.log(`Wrote docs/blocks.md (${markdown.split('\n').length} lines)`);
