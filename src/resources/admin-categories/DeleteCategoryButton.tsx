import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import type { CategoryTreeApi } from './use-category-tree';

/** Asks before deleting; the server answers «Категория используется» while it has children or goods. */
export function DeleteCategoryButton({ id, name, api }: { id: number; name: string; api: CategoryTreeApi }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Удалить">
        <IconButton size="small" aria-label={`Удалить «${name}»`} onClick={() => setOpen(true)}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title={<>Удалить категорию «{name}»?</>}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Отмена</Button>
            <Button
              color="error"
              variant="contained"
              onClick={async () => {
                setOpen(false);
                await api.remove(id);
              }}
            >
              Удалить
            </Button>
          </>
        }
      >
        Категорию с подкатегориями или товарами удалить нельзя.
      </DialogFrame>
    </>
  );
}
