import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Stylesheets of @mantine/core a component needs besides its own (the shared ones are in src/ui/styles.ts). */
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
  // Inputs carry Input.ClearButton (a CloseButton) in their code.
  NativeSelect: ['Input', 'CloseButton'],
  Textarea: ['Input', 'CloseButton'],
  TextInput: ['Input', 'CloseButton'],
  // @mantine/notifications draws each notification with core's Notification.
  Notifications: ['Notification', 'CloseButton', 'Loader'],
};

/**
 * Components whose code a bundle holds without drawing them: Modal and Drawer compare
 * their `scrollAreaComponent` with ScrollArea (we pass none, so they draw a plain div),
 * Checkbox carries Checkbox.Card, and NativeSelect holds Combobox's chevron as its
 * default right section (GeneratedForm gives its own, sparing Combobox's 7 KB sheet).
 * The build's style check does not ask for their stylesheets in a chunk; a page that
 * draws one is still caught by the check of its HTML and by the browser tests' check
 * of what is on screen.
 */
export const heldNotDrawn = ['ScrollArea', 'CheckboxCard', 'Combobox'];

/** The stylesheet of a Mantine component, in the `mantine` cascade layer. */
const coreSheet = (name: string) => `@mantine/core/styles/${name}.layer.css`;

/** The folder of @mantine/core's per-component stylesheets. */
export const mantineStylesDir = () => join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');

/**
 * Adds, to every module of ours that imports components from a Mantine package,
 * an import of those components' stylesheets. Vite then puts each stylesheet in
 * the chunk of the code that uses it, instead of one 40 KB sheet for every page.
 *
 * Every Mantine sheet is the `.layer.css` one (`@layer mantine`): our own CSS
 * modules are outside any layer, so they win over Mantine's rules whatever order
 * a page's stylesheets come in. Without the layer, a module's override (a card's
 * `overflow: visible`, a badge's `text-transform: none`) held on one page and was
 * lost on another where Mantine's sheet happened to come later.
 *
 * The build checks the result: scripts/build.ts fails when a page can draw a
 * Mantine class that none of its stylesheets defines (src/prerender/styleCheck.ts).
 */
export function mantineStyles(): Plugin {
  const stylesDir = mantineStylesDir();
  const has = (name: string) => existsSync(join(stylesDir, `${name}.layer.css`));
  return {
    name: 'mantine-per-component-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return;
      const sheets = new Set<string>();
      for (const m of code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*'@mantine\/(core|notifications|carousel)'/g)) {
        // The other packages have one stylesheet each, besides the core ones they draw with.
        if (m[2] !== 'core') sheets.add(`@mantine/${m[2]}/styles.layer.css`);
        for (const raw of m[1].split(',')) {
          const name = raw.trim().split(/\s+/)[0];
          if (!/^[A-Z]/.test(name)) continue; // hooks, helpers and `type` imports have no styles
          for (const sheet of [...(needs[name] ?? []), name]) if (has(sheet)) sheets.add(coreSheet(sheet));
        }
      }
      if (!sheets.size) return;
      const imports = [...sheets].map((s) => `import '${s}';`).join('');
      return { code: imports + code, map: null };
    },
  };
}
