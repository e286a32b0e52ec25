import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BlockBoundary } from '../ui/BlockBoundary';
import type { SiteFacts } from '../ui/facts';
import { FallbackTexts } from '../ui/facts';

/** Calls `then` once the root has committed (its children's effects ran first). */
function Live({ then }: { then?: () => void }) {
  useEffect(() => then?.(), [then]);
  return null;
}

/** The providers around an island: Mantine's (src/ui/Providers.tsx) or React's alone (hydrate.tsx). */
export type IslandFrame = ComponentType<{ facts: SiteFacts; children: ReactNode }>;

/**
 * The tree around one island, the same in the prerender and in the browser. `Frame` gives the
 * providers: Mantine's in the prerender and for an island marked `data-mantine`, React's alone
 * for the others in the browser. Neither draws an element, so the HTML is the same.
 */
export function IslandRoot({
  name,
  facts,
  Frame,
  onLive,
  fallbacks,
  children,
}: {
  name: string;
  facts: SiteFacts;
  Frame: IslandFrame;
  onLive?: () => void;
  /** Its texts shown in the site's first language (`useSaid`, src/ui/facts.tsx). */
  fallbacks?: readonly string[];
  children: ReactNode;
}) {
  const said = new Set([...(facts.fallbacks ?? []), ...(fallbacks ?? [])]);
  return (
    <Frame facts={facts}>
      <FallbackTexts value={said}>
        <BlockBoundary type={name} index={0}>
          {children}
        </BlockBoundary>
      </FallbackTexts>
      <Live then={onLive} />
    </Frame>
  );
}
