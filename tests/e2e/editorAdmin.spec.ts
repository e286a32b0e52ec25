/**
 * /admin, the editor in a browser, as a person with only a browser and a token uses it: built
 * for a repository on the local stand-in of GitHub (a bare repository behind GitHub's REST and
 * GraphQL answers, with CORS), served under a sub-path as a GitHub Pages project site is
 * (/bamboo/admin/). Signing in (a wrong token, a token without write access, the right one), an
 * edit kept as a draft in the browser through a reload and a sign-out, nothing sent to GitHub
 * meanwhile, the requests of an open and a reopen counted, and two tabs on the same drafts.
 */
import AxeBuilder from '@axe-core/playwright';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildAdmin } from '../../scripts/buildAdmin.ts';
import { staticHost, type StaticHost } from '../../scripts/staticHost.ts';
import { startGitHubStandIn } from '../../src/standins/github.ts';
import { control, copySite, expectLikeHandEdit, failPhoneCheck, git, gitSite, png, ROOT, settled } from './editorHelpers';
import { aboutReordered, choose, createGuidePost, fillGuideProduct, GUIDE_POST, guideProduct, offeringsHidden, row } from './guideTasks';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ actionTimeout: 10_000 });

let above = '';
let remote = '';
let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
let host: StaticHost;
let admin = '';

test.beforeAll(async () => {
  const copy = copySite();
  above = copy.above;
  remote = gitSite(above, copy.site).remote;
  standIn = await startGitHubStandIn({ remote });
  const served = join(above, 'served', 'bamboo');
  // The published site beside /admin, as the build leaves it (its pictures' WebP drawings too).
  cpSync(join(ROOT, 'dist'), served, { recursive: true, filter: (from) => !from.startsWith(join(ROOT, 'dist', 'admin')) });
  await buildAdmin(ROOT, join(served, 'admin'), { api: standIn.url, owner: 'bamboo', repo: 'site', branch: 'main', siteFolder: '' });
  host = await staticHost(join(above, 'served'));
  admin = `${host.url}/bamboo/admin/`;
});

test.afterAll(async () => {
  await standIn.close();
  host.server.close();
  rmSync(above, { recursive: true, force: true });
});

/** The requests the stand-in has had since `from` (an index into its log). */
const requestsSince = (from: number) => standIn.state.requests.slice(from).map((r) => r.line);

/** Where the token is kept: in this tab, on this device (the panel keeps other things of its own there too). */
const kept = (page: Page) =>
  page.evaluate(() => ({
    tab: sessionStorage.getItem('site-editor-github-token') !== null,
    device: localStorage.getItem('site-editor-github-token') !== null,
  }));

async function signIn(page: Page, token: string, remember = false) {
  await page.getByLabel('GitHub token').fill(token);
  if (remember) await page.getByLabel('Remember on this device').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** /admin opened and signed in with the stand-in's token (kept in the tab), the panel ready. */
async function openSignedIn(page: Page) {
  await page.goto(admin);
  await signIn(page, standIn.state.token);
  await settled(page);
}

async function setFact(page: Page, path: string, value: string) {
  await page.getByRole('tab', { name: 'Site facts' }).click();
  const field = page.locator(`[data-path="${path}"]`);
  await field.fill(value);
  await field.blur();
  await settled(page);
}

test('/admin is built on its own: kept from search engines, connecting only to itself and the API', () => {
  const html = readFileSync(join(above, 'served/bamboo/admin/index.html'), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(policy.split('; ')).toContain(`connect-src 'self' ${standIn.url}`);
  expect(policy.split('; ')).toContain("script-src 'self'");
  // Every address of its own is relative: it works under any path (here /bamboo/admin/).
  expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((a) => a.startsWith('/'))).toEqual([]);
});

test('with scripts off, /admin says in one sentence that it needs them', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(admin);
    // Playwright's text search passes <noscript> by; the sentence is what the page shows (its body's text as drawn).
    expect(await page.locator('body').innerText()).toBe(
      'The site editor is a page of scripts: turn JavaScript on for this address to use it.',
    );
  } finally {
    await context.close();
  }
});

