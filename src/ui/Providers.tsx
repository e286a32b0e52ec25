import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FactsContext, type SiteFacts } from './facts';
import { COLOR_SCHEME, cssVariablesResolver, theme } from './theme';

/**
 * Mantine and the site's facts around a React root that is not the page (an island, the
 * dialog, the notifications). The page's own provider already wrote Mantine's CSS variables
 * and global classes, so these add neither.
 */
export function Providers({ facts, children }: { facts?: SiteFacts; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        defaultColorScheme={COLOR_SCHEME}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        {facts ? <FactsContext.Provider value={facts}>{children}</FactsContext.Provider> : children}
      </MantineProvider>
    </StrictMode>
  );
}

/**
 * A root of its own, made the first time it is needed (the dialog, the notifications), and
 * drawn at once (flushSync): when the promise settles, the root is mounted and its effects
 * have run, so what it subscribes to is heard from then on.
 */
export function lazyRoot(make: () => Promise<(container: HTMLElement) => void>): () => Promise<void> {
  let made: Promise<void> | undefined;
  return () =>
    (made ??= make().then((mount) => {
      const container = document.createElement('div');
      document.body.appendChild(container);
      flushSync(() => mount(container));
    }));
}
