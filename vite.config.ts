import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { siteModel } from './src/vite/sitePlugin.ts';
import { standIns } from './src/vite/standInsPlugin.ts';

export default defineConfig({
  plugins: [react(), siteModel(), standIns()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { target: 'es2022' },
});
