/** What /admin loads once signed in: the panel, and the notifications it shows (the sign-in screen needs neither). */
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { App } from '../app/App.tsx';

export default function Panel({ account }: { account: ReactNode }) {
  return (
    <>
      <Notifications position="bottom-right" />
      <App account={account} />
    </>
  );
}
