import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const theme = createTheme({ primaryColor: 'green', primaryShade: 8 });
const root = document.getElementById('editor');
if (root) {
  createRoot(root).render(
    <MantineProvider theme={theme}>
      <Notifications position="bottom-right" />
      <App />
    </MantineProvider>,
  );
}
