import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const assets = resolve(import.meta.dirname, '../../dist/assets');

test('the browser bundle carries neither the YAML parser nor the manifest validator', () => {
  const js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
  expect(js.length).toBeGreaterThan(0);
  // Strings only the yaml package, zod's object checks and our loader's catalogue contain.
  for (const marker of ['YAMLParseError', 'Unresolved alias', 'unrecognized_keys', 'Did you mean', 'is not a link the site understands']) {
    expect(js, marker).not.toContain(marker);
  }
});
