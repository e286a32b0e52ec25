import '../ui/styles';
import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import type { SiteModel } from '../schema/model';
import { FactsContext } from '../ui/facts';
import { factsOf } from '../ui/factsOf';
import { SiteContext } from '../ui/SiteContext';
import { COLOR_SCHEME, cssVariablesResolver, theme } from '../ui/theme';

/** The providers around every prerendered page (the islands have their own: see src/islands). */
export function App({ model, children }: { model: SiteModel; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme={COLOR_SCHEME} cssVariablesResolver={cssVariablesResolver}>
        <SiteContext.Provider value={model}>
          <FactsContext.Provider value={factsOf(model, true)}>{children}</FactsContext.Provider>
        </SiteContext.Provider>
      </MantineProvider>
    </StrictMode>
  );
}
