import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

export const FIXTURES = resolve(import.meta.dirname, '../fixtures');
export const ROOT = resolve(import.meta.dirname, '../..');

/** `value`, or a failed test when it is undefined or null (where a non-null assertion would crash later). */
export function defined<T>(value: T | null | undefined, what = 'a value'): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}

/** A throwaway copy of the minimal site with a broken fixture's files laid over it. */
export function fixtureSite(name?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-fixture-'));
  cpSync(join(FIXTURES, 'minimal'), dir, { recursive: true });
  if (name) cpSync(join(FIXTURES, 'broken', name), dir, { recursive: true });
  return dir;
}

const run = promisify(execFile);

/** One of scripts/ run as `npm run` runs it (from the project root, outside GitHub Actions unless `env` says so): its exit code and output. */
export async function runScript(file: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: ROOT,
      env: { ...process.env, GITHUB_ACTIONS: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
