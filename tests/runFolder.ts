/**
 * One temporary folder for a whole test run: the run's processes make theirs inside it (the
 * folder is their TMPDIR, which Node's os.tmpdir(), git, PostgreSQL and Chromium read), and it is
 * removed when the run ends. Copies of the site, repositories and databases made by the tests are
 * not left behind in the machine's /tmp run after run (about 140 MB each).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Makes the run's folder and points TMPDIR at it (the workers started after inherit it); returns its removal. */
export function runFolder(prefix: string): () => void {
  const dir = mkdtempSync(join(tmpdir(), prefix));
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
