import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Stylesheets a component needs besides its own (the shared ones are in src/app/styles.ts). */
const needs: Record<string, string[]> = {
  ActionIcon: ['Loader'],
  Alert: ['CloseButton'],
  Anchor: ['Text'],
  Button: ['Loader'],
  Card: ['Paper'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Chip: ['InlineInput'],
  Drawer: ['Overlay', 'ModalBase', 'CloseButton'],
  Modal: ['Overlay', 'ModalBase', 'CloseButton'],
  NativeSelect: ['Input'],
  Textarea: ['Input'],
  TextInput: ['Input'],
};

/**
 * Adds, to every module of ours that imports components from @mantine/core, an
 * import of those components' stylesheets. Vite then puts each stylesheet in the
 * chunk of the code that uses it, instead of one 40 KB sheet for every page.
 */
export function mantineStyles(): Plugin {
  const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
  const has = (name: string) => existsSync(join(stylesDir, `${name}.css`));
  return {
    name: 'mantine-per-component-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return;
      const sheets = new Set<string>();
      for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const raw of m[1].split(',')) {
          const name = raw.trim().split(/\s+/)[0];
          if (!/^[A-Z]/.test(name)) continue; // hooks, helpers and `type` imports have no styles
          for (const sheet of [...(needs[name] ?? []), name]) if (has(sheet)) sheets.add(sheet);
        }
      }
      if (!sheets.size) return;
      const imports = [...sheets].map((s) => `import '@mantine/core/styles/${s}.css';`).join('');
      return { code: imports + code, map: null };
    },
  };
}
