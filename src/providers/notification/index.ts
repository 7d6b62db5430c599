export { Notifications } from './Notifications';
export { notificationProvider, notify } from './store';
