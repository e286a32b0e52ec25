import type { NotificationData } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { onDemand } from '../app/deferred';

const Notifications = onDemand('src/ui/Notifications.tsx', () => import('./Notifications').then((m) => m.Notifications));

let showHost: (() => void) | undefined;

/** Where notifications appear; its code loads with the first notification. */
export function NotificationsHost() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    showHost = () => setShown(true);
    return () => {
      showHost = undefined;
    };
  }, []);
  return shown ? <Notifications position="bottom-right" /> : null;
}

/** Shows a notification at the bottom right (loading the notifications code the first time). */
export async function notify(data: NotificationData): Promise<void> {
  showHost?.();
  const { notifications } = await import('@mantine/notifications');
  notifications.show(data);
}
