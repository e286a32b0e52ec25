import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import model from 'virtual:site-model';
import { buildRoutes } from './routes';
import { SiteContext } from './SiteContext';
import { cssVariablesResolver, theme } from './theme';

const router = createBrowserRouter(buildRoutes(model));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="bottom-right" />
      <SiteContext.Provider value={model}>
        <RouterProvider router={router} />
      </SiteContext.Provider>
    </MantineProvider>
  </StrictMode>,
);
