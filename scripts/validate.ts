/**
 * npm run validate [-- --json] [--root DIR] [--strict]
 * Checks site.yaml and content/. Exit 0 with a one-line summary (and the warnings, if any),
 * or 1 with every problem; with --strict, warnings fail it too.
 */
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblems, loadSite } from '../src/loader/index.ts';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    root: { type: 'string' },
    site: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});

const root = resolve(values.root ?? process.cwd());
const result = await loadSite({ root, siteFile: values.site });
/** Errors then warnings, each with its severity. */
const problems = result.ok ? result.warnings : result.problems;
const failed = !result.ok || (values.strict && problems.length > 0);

if (values.json) {
  const out = result.ok ? { ok: !failed, stats: result.stats, problems } : { ok: false, problems };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} else if (result.ok) {
  if (problems.length) console.error(formatProblems(problems));
  const s = result.stats;
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  if (failed) console.error('✘ With --strict a warning counts as a problem: the check fails.');
  else
    console.log(
      `✔ site.yaml is valid: ${n(s.routes, 'route')}, ${n(s.blocks, 'block')}, ${n(s.products, 'product')}, ${n(s.posts, 'blog post')}.`,
    );
} else {
  console.error(formatProblems(problems));
}

if (problems.length && process.env.GITHUB_ACTIONS === 'true') {
  // Workflow commands: each problem becomes an annotation on its line in the pull request.
  const esc = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  for (const p of problems) {
    const file = relative(process.cwd(), resolve(root, p.file));
    console.log(`::${p.severity} file=${file},line=${p.line},col=${p.col}::${esc(`${p.path ? `${p.path}: ` : ''}${p.message}`)}`);
  }
}

process.exitCode = failed ? 1 : 0;
