import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import type { LoadOptions } from '../loader/index.ts';
import { devPages } from './devPages.ts';
import { envGuard } from './envGuard.ts';
import { hiddenFiles } from './hiddenFiles.ts';
import { mantineStyles } from './mantineStyles.ts';
import { moduleMap } from './moduleMap.ts';
import { pictures } from './pictures.ts';
import { siteModel } from './sitePlugin.ts';
import { staticPages } from './staticPages.ts';
import { standIns } from './standInsPlugin.ts';

/** The site's plugins, for vite.config.ts and for the visual editor's server (which points them at another folder). */
export function sitePlugins(site: LoadOptions = {}): PluginOption[] {
  return [
    hiddenFiles(),
    envGuard(),
    mantineStyles(),
    react(),
    siteModel(site),
    standIns(),
    staticPages(),
    pictures(),
    devPages(),
    moduleMap(),
  ];
}
