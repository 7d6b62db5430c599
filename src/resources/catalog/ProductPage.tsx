import type { GlobalCategory } from '@contract/global-categories';
import type { MarketplaceGoodDetail } from '@contract/marketplace';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  ButtonBase,
  Divider,
  Link as MuiLink,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { formatMoney } from '@/i18n/format';
import { messageOf } from '@/providers/form-errors';
import { HttpError, http } from '@/providers/http';
import { AddToOrder } from './AddToOrder';

const useGood = (id: number | null) =>
  useQuery({
    queryKey: ['marketplace', 'good', id],
    enabled: id !== null,
    retry: (count, error) => !(error instanceof HttpError && error.statusCode < 500) && count < 2,
    queryFn: () => http.get<MarketplaceGoodDetail>(`/v1/marketplace/goods/${id}`),
  });

const useCategoryPath = (categoryId: number | null) =>
  useQuery({
    queryKey: ['marketplace', 'category-path', categoryId],
    enabled: categoryId !== null,
    queryFn: () => http.get<GlobalCategory[]>(`/v1/marketplace/global_categories/path/${categoryId}`),
  });

function NotFound() {
  usePageTitle('Товар не найден');
  return (
    <Stack spacing={2} alignItems="flex-start" data-testid="product-not-found">
      <Typography variant="h4" component="h1">
        Товар не найден
      </Typography>
      <Typography color="text.secondary">
        Возможно, поставщик снял его с публикации или ссылка устарела.
      </Typography>
      <Button variant="contained" component={Link} to="/catalog/all-categories">
        Перейти в каталог
      </Button>
    </Stack>
  );
}

/** Images of the good: the first is the cover; thumbnails switch the large one. */
function Gallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const cover = images[selected] ?? images[0];
  return (
    <Stack spacing={1} sx={{ width: { xs: '100%', md: 420 }, flexShrink: 0 }}>
      {cover ? (
        <Box
          component="img"
          src={cover}
          alt={name}
          sx={{
            width: '100%',
            aspectRatio: '1 / 1',
            objectFit: 'contain',
            bgcolor: 'grey.100',
            borderRadius: 1,
          }}
        />
      ) : (
        <Box
          sx={{
            width: '100%',
            aspectRatio: '4 / 3',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.100',
            borderRadius: 1,
          }}
        >
          <Typography color="text.secondary">Поставщик не добавил фото</Typography>
        </Box>
      )}
      {images.length > 1 && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap aria-label="Изображения товара">
          {images.map((src, index) => (
            <ButtonBase
              key={src}
              onClick={() => setSelected(index)}
              aria-label={`Изображение ${index + 1} из ${images.length}`}
              aria-pressed={index === selected}
              sx={{
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'transparent',
                borderRadius: 1,
              }}
            >
              <Box
                component="img"
                src={src}
                alt=""
                sx={{ width: 64, height: 64, objectFit: 'contain', bgcolor: 'grey.100' }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const vatText = (rate: number | null) => (rate === null ? 'Без НДС' : `НДС ${rate} %`);

function Product({ good }: { good: MarketplaceGoodDetail }) {
  usePageTitle(good.name);
  const path = useCategoryPath(good.global_category_id);
  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Категории">
        <MuiLink component={Link} to="/catalog/all-categories" underline="hover">
          Каталог
        </MuiLink>
        {(path.data ?? []).map((category) => (
          <MuiLink key={category.id} component={Link} to={`/catalog/${category.id}`} underline="hover">
            {category.name}
          </MuiLink>
        ))}
        <Typography color="text.primary">{good.name}</Typography>
      </Breadcrumbs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Gallery images={good.images} name={good.name} />
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {good.name}
          </Typography>
          {good.code && (
            <Typography color="text.secondary" data-testid="product-code">
              Артикул: {good.code}
            </Typography>
          )}
          <Typography color="text.secondary">
            Поставщик:{' '}
            <MuiLink component={Link} to={`/suppliers/${good.organization_id}`}>
              {good.organization_name}
            </MuiLink>
          </Typography>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <div>
                <Typography variant="h5" component="p" data-testid="product-price">
                  {good.price ? `${formatMoney(good.price)} за ${good.measure_name}` : 'Цена по запросу'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {vatText(good.vat_rate)}
                </Typography>
              </div>
              <AddToOrder good={good} />
            </Stack>
          </Paper>
          {good.description && (
            <>
              <Divider />
              <Typography variant="h6" component="h2">
                Описание
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{good.description}</Typography>
            </>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** /catalog/product/:id — a marketplace good with its price, supplier and «Добавить». */
export default function ProductPage() {
  const raw = useParams().id;
  const id = raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const good = useGood(id);
  if (raw === undefined) return <Navigate to="/catalog/all-categories" replace />;
  if (id === null) return <NotFound />;
  if (good.isPending) return <Skeleton variant="rounded" height={420} />;
  if (good.isError) {
    const missing = good.error instanceof HttpError && [404, 422].includes(good.error.statusCode);
    return missing ? <NotFound /> : <Alert severity="error">{messageOf(good.error)}</Alert>;
  }
  return <Product good={good.data} />;
}
