import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers';

/**
 * npm run new-block, run on a throwaway copy of the repository (never on the
 * repository itself): the scaffold of "priceList" typechecks, is registered,
 * lands in the JSON Schema, and its generated test passes.
 */

/** What the scaffold, tsc and vitest need of the repository; node_modules is linked, not copied. */
const PARTS = [
  'src',
  'scripts',
  'tests',
  'content',
  'schemas',
  'docs',
  'public',
  'site.yaml',
  'site.schema.json',
  'index.html',
  'package.json',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'postcss.config.cjs',
  '.prettierrc.json',
  '.prettierignore',
];

interface Run {
  status: number | null;
  out: string;
}

const running = new Set<ChildProcess>();

/**
 * Runs a binary of node_modules/.bin, or a path under node_modules, in the copy; resolves with
 * its exit code and output.
 */
function run(dir: string, bin: string, args: string[]): Promise<Run> {
  // Without vitest's own variables, so the vitest started here behaves as if run by hand.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));
  return new Promise((resolve) => {
    const child = spawn(join(dir, 'node_modules', bin.includes('/') ? bin : join('.bin', bin)), args, {
      cwd: dir,
      env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    running.add(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', (e) => (out += String(e)));
    child.on('close', (status) => {
      running.delete(child);
      resolve({ status, out });
    });
  });
}

const CREATED = ['src/blocks/priceList/schema.ts', 'src/blocks/priceList/PriceList.tsx', 'tests/unit/blocks/priceList.test.tsx'];

describe('npm run new-block', () => {
  let dir: string;
  let scaffold: Run;
  let blocksTs: string;
  const realHadIt = existsSync(join(ROOT, 'src/blocks/priceList'));
  let checks: Record<'tsc' | 'vitest' | 'prettier' | 'again' | 'invalid' | 'none' | 'help', Promise<Run>>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'new-block-'));
    for (const part of [...PARTS, ...readdirSync(ROOT).filter((f) => /^tsconfig.*\.json$/.test(f))])
      if (existsSync(join(ROOT, part))) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');

    scaffold = await run(dir, 'tsx', ['scripts/newBlock.ts', 'priceList']);

    // The slow checks run side by side; each test below awaits its own.
    blocksTs = readFileSync(join(dir, 'src/schema/blocks.ts'), 'utf8');
    checks = {
      // TypeScript 7, as npm run typecheck (node_modules/.bin/tsc is TypeScript 6, for its JavaScript API).
      tsc: run(dir, 'typescript-7/bin/tsc', ['--noEmit', '-p', dir]),
      vitest: run(dir, 'vitest', ['run', 'tests/unit/blocks/priceList.test.tsx']),
      prettier: run(dir, 'prettier', ['--check', ...CREATED, 'src/schema/blocks.ts', 'src/app/registry.ts']),
      again: run(dir, 'tsx', ['scripts/newBlock.ts', 'price-list']),
      invalid: run(dir, 'tsx', ['scripts/newBlock.ts', '9-lives']),
      none: run(dir, 'tsx', ['scripts/newBlock.ts']),
      help: run(dir, 'tsx', ['scripts/newBlock.ts', '--help']),
    };
  }, 60_000);

  afterAll(() => {
    for (const child of running) child.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('works on the copy, not on the repository', () => {
    expect(dir).not.toBe(ROOT);
    expect(existsSync(join(ROOT, 'src/blocks/priceList'))).toBe(realHadIt);
  });

  it('creates the schema, the component and a test, and says what is next', () => {
    expect(scaffold.out).toContain('Added the block type "priceList"');
    expect(scaffold.status).toBe(0);
    for (const f of CREATED) expect(existsSync(join(dir, f)), f).toBe(true);
    expect(scaffold.out).toContain('site.yaml');
    expect(scaffold.out).toContain('npm run dev');
    const schema = readFileSync(join(dir, 'src/blocks/priceList/schema.ts'), 'utf8');
    expect(schema).toContain("type: z.literal('priceList')");
    expect(schema).toContain('...blockBase');
  });

  it('registers the type in src/schema/blocks.ts and src/app/registry.ts', () => {
    const blocks = readFileSync(join(dir, 'src/schema/blocks.ts'), 'utf8');
    expect(blocks).toContain("import { PriceListBlock } from '../blocks/priceList/schema.ts';");
    expect(blocks).toMatch(/export const blockSchemas = \[[\s\w,]*\bPriceListBlock,\n\] as const;/);
    const registry = readFileSync(join(dir, 'src/app/registry.ts'), 'utf8');
    expect(registry).toContain("priceList: () => import('../blocks/priceList/PriceList').then((m) => m.PriceList),");
  });

  it('leaves the files it touched formatted', async () => {
    const r = await checks.prettier;
    expect(r.status, r.out).toBe(0);
  }, 60_000);

  it('regenerates site.schema.json (and docs/blocks.md when there is a docs script)', () => {
    const schema = readFileSync(join(dir, 'site.schema.json'), 'utf8');
    expect(JSON.stringify(JSON.parse(schema))).toContain('"const":"priceList"');
    if (existsSync(join(dir, 'scripts/docs.ts'))) expect(readFileSync(join(dir, 'docs/blocks.md'), 'utf8')).toContain('priceList');
  });

  it('typechecks (tsc --noEmit)', async () => {
    const r = await checks.tsc;
    expect(r.status, r.out).toBe(0);
  }, 60_000);

  it('writes a test that passes', async () => {
    const r = await checks.vitest;
    expect(r.status, r.out).toBe(0);
    expect(r.out).toMatch(/Tests\s+5 passed/);
  }, 60_000);

  it('refuses a type that already exists', async () => {
    const r = await checks.again;
    expect(r.status).toBe(1);
    expect(r.out).toContain('The block type "priceList" already exists: src/blocks/priceList/ already exists.');
    expect(readFileSync(join(dir, 'src/schema/blocks.ts'), 'utf8'), 'a refused run changes nothing').toBe(blocksTs);
  }, 60_000);

  it('refuses an invalid name, a missing name, and shows its usage with --help', async () => {
    const [invalid, none, help] = await Promise.all([checks.invalid, checks.none, checks.help]);
    expect(invalid.status).toBe(1);
    expect(invalid.out).toContain('"9-lives" is not a valid block name');
    expect(none.status).toBe(1);
    expect(none.out).toContain('Give the name of the new block type.');
    expect(help.status).toBe(0);
    expect(help.out).toContain('Usage: npm run new-block -- <name>');
  }, 60_000);
});
