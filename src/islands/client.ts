import '../ui/styles';
import { changedField } from './changedField';
import type { IslandModule } from './hydrate';
import type { Press } from './press';
import { WAKE } from './wake';

/**
 * The page's only entry, and all the code a page fetches while it is read: it decides when each
 * island (see island.tsx) loads its code and hydrates, and loads React only then
 * (src/islands/hydrate.tsx). Reading costs no island code: scrolling, resizing and jumping to an
 * anchor start nothing.
 *
 * - `load`: with the page (the dev server's block inspector).
 * - `interaction` (every other): when the visitor turns to it: a mouse pressed or a finger lifted
 *   on it (a finger put down may be a scroll), the focus or a key inside it, a form in it sent
 *   (also when that happened before this code ran, so a footer form filled early is never left
 *   waiting).
 *
 * A press on an island that is not live yet (a tap's click follows its touch at once, so its code
 * has not come; or the press came before this code did) is caught by the page's first script
 * (src/islands/press.ts) and held here, not given to the page as drawn: the island is marked busy while its code
 * comes, then the same press is given to it (the dialog opens, the option is chosen), as a press
 * after the code would be. A link whose island's code has not come within HOLD_MS, or could not
 * come, is followed as drawn. A form sent early is React's to hold (its form actions queue it).
 * Until then the island is the page as drawn: links, forms and popovers work without it.
 *
 * Count-ups (`data-count-up`) need no island: a few lines of plain script (countUp.ts), loaded
 * only by a page that has one.
 *
 * A failed import is tried once more; then the island stays as drawn and the console names it.
 */
const modules = {
  // The dev server's block inspector is made of islands too; the build leaves them out.
  ...import.meta.glob<IslandModule>(['../**/*.island.tsx', '!../dev/**']),
  ...(import.meta.env.DEV ? import.meta.glob<IslandModule>('../dev/*.island.tsx') : {}),
};

const started = new WeakMap<HTMLElement, Promise<void>>();

async function attempt(el: HTMLElement, name: string): Promise<void> {
  const key = `../${name}.island.tsx`;
  if (!Object.hasOwn(modules, key)) throw new Error(`no island module src/${name}.island.tsx`);
  const [{ hydrate }, island] = await Promise.all([import('./hydrate'), modules[key]()]);
  await hydrate(el, island, name);
}

/** Loads the island's code and hydrates it; resolves once it is live or has given up. */
function start(el: HTMLElement): Promise<void> {
  const going = started.get(el);
  if (going) return going;
  const name = el.dataset.island ?? '';
  const live = attempt(el, name)
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
  started.set(el, live);
  return live;
}

const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-island]') : null);

// The visitor's turn starts an island: a mouse or pen pressed on it, a finger lifted from it (a
// finger put down may be starting a scroll: a scroll cancels the pointer instead of lifting it),
// a click, the focus or a key inside it, a form in it sent; or code that acts on it (wake.ts).
const turn = (e: Event) => {
  const el = islandOf(e.target);
  if (el) void start(el);
};
const byHand = (touch: boolean) => (e: PointerEvent) => {
  if ((e.pointerType === 'touch') === touch) turn(e);
};
document.addEventListener('pointerdown', byHand(false), { capture: true, passive: true });
document.addEventListener('pointerup', byHand(true), { capture: true, passive: true });
for (const type of ['click', 'focusin', 'keydown', 'submit', WAKE]) document.addEventListener(type, turn, { capture: true, passive: true });

/** How long a press on a link waits for its island's code before the link is followed as drawn. */
const HOLD_MS = 4000;
/** Presses held on their island (a second one on the same control while it waits is the same press). */
const held = new WeakSet<Element>();

/** The child positions from `root` down to `el`, to find the same element once React has hydrated. */
const pathTo = (root: Element, el: Element): number[] => {
  const path: number[] = [];
  for (let at: Element | null = el; at && at !== root; at = at.parentElement)
    path.unshift([...(at.parentElement?.children ?? [])].indexOf(at));
  return path;
};
const follow = (root: Element, path: number[]): Element | undefined => path.reduce<Element | undefined>((at, i) => at?.children[i], root);

/**
 * Holds a press caught by the page's first script (src/islands/press.ts) while its island's code
 * comes, then gives it to the island (the same element clicked again, now answered by React); a
 * link whose code is late (HOLD_MS from the press) or cannot come is followed as drawn, once.
 */
function hold({ control, at }: Press) {
  const el = control.closest<HTMLElement>('[data-island]');
  if (!el || held.has(control)) return;
  held.add(control);
  const path = pathTo(el, control);
  el.dataset.held = String(Number(el.dataset.held ?? 0) + 1);
  el.setAttribute('aria-busy', 'true');
  // A link has a way of its own, as drawn: taken when the code is late. A plain button waits.
  const ownWay = control.matches('a[href], summary');
  let given = false;
  const give = () => {
    if (given) return;
    given = true;
    held.delete(control);
    const left = Number(el.dataset.held) - 1;
    if (left > 0) el.dataset.held = String(left);
    else {
      delete el.dataset.held;
      el.removeAttribute('aria-busy');
    }
    if (el.dataset.live !== undefined) {
      const now = control.isConnected ? control : follow(el, path);
      if (now instanceof HTMLElement) now.click();
    } else if (ownWay) {
      window.__passing = control;
      try {
        control.click();
      } finally {
        window.__passing = null;
      }
    }
  };
  void start(el).then(give);
  if (ownWay) setTimeout(give, Math.max(0, HOLD_MS - (Date.now() - at)));
}
// The presses caught before this code ran, then each as it comes.
const presses = (window.__presses ??= []);
window.__hold = () => {
  for (let p = presses.shift(); p; p = presses.shift()) hold(p);
};
window.__hold();

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

const waiting: Promise<void>[] = [];

// An address with a search (`?q=`, a shared search) is drawn unfiltered by the static host:
// the lists with a search box start with the page, so they show it filtered at once.
const searched = new URLSearchParams(window.location.search).has('q');
const withPage = (el: HTMLElement) => el.dataset.when === 'load' || (searched && el.querySelector('form[role="search"]') !== null);
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
for (const el of islands) if (withPage(el)) waiting.push(start(el));

/*
 * What the visitor did before this code ran (on a slow phone the page is usable for a second
 * or more before it), which none of the listeners above saw: the focus inside an island, or a
 * field typed in or chosen (a form sent that early, which React's inline script holds for the
 * island, has them). Those islands start now: nothing else would start a footer form that was
 * never touched since.
 */
for (const el of islands) {
  if (el.contains(document.activeElement) || [...el.querySelectorAll('input, textarea, select')].some(changedField)) void start(el);
}

// Count-ups: a few lines of plain script, fetched only by a page that has one. Should it not
// come, the numbers show as drawn.
const counters = [...document.querySelectorAll<HTMLElement>('[data-count-up]')];
if (counters.length) {
  import('./countUp')
    .catch(() => import('./countUp'))
    .then(
      ({ countUp }) => countUp(counters),
      () => counters.forEach((c) => (c.dataset.countUp = 'still')),
    );
}

/** A sign for tests and tools: every island that starts with the page is live. */
void Promise.all(waiting).then(() => (document.documentElement.dataset.hydrated = 'true'));
