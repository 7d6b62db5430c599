import { Dialog, DialogActions, DialogContent, type DialogProps, DialogTitle } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

export type DialogFrameProps = Omit<DialogProps, 'title' | 'open' | 'onSubmit'> & {
  /** Open unless told otherwise: most dialogs are rendered only while open. */
  open?: boolean;
  title: ReactNode;
  /** The buttons under the content. */
  actions: ReactNode;
  /** When given, title, content and buttons are one form (Enter submits, `type="submit"` buttons work). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
};

/**
 * The app's dialog: a title, the content and the buttons; the Dialog's own props pass through
 * (`aria-labelledby` names the title's id).
 */
export function DialogFrame({
  open = true,
  title,
  actions,
  onSubmit,
  children,
  ...dialog
}: DialogFrameProps) {
  const body = (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </>
  );
  return (
    <Dialog open={open} {...dialog}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
