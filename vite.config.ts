import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devPages } from './src/vite/devPages.ts';
import { envGuard } from './src/vite/envGuard.ts';
import { mantineStyles } from './src/vite/mantineStyles.ts';
import { pictures } from './src/vite/pictures.ts';
import { siteModel } from './src/vite/sitePlugin.ts';
import { staticPages } from './src/vite/staticPages.ts';
import { standIns } from './src/vite/standInsPlugin.ts';

export default defineConfig({
  plugins: [envGuard(), mantineStyles(), react(), siteModel(), standIns(), staticPages(), pictures(), devPages()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // The pages' entry (index.html: the islands) and the one that only makes the build emit
      // the stylesheets of the parts drawn without code (see src/app/styleEntry.ts).
      input: ['index.html', 'src/app/styleEntry.ts'],
    },
  },
});
