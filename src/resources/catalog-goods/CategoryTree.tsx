import type { GoodCategory } from '@contract/good-categories';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';
import { CategoryNameDialog } from './CategoryNameDialog';
import { flattenTree, useCategories, useRefreshCategories } from './use-catalog-data';

interface Props {
  organizationId: number;
  selected: number | null;
  onSelect: (id: number | null) => void;
  canEdit: boolean;
}

/** «1 товар», «3 товара», «25 товаров». */
export function goodsCountLabel(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11
      ? 'товар'
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? 'товара'
        : 'товаров';
  return `${n} ${word}`;
}

type Editing = { mode: 'create'; parent: GoodCategory | null } | { mode: 'rename'; category: GoodCategory };

/** Sidebar «Категории»: the tree; selecting a category filters the goods (with its subcategories). */
export function CategoryTree({ organizationId, selected, onSelect, canEdit }: Props) {
  const { data: categories = [] } = useCategories(organizationId);
  const refresh = useRefreshCategories(organizationId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const query = { organization_id: organizationId };

  const save = async (name: string) => {
    if (!editing) return;
    if (editing.mode === 'create') {
      await http.post('/v1/good_categories/', { name, parent_id: editing.parent?.id ?? null }, query);
      notify(`Категория «${name}» создана`);
    } else {
      await http.put(`/v1/good_categories/${editing.category.id}`, { name }, query);
      notify('Категория переименована');
    }
    await refresh();
  };

  const remove = async (category: GoodCategory) => {
    if (!window.confirm(`Удалить категорию «${category.name}»?`)) return;
    try {
      await http.delete(`/v1/good_categories/${category.id}`);
      if (selected === category.id) onSelect(null);
      notify('Категория удалена');
      await refresh();
    } catch (error) {
      notify(messageOf(error), 'error');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label="Категории">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 1 }}>
        <Typography variant="subtitle1" component="h2">
          Категории
        </Typography>
        {canEdit && (
          <Tooltip title="Новая категория">
            <IconButton
              aria-label="Новая категория"
              onClick={() => setEditing({ mode: 'create', parent: null })}
            >
              <CreateNewFolderOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton selected={selected === null} onClick={() => onSelect(null)}>
            <ListItemText primary="Все товары" />
          </ListItemButton>
        </ListItem>
        {flattenTree(categories).map(({ category, depth }) => (
          <ListItem
            key={category.id}
            disablePadding
            sx={{ '&:hover .category-actions, &:focus-within .category-actions': { visibility: 'visible' } }}
            secondaryAction={
              canEdit && (
                <Box
                  className="category-actions"
                  sx={{ visibility: selected === category.id ? 'visible' : 'hidden' }}
                >
                  <IconButton
                    size="small"
                    aria-label={`Подкатегория в «${category.name}»`}
                    onClick={() => setEditing({ mode: 'create', parent: category })}
                  >
                    <CreateNewFolderOutlined fontSize="inherit" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Переименовать «${category.name}»`}
                    onClick={() => setEditing({ mode: 'rename', category })}
                  >
                    <EditOutlined fontSize="inherit" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Удалить «${category.name}»`}
                    onClick={() => void remove(category)}
                  >
                    <DeleteOutline fontSize="inherit" />
                  </IconButton>
                </Box>
              )
            }
          >
            <ListItemButton
              selected={selected === category.id}
              onClick={() => onSelect(category.id)}
              sx={{ pl: 2 + depth * 2, pr: canEdit ? 13 : 2 }}
            >
              <ListItemText
                primary={category.name}
                secondary={category.goods_count ? goodsCountLabel(category.goods_count) : null}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {editing && (
        <CategoryNameDialog
          title={
            editing.mode === 'rename'
              ? `Переименовать «${editing.category.name}»`
              : editing.parent
                ? `Новая подкатегория в «${editing.parent.name}»`
                : 'Новая категория'
          }
          initial={editing.mode === 'rename' ? editing.category.name : ''}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
