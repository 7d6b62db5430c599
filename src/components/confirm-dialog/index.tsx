import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';

export interface ConfirmRequest {
  title: string;
  /** What will happen, in words the user cares about (what cannot be undone). */
  text: ReactNode;
  /** The confirming button, named as the action («Провести», «Удалить»). */
  action: string;
  color?: 'primary' | 'error' | 'success';
}

/**
 * A question before an irreversible action: `await confirm({...})` is true when the user agreed.
 * Render `dialog` once in the component that asks.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((agreed: boolean) => void) | null>(null);
  const titleId = useId();

  const confirm = useCallback((next: ConfirmRequest) => {
    resolver.current?.(false);
    setRequest(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (agreed: boolean) => {
    resolver.current?.(agreed);
    resolver.current = null;
    setOpen(false);
  };

  // Mounted from the first question on (a closed Dialog still costs its render: a list of order
  // cards has one per card, issue 27), and kept for its closing transition.
  const dialog = request && (
    <Dialog open={open} onClose={() => answer(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{request?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>Не сейчас</Button>
        <Button
          variant="contained"
          color={request?.color ?? 'primary'}
          onClick={() => answer(true)}
          autoFocus
        >
          {request?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { confirm, dialog };
}
