import { Alert, AlertTitle, Button, Snackbar, Stack } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { notificationProvider, notificationStore, type ShownNotification } from './store';

const AUTO_HIDE_MS = 5000;

function NotificationItem({ notification }: { notification: ShownNotification }) {
  const { key, type, message, description, cancelMutation, undoableTimeout } = notification;
  const close = () => notificationProvider.close(key);
  const hideAfter =
    type === 'progress' ? (undoableTimeout ?? 5) * 1000 : type === 'error' ? null : AUTO_HIDE_MS;
  useEffect(() => {
    if (hideAfter === null) return;
    const timer = setTimeout(() => notificationProvider.close(key), hideAfter);
    return () => clearTimeout(timer);
  }, [key, hideAfter]);
  const undo = cancelMutation && (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        cancelMutation();
        close();
      }}
    >
      Отменить
    </Button>
  );
  return (
    <Alert
      severity={type === 'progress' ? 'info' : type}
      variant="filled"
      onClose={close}
      action={undo}
      role={type === 'error' ? 'alert' : 'status'}
      sx={{ minWidth: 280, maxWidth: 480 }}
    >
      {description ? <AlertTitle>{message}</AlertTitle> : message}
      {description}
    </Alert>
  );
}

/** Shows Refine's notifications in the bottom-left corner; errors stay until closed. */
export function Notifications() {
  const shown = useSyncExternalStore(notificationStore.subscribe, notificationStore.snapshot);
  return (
    <Snackbar open={shown.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Stack spacing={1}>
        {shown.map((notification) => (
          <NotificationItem key={notification.key} notification={notification} />
        ))}
      </Stack>
    </Snackbar>
  );
}
