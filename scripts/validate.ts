/**
 * npm run validate [-- --json] [--root DIR]
 * Checks site.yaml and content/. Exit 0 with a one-line summary, or 1 with every problem.
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblems, loadSite } from '../src/loader/index.ts';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    root: { type: 'string' },
    site: { type: 'string' },
  },
});

const root = resolve(values.root ?? process.cwd());
const result = await loadSite({ root, siteFile: values.site });

if (values.json) {
  const out = result.ok ? { ok: true, stats: result.stats, problems: [] } : { ok: false, problems: result.problems };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} else if (result.ok) {
  const s = result.stats;
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  console.log(
    `✔ site.yaml is valid: ${n(s.routes, 'route')}, ${n(s.blocks, 'block')}, ${n(s.products, 'product')}, ${n(s.posts, 'blog post')}.`,
  );
} else {
  console.error(formatProblems(result.problems));
}

if (!result.ok && process.env.GITHUB_ACTIONS === 'true') {
  // Workflow commands: each problem becomes an annotation on its line in the pull request.
  const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  for (const p of result.problems) {
    const file = relative(process.cwd(), resolve(root, p.file));
    console.log(`::error file=${file},line=${p.line},col=${p.col}::${esc(`${p.path ? `${p.path}: ` : ''}${p.message}`)}`);
  }
}

process.exitCode = result.ok ? 0 : 1;
