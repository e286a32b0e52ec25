import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../src/prerender/document.ts';
import { checkChunkStyles, checkPageStyles, classesDefinedIn, componentsOf, describeStyleProblem } from '../../src/prerender/styleCheck.ts';
import { mantineStyles } from '../../src/vite/mantineStyles.ts';

// A build in miniature: the entry, the notifications chunk loaded on demand, and its files.
const manifest: Manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_app.js'], css: ['assets/app.css'] },
  '_app.js': { file: 'assets/app.js', css: [] },
  'src/ui/Notifications.tsx': { file: 'assets/Notifications.js', isDynamicEntry: true, imports: ['_app.js'], css: [] },
};
const files: Record<string, string> = {
  'assets/entry.js': 'x',
  'assets/app.js': 'const b={root:"m_77c9d27d"}',
  'assets/app.css': '@layer mantine{.m_77c9d27d{display:inline-block}}',
  // Mantine's Notification: its classes and its loader's animation.
  'assets/Notifications.js': 'const n={root:"m_a513464",loader:"m_a4ceffb"};const a="m_f8e89c4b"',
};
const read = (f: string) => files[f] ?? '';

describe('the build check that every Mantine component comes with its styles', () => {
  it('finds a chunk loaded later (the notifications) whose component has no stylesheet', () => {
    expect(checkChunkStyles(manifest, read)).toEqual([
      { where: 'src/ui/Notifications.tsx', missing: ['m_a4ceffb', 'm_a513464', 'm_f8e89c4b'] },
    ]);
  });

  it('passes once the chunk brings the stylesheet, animations included', () => {
    files['assets/Notifications.css'] = '@layer mantine{.m_a513464{padding:8px}.m_a4ceffb{}@keyframes m_f8e89c4b{}}';
    const styled = {
      ...manifest,
      'src/ui/Notifications.tsx': { ...manifest['src/ui/Notifications.tsx'], css: ['assets/Notifications.css'] },
    };
    expect(checkChunkStyles(styled, read)).toEqual([]);
    delete files['assets/Notifications.css'];
  });

  it('counts the entry’s stylesheets as present on every page', () => {
    files['assets/Notifications.js'] = 'const b={root:"m_77c9d27d"}';
    expect(checkChunkStyles(manifest, read)).toEqual([]);
    files['assets/Notifications.js'] = 'const n={root:"m_a513464",loader:"m_a4ceffb"};const a="m_f8e89c4b"';
  });

  it('skips components a bundle holds but never draws, only when told', () => {
    expect(checkChunkStyles(manifest, read, new Set(['m_a513464', 'm_a4ceffb', 'm_f8e89c4b']))).toEqual([]);
  });

  it('checks a prerendered page against the stylesheets it links (not the disabled ones)', () => {
    const html = (links: string) =>
      `<html><head>${links}</head><body><button class="mantine-Button-root m_77c9d27d"><svg class="m_2943220b"></svg></button></body></html>`;
    files['assets/combobox.css'] = '.m_2943220b{width:1rem}';
    expect(checkPageStyles('/', html('<link rel="stylesheet" crossorigin href="/assets/app.css">'), read)).toEqual({
      where: '/',
      missing: ['m_2943220b'],
    });
    expect(
      checkPageStyles(
        '/',
        html('<link rel="stylesheet" href="/assets/app.css"><link rel="stylesheet" href="/assets/combobox.css" disabled />'),
        read,
      ),
    ).toEqual({
      where: '/',
      missing: ['m_2943220b'],
    });
    expect(
      checkPageStyles('/', html('<link rel="stylesheet" href="/assets/app.css"><link rel="stylesheet" href="/assets/combobox.css">'), read),
    ).toBeUndefined();
  });

  it('names the component in its message, from Mantine’s own stylesheets', () => {
    const dir = createRequire(import.meta.url)
      .resolve('@mantine/core/styles.css')
      .replace(/styles\.css$/, 'styles/');
    const sheets = { 'Notification.layer.css': readFileSync(`${dir}Notification.layer.css`, 'utf8') };
    const notification = [...classesDefinedIn(sheets['Notification.layer.css'])][0];
    const names = componentsOf([notification], sheets);
    expect(names).toEqual(['Notification']);
    expect(describeStyleProblem({ where: 'src/ui/Notifications.tsx', missing: [notification] }, names)).toMatch(
      /^src\/ui\/Notifications\.tsx can draw Mantine's Notification without its styles .*src\/vite\/mantineStyles\.ts/,
    );
  });
});

describe('the per-component Mantine styles', () => {
  const transform = (code: string) => {
    const plugin = mantineStyles() as { transform: (code: string, id: string) => { code: string } | undefined };
    return plugin.transform(code, '/src/x.tsx')?.code ?? '';
  };

  it('brings each component’s sheet in the mantine cascade layer, so our own CSS wins in any order', () => {
    const out = transform("import { Card, Badge } from '@mantine/core';");
    expect(out).toContain("import '@mantine/core/styles/Card.layer.css';");
    expect(out).toContain("import '@mantine/core/styles/Paper.layer.css';");
    expect(out).toContain("import '@mantine/core/styles/Badge.layer.css';");
    expect(out).not.toMatch(/styles\/\w+\.css'/);
  });

  it('brings the notifications package’s sheet and core’s Notification with it, re-exported too', () => {
    const out = transform("export { Notifications } from '@mantine/notifications';");
    expect(out).toContain("import '@mantine/notifications/styles.layer.css';");
    expect(out).toContain("import '@mantine/core/styles/Notification.layer.css';");
  });

  it('is valid code after the change', async () => {
    await expect(
      transformWithOxc(transform("import { Button } from '@mantine/core';\nexport const x = Button;"), 'x.ts'),
    ).resolves.toBeTruthy();
  });
});
