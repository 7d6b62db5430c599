import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import {
  Alert,
  Box,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CategoryTree } from '@/components/category-tree/CategoryTree';
import { usePageTitle } from '@/components/layout/use-page-title';
import { ProductCard } from '@/components/product-card/ProductCard';
import { findCategoryByParam } from './category-param';
import { useCategoryTree, useMarketplaceGoods } from './use-catalog';

const SORTS = {
  'name:asc': 'По названию',
  'price:asc': 'Сначала дешевле',
  'price:desc': 'Сначала дороже',
  'created_at:desc': 'Сначала новые',
} as const;
type Sort = keyof typeof SORTS;

export default function CategoryPage() {
  const param = useParams().category;
  const tree = useCategoryTree();
  const category = tree.data ? findCategoryByParam(tree.data, param) : null;
  const categoryId = category?.id ?? null;
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [sort, setSort] = useState<Sort>('name:asc');
  const [priceFrom, setPriceFrom] = useState('');
  const [priceTo, setPriceTo] = useState('');
  const [field, direction] = sort.split(':');
  const goods = useMarketplaceGoods(
    {
      global_categories_ids: categoryId,
      order_field: field,
      order_by: direction,
      price_ge: priceFrom || undefined,
      price_le: priceTo || undefined,
      limit: 60,
    },
    categoryId !== null,
  );
  const unknown = tree.isSuccess && category === null;
  usePageTitle(category?.name ?? 'Каталог');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
      <Paper variant="outlined" sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
        {tree.data && <CategoryTree nodes={tree.data} selectedId={categoryId ?? 0} />}
      </Paper>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {category?.name ?? 'Каталог'}
        </Typography>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
          <TextField
            select
            size="small"
            label="Сортировка"
            value={sort}
            onChange={(e) => setSort(e.target.value as Sort)}
            sx={{ minWidth: 200 }}
          >
            {Object.entries(SORTS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label="Цена от, ₽"
            value={priceFrom}
            onChange={(e) => setPriceFrom(e.target.value)}
            sx={{ width: 140 }}
          />
          <TextField
            size="small"
            type="number"
            label="Цена до, ₽"
            value={priceTo}
            onChange={(e) => setPriceTo(e.target.value)}
            sx={{ width: 140 }}
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={layout}
            onChange={(_, value) => value && setLayout(value)}
          >
            <ToggleButton value="grid" aria-label="Плиткой">
              <GridView />
            </ToggleButton>
            <ToggleButton value="list" aria-label="Списком">
              <ViewList />
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {unknown && (
          <Alert severity="warning">Такой категории нет в каталоге. Выберите категорию в списке слева</Alert>
        )}
        {goods.isError && <Alert severity="error">{goods.error.message}</Alert>}
        {!unknown && goods.isPending && <Skeleton variant="rounded" height={240} />}
        {goods.data?.items.length === 0 && (
          <Alert severity="info">В этой категории нет товаров с такими условиями</Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: layout === 'grid' ? 'repeat(auto-fill, minmax(220px, 1fr))' : '1fr',
          }}
        >
          {goods.data?.items.map((good) => (
            <ProductCard key={good.id} good={good} layout={layout} />
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
