/**
 * Publishing from the editor's panel, against a real git remote on disk (a bare
 * repository) and the local stand-in of GitHub's REST API: a change published as a branch with
 * its pull request, the pull request's checks and their problems back at the field, merged and
 * published; a field changed differently on main meanwhile, resolved at the field; a refused
 * push; a discarded change; no token (the address to open the pull request); accessibility and
 * the tab at a phone's width.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitFileAt } from '../../src/editor/publish/git.ts';
import { gitHubHost } from '../../src/editor/publish/github.ts';
import { startGitHubStandIn } from '../../src/standins/github.ts';
import {
  anotherClone,
  control,
  copySite,
  failPhoneCheck,
  git,
  gitShow,
  gitSite,
  lineDiff,
  openPanel,
  settled,
  start,
  type Editor,
} from './editorHelpers';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOT_TIMEOUT } from './looks';

// Each test starts its own editor (the dev server's first look at the panel's modules is slow).
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ actionTimeout: 10_000, screenshot: 'only-on-failure' });

const PHONE = '  phone: "+254 712 345 678"';
const TAGLINE = '  tagline: { en: Growing green livelihoods with bamboo,';

/** Sets a field of the Site facts tab as a person does: types, leaves the field, waits for the save. */
async function setFact(page: Page, path: string, value: string) {
  await page.getByRole('tab', { name: 'Site facts' }).click();
  const field = page.locator(`[data-path="${path}"]`);
  await field.fill(value);
  await field.blur();
  await settled(page);
}

/** The Publish tab, opened with the header's button (its name says how many changes wait). */
async function openPublish(page: Page, count: number) {
  await page.getByRole('button', { name: `Publish ${count} change${count === 1 ? '' : 's'}` }).click();
  await expect(page.getByRole('tab', { name: /Publish/ })).toHaveAttribute('aria-selected', 'true');
}

/** axe's findings on the panel (the page beside it is the site's, checked by its own tests). */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .exclude('iframe')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true });
const changes = (page: Page) => page.getByTestId('change');

