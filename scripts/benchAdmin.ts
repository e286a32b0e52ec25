/**
 * The bench of /admin, as a person on a phone over a slow link uses it (npm run bench; alone:
 * npm run bench -- --only-admin): the site in a git repository behind the local GitHub
 * stand-in, /admin built for it and served as a static host, Chromium at 390 px with Lighthouse's
 * mobile throttling (4× slower CPU, 1.6 Mbps down, 150 ms round trips, through CDP). Measured:
 * the JavaScript of the sign-in screen, everything an editable page loaded after signing in, the
 * time from pressing Sign in to the panel ready, and the requests to GitHub of opening the site and
 * of publishing a one-field change.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { AdminResult } from '../src/bench/report.ts';
import { startGitHubStandIn } from '../src/standins/github.ts';
import { buildAdmin } from './buildAdmin.ts';
import { slowPhone } from './slowPhone.ts';
import { staticHost } from './staticHost.ts';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function benchAdmin(root: string, chromePath: string): Promise<AdminResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  const env = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  Object.assign(process.env, env);
  const site = join(dir, 'site');
  mkdirSync(site);
  for (const name of ['site.yaml', 'content', 'public']) cpSync(join(root, name), join(site, name), { recursive: true });
  git(site, 'init', '--quiet', '--initial-branch=main');
  git(site, 'config', 'user.name', 'Bench');
  git(site, 'config', 'user.email', 'bench@example.org');
  git(site, 'add', '--all');
  git(site, 'commit', '--quiet', '--message', 'The site');
  const remote = join(dir, 'site.git');
  git(dir, 'clone', '--quiet', '--bare', site, remote);

  const standIn = await startGitHubStandIn({ remote });
  const served = join(dir, 'served');
  cpSync(join(site, 'public'), served, { recursive: true });
  const adminDir = join(served, 'admin');
  await buildAdmin(root, adminDir, { api: standIn.url, owner: 'bamboo', repo: 'site', branch: 'main', siteFolder: '' });
  const host = await staticHost(served);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await slowPhone(page);
    const loaded: string[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === host.url && url.pathname.startsWith('/admin/assets/')) loaded.push(url.pathname.slice('/admin/'.length));
    });
    const size = (files: string[], ext: RegExp) =>
      kb(
        [...new Set(files)]
          .filter((f) => ext.test(f))
          .reduce((sum, f) => sum + gzipSync(readFileSync(join(adminDir, f)), { level: 9 }).length, 0),
      );

    await page.goto(`${host.url}/admin/`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const signInJsKb = size(loaded, /\.js$/);

    await page.getByLabel('GitHub token').fill(standIn.state.token);
    const opening = standIn.state.requests.length;
    const pressed = performance.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor({ timeout: 120_000 });
    const signInToEditableMs = Math.round(performance.now() - pressed);
    const openRequests = standIn.state.requests.length - opening;
    const editableJsKb = size(loaded, /\.js$/);
    const editableKb = size(loaded, /\.(?:js|css)$/);

    await page.getByRole('tab', { name: 'Site facts' }).click();
    const field = page.locator('[data-path="site.tagline.en"]');
    await field.fill('Bamboo from Webuye');
    await field.blur();
    await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Publish 1 change' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('A new tagline');
    const publishing = standIn.state.requests.length;
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByTestId('sent').waitFor({ timeout: 120_000 });
    const publishRequests = standIn.state.requests.slice(publishing).filter((r) => !r.line.startsWith('OPTIONS')).length;
    return { signInJsKb, editableKb, editableJsKb, signInToEditableMs, openRequests, publishRequests };
  } finally {
    await browser.close();
    host.server.close();
    await standIn.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
