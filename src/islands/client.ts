import '../ui/styles';
import { changedField } from './changedField';
import type { IslandModule } from './hydrate';

/**
 * The page's only entry, and all the code a page fetches before an island starts: it decides
 * when each island (see island.tsx) loads its code and hydrates, and loads React only then
 * (src/islands/hydrate.tsx). A page of text whose only live parts wait for the visitor
 * fetches nothing more.
 *
 * - `load`: with the page.
 * - `visible`: once the page has loaded (its pictures first: the largest paint does not share
 *   the line with code), when the island comes within 600 px of the screen.
 * - `interaction`: when the visitor scrolls while it is that near, or turns to it.
 * - Any island: at once when a pointer comes over it, the focus into it or a form in it is
 *   sent (also when that happened before this code ran), so a tap or a key finds it live as
 *   soon as its code is in. Until then it is the page as drawn: links, forms
 *   (React queues a form sent early and sends it once live) and popovers work without it.
 *
 * A failed import is tried once more; then the island stays as drawn and the console names it.
 */
const modules = {
  // The dev server's block inspector is made of islands too; the build leaves them out.
  ...import.meta.glob<IslandModule>(['../**/*.island.tsx', '!../dev/**']),
  ...(import.meta.env.DEV ? import.meta.glob<IslandModule>('../dev/*.island.tsx') : {}),
};

const started = new WeakSet<HTMLElement>();

async function attempt(el: HTMLElement, name: string): Promise<void> {
  const key = `../${name}.island.tsx`;
  if (!Object.hasOwn(modules, key)) throw new Error(`no island module src/${name}.island.tsx`);
  const [{ hydrate }, island] = await Promise.all([import('./hydrate'), modules[key]()]);
  await hydrate(el, island, name);
}

/** Loads the island's code and hydrates it; resolves once it is live or has given up. */
function start(el: HTMLElement): Promise<void> {
  if (started.has(el)) return Promise.resolve();
  started.add(el);
  const name = el.dataset.island ?? '';
  return attempt(el, name)
    .catch(() => attempt(el, name))
    .then(
      () => void (el.dataset.live = ''),
      (error: unknown) => {
        el.dataset.failed = '';
        console.error(
          `The island "${name}" (src/${name}.island.tsx) could not load its code, even on a second try; ` +
            'it stays as the page drew it (its links and forms work without it).',
          error,
        );
      },
    );
}

// An island's own box is `display: contents` (no box to intersect): its children are watched.
const watch = (observer: IntersectionObserver, el: HTMLElement) => {
  for (const child of el.children) observer.observe(child);
};
const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null);

// A pointer, the focus or a form sent inside any island starts it at once.
for (const type of ['pointerover', 'focusin', 'submit'] as const) {
  document.addEventListener(type, (e) => {
    const el = islandOf(e.target);
    if (el) void start(el);
  });
}

// The language switch (src/shell/LanguageSwitch.tsx) is a plain link to the page as drawn in the
// other language; followed, it leads to the address as it is now (a live filter moves it:
// /products → /products/cutlery), its search and section along (`?q=…#faq`). Its data says what
// this language's addresses start with and the other's (`/sw`, or nothing for the first).
document.addEventListener('click', (e) => {
  const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-keep-place]') : null;
  if (!link) return;
  const from = link.dataset.from ?? '';
  const to = link.dataset.keepPlace ?? '';
  const { pathname } = location;
  const own = from === '' ? pathname : pathname === from || pathname.startsWith(`${from}/`) ? pathname.slice(from.length) || '/' : null;
  // An address this page's language does not know (it never is): the page as drawn.
  if (own === null) return;
  link.href = (to && own === '/' ? `${to}/` : to + own) + location.search + location.hash;
});

/** Islands near the screen (600 px) now, kept up to date. */
const near = new Set<HTMLElement>();
let scrolled = false;
const waiting: Promise<void>[] = [];
let firstRound = true;
const observer = new IntersectionObserver(
  (entries) => {
    for (const e of entries) {
      const el = islandOf(e.target);
      if (!el) continue;
      if (e.isIntersecting) near.add(el);
      else near.delete(el);
      if (e.isIntersecting && (el.dataset.when === 'visible' || scrolled)) {
        const live = start(el);
        if (firstRound) waiting.push(live);
      }
    }
    if (firstRound) {
      firstRound = false;
      markHydrated();
    }
  },
  { rootMargin: '600px' },
);
addEventListener(
  'scroll',
  () => {
    scrolled = true;
    for (const el of near) void start(el);
  },
  { once: true, passive: true },
);

// An address with a search (`?q=`, a shared search) is drawn unfiltered by the static host:
// the lists with a search box start with the page, so they show it filtered without a scroll.
const searched = new URLSearchParams(window.location.search).has('q');
const withPage = (el: HTMLElement) => el.dataset.when === 'load' || (searched && el.querySelector('form[role="search"]') !== null);
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
for (const el of islands) if (withPage(el)) waiting.push(start(el));

/*
 * What the visitor did before this code ran (on a slow phone the page is usable for a second
 * or more before it), which none of the listeners above saw: the focus inside an island, or a
 * field typed in or chosen (a form sent that early, which React's inline script holds for the
 * island, has them). Those islands start now: nothing else would start a footer form that was
 * never scrolled to.
 */
for (const el of islands) {
  if (el.contains(document.activeElement) || [...el.querySelectorAll('input, textarea, select')].some(changedField)) void start(el);
}

/** A sign for tests and tools: every island that starts with the page (or near the first screen once it loaded) is live. */
function markHydrated() {
  void Promise.all(waiting).then(() => (document.documentElement.dataset.hydrated = 'true'));
}

const observeRest = () => {
  const rest = islands.filter((el) => !withPage(el));
  for (const el of rest) watch(observer, el);
  if (!rest.length) markHydrated();
};
if (document.readyState === 'complete') observeRest();
else addEventListener('load', observeRest, { once: true });
