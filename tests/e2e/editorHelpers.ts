/**
 * Helpers of the visual editor's browser tests (editor.spec.ts): temporary copies of the site or
 * of the whole project, the editor started on them, and a line diff to compare what the editor
 * wrote with what a person following docs/editing.md would have written.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import type { CodeHost } from '../../src/editor/publish/host.ts';
import { startEditor } from '../../src/editor/server/start.ts';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const ROOT = resolve(import.meta.dirname, '../..');
const NOT_COPIED = new Set(['node_modules', 'dist', '.ssr', '.git', 'tests', 'test-results', 'playwright-report']);

/** The whole project in a temporary folder (its node_modules linked), to validate and build there. */
export function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'editor-project-'));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (src) => src === ROOT || !(resolve(src, '..') === ROOT && NOT_COPIED.has(basename(src))),
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The site alone (site.yaml, content/, public/) in `<tmp>/site`, so `<tmp>` is the folder above it. */
export function copySite(): { above: string; site: string } {
  const above = mkdtempSync(join(tmpdir(), 'editor-site-'));
  const site = join(above, 'site');
  mkdirSync(site);
  for (const name of ['site.yaml', 'content', 'public']) cpSync(join(ROOT, name), join(site, name), { recursive: true });
  return { above, site };
}

/** git run in a folder; its output, trimmed (git's own message is thrown when it fails). */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** A file as a commit has it (`ref:path`), byte for byte. */
export const gitShow = (cwd: string, refAndPath: string) => execFileSync('git', ['show', refAndPath], { cwd, encoding: 'utf8' });

/** A person's name and e-mail for git, set in each repository (the machine may have none). */
function identify(dir: string, name = 'Site Keeper') {
  git(dir, 'config', 'user.name', name);
  git(dir, 'config', 'user.email', `${name.toLowerCase().replace(/ /g, '.')}@example.org`);
}

/**
 * The copied site (copySite) made a git repository, everything committed on main, whose remote
 * `origin` is a bare repository on disk (`<above>/bamboo/site.git`) with main pushed to it.
 * `githubLike`: the remote's address is git@github.com:bamboo/site.git, reached through a
 * stand-in for ssh that runs the command git asks for on the repositories on disk, so the editor
 * sees a github.com remote and nothing leaves the machine.
 */
export function gitSite(above: string, site: string, opts: { githubLike?: boolean } = {}): { remote: string } {
  const remote = join(above, 'bamboo', 'site.git');
  mkdirSync(join(above, 'bamboo'));
  git(above, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(site, 'init', '--quiet', '--initial-branch=main');
  identify(site);
  writeFileSync(join(site, '.gitignore'), '.data/\n');
  git(site, 'add', '--all');
  git(site, 'commit', '--quiet', '--message', 'The site as it is');
  if (opts.githubLike) {
    const ssh = join(above, 'ssh.sh');
    // ssh's last argument is git's command (git-upload-pack 'bamboo/site.git'): run here, beside bamboo/.
    writeFileSync(ssh, '#!/bin/sh\nfor last; do :; done\ncd "$(dirname "$0")" && exec sh -c "$last"\n', { mode: 0o755 });
    git(site, 'config', 'core.sshCommand', ssh);
    git(site, 'config', 'ssh.variant', 'simple');
    git(site, 'remote', 'add', 'origin', 'git@github.com:bamboo/site.git');
  } else git(site, 'remote', 'add', 'origin', remote);
  git(site, 'push', '--quiet', 'origin', 'main');
  return { remote };
}

/** Another person's clone of the remote (in `<above>/other`), to change files and push to main meanwhile. */
export function anotherClone(above: string, remote: string): string {
  const dir = join(above, 'other');
  git(above, 'clone', '--quiet', remote, dir);
  identify(dir, 'Other Person');
  return dir;
}

export type Editor = Awaited<ReturnType<typeof startEditor>>;

/** A port of the browser tests, moved by E2E_PORT_OFFSET (as playwright.config.ts moves the site's). */
export const testPort = (port: number) => port + Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The editor on a site folder; `codeHost`: where pull requests are opened (else none: the branch is pushed, and the address to open one shown). */
export const start = (site: string, port: number, codeHost?: CodeHost) =>
  startEditor({ site, port: testPort(port), strictPort: true, quiet: true, codeHost });

/** Opens the panel and waits until it has read the site. */
export async function openPanel(page: Page, editor: Editor) {
  await page.goto(editor.url);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', { timeout: 30_000 });
}

/** Waits until the panel has saved (or refused) the last change. */
export async function settled(page: Page, state: 'saved' | 'error' = 'saved') {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', state, { timeout: 15_000 });
}

/** The lines `before` has and `after` lacks, and the reverse (a longest-common-subsequence diff). */
export function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const n = a.length;
  const m = b.length;
  // Lengths of the common subsequences of the suffixes, row by row.
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) removed.push(a[i++]);
    else added.push(b[j++]);
  }
  while (i < n) removed.push(a[i++]);
  while (j < m) added.push(b[j++]);
  return { removed, added };
}

/**
 * The editor's change to a file is no larger than the hand edit the guide describes: no more
 * changed lines, and no line removed (or rewritten) that the hand edit keeps, so every comment,
 * quote and one-line `{ … }` it does not touch stays byte for byte.
 */
export function expectLikeHandEdit(original: string, byEditor: string, byHand: string) {
  expect(byHand, 'the hand edit changes something').not.toBe(original);
  const editor = lineDiff(original, byEditor);
  const hand = lineDiff(original, byHand);
  const changed = (d: typeof editor) => d.removed.length + d.added.length;
  expect(changed(editor), `editor's diff:\n-${editor.removed.join('\n-')}\n+${editor.added.join('\n+')}`).toBeLessThanOrEqual(
    changed(hand),
  );
  const left = [...hand.removed];
  for (const line of editor.removed) {
    const at = left.indexOf(line);
    expect(at, `the editor changed a line the hand edit keeps: ${JSON.stringify(line)}`).toBeGreaterThanOrEqual(0);
    left.splice(at, 1);
  }
}

/** A real PNG picture of `width` × `height` pixels. */
export const png = (width = 80, height = 60) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/**
 * The validate job fails on the stand-in (its control API) with one note at the phone's line of
 * site.yaml, as the workflow's `::error` would make it.
 */
export async function failPhoneCheck(standIn: string, sha: string, line: number) {
  await control(standIn, 'checks', {
    sha,
    name: 'validate',
    status: 'completed',
    conclusion: 'failure',
    annotations: [
      {
        path: 'site.yaml',
        start_line: line,
        end_line: line,
        start_column: 10,
        annotation_level: 'failure',
        title: 'Not a working number',
        message: 'Nobody answers at this number: check it with the office.',
      },
    ],
  });
}

/** One call of the stand-in's control API (checks, merge, close). */
export async function control(standIn: string, path: string, body: unknown) {
  const res = await fetch(`${standIn}/__standin/${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
}
