import Delete from '@mui/icons-material/Delete';
import Save from '@mui/icons-material/Save';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/resources/write-off/error-text';
import { categoriesApi } from './api';
import { categoriesKey, useExpenseCategories } from './use-categories';

/** «Категории расходов»: add several at once (one per line), rename, delete (a used one answers 409). */
export function CategoriesDialog({ organizationId, onClose }: { organizationId: number; onClose(): void }) {
  const categories = useExpenseCategories(organizationId);
  const queryClient = useQueryClient();
  const [names, setNames] = useState<Record<number, string>>({});
  const [newNames, setNewNames] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: categoriesKey(organizationId) });
      return true;
    } catch (e) {
      setError(errorText(e, 'Не удалось сохранить категорию'));
      return false;
    }
  };
  const add = async () => {
    const list = newNames
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    if (list.length === 0) return setError('Введите названия категорий, по одному в строке');
    if (await run(() => categoriesApi.bulkCreate(organizationId, list))) setNewNames('');
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Категории расходов</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {categories.data?.length === 0 && (
            <Typography color="text.secondary">Категорий пока нет</Typography>
          )}
          {(categories.data ?? []).map((category) => (
            <Stack key={category.id} direction="row" spacing={1} alignItems="center">
              <TextField
                size="small"
                fullWidth
                label="Категория"
                value={names[category.id] ?? category.name}
                onChange={(e) => setNames({ ...names, [category.id]: e.target.value })}
                helperText={category.used ? `Расходов: ${category.used}` : undefined}
              />
              <IconButton
                aria-label="Сохранить название"
                disabled={(names[category.id] ?? category.name) === category.name}
                onClick={() =>
                  run(() => categoriesApi.rename(category.id, names[category.id] ?? category.name))
                }
              >
                <Save />
              </IconButton>
              <IconButton
                aria-label="Удалить категорию"
                onClick={() => run(() => categoriesApi.remove(category.id))}
              >
                <Delete />
              </IconButton>
            </Stack>
          ))}
          <TextField
            size="small"
            label="Новые категории (по одной в строке)"
            value={newNames}
            onChange={(e) => setNewNames(e.target.value)}
            multiline
            minRows={2}
          />
          <Button variant="outlined" onClick={add} sx={{ alignSelf: 'flex-start' }}>
            Добавить
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
