/**
 * npm run edit: the visual editor. Starts the site's dev server with the editor's panel on
 * 127.0.0.1 and prints the panel's address, which carries this session's token.
 *   npm run edit                 the site in this folder
 *   npm run edit -- --site DIR   another copy of the site (a folder with site.yaml, content/, public/)
 *   npm run edit -- --port N     another port (default 5175; the next free one if taken)
 */
import { parseArgs } from 'node:util';
import { startEditor } from '../src/editor/server/start.ts';

const { values } = parseArgs({ options: { site: { type: 'string' }, port: { type: 'string' } } });
try {
  const editor = await startEditor({ site: values.site, port: values.port ? Number(values.port) : undefined });
  console.log(`\n  The visual editor is running. Open this address in your browser:\n\n    ${editor.url}\n`);
  console.log('  It saves into site.yaml, content/ and public/images/ as you go. Stop it with Ctrl+C.\n');
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
