import { resolve } from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { standInMiddleware } from '../standins/server.ts';

/**
 * Serves the local stand-ins in `npm run dev` and `npm start` (preview) for each
 * service whose VITE_ variables are unset. Nothing of it reaches the build.
 */
export function standIns(): Plugin {
  let config: ResolvedConfig;
  const create = () => {
    const env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
    const email = !env.VITE_EMAILJS_PUBLIC_KEY;
    const newsletter = !env.VITE_SUPABASE_URL;
    // STAND_INS=off: a server that must stay quiet (npm run bench measures the pages, not forms).
    if ((!email && !newsletter) || process.env.STAND_INS === 'off') return undefined;
    const dataDir = resolve(config.root, process.env.STAND_IN_DATA_DIR ?? '.data');
    const standIn = standInMiddleware({
      dataDir,
      email,
      newsletter,
      log: (line) => config.logger.info(`[stand-in] ${line}`, { timestamp: true }),
    });
    standIn.warm();
    return standIn;
  };
  let standIn: ReturnType<typeof create>;
  return {
    name: 'local-stand-ins',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      standIn = create();
      if (standIn) server.middlewares.use(standIn.handle);
    },
    configurePreviewServer(server) {
      standIn = create();
      if (standIn) server.middlewares.use(standIn.handle);
    },
    // A server stopped (Ctrl+C, SIGTERM, the editor closed) closes the database and gives up the folder.
    closeServer: () => standIn?.close(),
    closePreviewServer: () => standIn?.close(),
  };
}
