import { useSyncExternalStore, type ReactNode } from 'react';

/*
 * The block inspector of `npm run dev`: a switch in the corner outlines every
 * block and labels it with its type and its line in site.yaml; a label opens
 * the editor at that line (Vite's /__open-in-editor endpoint). Only imported
 * behind `import.meta.env.DEV`, so none of it reaches the built site.
 */

export interface BlockSource {
  file: string;
  line: number;
  /** Its number among the page's blocks in site.yaml, hidden ones included (as the validator counts). */
  number: number;
}

/** Where each block of the loaded routes is written (set as a route's data arrives). */
export const blockSources = new WeakMap<object, BlockSource>();

const KEY = 'block-inspector';
const listeners = new Set<() => void>();
/** Read when first needed: nothing runs when the module is merely imported (the build drops it). */
let on: boolean | undefined;
const current = () => (on ??= typeof sessionStorage !== 'undefined' && sessionStorage.getItem(KEY) === 'on');

function setOn(next: boolean) {
  on = next;
  sessionStorage.setItem(KEY, next ? 'on' : 'off');
  for (const l of listeners) l();
}

function useInspecting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    () => false,
  );
}

/** Asks the dev server to open the file at the line in the editor (set LAUNCH_EDITOR or EDITOR to choose which). */
export function openInEditor({ file, line }: BlockSource): Promise<Response> {
  return fetch(`/__open-in-editor?file=${encodeURIComponent(`${file}:${line}`)}`);
}

const ORANGE = '#c2410c';

/** Around one block: an outline and a label while the inspector is on. */
export function InspectedBlock({
  type,
  index,
  source,
  children,
}: {
  type: string;
  index: number;
  source?: BlockSource;
  children: ReactNode;
}) {
  const inspecting = useInspecting();
  const where = source ? `${source.file}:${source.line}` : 'site.yaml';
  return (
    <div
      data-inspect-block={type}
      style={inspecting ? { position: 'relative', outline: `2px dashed ${ORANGE}`, outlineOffset: -2 } : undefined}
    >
      {inspecting && (
        <button
          type="button"
          onClick={() => source && void openInEditor(source)}
          title={source ? `Open ${where} in the editor` : undefined}
          style={{
            position: 'absolute',
            top: 4,
            left: 4,
            zIndex: 400,
            padding: '2px 8px',
            font: '600 13px/1.6 ui-monospace, monospace',
            color: '#fff',
            background: ORANGE,
            border: 0,
            borderRadius: 4,
            cursor: source ? 'pointer' : 'default',
          }}
        >
          {`${source?.number ?? index + 1}. ${type} · ${where}`}
        </button>
      )}
      {children}
    </div>
  );
}

/** The switch, bottom left. */
export function InspectorToggle() {
  const inspecting = useInspecting();
  return (
    <button
      type="button"
      aria-pressed={inspecting}
      onClick={() => setOn(!inspecting)}
      style={{
        position: 'fixed',
        left: 12,
        bottom: 12,
        zIndex: 500,
        padding: '6px 12px',
        font: '600 13px/1.4 system-ui, sans-serif',
        color: inspecting ? '#fff' : ORANGE,
        background: inspecting ? ORANGE : '#fff',
        border: `2px solid ${ORANGE}`,
        borderRadius: 999,
        boxShadow: '0 2px 8px rgb(0 0 0 / 0.2)',
        cursor: 'pointer',
      }}
    >
      {inspecting ? 'Hide blocks' : 'Show blocks'}
    </button>
  );
}