/** The remote's branches the editor made. */
const editorBranches = (remote: string) =>
  git(remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/editor/').split('\n').filter(Boolean);

test.describe('publishing from the editor', () => {
  let editor: Editor | undefined;
  const stops: Array<() => Promise<void>> = [];
  test.afterEach(async () => {
    await editor?.close();
    editor = undefined;
    for (const stop of stops.splice(0)) await stop();
  });

  test('a change published with the GitHub stand-in: the branch, the pull request, its checks at the field, a fix published again, Published and Closed', async ({
    page,
  }) => {
    const { above, site } = copySite();
    const { remote } = gitSite(above, site);
    const standIn = await startGitHubStandIn({ remote });
    stops.push(standIn.close);
    const { owner, repo, token } = standIn.state;
    editor = await start(site, 5341, gitHubHost({ api: standIn.url, token, owner, repo, fileAt: gitFileAt(site), siteDir: '' }));
    await openPanel(page, editor);
    await expect(page.getByRole('button', { name: 'Publish: nothing to publish' })).toBeVisible();

    await setFact(page, 'site.phone', '+254 700 111 222');
    await openPublish(page, 1);
    await expect(changes(page)).toHaveCount(1);
    await expect(changes(page)).toContainText('Phone');
    await expect(changes(page)).toContainText(/\+254 712 345 678\s*→\s*\+254 700 111 222/);

    await page.getByRole('textbox', { name: 'Description' }).fill('New phone number');
    // Held a moment on its way, so the busy state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__editor/api/publish', async (route) => {
      await held;
      await route.continue();
    });
    await publishButton(page).click();
    await expect(publishButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(publishButton(page)).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Sending your changes…' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('New phone number');
    release();
    const sent = page.getByTestId('sent');
    await expect(sent).toContainText('editor/new-phone-number', { timeout: 30_000 });
    await page.unroute('**/__editor/api/publish');
    await expect(sent.getByRole('link', { name: 'See the pull request #1' })).toHaveAttribute(
      'href',
      `${standIn.url}/${owner}/${repo}/pull/1`,
    );
    await expect(page.getByText('Nothing to publish: every change is published.')).toBeVisible();

    // The remote has the branch, with exactly that file changed, as the working copy has it.
    expect(editorBranches(remote)).toEqual(['editor/new-phone-number']);
    expect(git(remote, 'diff', '--name-only', 'main', 'editor/new-phone-number')).toBe('site.yaml');
    const published = gitShow(remote, 'editor/new-phone-number:site.yaml');
    expect(lineDiff(gitShow(remote, 'main:site.yaml'), published)).toEqual({
      removed: [PHONE],
      added: ['  phone: "+254 700 111 222"'],
    });
    expect(git(remote, 'log', '-1', '--format=%s', 'editor/new-phone-number')).toBe('New phone number');
    // The pull request, its body listing the change.
    expect(standIn.state.pulls).toHaveLength(1);
    const pull = standIn.state.pulls[0];
    expect(pull).toMatchObject({ title: 'New phone number', head: 'editor/new-phone-number', base: 'main' });
    expect(pull.body).toMatch(/Phone/);
    expect(pull.body).toContain('+254 700 111 222');

    const publication = page.getByRole('listitem', { name: 'New phone number' });
    await expect(publication.getByTestId('publication-state')).toHaveText('Sent, waiting for review');

    // The validate job fails with a note at the phone's line: the panel asks again within 10 s.
    const phoneLine = published.split('\n').indexOf('  phone: "+254 700 111 222"') + 1;
    await failPhoneCheck(standIn.url, pull.headSha, phoneLine);
    await expect(publication.getByTestId('publication-state')).toHaveText('Checks failed', { timeout: 25_000 }); // the panel asks every 10 s
    await expect(publication.getByRole('list', { name: 'Checks' })).toContainText('validate: failed');
    expect(await axe(page)).toEqual([]);
    // Listed as the Problems tab lists a problem; a click opens its field, where it shows.
    await publication.getByRole('button', { name: /Nobody answers at this number/ }).click();
    await expect(page.getByRole('tab', { name: 'Site facts' })).toHaveAttribute('aria-selected', 'true');
    const phone = page.locator('[data-path="site.phone"]');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Nobody answers at this number: check it with the office.')).toBeVisible();

    // Fixed at the field and published again: the newer publication's checks count, so the message
    // leaves the field while the first pull request still shows its failed check.
    await phone.fill('+254 700 111 333');
    await phone.blur();
    await settled(page);
    // Until a newer publication is checked, the check's message stays (it is about what was sent).
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await openPublish(page, 1);
    await page.getByRole('textbox', { name: 'Description' }).fill('Phone number corrected');
    await publishButton(page).click();
    await expect(page.getByTestId('sent').getByRole('link', { name: 'See the pull request #2' })).toBeVisible({ timeout: 30_000 });
    expect(lineDiff(gitShow(remote, 'main:site.yaml'), gitShow(remote, 'editor/phone-number-corrected:site.yaml'))).toEqual({
      removed: [PHONE],
      added: ['  phone: "+254 700 111 333"'],
    });
    const second = page.getByRole('listitem', { name: 'Phone number corrected' });
    await expect(second.getByTestId('publication-state')).toHaveText('Sent, waiting for review');
    await expect(publication.getByTestId('publication-state')).toHaveText('Checks failed');
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Nobody answers at this number: check it with the office.')).toBeHidden();
    await page.getByRole('tab', { name: /Publish/ }).click();

    // The second merged and deployed: Published; the first closed: Closed.
    await control(standIn.url, 'merge', { number: 2 });
    await control(standIn.url, 'close', { number: pull.number });
    await expect(second.getByTestId('publication-state')).toHaveText('Published', { timeout: 25_000 }); // the panel asks every 10 s
    await expect(publication.getByTestId('publication-state')).toHaveText('Closed');
  });

  test('a field changed differently on main meanwhile: both values shown, "Use mine" publishes mine and keeps their other change', async ({
    page,
  }) => {
    const { above, site } = copySite();
    const { remote } = gitSite(above, site);
    editor = await start(site, 5342);
    await openPanel(page, editor);
    await setFact(page, 'site.phone', '+254 700 111 222');

    // Another person changes the same field, and another one, on main.
    const other = anotherClone(above, remote);
    const theirs = readFileSync(join(other, 'site.yaml'), 'utf8')
      .replace(PHONE, '  phone: "+254 799 000 000"')
      .replace(TAGLINE, '  tagline: { en: Bamboo for every home,');
    writeFileSync(join(other, 'site.yaml'), theirs);
    git(other, 'commit', '--quiet', '--all', '--message', 'Their phone and tagline');
    git(other, 'push', '--quiet', 'origin', 'main');

    await openPublish(page, 1);
    await page.getByRole('textbox', { name: 'Description' }).fill('Our phone number');
    await publishButton(page).click();
    const choice = page.getByRole('radiogroup', { name: /Phone/ });
    await expect(choice).toBeVisible({ timeout: 30_000 });
    await expect(choice.getByRole('radio', { name: /^Keep theirs: .*\+254 799 000 000/ })).toBeVisible();
    await expect(choice.getByRole('radio', { name: /^Use mine: .*\+254 700 111 222/ })).toBeVisible();
    await expect(page.getByTestId('publish-choose')).toContainText('choose which value to keep');
    expect(editorBranches(remote)).toEqual([]);
    expect(await axe(page)).toEqual([]);

    // The field says so too, with both values, until the choice is made and published.
    await page.getByRole('tab', { name: 'Site facts' }).click();
    const atField =
      'Changed meanwhile to “+254 799 000 000” on the live site; yours is “+254 700 111 222”. Choose which to keep in the Publish tab.';
    await expect(page.getByText(atField)).toBeVisible();
    await expect(page.locator('[data-path="site.phone"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-path="site.tagline.en"]')).not.toHaveAttribute('aria-invalid', 'true');
    // Back in the Publish tab: what was typed and asked is still there.
    await page.getByRole('tab', { name: /Publish/ }).click();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Our phone number');
    await expect(page.getByTestId('publish-choose')).toContainText('choose which value to keep');

    await choice.getByRole('radio', { name: /^Use mine/ }).check();
    await publishButton(page).click();
    await expect(page.getByTestId('sent')).toContainText('editor/our-phone-number', { timeout: 30_000 });
    await expect(page.getByTestId('publish-choose')).toBeHidden();
    // Without a code host for a remote on disk: no pull request, and no address to open one.
    await expect(page.getByTestId('sent')).toContainText('Ask the person who looks after the site');
    // The branch: their text with my phone; their tagline kept.
    expect(lineDiff(theirs, gitShow(remote, 'editor/our-phone-number:site.yaml'))).toEqual({
      removed: ['  phone: "+254 799 000 000"'],
      added: ['  phone: "+254 700 111 222"'],
    });
    expect(gitShow(remote, 'editor/our-phone-number:site.yaml')).toContain('  tagline: { en: Bamboo for every home,');
    // Chosen and published: the field no longer asks.
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await expect(page.getByText(atField)).toBeHidden();
  });

  test('a refused push: the message in words (also after a look at another tab meanwhile), the change and the description kept; Publish works once the remote takes it', async ({
    page,
  }) => {
    const { above, site } = copySite();
    const { remote } = gitSite(above, site);
    const hook = join(remote, 'hooks', 'pre-receive');
    // Slow to refuse, as a remote far away: the person looks at another tab meanwhile.
    writeFileSync(hook, '#!/bin/sh\nsleep 2\necho "Pushes are paused for maintenance." >&2\nexit 1\n', { mode: 0o755 });
    editor = await start(site, 5343);
    await openPanel(page, editor);
    await setFact(page, 'site.tagline.en', 'Bamboo for every home');
    await openPublish(page, 1);
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('A shorter tagline');
    await publishButton(page).click();
    await expect(page.getByText('Sending your changes…')).toBeVisible();
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await page.getByRole('tab', { name: /Publish/ }).click();
    const alert = page.getByTestId('publish-failure');
    await expect(alert).toContainText('the repository refused it', { timeout: 30_000 });
    await expect(alert).toContainText('Pushes are paused for maintenance.');
    await expect(alert).toContainText('Your changes are kept');
    await expect(changes(page)).toHaveCount(1);
    await expect(description).toHaveValue('A shorter tagline');
    await expect(publishButton(page)).toBeEnabled();
    expect(editorBranches(remote)).toEqual([]);

    rmSync(hook);
    await publishButton(page).click();
    await expect(page.getByTestId('sent')).toContainText('editor/a-shorter-tagline', { timeout: 30_000 });
    await expect(page.getByTestId('publish-failure')).toBeHidden();
    // What was sent, and where, is still said after a look at another tab.
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await page.getByRole('tab', { name: /Publish/ }).click();
    await expect(page.getByTestId('sent')).toContainText('editor/a-shorter-tagline');
    expect(editorBranches(remote)).toEqual(['editor/a-shorter-tagline']);
  });

  test('discard two of three changes (each file as before for them), then publish without a token: the address to open the pull request', async ({
    page,
  }) => {
    const { above, site } = copySite();
    const original = readFileSync(join(site, 'site.yaml'), 'utf8');
    const products = readFileSync(join(site, 'content/products.yaml'), 'utf8');
    gitSite(above, site, { githubLike: true });
    editor = await start(site, 5344);
    await openPanel(page, editor);
    await setFact(page, 'site.phone', '+254 700 111 222');
    await setFact(page, 'site.tagline.en', 'Bamboo for every home');
    await page.getByRole('tab', { name: 'Products' }).click();
    const price = page.locator('[data-path="products[0].price"]');
    // A number field (Price (KSh)): the number alone.
    await price.fill('550');
    await price.blur();
    await settled(page);
    await openPublish(page, 3);
    await expect(changes(page)).toHaveCount(3);

    // A change's page, shown beside the panel.
    // The change list shows the values as written in the file: the numbers.
    const priced = changes(page).filter({ hasText: 'Price (KSh)' });
    await expect(priced).toContainText(/\b500\s*→\s*550(?!\d)/);
    await priced.getByRole('link', { name: 'Show /products' }).click();
    await expect(page.locator('iframe[title="The page /products as it looks"]')).toBeVisible();
    await priced.getByRole('button', { name: /^Discard/ }).click();
    await priced.getByRole('button', { name: 'Yes, discard' }).click();
    await expect(changes(page)).toHaveCount(2);
    expect(readFileSync(join(site, 'content/products.yaml'), 'utf8')).toBe(products);

    const tagline = changes(page).filter({ hasText: 'Bamboo for every home' });
    // From the keyboard: the question takes the focus ("Keep it"), and keeping gives it back to Discard.
    const discardTagline = tagline.getByRole('button', { name: /^Discard/ });
    await discardTagline.focus();
    await page.keyboard.press('Enter');
    await expect(tagline.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(discardTagline).toBeFocused();
    await expect(changes(page)).toHaveCount(2);
    await page.keyboard.press('Enter');
    // One step to confirm; "Keep it" would leave it.
    await tagline.getByRole('button', { name: 'Yes, discard' }).click();
    await expect(changes(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Publish 1 change' })).toBeVisible();
    expect(readFileSync(join(site, 'site.yaml'), 'utf8')).toBe(original.replace(PHONE, '  phone: "+254 700 111 222"'));
    // The panel read the file again: the field shows the value back.
    await page.getByRole('tab', { name: 'Site facts' }).click();
    await expect(page.locator('[data-path="site.tagline.en"]')).toHaveValue('Growing green livelihoods with bamboo');

    await page.getByRole('tab', { name: /Publish/ }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('New phone number');
    await publishButton(page).click();
    const sent = page.getByTestId('sent');
    await expect(sent.getByRole('link', { name: 'Open the pull request' })).toHaveAttribute(
      'href',
      'https://github.com/bamboo/site/compare/main...editor/new-phone-number?expand=1',
      { timeout: 30_000 },
    );
    await expect(sent).toContainText('Nobody has been asked to review it yet');
    expect(await axe(page)).toEqual([]);
    const publication = page.getByRole('listitem', { name: 'New phone number' });
    await expect(publication.getByTestId('publication-state')).toHaveText('Sent, waiting for review');
  });

  test('the Publish tab at a phone’s width: no axe violations before and after publishing, with a failed check', async ({ page }) => {
    const { above, site } = copySite();
    const { remote } = gitSite(above, site);
    const standIn = await startGitHubStandIn({ remote });
    stops.push(standIn.close);
    const { owner, repo, token } = standIn.state;
    editor = await start(site, 5345, gitHubHost({ api: standIn.url, token, owner, repo, fileAt: gitFileAt(site), siteDir: '' }));
    await page.setViewportSize({ width: 390, height: 844 });
    await openPanel(page, editor);
    await setFact(page, 'site.phone', '+254 700 111 222');
    await setFact(page, 'site.tagline.en', 'Bamboo for every home');
    await openPublish(page, 2);
    await page.getByRole('textbox', { name: 'Description' }).fill('New phone number');
    expect(await axe(page)).toEqual([]);

    // Publish one of the two: the other is discarded first (then asked to confirm).
    const tagline = changes(page).filter({ hasText: 'Bamboo for every home' });
    await tagline.getByRole('button', { name: /^Discard/ }).click();
    expect(await axe(page)).toEqual([]);
    await tagline.getByRole('button', { name: 'Yes, discard' }).click();
    await expect(changes(page)).toHaveCount(1);
    await publishButton(page).click();
    await expect(page.getByTestId('sent')).toBeVisible({ timeout: 30_000 });
    const pull = standIn.state.pulls[0];
    // The check fails at the phone number's line (wherever site.yaml has it).
    const phoneAt =
      gitShow(remote, `${pull.headSha}:site.yaml`)
        .split('\n')
        .findIndex((l) => l.startsWith('  phone: ')) + 1;
    await failPhoneCheck(standIn.url, pull.headSha, phoneAt);
    await expect(page.getByTestId('publication-state')).toHaveText('Checks failed', { timeout: 25_000 }); // the panel asks every 10 s
    expect(await axe(page)).toEqual([]);
    await expect(page).toHaveScreenshot('editor-publish-phone.png', { fullPage: true, timeout: SHOT_TIMEOUT });
  });

  test('a site folder that is not a git repository: the Publish tab says so, and what to do', async ({ page }) => {
    const { site } = copySite();
    editor = await start(site, 5346);
    await openPanel(page, editor);
    await page.getByRole('tab', { name: 'Publish' }).click();
    await expect(page.getByRole('alert')).toContainText('not in a git repository');
    await expect(page.getByRole('alert')).toContainText('git clone');
    // The header does not claim there is nothing to publish: it does not know.
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  });
});
