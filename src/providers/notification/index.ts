// The snackbars themselves (Notifications.tsx) are lazy-loaded by the shell (src/App.tsx).
export { notificationProvider, notify } from './store';
