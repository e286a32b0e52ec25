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
import type { PictureChecks } from '../../loader/pictures';
import { blockSourcesOf, loadWorkspace, type BlockSource } from '../../loader/load';
import type { BlockType } from '../../schema/blocks';
import type { SiteModel, SiteSource } from '../../schema/model';
import { splitLanguage } from '../../i18n/language';
import { localize } from '../../i18n/localize';
import { stripMarks } from '../../i18n/fallback';
import { overlay } from '../../workspace/overlay';
import { memoryWorkspace } from '../../workspace/memory';
import { joinPath } from '../../workspace/paths';
import type { WorkspaceReader } from '../../workspace/port';
import { decodeUtf8 } from '../../workspace/bytes';
import { isPreviewMessage, type PreviewMessage } from '../protocol';
import { PictureAddress } from '../../ui/pictureAddress';
import { pictureSources } from '../../lib/picture';
import { countUp } from '../../islands/countUp';

/**
 * Where the site's public files are, from this page's `site-root` meta: the origin's root for
 * `npm run edit`, the folder above /admin on the published site (a project site's sub-path too).
 */
const siteRoot = new URL(document.querySelector<HTMLMetaElement>('meta[name="site-root"]')?.content ?? '/', location.href);

/** Where a public file's bytes are: the panel's address for one not published yet, else its own beside the site's root. */
const addressOf = (path: string, unpublished: Record<string, string>) =>
  unpublished[path] ?? new URL(path.slice('public/'.length), siteRoot).href;

/** The public files' bytes, fetched from their addresses when asked (only the pictures' are), each address once. */
const fetched = new Map<string, Promise<Uint8Array | undefined>>();
const bytesAt = (address: string) => {
  let found = fetched.get(address);
  if (!found) {
    found = fetch(address).then(async (res) => (res.ok ? new Uint8Array(await res.arrayBuffer()) : undefined));
    fetched.set(address, found);
  }
  return found;
};

/**
 * The pictures of the drawn page as the site shows them (an SVG through its WebP drawings), at
 * their addresses under the site's root (a sub-path's too); one not published yet from the
 * panel's address of its bytes, as it is (its drawings are made when the site is built).
 */
const pictureAddress = (unpublished: Record<string, string>) => (src: string) => {
  const own = unpublished[`public${src}`];
  if (own) return { src: own };
  const { src: shown, srcSet } = pictureSources(src);
  const under = (address: string) => (/^\/(?!\/)/.test(address) ? new URL(address.slice(1), siteRoot).href : address);
  return {
    src: under(shown),
    srcSet: srcSet
      ?.split(', ')
      .map((entry) => entry.replace(/^\S+/, under))
      .join(', '),
  };
};

/**
 * The public files by name (listed as an in-memory workspace lists them), their bytes at their
 * addresses. A picture's address is not reused for other bytes while the panel is open (an upload
 * takes a name of its own, its bytes an address of their own), so its bytes are fetched once for every drawing.
 */
function publicFiles(paths: readonly string[], unpublished: Record<string, string>): WorkspaceReader {
  const names = memoryWorkspace(Object.fromEntries(paths.map((p) => [p, ''])));
  const known = new Set(names.paths());
  const bytes = (path: string) =>
    known.has(joinPath(path)) ? bytesAt(addressOf(joinPath(path), unpublished)) : Promise.resolve(undefined);
  return {
    list: (folder) => names.list(folder),
    readBytes: bytes,
    read: async (path) => {
      const found = await bytes(path);
      return found && decodeUtf8(found);
    },
    stat: (path) => Promise.resolve(known.has(joinPath(path)) ? { size: 0, stamp: joinPath(path) } : undefined),
  };
}

/**
 * The pictures' sizes, which the drawing needs (a picture without its size written gets it from
 * its file); whether the build can read them is the checks' business, not the drawing's, so no
 * picture is decoded here.
 */
function pictureSizes(files: WorkspaceReader): PictureChecks {
  const checks = browserPictureChecks(files);
  return { size: (path) => checks.size(path), verdict: () => Promise.resolve({ later: true }) };
}

const everyBlock = loadBlocks(Object.keys(registry) as BlockType[]);

