/**
 * The page as it looks, from the dev server (it shows each save as soon as it is written).
 * A click on a block selects it in the panel; the selected block is outlined.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { textOf } from '../blockTitle.ts';
import type { EditorState } from '../protocol.ts';
import { routesOf } from './PagesPanel.tsx';

const OUTLINE = 'editor-selected';
const STYLE = `[data-block-number] { cursor: pointer; }
[data-block-number].${OUTLINE} { outline: 3px solid #2b8a3e; outline-offset: -3px; }
[data-block-number]:hover { outline: 2px dashed #2b8a3e; outline-offset: -2px; }`;

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
  state: EditorState;
  page: number;
  block: number | undefined;
  onPick: (block: number) => void;
}

export function Preview({ state, page, block, onPick }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const routes = routesOf(state);
  const path = textOf(routes.at(page)?.path) || '/';
  const src = addressOf(path, state);
  const pick = useEffectEvent((n: number) => onPick(n));

  const mark = useEffectEvent(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    for (const el of doc.querySelectorAll(`.${OUTLINE}`)) el.classList.remove(OUTLINE);
    if (block === undefined) return;
    const el = doc.querySelector(`[data-block-number="${block + 1}"]`);
    if (el) {
      el.classList.add(OUTLINE);
      el.scrollIntoView({ block: 'nearest' });
    }
  });

  useEffect(() => mark(), [block]);

  const setup = useEffectEvent(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const style = doc.createElement('style');
    style.textContent = STYLE;
    doc.head.append(style);
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
