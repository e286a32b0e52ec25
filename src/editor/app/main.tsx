import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { BackendContext } from './backendContext.ts';
import { httpBackend } from './client.ts';
import { resolver, theme } from './theme.ts';

const root = document.getElementById('editor');
if (root) {
  createRoot(root).render(
    <MantineProvider theme={theme} cssVariablesResolver={resolver}>
      <Notifications position="bottom-right" />
      <BackendContext value={httpBackend()}>
        <App />
      </BackendContext>
    </MantineProvider>,
  );
}