interface Drawing {
  /** The site in all its languages: each address is drawn in its own (/sw/… in Kiswahili). */
  source: SiteSource;
  sources: BlockSource[][];
  pictures: (src: string) => { src: string; srcSet?: string };
}

/** The page at `address` of the site, as the built site draws it; says when it is on screen. */
function Drawn({ drawing, address, onDrawn }: { drawing: Drawing; address: string; onDrawn: () => void }) {
  const { source, sources, pictures } = drawing;
  const languages = source.site.languages;
  const { lang } = splitLanguage(address.split(/[?#]/)[0], languages);
  // Drawn in the browser as React draws it: a text not yet translated shows in the first language, unmarked.
  const model: SiteModel = useMemo(() => stripMarks(localize(source, lang)), [source, lang]);
  const basename = lang === languages[0] ? '/' : `/${lang}`;
  const router = useMemo(() => createMemoryRouter(buildRoutes(model), { initialEntries: [address], basename }), [model, address, basename]);
  useEffect(() => onDrawn(), [onDrawn]);
  useEffect(() => {
    // A link of the page followed inside the frame: the same drawing at that address (others stay put).
    const follow = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest('a[href]');
      if (e.defaultPrevented || !(link instanceof HTMLAnchorElement)) return;
      e.preventDefault();
      const to = new URL(link.href);
      // A page in this drawing's language (its links carry the /sw/ of the address); the language switch stays put.
      const inside =
        basename === '/'
          ? splitLanguage(to.pathname, languages).lang === lang
          : to.pathname.startsWith(`${basename}/`) || to.pathname === basename;
      if (to.origin === location.origin && inside)
        void router.navigate((basename === '/' ? to.pathname : to.pathname.slice(basename.length) || '/') + to.search + to.hash);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [router, basename, lang, languages]);
  const id = router.state.matches.at(-1)?.route.id;
  const index = model.routes.findIndex((r) => r.path === id);
  return (
    <PictureAddress value={pictures}>
      <BlockSources value={sources[index] ?? null}>
        <App model={model}>
          <RouterProvider router={router} />
        </App>
      </BlockSources>
    </PictureAddress>
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);

// The count-ups count as on the site (its few lines of plain script, src/islands/countUp.ts),
// each list once, whenever a drawing or a link followed in the frame brings new ones.
const counted = new WeakSet<Element>();
new MutationObserver(() => {
  const lists = [...document.querySelectorAll<HTMLElement>('[data-count-up=""]')].filter((l) => !counted.has(l));
  for (const l of lists) counted.add(l);
  if (lists.length) countUp(lists);
}).observe(document.body, { childList: true, subtree: true });
let latest = 0;
let last: Drawing | undefined;

const tell = (message: PreviewMessage) => parent.postMessage(message, location.origin);

async function draw({ seq, site, address }: Extract<PreviewMessage, { kind: 'preview:draw' }>) {
  // The panel numbers its drawings: one that comes after a newer one is dropped.
  if (seq < latest) return;
  latest = seq;
  const unpublished = site.unpublished ?? {};
  const pub = publicFiles(site.public, unpublished);
  const files = overlay(pub, new Map(Object.entries(site.texts)));
  const pictures = pictureSizes(pub);
  const [result] = await Promise.all([loadWorkspace({ files, pictures, blockLines: true }).catch(() => undefined), everyBlock]);
  if (seq !== latest) return;
  if (result?.ok && result.source) {
    last = {
      source: result.model,
      sources: blockSourcesOf(result.source, result.model.routes.length),
      pictures: pictureAddress(unpublished),
    };
  }
  if (!last) {
    root.render(
      <p style={{ padding: 16, fontFamily: 'sans-serif' }}>
        The page shows here once the files have no errors (the Problems tab says where).
      </p>,
    );
    tell({ kind: 'preview:drawn', seq });
    return;
  }
  root.render(<Drawn drawing={last} address={address} onDrawn={() => tell({ kind: 'preview:drawn', seq })} />);
}

window.addEventListener('message', (e: MessageEvent<unknown>) => {
  if (e.origin !== location.origin || e.source !== parent || !isPreviewMessage(e.data) || e.data.kind !== 'preview:draw') return;
  void draw(e.data);
});
document.documentElement.classList.add('js');
tell({ kind: 'preview:ready' });
