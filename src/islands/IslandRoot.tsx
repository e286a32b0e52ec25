import { useEffect, type ReactNode } from 'react';
import { BlockBoundary } from '../ui/BlockBoundary';
import type { SiteFacts } from '../ui/facts';
import { Providers } from '../ui/Providers';

/** Calls `then` once the root has committed (its children's effects ran first). */
function Live({ then }: { then?: () => void }) {
  useEffect(() => then?.(), [then]);
  return null;
}

/** The tree around one island, the same in the prerender and in the browser. */
export function IslandRoot({
  name,
  facts,
  onLive,
  children,
}: {
  name: string;
  facts: SiteFacts;
  onLive?: () => void;
  children: ReactNode;
}) {
  return (
    <Providers facts={facts}>
      <BlockBoundary type={name} index={0}>
        {children}
      </BlockBoundary>
      <Live then={onLive} />
    </Providers>
  );
}
