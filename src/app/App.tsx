import '../ui/styles';
import { MantineProvider } from '@mantine/core';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { markHydrated } from './deferred';
import { NotificationsHost } from '../ui/notify';
import type { SiteModel } from '../schema/model';
import { SiteContext } from '../ui/SiteContext';
import { COLOR_SCHEME, cssVariablesResolver, theme } from '../ui/theme';

/** The providers around every page, the same in the prerender and in the browser. */
export function App({ model, children }: { model: SiteModel; children: ReactNode }) {
  // Runs once the root has hydrated (after its children's effects).
  useEffect(markHydrated, []);
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme={COLOR_SCHEME} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsHost />
        <SiteContext.Provider value={model}>{children}</SiteContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
}
