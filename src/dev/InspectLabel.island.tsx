import { useEffect, useState } from 'react';
import { island } from '../islands/island';
import { useBrowserValue } from '../ui/useBrowserValue';
import { ORANGE } from './inspectorColor';

const KEY = 'block-inspector';

/** Asks the dev server to open the file at the line in the editor (set LAUNCH_EDITOR or EDITOR to choose which). */
function openInEditor(file: string, line: number): Promise<Response> {
  return fetch(`/__open-in-editor?file=${encodeURIComponent(`${file}:${line}`)}`);
}

function show(on: boolean) {
  if (on) document.documentElement.dataset.inspecting = '';
  else delete document.documentElement.dataset.inspecting;
}

/** A block's label (opens the editor at its line), or, with `toggle`, the switch that shows the labels. */
function InspectLabel({ text, file, line, toggle }: { text: string; file: string | null; line: number | null; toggle?: boolean }) {
  // The switch stays on for the visit.
  const stored = useBrowserValue(() => toggle === true && sessionStorage.getItem(KEY) === 'on', false);
  const [switched, setOn] = useState<boolean | null>(null);
  const on = switched ?? stored;
  useEffect(() => {
    if (toggle) show(on);
  }, [toggle, on]);
  if (toggle) {
    return (
      <button
        type="button"
        aria-pressed={on}
        onClick={() => {
          sessionStorage.setItem(KEY, on ? 'off' : 'on');
          show(!on);
          setOn(!on);
        }}
        style={{
          position: 'fixed',
          left: 12,
          bottom: 12,
          zIndex: 500,
          padding: '6px 12px',
          font: '600 13px/1.4 system-ui, sans-serif',
          color: on ? '#fff' : ORANGE,
          background: on ? ORANGE : '#fff',
          border: `2px solid ${ORANGE}`,
          borderRadius: 999,
          boxShadow: '0 2px 8px rgb(0 0 0 / 0.2)',
          cursor: 'pointer',
        }}
      >
        {on ? 'Hide blocks' : 'Show blocks'}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-inspect-label
      onClick={() => file && line && void openInEditor(file, line)}
      title={file ? `Open ${file}:${String(line)} in the editor` : undefined}
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
        cursor: file ? 'pointer' : 'default',
      }}
    >
      {text}
    </button>
  );
}

export default island('dev/InspectLabel', InspectLabel, 'load');
