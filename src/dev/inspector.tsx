import type { ReactNode } from 'react';
import InspectLabel from './InspectLabel.island';
import type { BlockSource } from '../loader/load.ts';
import { ORANGE } from './inspectorColor';

/*
 * The block inspector of `npm run dev`: a switch in the corner outlines every
 * block and labels it with its type and its line in site.yaml; a label opens
 * the editor at that line (Vite's /__open-in-editor endpoint). Only rendered
 * behind `import.meta.env.DEV`, so none of it reaches the built site. The switch
 * sets `data-inspecting` on <html>; the outlines and labels are drawn by the
 * style below, so the page's own HTML is the same either way.
 */

export type { BlockSource } from '../loader/load.ts';

const STYLE = `
html:not([data-inspecting]) [data-inspect-label] { display: none; }
html[data-inspecting] [data-inspect-block] { position: relative; outline: 2px dashed ${ORANGE}; outline-offset: -2px; }
`;

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
  const where = source ? `${source.file}:${source.line}` : 'site.yaml';
  return (
    // data-block-number: the visual editor's preview selects the block clicked by it.
    <div data-inspect-block={type} data-block-number={source?.number ?? index + 1}>
      <InspectLabel text={`${source?.number ?? index + 1}. ${type} · ${where}`} file={source?.file ?? null} line={source?.line ?? null} />
      {children}
    </div>
  );
}

/** The switch, bottom left, and the inspector's style. */
export function InspectorToggle() {
  return (
    <>
      <style>{STYLE}</style>
      <InspectLabel text="" file={null} line={null} toggle />
    </>
  );
}
