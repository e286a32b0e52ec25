import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { standInMiddleware } from '../../src/standins/server.ts';

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

/** The minimal fixture in English and Kiswahili, Home's menu label in both; then each [old, new] replaced in site.yaml. */
export function twoLanguages(...replacements: Array<[string, string]>): string {
  const dir = fixtureSite();
  const file = join(dir, 'site.yaml');
  const written = [
    ['  url: https://example.co.ke', '  url: https://example.co.ke\n  languages: [en, sw]'],
    ['    - { label: Home, to: / }', '    - { label: { en: Home, sw: Mwanzo }, to: / }'],
    ...replacements,
  ].reduce(
    (text, [from, to]) => {
      if (!text.includes(from)) throw new Error(`The fixture has no "${from}"`);
      return text.replace(from, to);
    },
    readFileSync(file, 'utf8'),
  );
  writeFileSync(file, written);
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

/**
 * The stand-ins (src/standins/server.ts) behind a real HTTP server on 127.0.0.1 for the file's
 * tests, their data in a fresh folder named from `prefix`: `base` is its address, `logs` what it
 * logged. Started before the file's tests, closed after.
 */
export function standInServer(prefix: string) {
  const running = { base: '', dataDir: '', logs: [] as string[], server: undefined as Server | undefined, close: async () => {} };
  beforeAll(async () => {
    running.dataDir = mkdtempSync(join(tmpdir(), prefix));
    const { handle, close } = standInMiddleware({
      dataDir: running.dataDir,
      email: true,
      newsletter: true,
      log: (l) => running.logs.push(l),
    });
    running.close = close;
    const server = createServer((req, res) =>
      handle(req, res, () => {
        res.statusCode = 404;
        res.end('not here');
      }),
    );
    running.server = server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    running.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 30_000);
  afterAll(async () => {
    await new Promise<void>((r) => (running.server ? running.server.close(() => r()) : r()));
    await running.close();
  });
  return running;
}

/** A small seeded generator (mulberry32): numbers in [0, 1), the same at every run for a seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The editor's API alone on a free port of 127.0.0.1 (what it does not handle: 404), for requests as a browser sends them. */
export async function serveApi(api: { handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean> }) {
  const server = createServer((req, res) => {
    void api.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as AddressInfo).port };
}
