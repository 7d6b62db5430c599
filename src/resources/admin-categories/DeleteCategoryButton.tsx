import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
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
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Удалить категорию «{name}»?</DialogTitle>
        <DialogContent>Категорию с подкатегориями или товарами удалить нельзя.</DialogContent>
        <DialogActions>
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
        </DialogActions>
      </Dialog>
    </>
  );
}
