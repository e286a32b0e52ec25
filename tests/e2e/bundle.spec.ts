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

test('nothing of the visual editor is in the built site but its own folder, /admin', () => {
  const dist = resolve(assets, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      // The editor in a browser, built on its own (when GITHUB_REPOSITORY names the repository): no page loads it.
      if (e.isDirectory() && join(dir, e.name) === join(dist, 'admin')) continue;
      if (e.isDirectory()) walk(join(dir, e.name));
      else files.push(join(dir, e.name));
    }
  };
  walk(dist);
  const text = files.filter((f) => /\.(?:js|html|css|json|txt|xml)$/.test(f)).map((f) => readFileSync(f, 'utf8'));
  expect(text.length).toBeGreaterThan(10);
  // Strings only the editor's panel and server hold: its address, its token header, its own words.
  const markers = ['__editor', 'x-editor-token', 'site-editor-token', 'Add a block…', 'All changes saved', 'data-block-number'];
  expect(markers.filter((m) => text.some((t) => t.includes(m)))).toEqual([]);
  expect(files.filter((f) => /editor/i.test(f.slice(dist.length)))).toEqual([]);
  // No page names anything under admin/ (a link to it is not a way in for visitors either).
  expect(files.filter((f) => f.endsWith('.html') && /["'(](?:\.{0,2}\/)*admin\//.test(readFileSync(f, 'utf8')))).toEqual([]);
});