test('a token is checked before any work: a wrong one, one that cannot write, each says what to do', async ({ page }) => {
  await page.goto(admin);
  await expect(page.getByRole('heading', { name: 'Edit the site' })).toBeVisible();
  await expect(page).toHaveScreenshot('admin-sign-in-1440.png');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await signIn(page, 'not-the-token');
  // Said of the token pasted (no one is signed in yet): check it, or make a new one and paste it here.
  await expect(
    page.getByText(
      'GitHub did not accept this token (it is wrong, expired or revoked). Check that it was copied whole, or make a new fine-grained token (the guide, docs/editing.md, says how) and paste it here.',
    ),
  ).toBeVisible();

  standIn.state.permissions.contents = 'read';
  try {
    await signIn(page, standIn.state.token);
    await expect(page.getByText(/may not do this on bamboo\/site: give it the permission "Contents: Read and write"/)).toBeVisible();
  } finally {
    standIn.state.permissions.contents = 'write';
  }
  standIn.state.permissions.pulls = 'none';
  try {
    await signIn(page, standIn.state.token);
    await expect(page.getByText(/give it the permission "Pull requests: Read"/)).toBeVisible();
  } finally {
    standIn.state.permissions.pulls = 'write';
  }
  // Refused tokens are kept nowhere.
  expect(await kept(page)).toEqual({ tab: false, device: false });
});

test('signed in, a change is a draft in the browser: kept through a reload and a sign-out, nothing sent to GitHub', async ({ page }) => {
  const tip = git(remote, 'rev-parse', 'main');
  await page.goto(admin);
  const opening = standIn.state.requests.length;
  await signIn(page, standIn.state.token);
  await settled(page);
  const first = requestsSince(opening);
  // The token's checks (4), the branch, its tree, the texts in one GraphQL request; no picture is
  // downloaded to be checked: the build's facts about them hold for the blobs the branch still has.
  expect(first).toEqual([
    'GET /repos/bamboo/site',
    'GET /repos/bamboo/site/branches/main',
    'POST /repos/bamboo/site/git/blobs',
    'GET /repos/bamboo/site/pulls?per_page=1',
    'GET /repos/bamboo/site/branches/main',
    expect.stringMatching(/^GET \/repos\/bamboo\/site\/git\/trees\/[0-9a-f]{40}\?recursive=1$/),
    'POST /graphql',
  ]);
  // Kept for this tab only.
  expect(await kept(page)).toEqual({ tab: true, device: false });
  expect(page.url()).toBe(admin);

  // The page beside the panel is drawn in the browser from the files (no server draws it), its pictures from beside /admin.
  const drawn = page.frameLocator('iframe[data-drawn-by="editor"]');
  await expect(drawn.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // Its pictures are the published site's, beside /admin under the site's sub-path (an SVG's WebP drawings, as the site shows them).
  const hero = drawn.getByRole('img', { name: 'A grove of tall green bamboo under a warm sun' });
  await expect(hero).toHaveAttribute('src', `${host.url}/bamboo/images/bamboo-grove.800w.webp`);
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(new RegExp(`^${host.url}/bamboo/images/bamboo-grove\\.\\d+w\\.webp$`));
  await setFact(page, 'site.tagline.en', 'Bamboo grown and made in Webuye');
  // A draft: GitHub has had no write (the one blob made was the token's check), main is where it was.
  const written = requestsSince(opening).filter((r) => !r.startsWith('GET'));
  expect(written).toEqual(['POST /repos/bamboo/site/git/blobs', 'POST /graphql']);
  expect(git(remote, 'rev-parse', 'main')).toBe(tip);

  const reopening = standIn.state.requests.length;
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Site facts' }).click();
  await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Bamboo grown and made in Webuye');
  // Nothing changed on GitHub: one conditional request (answered 304), the rest from the browser.
  expect(requestsSince(reopening)).toEqual(['GET /repos/bamboo/site/branches/main']);

  // Reopened with the connection down: it says so, still signed in (not a sign-in screen asking for
  // the token it keeps), and Try again opens the site with the draft once GitHub answers.
  await page.route('**/repos/bamboo/site/branches/main', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The site could not be opened' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toContainText('GitHub could not be reached');
  await expect(page.getByText('You are still signed in, and your drafts are kept in this browser.')).toBeVisible();
  await expect(page.getByLabel('GitHub token')).toHaveCount(0);
  expect(await kept(page)).toEqual({ tab: true, device: false });
  await page.getByRole('button', { name: 'Try again' }).click();
  await settled(page);
  await page.getByRole('tab', { name: 'Site facts' }).click();
  await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Bamboo grown and made in Webuye');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the site' })).toBeVisible();
  expect(await kept(page)).toEqual({ tab: false, device: false });
  await signIn(page, standIn.state.token, true);
  await settled(page);
  await page.getByRole('tab', { name: 'Site facts' }).click();
  await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Bamboo grown and made in Webuye');
  expect(await kept(page)).toEqual({ tab: false, device: true });
  // The token went to the API only, in a header: never in an address of the site, nor the page's address.
  expect(host.asked.filter((a) => a.includes(standIn.state.token))).toEqual([]);
  expect(standIn.state.requests.filter((r) => r.line.includes(standIn.state.token))).toEqual([]);
  expect(page.url()).not.toContain(standIn.state.token);
});

