/**
 * The global setup of both test runners (vitest.config.ts, playwright.config.ts): one temporary
 * folder for the whole run. The run's processes make theirs inside it (it is their TMPDIR, which
 * Node's os.tmpdir(), git, PostgreSQL and Chromium read), and it is removed when the run ends, so
 * the copies of the site, repositories and databases the tests make are not left behind in the
 * machine's /tmp run after run (about 140 MB each).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Makes the run's folder and points TMPDIR at it (the workers started after inherit it); returns its removal. */
export default function runFolder(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'test-run-'));
  // As /tmp is: the PostgreSQL of the migration test runs as its own user and makes its folder here.
  chmodSync(dir, 0o1777);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
