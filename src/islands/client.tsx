import '../ui/styles';
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteFacts } from '../ui/facts';
import { IslandRoot } from './IslandRoot';

/**
 * The browser's entry: hydrates each island of the page (see island.tsx) as its own root,
 * with the props the page holds. `load` islands start at once; `visible` ones when they come
 * within 600 px of the screen. React itself handles a press on a part still hydrating and
 * replays a form sent before its code came (its inline script queues the submit).
 */
type IslandModule = { default: ComponentType<Record<string, unknown>> };
// The dev server's block inspector is made of islands too; the build leaves them out.
const modules = {
  ...import.meta.glob<IslandModule>(['../**/*.island.tsx', '!../dev/**']),
  ...(import.meta.env.DEV ? import.meta.glob<IslandModule>('../dev/*.island.tsx') : {}),
};
const facts = JSON.parse(document.getElementById('site-facts')?.textContent ?? 'null') as SiteFacts;

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const key = `../${name}.island.tsx`;
  if (!Object.hasOwn(modules, key)) throw new Error(`No island module src/${name}.island.tsx`);
  const { default: Component } = await modules[key]();
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  // As a transition: the hydration yields to the browser (and to a press) instead of holding
  // the main thread for a whole form or list.
  await new Promise<void>((live) =>
    startTransition(() => {
      hydrateRoot(
        el,
        <IslandRoot name={name} facts={facts} onLive={live}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: el.dataset.prefix },
      );
    }),
  );
  el.dataset.live = '';
}

const started = new WeakSet<Element>();
const near = new IntersectionObserver(
  (entries) => {
    for (const e of entries) {
      const el = e.target.closest<HTMLElement>('[data-island]');
      if (!e.isIntersecting || !el || started.has(el)) continue;
      started.add(el);
      for (const child of el.children) near.unobserve(child);
      void hydrate(el);
    }
  },
  { rootMargin: '600px' },
);

const atOnce: Promise<void>[] = [];
// An address with a search (`?q=`, a shared search) is drawn unfiltered by the static host:
// the lists with a search box start with the page, so they show it filtered without a scroll.
const searched = new URLSearchParams(window.location.search).has('q');
for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
  if (el.dataset.when !== 'visible' || (searched && el.querySelector('form[role="search"]'))) atOnce.push(hydrate(el));
  // The island's own box is `display: contents` (no box to intersect): its children are watched.
  else for (const child of el.children) near.observe(child);
}
// A sign for tests and tools: every island that starts with the page is live.
void Promise.all(atOnce).then(() => (document.documentElement.dataset.hydrated = 'true'));
