/**
 * A save and another program's write racing on the same file (files.ts `replaceIfUnchanged`):
 * whatever the order, the other program's text is never overwritten. Each round starts both at
 * once, each after a seeded random wait (scaled to how long a save takes), so the other program's
 * write lands before, inside and after the save's steps; the other program writes in place
 * (as most editors do), by a rename over the file (as git and vim do), or deletes and makes the
 * file again.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceIfUnchanged, versionOf } from '../../../src/editor/files';
import { Session } from '../../../src/editor/server/session';
import { seeded } from '../helpers';

const REPO = resolve(__dirname, '../../..');
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Waits `ms` (fractions too), a turn of the event loop at a time, so the other side's steps go on. */
async function after(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) await new Promise((done) => setImmediate(done));
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'editor-saves-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('replaceIfUnchanged: a save never overwrites another program’s change', () => {
  it('600 rounds raced with writes in place, renames over the file and remakes: 0 lost', async () => {
    const next = seeded(25);
    const file = join(dir, 'products.yaml');
    // How long a save takes on this machine now (the median of 21): the other program's write
    // is timed over that span and a little after, so it lands before, inside and after.
    const took: number[] = [];
    for (let i = 0; i < 21; i++) {
      writeFileSync(file, 'a: 1\n');
      const t = performance.now();
      await replaceIfUnchanged(file, versionOf('a: 1\n'), 'a: 2\n');
      took.push(performance.now() - t);
    }
    const span = took.sort((a, b) => a - b)[10];
    const outcomes = { written: 0, conflict: 0 };
    const lost: number[] = [];
    for (let round = 0; round < 600; round++) {
      const base = `round: ${round}\nname: base\n`;
      const theirs = `round: ${round}\nname: theirs\n`;
      writeFileSync(file, base);
      const how = Math.floor(next() * 3);
      const saveAfter = next() * 0.2 * span;
      const writeAfter = next() * 1.5 * span;
      const save = (async () => {
        await after(saveAfter);
        return replaceIfUnchanged(file, versionOf(base), `round: ${round}\nname: ours\n`);
      })();
      const other = (async () => {
        await after(writeAfter);
        if (how === 0) await writeFile(file, theirs);
        else if (how === 1) {
          await writeFile(`${file}.git-tmp`, theirs);
          await rename(`${file}.git-tmp`, file);
        } else {
          await unlink(file).catch(() => undefined);
          await writeFile(file, theirs);
        }
      })();
      const [result] = await Promise.all([save, other]);
      outcomes[result]++;
      // Either order is fine (ours then theirs, or theirs and a conflict), but theirs is last.
      if (readFileSync(file, 'utf8') !== theirs) lost.push(round);
    }
    expect(lost).toEqual([]);
    // Both orders happened: the race was a race.
    expect(outcomes.written).toBeGreaterThan(30);
    expect(outcomes.conflict).toBeGreaterThan(30);
    expect(readdirSync(dir).filter((n) => n.includes('editor-'))).toEqual([]);
  }, 60_000);

  it('alone: writes the new text when the file is the version edited, else changes nothing', async () => {
    const file = join(dir, 'alone.yaml');
    writeFileSync(file, 'a: 1\n');
    expect(await replaceIfUnchanged(file, versionOf('a: 0\n'), 'a: 2\n')).toBe('conflict');
    expect(readFileSync(file, 'utf8')).toBe('a: 1\n');
    expect(await replaceIfUnchanged(file, versionOf('a: 1\n'), 'a: 2\n')).toBe('written');
    expect(readFileSync(file, 'utf8')).toBe('a: 2\n');
    // null: only a new file.
    expect(await replaceIfUnchanged(file, null, 'a: 3\n')).toBe('conflict');
    expect(readFileSync(file, 'utf8')).toBe('a: 2\n');
    expect(await replaceIfUnchanged(join(dir, 'new.yaml'), null, 'b: 1\n')).toBe('written');
    // A file removed since it was read is a change too.
    expect(await replaceIfUnchanged(join(dir, 'gone.yaml'), versionOf('a: 1\n'), 'a: 2\n')).toBe('conflict');
    expect(readdirSync(dir).sort()).toEqual(['alone.yaml', 'new.yaml', 'products.yaml']);
  });
});

describe('Session: a save from the panel raced with another program', () => {
  it('40 rounds of a new picture and the products that use it, against writes during the check: 0 lost, the picture only with its save', async () => {
    const root = join(dir, 'site');
    mkdirSync(root);
    for (const p of ['site.yaml', 'content', 'public']) cpSync(join(REPO, p), join(root, p), { recursive: true });
    const session = new Session(root);
    const file = 'content/products.yaml';
    const abs = join(root, file);
    const original = readFileSync(abs, 'utf8');
    const next = seeded(2500);
    // How long a save of this kind takes here (a new picture and the product that uses it, the site
    // checked with both in place): the quickest of three lone ones.
    let span = Infinity;
    for (const name of ['timed', 'timed-again', 'timed-once-more']) {
      const t = performance.now();
      const version = versionOf(readFileSync(abs, 'utf8'));
      const src = `/images/products/${name}.png`;
      session.stage(src, `public/images${src.slice('/images'.length)}`, PNG);
      const lone = await session.edit({ file, version, op: { op: 'set', path: ['products', 0, 'image', 'src'], value: src } });
      expect(lone.ok).toBe(true);
      span = Math.min(span, performance.now() - t);
    }
    const outcomes = { written: 0, conflict: 0 };
    const lost: number[] = [];
    const stray: number[] = [];
    for (let round = 0; round < 40; round++) {
      writeFileSync(abs, original);
      const src = `/images/products/race-${round}.png`;
      session.stage(src, `public/images${src.slice('/images'.length)}`, PNG);
      const theirs = `${original}# changed by another program, round ${round}\n`;
      // Anywhere in twice a save's time: about half the writes come while the save is under way,
      // the others after it, so both outcomes come many times on a quick machine as on a slow one.
      const writeAfter = next() * 2 * span;
      const byRename = next() < 0.5;
      const save = session.edit({
        file,
        version: versionOf(original),
        op: { op: 'set', path: ['products', 0, 'image', 'src'], value: src },
      });
      const other = (async () => {
        await after(writeAfter);
        if (byRename) {
          writeFileSync(`${abs}.tmp`, theirs);
          await rename(`${abs}.tmp`, abs);
        } else await writeFile(abs, theirs);
      })();
      const [res] = await Promise.all([save, other]);
      const written = res.ok && res.written;
      if (res.ok) expect(res.written).toBe(true);
      else expect(res.reason).toBe('conflict');
      outcomes[written ? 'written' : 'conflict']++;
      if (readFileSync(abs, 'utf8') !== theirs) lost.push(round);
      // The picture is on disk exactly when the save that names it was written.
      if (existsSync(join(root, 'public', src)) !== written) stray.push(round);
    }
    expect(lost).toEqual([]);
    expect(stray).toEqual([]);
    expect(outcomes.written).toBeGreaterThan(3);
    expect(outcomes.conflict).toBeGreaterThan(3);
  }, 120_000);
});
