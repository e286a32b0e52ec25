/**
 * The page as it looks, from the dev server (it shows each save as soon as it is written).
 * A click on a block selects it in the panel; the selected block is outlined. The outline is a
 * style rule, not a change to the page's elements, so the page's own scripts cannot undo it.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { EditorState } from '../protocol.ts';

const STYLE_ID = 'site-editor-preview';
const BASE = `[data-block-number] { cursor: pointer; }
[data-block-number]:hover { outline: 2px dashed #2b8a3e; outline-offset: -2px; }
vite-error-overlay { display: none; }`;

/** The address that shows a route: a post for /blog/:slug, a missing page for `*`. */
export function addressOf(path: string, state: EditorState): string {
  if (path === '*') return '/this-page-does-not-exist';
  if (path.includes(':slug')) {
    const first = state.choices.posts.at(0);
    return first ? path.replace(':slug', first.value) : '/';
  }
  return path;
}

interface Props {
  /** The address to show. */
  src: string;
  /** The selected block of that page (0 = first), outlined. */
  block: number | undefined;
  onPick: (block: number) => void;
}

export function Preview({ src, block, onPick }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pick = useEffectEvent((n: number) => onPick(n));

  const mark = useEffectEvent(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.head) return;
    let style = doc.getElementById(STYLE_ID);
    if (!style) {
      style = doc.createElement('style');
      style.id = STYLE_ID;
      doc.head.append(style);
    }
    const n = block === undefined ? undefined : block + 1;
    style.textContent =
      n === undefined
        ? BASE
        : `${BASE}\n[data-block-number="${n}"][data-block-number] { outline: 3px solid #2b8a3e; outline-offset: -3px; }`;
    if (n !== undefined) doc.querySelector(`[data-block-number="${n}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  useEffect(() => mark(), [block]);

  const setup = useEffectEvent(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    // The preview is for seeing and choosing: a click chooses the block, it does not follow links.
    doc.addEventListener(
      'click',
      (e) => {
        const target = (e.target as Element | null)?.closest('[data-block-number]');
        if (!target) return;
        e.preventDefault();
        e.stopPropagation();
        pick(Number(target.getAttribute('data-block-number')) - 1);
      },
      true,
    );
    mark();
  });

  // Each load of the page (a save reloads it) gets the style and the click that selects a block.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onLoad = () => setup();
    el.addEventListener('load', onLoad);
    return () => el.removeEventListener('load', onLoad);
  }, []);

  return (
    <iframe
      ref={frame}
      src={src}
      title={`The page ${src} as it looks`}
      style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
    />
  );
}
