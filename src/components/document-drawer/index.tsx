import type { GoodCategory } from '@contract/good-categories';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Drawer,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { http } from '@/providers/http';

interface Props {
  open: boolean;
  organizationId: number;
  busy?: boolean;
  onClose(): void;
  /** A whole category with its sub-categories. */
  onPickCategory(category: GoodCategory): void;
  onPickAll(): void;
}

/**
 * Side drawer of a document for adding goods by category: walk the organization's category tree
 * with breadcrumbs, then add the current category (with its children) or all goods at once.
 */
export function DocumentDrawer({ open, organizationId, busy, onClose, onPickCategory, onPickAll }: Props) {
  const [path, setPath] = useState<GoodCategory[]>([]);
  const categories = useQuery({
    queryKey: ['good_categories', organizationId],
    queryFn: () =>
      http.get<{ items: GoodCategory[] }>('/v1/good_categories/', { organization_id: organizationId }),
    enabled: open,
  });
  const current = path.at(-1) ?? null;
  const children = useMemo(
    () => (categories.data?.items ?? []).filter((c) => c.parent_id === (current?.id ?? null)),
    [categories.data, current],
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{ sx: { width: { xs: '100%', sm: 420 } } }}
    >
      <Stack spacing={2} sx={{ p: 2 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography variant="h6" component="h2">
            Добавить товары
          </Typography>
          <IconButton aria-label="Закрыть" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        <Breadcrumbs separator={<ChevronRight fontSize="small" />} aria-label="Путь по категориям">
          <Link component="button" underline="hover" onClick={() => setPath([])}>
            Все категории
          </Link>
          {path.map((category, index) =>
            index === path.length - 1 ? (
              <Typography key={category.id} color="text.primary">
                {category.name}
              </Typography>
            ) : (
              <Link
                key={category.id}
                component="button"
                underline="hover"
                onClick={() => setPath(path.slice(0, index + 1))}
              >
                {category.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {categories.isError && <Alert severity="error">Не удалось загрузить категории</Alert>}
        {current ? (
          <Button variant="contained" disabled={busy} onClick={() => onPickCategory(current)}>
            Добавить категорию «{current.name}» целиком
          </Button>
        ) : (
          <Button variant="contained" disabled={busy} onClick={onPickAll}>
            Добавить все товары организации
          </Button>
        )}
        <Box>
          {children.length === 0 && categories.isSuccess && (
            <Typography color="text.secondary">
              {current ? 'Подкатегорий нет' : 'Категорий пока нет'}
            </Typography>
          )}
          <List dense aria-label="Категории">
            {children.map((category) => (
              <ListItemButton key={category.id} onClick={() => setPath([...path, category])}>
                <ListItemText
                  primary={category.name}
                  secondary={`Товаров: ${category.goods_count}${category.children_count ? `, подкатегорий: ${category.children_count}` : ''}`}
                />
                <ChevronRight fontSize="small" />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Stack>
    </Drawer>
  );
}
