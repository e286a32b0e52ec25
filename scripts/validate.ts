/**
 * npm run validate [-- --json] [--root DIR] [--strict] [--github] [--all]
 * Checks site.yaml and content/. Exit 0 with a one-line summary (and the warnings, if any),
 * or 1 with the problems; with --strict, warnings fail it too. The report prints the first 50
 * problems of each kind and counts the rest; --all prints every one (--json always has every one).
 * On GitHub Actions (GITHUB_ACTIONS=true) or with --github (not with --json), each problem and warning is also
 * printed as a workflow command, a note on its line in the pull request, and the run's summary lists them.
 */
import { appendFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { problemAnnotation, problemsSummary } from '../src/ci/annotations.ts';
import { formatProblems, loadSite } from '../src/loader/index.ts';
import { coverageReport, coverageSummary } from '../src/loader/languages.ts';
import { firstOfEachKind } from '../src/loader/problems.ts';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    github: { type: 'boolean', default: false },
    root: { type: 'string' },
    site: { type: 'string' },
    strict: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
  },
});

const root = resolve(values.root ?? process.cwd());
// --json has every problem; so has --all. Otherwise the check keeps the first of each kind and counts the rest.
const all = values.all || values.json;
const result = await loadSite({ root, siteFile: values.site, all });
const omitted = result.ok ? {} : result.omitted;
/** Errors then warnings, each with its severity. */
const problems = result.ok ? result.warnings : result.problems;
const failed = !result.ok || (values.strict && problems.length > 0);

if (values.json) {
  const out = result.ok ? { ok: !failed, stats: result.stats, coverage: result.coverage, problems } : { ok: false, problems };
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} else if (result.ok) {
  if (problems.length) console.error(formatProblems(problems, { all: values.all }));
  const s = result.stats;
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  if (failed) console.error('✘ With --strict a warning counts as a problem: the check fails.');
  else
    console.log(
      `✔ site.yaml is valid: ${n(s.routes, 'route')}, ${n(s.blocks, 'block')}, ${n(s.products, 'product')}, ${n(s.posts, 'blog post')}.`,
    );
  // How much of the site each other language shows in its own words (what is missing is listed above, as warnings).
  if (result.coverage.length) console.log(coverageReport(result.coverage));
} else {
  console.error(formatProblems(problems, { all: values.all, omitted }));
}

if (problems.length && !values.json && (values.github || process.env.GITHUB_ACTIONS === 'true')) {
  // Files from the repository's root (the working directory on CI), which the notes need.
  const placed = problems.map((p) => ({ ...p, file: relative(process.cwd(), resolve(root, p.file)) }));
  // As the report: the first 50 of each kind (GitHub shows only the first few of a step anyway).
  for (const { problem: p } of firstOfEachKind(placed, values.all, omitted)) console.log(problemAnnotation(p, p.severity));
  const { GITHUB_STEP_SUMMARY, GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_SHA } = process.env;
  if (GITHUB_STEP_SUMMARY) {
    const link =
      GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_SHA
        ? (file: string, line: number) =>
            `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/blob/${GITHUB_SHA}/${file.split('/').map(encodeURIComponent).join('/')}#L${line}`
        : undefined;
    appendFileSync(GITHUB_STEP_SUMMARY, problemsSummary(placed, link, omitted));
  }
}

if (
  result.ok &&
  result.coverage.length &&
  !values.json &&
  process.env.GITHUB_STEP_SUMMARY &&
  (values.github || process.env.GITHUB_ACTIONS === 'true')
)
  appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Languages\n\n${coverageSummary(result.coverage)}\n`);
process.exitCode = failed ? 1 : 0;
