/**
 * The editor's own drawing of a page, in the preview's frame: the site's files as the panel
 * sends them, loaded by the site's loader in this page (a workspace in memory, the pictures'
 * sizes read by the platform) and drawn with the site's own App, shell and block registry, as a
 * page of the built site looks. No dev server draws it, so it can run wherever the panel runs.
 *
 * The panel (src/editor/app/Preview.tsx) sends the files and the address with each change; the
 * page answers once drawn. Files with errors keep the last good drawing (the panel says why).
 */
import { createRoot } from 'react-dom/client';
import { useEffect, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../../app/App';
import { BlockSources } from '../../app/Page';
import { loadBlocks, registry } from '../../app/registry';
import { buildRoutes } from '../../app/routes';
import { browserPictureChecks } from '../../loader/browser/pictureChecks';
import { blockSourcesOf, loadWorkspace, type BlockSource } from '../../loader/load';
import type { BlockType } from '../../schema/blocks';
import type { SiteModel } from '../../schema/model';
import { overlay } from '../../workspace/overlay';
import { folderOf, joinPath } from '../../workspace/paths';
import type { Entry, WorkspaceReader } from '../../workspace/port';
import { decodeUtf8 } from '../../workspace/bytes';
import { isPreviewMessage, type PreviewMessage } from '../protocol';

/**
 * The public files by name, their bytes fetched from their addresses when asked (only the
 * pictures' are, for their sizes), each once: a picture's name is never reused for other bytes
 * while the panel is open (an upload takes a name of its own).
 */
function publicFiles(): WorkspaceReader & { set(paths: readonly string[]): void } {
  let folders = new Map<string, Entry[]>();
  const bytes = new Map<string, Promise<Uint8Array | undefined>>();
  const known = new Set<string>();
  const fetched = (path: string) => {
    let found = bytes.get(path);
    if (!found) {
      found = fetch(`/${path.slice('public/'.length)}`).then(async (res) => (res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined));
      bytes.set(path, found);
    }
    return found;
  };
  return {
    set(paths) {
      known.clear();
      const next = new Map<string, Map<string, Entry>>();
      for (const path of paths.map((p) => joinPath(p))) {
        known.add(path);
        // The file in its folder, and each folder in the one above it.
        let child: Entry = { name: path.slice(folderOf(path).length).replace(/^\//, ''), kind: 'file' };
        for (let folder = folderOf(path); ; folder = folderOf(folder)) {
          const entries = next.get(folder) ?? new Map<string, Entry>();
          next.set(folder, entries);
          entries.set(child.name, child);
          if (!folder) break;
          child = { name: folder.slice(folderOf(folder).length).replace(/^\//, ''), kind: 'folder' };
        }
      }
      folders = new Map([...next].map(([folder, entries]) => [folder, [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : 1))]));
    },
    list: (folder) => Promise.resolve(folders.get(joinPath(folder))),
    readBytes: (path) => (known.has(joinPath(path)) ? fetched(joinPath(path)) : Promise.resolve(undefined)),
    read: async (path) => {
      const found = known.has(joinPath(path)) ? await fetched(joinPath(path)) : undefined;
      return found && decodeUtf8(found);
    },
    stat: (path) => Promise.resolve(known.has(joinPath(path)) ? { size: 0, stamp: joinPath(path) } : undefined),
  };
}

const everyBlock = loadBlocks(Object.keys(registry) as BlockType[]);
const pub = publicFiles();
const pictures = browserPictureChecks(pub);

interface Drawing {
  model: SiteModel;
  sources: BlockSource[][];
}

/** The page at `address` of the site, as the built site draws it; says when it is on screen. */
function Drawn({ drawing, address, onDrawn }: { drawing: Drawing; address: string; onDrawn: () => void }) {
  const { model, sources } = drawing;
  const router = useMemo(() => createMemoryRouter(buildRoutes(model), { initialEntries: [address] }), [model, address]);
  useEffect(() => onDrawn(), [onDrawn]);
  useEffect(() => {
    // A link of the page followed inside the frame: the same drawing at that address (others stay put).
    const follow = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest('a[href]');
      if (e.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
      e.preventDefault();
      const to = new URL(link.href);
      if (to.origin === location.origin) void router.navigate(to.pathname + to.search + to.hash);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [router]);
  const id = router.state.matches.at(-1)?.route.id;
  const index = model.routes.findIndex((r) => r.path === id);
  return (
    <BlockSources value={sources[index] ?? null}>
      <App model={model}>
        <RouterProvider router={router} />
      </App>
    </BlockSources>
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
let latest = 0;
let last: Drawing | undefined;

const tell = (message: PreviewMessage) => parent.postMessage(message, location.origin);

async function draw({ seq, site, address }: Extract<PreviewMessage, { kind: 'preview:draw' }>) {
  // The panel numbers its drawings: one that comes after a newer one is dropped.
  if (seq < latest) return;
  latest = seq;
  pub.set(site.public);
  const files = overlay(pub, new Map(Object.entries(site.texts)));
  const [result] = await Promise.all([loadWorkspace({ files, pictures, blockLines: true }).catch(() => undefined), everyBlock]);
  if (seq !== latest) return;
  if (result?.ok && result.source) last = { model: result.model, sources: blockSourcesOf(result.source, result.model.routes.length) };
  const ok = !!result?.ok;
  if (!last) {
    root.render(
      <p style={{ padding: 16, fontFamily: 'sans-serif' }}>
        The page shows here once the files have no errors (the Problems tab says where).
      </p>,
    );
    tell({ kind: 'preview:drawn', seq, ok });
    return;
  }
  root.render(<Drawn drawing={last} address={address} onDrawn={() => tell({ kind: 'preview:drawn', seq, ok })} />);
}

window.addEventListener('message', (e: MessageEvent<unknown>) => {
  if (e.origin !== location.origin || e.source !== parent || !isPreviewMessage(e.data) || e.data.kind !== 'preview:draw') return;
  void draw(e.data);
});
document.documentElement.classList.add('js');
tell({ kind: 'preview:ready' });
