import { defineConfig } from 'vite';
import { sitePlugins } from './src/vite/plugins.ts';

export default defineConfig({
  plugins: sitePlugins(),
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // Every browser the site's scripts run in preloads modules by itself (Chromium 66, Safari 17,
    // Firefox 115); without it, the preloads are left undone and the imports still work. Vite's
    // polyfill would cost every page 0.3 KB of its 5 (docs/decisions.md).
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      // The pages' entry (index.html: the islands) and the one that only makes the build emit
      // the stylesheets of the parts drawn without code (see src/app/styleEntry.ts).
      input: ['index.html', 'src/app/styleEntry.ts'],
      // Keep styleEntry's exports (an app build drops them), so every block and the shell stay in the graph.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // React in one file, loaded with the first island (a page whose islands wait for the
        // visitor loads none); Mantine's core and the site's theme in another (Providers.tsx stays out: it brings the facts' context, which React-only islands read), loaded with the
        // first island that draws Mantine (src/prerender/document.ts, drawsMantine). Fewer
        // requests and better compression than the dozens of small chunks each would be.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules\/(?:react|react-dom|scheduler)\// },
            { name: 'mantine', test: /node_modules\/@mantine\/core\/esm\/core\/|src\/ui\/theme\b/ },
            // The count-ups' plain script and the counter's arithmetic it shares with the drawn numbers: one file.
            { name: 'countUp', test: /src\/islands\/countUp\b|src\/lib\/counter\b/ },
          ],
        },
      },
    },
  },
});
