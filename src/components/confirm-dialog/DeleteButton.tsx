import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Button, type SxProps } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { useAction } from '@/components/form-dialog/use-action';

interface DeleteButtonProps {
  /** The question, naming what goes («Удалить расход № 5?»). */
  question: string;
  /** What is lost for good, in the user's words. */
  consequence: ReactNode;
  onDelete: () => Promise<void>;
  /** Shown when the API gives no reason of its own. */
  failure: string;
  sx?: SxProps;
}

/**
 * «Удалить» that asks first; the dialog stays open with the API's reason when the delete fails.
 */
export function DeleteButton({ question, consequence, onDelete, failure, sx }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useAction(failure);
  const confirm = async () => {
    if (await run(onDelete)) setOpen(false);
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteOutline />} onClick={() => setOpen(true)} sx={sx}>
        Удалить
      </Button>
      <DialogFrame
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={question}
        actions={
          <>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              Не сейчас
            </Button>
            <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
              Удалить
            </Button>
          </>
        }
      >
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {consequence}
      </DialogFrame>
    </>
  );
}
