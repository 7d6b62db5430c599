import Add from '@mui/icons-material/Add';
import { Alert, Button, CircularProgress, List, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { usePageTitle } from '@/components/layout/use-page-title';
import { CategoryNameDialog, type NameDialogState } from './CategoryNameDialog';
import { CategoryTreeItem } from './CategoryTreeItem';
import { useCategoryTree } from './use-category-tree';

/** /admin/categories: the global category tree with create, rename, delete, menu flag and drag and drop. */
export default function CategoriesPage() {
  usePageTitle('Управление категориями');
  const api = useCategoryTree();
  const [dialog, setDialog] = useState<NameDialogState | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <Typography variant="h4" component="h1">
          Управление категориями
        </Typography>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setDialog({ mode: 'create', parentId: null })}
        >
          Добавить категорию
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Перетащите категорию выше или ниже другой, чтобы изменить порядок. Переключатель «В меню» показывает
        категорию в главной навигации маркетплейса.
      </Typography>
      {api.tree.isLoading && <CircularProgress />}
      {api.tree.isError && <Alert severity="error">Не удалось загрузить категории</Alert>}
      {api.tree.data && (
        <Paper variant="outlined">
          <List dense disablePadding aria-label="Дерево категорий">
            {api.tree.data.map((node) => (
              <CategoryTreeItem
                key={node.id}
                node={node}
                level={0}
                api={api}
                dragged={dragged}
                onDragChange={setDragged}
                onDialog={setDialog}
              />
            ))}
          </List>
        </Paper>
      )}
      {dialog && <CategoryNameDialog state={dialog} api={api} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
