/** The panel's back end (../backend.ts), given once where the panel is mounted: `npm run edit`'s server, or the page itself at /admin. */
import { createContext, use } from 'react';
import type { EditorBackend } from '../backend.ts';

export const BackendContext = createContext<EditorBackend | undefined>(undefined);

export function useBackend(): EditorBackend {
  const backend = use(BackendContext);
  if (!backend) throw new Error('The panel is drawn without its back end (BackendContext).');
  return backend;
}
