import type { NotificationData } from '@mantine/notifications';
import { createRoot } from 'react-dom/client';
import { lazyRoot, Providers } from './Providers';

/** The one place notifications appear: a root of its own, made with the first notification. */
const host = lazyRoot(async () => {
  const { Notifications } = await import('./Notifications');
  return (container) =>
    createRoot(container).render(
      <Providers>
        <Notifications position="bottom-right" />
      </Providers>,
    );
});

/** Shows a notification at the bottom right (loading the notifications code the first time). */
export async function notify(data: NotificationData): Promise<void> {
  await host();
  const { notifications } = await import('@mantine/notifications');
  notifications.show(data);
}