test('typed and reloaded at once: the header does not say saved, the browser asks first, and the change is kept', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('tab', { name: 'Site facts' }).click();
  const field = page.locator('[data-path="site.tagline.en"]');
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.type();
    // Staying on the page: the save goes on.
    void d.dismiss();
  });
  // F5 while the field still waits for a pause in the typing (600 ms), before any save began.
  await field.fill('Bamboo from the banks of the Nzoia');
  await page.evaluate(() => location.reload());
  await expect.poll(() => asked).toBe('beforeunload');
  await settled(page);
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Site facts' }).click();
  await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Bamboo from the banks of the Nzoia');
});

test('two tabs on the same drafts: each hears the other’s change, and neither overwrites it', async ({ page, context }) => {
  // Remembered on this device, so the second tab opens signed in (a tab of its own has its own session storage).
  await page.goto(admin);
  await signIn(page, standIn.state.token, true);
  await settled(page);
  const other = await context.newPage();
  await other.goto(admin);
  await settled(other);

  await setFact(page, 'site.phone', '+254 700 111 222');
  // The other tab reads the drafts again, says where the change came from, and shows it.
  await expect(other.getByText('site.yaml changed in another tab of this browser; the editor has read it again.')).toBeVisible();
  await other.getByRole('tab', { name: 'Site facts' }).click();
  await expect(other.locator('[data-path="site.phone"]')).toHaveValue('+254 700 111 222');
  await setFact(other, 'site.email', 'hello@bamboo.example');
  await page.getByRole('tab', { name: 'Site facts' }).click();
  await expect(page.locator('[data-path="site.email"]')).toHaveValue('hello@bamboo.example');
  await expect(page.locator('[data-path="site.phone"]')).toHaveValue('+254 700 111 222');

  // Signed out in one tab: the other, signed in with the same remembered token, is signed out too.
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the site' })).toBeVisible({ timeout: 30_000 });
  expect(await kept(page)).toEqual({ tab: false, device: false });
});

