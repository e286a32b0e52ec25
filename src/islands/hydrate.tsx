import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FactsContext, type SiteFacts } from '../ui/facts';
import { IslandRoot, type IslandFrame } from './IslandRoot';

/** An island's module (src/<name>.island.tsx): its default export is the component. */
export type IslandModule = { default: ComponentType<Record<string, unknown>> };

let facts: SiteFacts | undefined;

/** React and the site's facts only: an island that draws no Mantine component needs no more. */
function Bare({ facts, children }: { facts: SiteFacts; children: ReactNode }) {
  return (
    <StrictMode>
      <FactsContext.Provider value={facts}>{children}</FactsContext.Provider>
    </StrictMode>
  );
}

/**
 * Hydrates one island as a React root of its own, with the props the page holds, inside the
 * same providers the prerender drew it in: Mantine's when it is marked `data-mantine` (its code
 * is loaded only then), else React alone. Resolves once the root has committed.
 */
export async function hydrate(el: HTMLElement, { default: Component }: IslandModule, name: string): Promise<void> {
  facts ??= JSON.parse(document.getElementById('site-facts')?.textContent ?? 'null') as SiteFacts;
  const Frame: IslandFrame = el.dataset.mantine === undefined ? Bare : (await import('../ui/Providers')).Providers;
  const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  const fallbacks = JSON.parse(el.dataset.fallbacks ?? '[]') as string[];
  // As a transition: the hydration yields to the browser (and to a press) instead of holding
  // the main thread for a whole form or list.
  await new Promise<void>((live) =>
    startTransition(() => {
      hydrateRoot(
        el,
        <IslandRoot name={name} facts={facts as SiteFacts} Frame={Frame} onLive={live} fallbacks={fallbacks}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: el.dataset.prefix },
      );
    }),
  );
}
