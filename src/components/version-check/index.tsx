import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { listenForPreloadErrors } from './chunk-reload';
import { announceWithoutDialog, pollVersion } from './version-poller';

/**
 * The new-version dialog (spec 000 §8): cannot be dismissed; «Обновить» reloads. Also reloads
 * once on a failed chunk preload.
 */
export function VersionCheck() {
  const [open, setOpen] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const stopPolling = pollVersion(() => (mounted.current ? setOpen(true) : announceWithoutDialog()));
    const stopListening = listenForPreloadErrors();
    return () => {
      mounted.current = false;
      stopPolling();
      stopListening();
    };
  }, []);
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      aria-labelledby="new-version-title"
      aria-describedby="new-version-text"
    >
      <DialogTitle id="new-version-title">Обновление</DialogTitle>
      <DialogContent>
        <DialogContentText id="new-version-text">Доступна новая версия приложения.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
          Обновить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