test('a tab opened after main moved does not move the drafts from under a tab still open on them', async ({ page, context }) => {
  await page.goto(admin);
  await signIn(page, standIn.state.token, true);
  await settled(page);
  // Someone else's change lands on main while this tab is open (and has no drafts yet).
  const other = join(above, `mover-${Date.now()}`);
  git(above, 'clone', '--quiet', remote, other);
  git(other, 'config', 'user.name', 'Other Person');
  git(other, 'config', 'user.email', 'other@example.org');
  const training = join(other, 'content', 'training.yaml');
  writeFileSync(training, `${readFileSync(training, 'utf8')}\n`);
  git(other, 'commit', '--quiet', '--all', '--message', 'A blank line');
  git(other, 'push', '--quiet', 'origin', 'main');

  const second = await context.newPage();
  await second.goto(admin);
  await settled(second);
  // The first tab's change, saved on the version it shows, is heard by the second and survives a reload.
  await setFact(page, 'site.tagline.en', 'Bamboo from Webuye, grown by farmers');
  await second.getByRole('tab', { name: 'Site facts' }).click();
  await expect(second.locator('[data-path="site.tagline.en"]')).toHaveValue('Bamboo from Webuye, grown by farmers');
  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Site facts' }).click();
  await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Bamboo from Webuye, grown by farmers');
});

