export { Notifications } from '@mantine/notifications';
