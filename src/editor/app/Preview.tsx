/**
 * The page as it looks, drawn either by the site's dev server (the page as the site's server
 * renders it, reloaded with each save) or by the editor itself (src/editor/preview: the site's
 * files loaded and drawn with the site's own blocks in the frame, no server drawing; redrawn in
 * place with each save, so the reader keeps their place). Both are the same page; the choice is
 * remembered in the browser.
 * A click on a block selects it in the panel; the selected block is outlined. The outline is a
 * style rule, not a change to the page's elements, so the page's own scripts cannot undo it.
 * The page is drawn at the width of a phone, a tablet or a computer (remembered in the browser),
 * scaled down to fit when that is wider than the space beside the panel.
 */
import { Group, SegmentedControl } from '@mantine/core';
import { pathIn } from '../../i18n/language.ts';
import { messages } from '../../i18n/messages.ts';
import type { Language } from '../../schema/kinds.ts';
import { useElementSize, useLocalStorage } from '@mantine/hooks';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useBackend } from './backendContext.ts';
import { isPreviewMessage, type EditorState, type PreviewMessage, type SiteFiles } from '../protocol.ts';

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

/** The widths the page can be seen at, in CSS pixels. */
export const WIDTHS = { phone: 390, tablet: 768, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
const isWidth = (v: unknown): v is Width => typeof v === 'string' && Object.hasOwn(WIDTHS, v);

/** Who draws the page: the site's dev server, or the editor from the files (src/editor/preview). */
export const DRAWERS = { server: 'Site server', editor: 'Editor' } as const;
type Drawer = keyof typeof DRAWERS;
const isDrawer = (v: unknown): v is Drawer => typeof v === 'string' && Object.hasOwn(DRAWERS, v);

interface Props {
  /** The address to show. */
  src: string;
  /** The selected block of that page (0 = first), outlined. */
  block: number | undefined;
  onPick: (block: number) => void;
  /** The files as they are now, for the editor's own drawing; `version` changes whenever they may have. */
  site: { version: unknown; read: () => Promise<SiteFiles> };
  /** The site's languages, the first the default: the page can be seen in each. */
  languages: Language[];
  /** The language the page is shown in (one of `languages`), and the choice of another. */
  language: Language;
  onLanguage: (lang: Language) => void;
}

export function Preview({ src: path, block, onPick, site, languages, language: lang, onLanguage }: Props) {
  // The page in the chosen language: the first language's at its address, another's under /<lang>/.
  const src = pathIn(path, lang, languages[0]);
  const frame = useRef<HTMLIFrameElement>(null);
  const [chosen, setChosen] = useLocalStorage({
    key: 'site-editor-preview-width',
    defaultValue: 'desktop',
    getInitialValueInEffect: false,
  });
  const width: Width = isWidth(chosen) ? chosen : 'desktop';
  const [drawnBy, setDrawnBy] = useLocalStorage({
    key: 'site-editor-preview-drawer',
    defaultValue: 'server',
    getInitialValueInEffect: false,
  });
  const { preview } = useBackend();
  // Where no dev server runs (/admin), the editor draws the page.
  const drawer: Drawer = preview.siteServer && isDrawer(drawnBy) ? drawnBy : 'editor';
  const { ref: area, width: room, height: roomHeight } = useElementSize();
  const px = WIDTHS[width];
  // Wider than the space: drawn at its width, then scaled down to fit (the page lays itself out as on that screen).
  const scale = room > 0 ? Math.min(1, room / px) : 1;
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
    const win = frame.current?.contentWindow;
    if (!doc || !win) return;
    // The preview is for seeing and choosing: a click chooses the block, it does not follow links.
    // Heard on the window, before the page's own catcher of early presses on its document
    // (src/islands/press.ts), which would otherwise hold the click for a part's code.
    win.addEventListener(
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

  // The editor's drawing: the files and the address go to the frame when its code is ready and
  // whenever either changes after; each drawing is numbered, so a slower reading of older files is dropped.
  const seq = useRef(0);
  const ready = useRef(false);
  const sendDrawing = useEffectEvent(async () => {
    if (!ready.current) return;
    const n = ++seq.current;
    const files = await site.read().catch(() => undefined);
    const win = frame.current?.contentWindow;
    if (!files || !win) return;
    const message: PreviewMessage = { kind: 'preview:draw', seq: n, site: files, address: src };
    win.postMessage(message, location.origin);
  });
  useEffect(() => {
    if (drawer !== 'editor') return;
    void sendDrawing();
  }, [drawer, src, site.version]);
  useEffect(() => {
    if (drawer !== 'editor') return;
    const onMessage = (e: MessageEvent<unknown>) => {
      if (e.origin !== location.origin || e.source !== frame.current?.contentWindow || !isPreviewMessage(e.data)) return;
      if (e.data.kind === 'preview:ready') {
        ready.current = true;
        void sendDrawing();
      }
      if (e.data.kind === 'preview:drawn') mark();
    };
    window.addEventListener('message', onMessage);
    return () => {
      // Back to the server's page: the editor's, when chosen again, loads afresh and says when it is ready.
      ready.current = false;
      window.removeEventListener('message', onMessage);
    };
  }, [drawer]);

  // Each load of the page (a save reloads the server's) gets the style and the click that selects a block.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onLoad = () => setup();
    el.addEventListener('load', onLoad);
    return () => el.removeEventListener('load', onLoad);
  }, []);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Group justify="center" gap="xs" p={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {preview.siteServer ? (
          <SegmentedControl
            size="xs"
            aria-label="Who draws the page"
            value={drawer}
            onChange={(v) => setDrawnBy(v)}
            data={Object.entries(DRAWERS).map(([value, label]) => ({ value, label }))}
          />
        ) : null}
        {languages.length > 1 ? (
          <SegmentedControl
            size="xs"
            aria-label="Language of the page"
            value={lang}
            onChange={(v) => onLanguage(v)}
            data={languages.map((l) => ({ value: l, label: messages[l].languageName }))}
          />
        ) : null}
        <SegmentedControl
          size="xs"
          aria-label="Width of the page"
          value={width}
          onChange={(v) => setChosen(v)}
          data={[
            { value: 'phone', label: `Phone (${WIDTHS.phone})` },
            { value: 'tablet', label: `Tablet (${WIDTHS.tablet})` },
            { value: 'desktop', label: `Desktop (${WIDTHS.desktop})` },
          ]}
        />
      </Group>
      {/* The frame is placed absolutely: its size follows the area's, never the other way round (a frame in the flow,
          taller than the area once scaled, grew the area, which grew the frame: the panel re-drew without end). */}
      <div
        ref={area}
        style={{ flex: 1, minHeight: 0, overflow: 'hidden', position: 'relative', background: 'var(--mantine-color-gray-1)' }}
      >
        <iframe
          ref={frame}
          // The editor's page is loaded once and draws each address it is sent.
          src={drawer === 'editor' ? preview.page : src}
          data-drawn-by={drawer}
          title={`The page ${src} as it looks`}
          data-width={px}
          style={{
            position: 'absolute',
            top: 0,
            left: scale < 1 ? 0 : `max(0px, calc(50% - ${px / 2}px))`,
            border: 0,
            display: 'block',
            background: 'white',
            width: px,
            height: roomHeight > 0 ? roomHeight / scale : '100%',
            transform: scale < 1 ? `scale(${scale})` : undefined,
            transformOrigin: 'top left',
          }}
        />
      </div>
    </div>
  );
}
