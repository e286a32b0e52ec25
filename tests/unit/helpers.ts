import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