const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true });
const editorBranches = () => git(remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/editor/').split('\n').filter(Boolean);

test('publish from /admin: one commit on a new branch and its pull request; a connection cut midway, tried again, sends nothing twice', async ({
  page,
}) => {
  await openSignedIn(page);
  await setFact(page, 'site.tagline.en', 'Bamboo from Webuye for all of Kenya');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await expect(page.getByTestId('change')).toContainText(/Growing green livelihoods with bamboo\s*→\s*Bamboo from Webuye for all of Kenya/);
  await page.getByRole('textbox', { name: 'Description' }).fill('A new tagline');

  // The connection drops as the branch is made: nothing is lost, and the same press again finishes the work.
  await page.route('**/repos/bamboo/site/git/refs', (route) => route.abort('internetdisconnected'), { times: 1 });
  const sending = standIn.state.requests.length;
  await publishButton(page).click();
  await expect(page.getByText(/GitHub could not be reached/)).toBeVisible({ timeout: 30_000 });
  expect(editorBranches()).toEqual([]);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('A new tagline');
  const firstTry = requestsSince(sending);
  expect(firstTry.filter((r) => r === 'POST /repos/bamboo/site/git/blobs')).toHaveLength(1);

  const retrying = standIn.state.requests.length;
  await publishButton(page).click();
  const sent = page.getByTestId('sent');
  await expect(sent).toContainText('editor/a-new-tagline', { timeout: 30_000 });
  await expect(sent.getByRole('link', { name: /See the pull request #\d+/ })).toBeVisible();
  const retry = requestsSince(retrying);
  // The blob sent before is not sent again; one tree, one commit, one branch, one pull request.
  expect(retry.filter((r) => r.startsWith('POST'))).toEqual([
    'POST /repos/bamboo/site/git/trees',
    'POST /repos/bamboo/site/git/commits',
    'POST /repos/bamboo/site/git/refs',
    'POST /repos/bamboo/site/pulls',
  ]);
  // A one-field change costs 8 requests to publish: the branch asked before and at the press (its
  // ETag: the second answered 304), the branch names taken, the blob, the tree, the commit, the
  // branch, the pull request.
  expect(retry.length + 1).toBe(8);

  // The branch holds exactly that change, on main's newest commit; main untouched.
  expect(editorBranches()).toEqual(['editor/a-new-tagline']);
  expect(git(remote, 'diff', '--name-only', 'main', 'editor/a-new-tagline')).toBe('site.yaml');
  expect(git(remote, 'show', 'editor/a-new-tagline:site.yaml')).toContain('  tagline: { en: Bamboo from Webuye for all of Kenya,');
  expect(git(remote, 'log', '-1', '--format=%s', 'editor/a-new-tagline')).toBe('A new tagline');
  const pull = standIn.state.pulls.at(-1);
  expect(pull).toMatchObject({ title: 'A new tagline', head: 'editor/a-new-tagline', base: 'main' });
  await expect(page.getByText('Nothing to publish: every change is published.')).toBeVisible();

  // Worse: GitHub makes the branch, but its answer is lost on the way back. Tried again (after one
  // more edit), the send finds its own branch and moves it to the change as it is now: no second
  // one, one pull request, the newest text.
  await setFact(page, 'site.tagline.en', 'Bamboo for every home');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Another tagline');
  await page.route(
    '**/repos/bamboo/site/git/refs',
    async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await publishButton(page).click();
  await expect(page.getByText(/GitHub could not be reached/)).toBeVisible({ timeout: 30_000 });
  expect(editorBranches()).toEqual(['editor/a-new-tagline', 'editor/another-tagline']);
  await setFact(page, 'site.tagline.en', 'Bamboo for every home in Kenya');
  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await publishButton(page).click();
  await expect(page.getByTestId('sent')).toContainText('editor/another-tagline', { timeout: 30_000 });
  expect(editorBranches()).toEqual(['editor/a-new-tagline', 'editor/another-tagline']);
  expect(standIn.state.pulls.filter((p) => p.head.startsWith('editor/another-tagline'))).toHaveLength(1);
  expect(git(remote, 'show', 'editor/another-tagline:site.yaml')).toContain('  tagline: { en: Bamboo for every home in Kenya,');
  expect(git(remote, 'rev-list', '--count', 'main..editor/another-tagline')).toBe('1');

  // A reload after the branch is made, before the pull request is recorded: Publish again takes
  // up the same branch (its own, not another's name to step around) and its pull request.
  await setFact(page, 'site.tagline.en', 'Bamboo from the hills of Webuye');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Hills tagline');
  let asked!: () => void;
  const pullAsked = new Promise<void>((resolve) => (asked = resolve));
  let held = false;
  await page.route('**/repos/bamboo/site/pulls', async (route) => {
    if (route.request().method() !== 'POST' || held) return route.fallback();
    held = true;
    await route.fetch();
    asked();
    // Its answer never reaches the page: the tab is reloaded first (and the request with it).
  });
  await publishButton(page).click();
  await pullAsked;
  await page.reload();
  await settled(page);
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Hills tagline');
  await publishButton(page).click();
  await expect(page.getByTestId('sent')).toContainText('editor/hills-tagline', { timeout: 30_000 });
  expect(editorBranches().filter((b) => b.startsWith('editor/hills-tagline'))).toEqual(['editor/hills-tagline']);
  expect(standIn.state.pulls.filter((p) => p.head.startsWith('editor/hills-tagline'))).toHaveLength(1);
});

test('a rule of the repository, then a spent rate limit: each one sentence saying what to do; nothing lost, and Publish again goes on', async ({
  page,
}) => {
  await openSignedIn(page);
  await setFact(page, 'site.tagline.en', 'Bamboo grown in Webuye');
  await page.getByRole('button', { name: 'Publish 1 change' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Tagline from Webuye');

  // A ruleset restricts making branches to those the owner lets: GitHub refuses the branch (422).
  standIn.state.rules.creation = true;
  try {
    await publishButton(page).click();
    const refusal = page.getByText(
      /^A rule of the repository bamboo\/site keeps your account from making the branch "editor\/tagline-from-webuye"/,
    );
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    await expect(refusal).toContainText(
      '(GitHub: "Repository rule violations found: Cannot create ref due to creations being restricted.")',
    );
    await expect(refusal).toContainText("Ask the repository's owner to let you create branches");
    await expect(refusal).toContainText('then press Publish again: your changes stay here as drafts until then.');
  } finally {
    standIn.state.rules.creation = false;
  }
  expect(editorBranches()).not.toContain('editor/tagline-from-webuye');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Tagline from Webuye');

  // The owner lets the branch be made, but the token's requests for this hour are spent (403 with the reset time).
  const reset = Math.floor(Date.now() / 1000) + 15 * 60;
  standIn.state.rateLimit = { limit: 5000, remaining: 0, reset };
  try {
    await publishButton(page).click();
    const at = new Date(reset * 1000).toISOString().slice(11, 16);
    await expect(
      page.getByText(`GitHub asks to wait: too many requests were made with this token. Try again after ${at} UTC; nothing was lost.`),
    ).toBeVisible({ timeout: 30_000 });
  } finally {
    standIn.state.rateLimit = undefined;
  }

  // Reset, the same press finishes the work: one branch with the change, one pull request.
  await publishButton(page).click();
  await expect(page.getByTestId('sent')).toContainText('editor/tagline-from-webuye', { timeout: 30_000 });
  expect(git(remote, 'show', 'editor/tagline-from-webuye:site.yaml')).toContain('  tagline: { en: Bamboo grown in Webuye,');
  expect(standIn.state.pulls.filter((p) => p.head === 'editor/tagline-from-webuye')).toHaveLength(1);
});

test('a field changed on main meanwhile: the same choice as npm run edit gives, computed in the browser; their other change kept', async ({
  page,
}) => {
  await openSignedIn(page);
  await setFact(page, 'site.phone', '+254 700 111 222');

  // Another person changes the same field, and another one, on main.
  const other = join(above, `other-${Date.now()}`);
  git(above, 'clone', '--quiet', remote, other);
  git(other, 'config', 'user.name', 'Other Person');
  git(other, 'config', 'user.email', 'other@example.org');
  const theirs = readFileSync(join(other, 'site.yaml'), 'utf8')
    .replace('  phone: "+254 712 345 678"', '  phone: "+254 799 000 000"')
    .replace(/ {2}email: .*/, '  email: office@bamboo.example');
  writeFileSync(join(other, 'site.yaml'), theirs);
  git(other, 'commit', '--quiet', '--all', '--message', 'Their phone and e-mail');
  git(other, 'push', '--quiet', 'origin', 'main');

  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Our phone number');
  await publishButton(page).click();
  const choice = page.getByRole('radiogroup', { name: /Phone/ });
  await expect(choice.getByRole('radio', { name: /^Keep theirs: .*\+254 799 000 000/ })).toBeVisible({ timeout: 30_000 });
  // Their value typed into the field: no conflict is left, and the question goes without another press.
  await setFact(page, 'site.phone', '+254 799 000 000');
  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await expect(choice).toHaveCount(0, { timeout: 30_000 });
  // Ours again: asked again at the next press.
  await setFact(page, 'site.phone', '+254 700 111 222');
  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await publishButton(page).click();
  await expect(choice.getByRole('radio', { name: /^Keep theirs: .*\+254 799 000 000/ })).toBeVisible({ timeout: 30_000 });
  await choice.getByRole('radio', { name: /^Use mine/ }).check();
  await publishButton(page).click();
  await expect(page.getByTestId('sent')).toContainText('editor/our-phone-number', { timeout: 30_000 });
  const published = git(remote, 'show', 'editor/our-phone-number:site.yaml');
  expect(published).toContain('  phone: "+254 700 111 222"');
  expect(published).toContain('  email: office@bamboo.example');
  // On main's newest commit.
  expect(git(remote, 'rev-parse', 'editor/our-phone-number~1')).toBe(git(remote, 'rev-parse', 'main'));
});

test('on a phone: sign-in, panel and page take turns, axe clean; a token that may not open pull requests still sends the branch and says where to open it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(admin);
  await expect(page).toHaveScreenshot('admin-sign-in-390.png', { fullPage: true });
  const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
  expect((await new AxeBuilder({ page }).withTags(rules).analyze()).violations.map((v) => v.id)).toEqual([]);
  standIn.state.permissions.pulls = 'read';
  try {
    await signIn(page, standIn.state.token);
    await settled(page);
    expect((await new AxeBuilder({ page }).exclude('iframe').withTags(rules).analyze()).violations.map((v) => v.id)).toEqual([]);
    await expect(page).toHaveScreenshot('admin-panel-390.png');
    // The panel and the page take turns.
    await page.getByText('See the page', { exact: true }).click();
    await expect(page.frameLocator('iframe[data-drawn-by="editor"]').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByText('Edit', { exact: true }).click();

    await setFact(page, 'site.tagline.en', 'Bamboo for every home in Kenya');
    await page.getByRole('button', { name: 'Publish 1 change' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Tagline from a phone');
    await publishButton(page).click();
    const sent = page.getByTestId('sent');
    await expect(sent).toContainText('editor/tagline-from-a-phone', { timeout: 30_000 });
    await expect(sent).toContainText('give it the permission "Pull requests: Read and write"');
    await expect(sent).toContainText('/bamboo/site/compare/main...editor/tagline-from-a-phone');
    expect(editorBranches()).toContain('editor/tagline-from-a-phone');
  } finally {
    standIn.state.permissions.pulls = 'write';
  }
});

test('a picture uploaded at /admin: checked in the browser, shown, kept through a reload, published in the same commit as its text', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  const upload = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload…' }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  };
  // The browser's decoders read it whole before it is taken.
  await upload('cut-short.png', (await png(400, 300)).subarray(0, 200));
  const refused = page.getByText(/cut short or damaged|not a PNG picture/);
  await expect(refused).toBeVisible();
  // Another picture chosen from the site's: the refusal of the upload goes.
  await page.locator('[data-path="products[0].image.src"]').click();
  await page.getByRole('option', { name: '/images/gallery/showroom.svg' }).click();
  await expect(refused).toBeHidden();
  await settled(page);

  await upload('Cutlery on the table.png', await png(400, 300));
  const src = page.locator('[data-path="products[0].image.src"]');
  await expect(src).toHaveValue('/images/products/cutlery-on-the-table.png');
  await settled(page);
  const shown = async () => page.locator('img[src^="blob:"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
  await expect.poll(shown).toBe(400);
  // The drawn page (the products page, beside the Products tab) shows it too, from the same bytes, before it is published.
  const drawn = page.frameLocator('iframe[data-drawn-by="editor"]');
  // (Its src, not its width: the card's element, reused, can report the density of the WebP drawing it showed before.)
  const drawnShown = async () =>
    drawn
      .locator('img[src^="blob:"]')
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc);
  const panelShown = () => page.locator('img[src^="blob:"]').getAttribute('src');
  await expect.poll(drawnShown, { timeout: 30_000 }).toBe(await panelShown());

  await page.reload();
  await settled(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(src).toHaveValue('/images/products/cutlery-on-the-table.png');
  await expect.poll(shown).toBe(400);
  await expect.poll(drawnShown, { timeout: 30_000 }).toBe(await panelShown());

  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('A photo of the cutlery');
  await publishButton(page).click();
  await expect(page.getByTestId('sent')).toContainText('editor/a-photo-of-the-cutlery', { timeout: 30_000 });
  const changed = git(remote, 'diff', '--name-only', 'main', 'editor/a-photo-of-the-cutlery').split('\n').sort();
  expect(changed).toEqual(['content/products.yaml', 'public/images/products/cutlery-on-the-table.png']);
  expect(git(remote, 'rev-list', '--count', 'main..editor/a-photo-of-the-cutlery')).toBe('1');
});

test("the guide's tasks at /admin, published as one change: each file as a person would write it by hand", async ({ page }) => {
  test.setTimeout(240_000);
  const onMain = (file: string) => git(remote, 'show', `main:${file}`);
  const site = onMain('site.yaml');
  const products = onMain('content/products.yaml');
  await openSignedIn(page);

  // Reorder (the keyboard) and hide on /about.
  await choose(page, 'Page', /\(\/about\)$/);
  await row(page, 2, 'Story').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(row(page, 3, 'Story')).toBeVisible();
  await settled(page);
  await page.getByRole('button', { name: /^Hide 4\. Cards “Core Offerings”/ }).click();
  await expect(row(page, 4, /Cards “Core Offerings” \(hidden\)/)).toBeVisible();
  await settled(page);
  // The phone number and Saturday's hours.
  await setFact(page, 'site.phone', '+254 700 111 222');
  await setFact(page, 'site.hours[1].time.en', '9:00 AM - 1:00 PM');
  // A product with a picture of its own, and a blog post.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add a product' }).click();
  const src = await fillGuideProduct(page);
  await page.getByRole('button', { name: 'Add this product' }).click();
  await settled(page);
  await createGuidePost(page);

  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('The guide at admin');
  await publishButton(page).click();
  await expect(page.getByTestId('sent')).toContainText('editor/the-guide-at-admin', { timeout: 60_000 });
  const sent = (file: string) => git(remote, 'show', `editor/the-guide-at-admin:${file}`);
  const byHand = offeringsHidden(aboutReordered(site))
    .replace(/^ {2}phone: .*$/m, '  phone: "+254 700 111 222"')
    .replace('      time: { en: 9:00 AM - 2:00 PM,', '      time: { en: 9:00 AM - 1:00 PM,');
  expectLikeHandEdit(site, sent('site.yaml'), byHand);
  expectLikeHandEdit(products, sent('content/products.yaml'), products + guideProduct(src));
  expectLikeHandEdit('', sent('content/blog/harvest-day.md'), GUIDE_POST);
  // One commit on main, the picture in it.
  expect(git(remote, 'rev-list', '--count', 'main..editor/the-guide-at-admin')).toBe('1');
  expect(git(remote, 'diff', '--name-only', 'main', 'editor/the-guide-at-admin').split('\n').sort()).toEqual([
    'content/blog/harvest-day.md',
    'content/products.yaml',
    `public${src}`,
    'site.yaml',
  ]);
});

test('after publishing at /admin: a failed check comes back at its field, and merged and deployed it says Published', async ({ page }) => {
  await openSignedIn(page);
  await setFact(page, 'site.phone', '+254 700 222 333');
  await page.getByRole('button', { name: /^Publish \d+ changes?$/ }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Phone for the checks');
  await publishButton(page).click();
  await expect(page.getByTestId('sent')).toContainText('editor/phone-for-the-checks', { timeout: 30_000 });
  const pull = standIn.state.pulls.find((p) => p.head === 'editor/phone-for-the-checks');
  if (!pull) throw new Error('No pull request was opened.');
  const published = git(remote, 'show', 'editor/phone-for-the-checks:site.yaml');
  const line = published.split('\n').indexOf('  phone: "+254 700 222 333"') + 1;
  await failPhoneCheck(standIn.url, pull.headSha, line);
  const publication = page.getByRole('listitem', { name: 'Phone for the checks' });
  // The panel asks every 10 s while a publication waits.
  await expect(publication.getByTestId('publication-state')).toHaveText('Checks failed', { timeout: 25_000 });
  await publication.getByRole('button', { name: /Nobody answers at this number/ }).click();
  await expect(page.locator('[data-path="site.phone"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Nobody answers at this number: check it with the office.')).toBeVisible();

  await control(standIn.url, 'merge', { number: pull.number });
  await page.getByRole('tab', { name: /Publish/ }).click();
  await expect(publication.getByTestId('publication-state')).toHaveText('Published', { timeout: 25_000 });

  // main now has the change (merged) and someone else's: opened again, the panel follows main, the
  // draft that was published is gone, and the publication is still listed.
  const other = join(above, `merge-${Date.now()}`);
  git(above, 'clone', '--quiet', remote, other);
  git(other, 'config', 'user.name', 'Other Person');
  git(other, 'config', 'user.email', 'other@example.org');
  git(other, 'merge', '--quiet', '--ff-only', 'origin/editor/phone-for-the-checks');
  writeFileSync(
    join(other, 'site.yaml'),
    readFileSync(join(other, 'site.yaml'), 'utf8').replace(/^( {2}tagline: \{ en: )[^,]*,/m, '$1Merged meanwhile,'),
  );
  git(other, 'commit', '--quiet', '--all', '--message', 'Their tagline');
  git(other, 'push', '--quiet', 'origin', 'HEAD:main');
  await page.reload();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Publish: nothing to publish' })).toBeVisible();
  await page.getByRole('tab', { name: 'Site facts' }).click();
  await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Merged meanwhile');
  await expect(page.locator('[data-path="site.phone"]')).toHaveValue('+254 700 222 333');
  await page.getByRole('tab', { name: /Publish/ }).click();
  await expect(page.getByRole('listitem', { name: 'Phone for the checks' })).toBeVisible();
});
