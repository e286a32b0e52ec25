import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the browser build writes which chunk holds each of our modules (read by the prerender). */
export const MODULE_MAP = '.vite/modules.json';

/**
 * Writes dist/.vite/modules.json: each source module of the browser build (a path under the
 * project, such as `src/blocks/hero/Hero.tsx`) and the file of the chunk that holds it.
 * The build manifest lists a module only when it starts a chunk; the bundler merges a module
 * that is also imported statically (a block's island, a block another block uses) into a
 * shared chunk, which the manifest names by its file only. The prerender finds a page's
 * islands and blocks through this map (src/prerender/document.ts, `pageAssets`).
 */
export function moduleMap(): Plugin {
  let root = '';
  return {
    name: 'module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const path = relative(root, id.replace(/\?.*$/, '')).split('\\').join('/');
          if (!path.startsWith('..') && !path.includes('node_modules') && !id.startsWith('\0')) map[path] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_MAP, source: JSON.stringify(map, null, 1) });
    },
  };
}
