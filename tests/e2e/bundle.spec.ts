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
  // Strings only the yaml package, the manifest schemas (their descriptions) and the loader's catalogue contain.
  // zod/mini itself may ship: the forms validate with it.
  const markers = [
    'YAMLParseError',
    'Unresolved alias',
    'The whole site: settings, top bar',
    'Did you mean',
    'is not a link the site understands',
  ];
  expect(markers.filter((m) => js.includes(m))).toEqual([]);
});

test('the dev block inspector is not in the built site', () => {
  const js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
  const html = readFileSync(resolve(assets, '../about/index.html'), 'utf8');
  expect(['__open-in-editor', 'Show blocks', 'block-inspector'].filter((m) => js.includes(m) || html.includes(m))).toEqual([]);
  expect(html).not.toContain('data-inspect-block');
});
