import { defineConfig } from 'vite';
import { sitePlugins } from './src/vite/plugins.ts';

export default defineConfig({
  plugins: sitePlugins(),
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // The pages' entry (index.html: the islands) and the one that only makes the build emit
      // the stylesheets of the parts drawn without code (see src/app/styleEntry.ts).
      input: ['index.html', 'src/app/styleEntry.ts'],
      // Keep styleEntry's exports (an app build drops them), so every block and the shell stay in the graph.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // What every island needs (React, Mantine's core, the island runtime) in one file:
        // fewer requests and better compression than the dozens of small chunks it would be.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules\/(?:react|react-dom|scheduler|@mantine\/core\/esm\/core)\/|src\/(?:islands|ui\/(?:Providers|theme|facts|BlockBoundary))\b/,
            },
          ],
        },
      },
    },
  },
});
