import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { envGuard } from './src/vite/envGuard.ts';
import { mantineStyles } from './src/vite/mantineStyles.ts';
import { pictures } from './src/vite/pictures.ts';
import { siteModel } from './src/vite/sitePlugin.ts';
import { staticPages } from './src/vite/staticPages.ts';
import { standIns } from './src/vite/standInsPlugin.ts';

export default defineConfig({
  plugins: [envGuard(), mantineStyles(), react(), siteModel(), standIns(), staticPages(), pictures()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page needs in one file (fewer requests, better compression);
        // the blocks and services stay in chunks of their own, loaded when used.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/\.html$|entry-client/.test(id) }],
        },
      },
    },
  },
});
