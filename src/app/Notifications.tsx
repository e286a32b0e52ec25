import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
