import {
  Alert,
  Avatar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  LinearProgress,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { messageOf } from '@/providers/form-errors';
import { SUPPLIERS_PAGE_SIZE, useSupplierSearch } from './use-suppliers';

/** Waits until typing pauses before the value reaches the query. */
function useDebounced(value: string, ms = 350) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** /suppliers/find — suppliers of the marketplace by name and INN. */
export default function SupplierFindPage() {
  usePageTitle('Поиск поставщиков');
  const [params, setParams] = useSearchParams();
  const [name, setName] = useState(params.get('name') ?? '');
  const [inn, setInn] = useState(params.get('inn') ?? '');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const searchName = useDebounced(name.trim());
  const searchInn = useDebounced(inn);

  // The URL follows the fields at once (not after the pause): a delayed navigation could pull the
  // user back here after they opened a supplier.
  const remember = (key: 'name' | 'inn', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(key, value.trim());
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const suppliers = useSupplierSearch({
    organization_name: searchName || undefined,
    inn: searchInn || undefined,
    order_field: 'name',
    limit: SUPPLIERS_PAGE_SIZE,
    offset: (page - 1) * SUPPLIERS_PAGE_SIZE,
  });
  const pages = Math.ceil((suppliers.data?.total ?? 0) / SUPPLIERS_PAGE_SIZE);
  const filtered = Boolean(searchName || searchInn);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Поиск поставщиков
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
        <TextField
          label="Название организации"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            remember('name', event.target.value);
          }}
          sx={{ flex: 1, maxWidth: 420 }}
        />
        <TextField
          label="ИНН"
          value={inn}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 12);
            setInn(digits);
            remember('inn', digits);
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText="Можно ввести первые цифры"
          sx={{ width: 220 }}
        />
      </Stack>
      {suppliers.isFetching && <LinearProgress aria-label="Ищем поставщиков" />}
      {suppliers.isError && <Alert severity="error">{messageOf(suppliers.error)}</Alert>}
      {suppliers.data && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {suppliers.data.total > 0 ? `Найдено поставщиков: ${suppliers.data.total}` : ''}
        </Typography>
      )}
      {suppliers.data?.total === 0 && (
        <Alert severity="info">
          {filtered
            ? 'Поставщики не найдены. Проверьте название или ИНН.'
            : 'В маркетплейсе пока нет поставщиков.'}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Поставщики"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        }}
      >
        {suppliers.data?.items.map((supplier) => (
          <li key={supplier.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={`/suppliers/${supplier.id}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={2} alignItems="center">
                    <Avatar
                      src={supplier.logo_url ?? undefined}
                      alt=""
                      variant="rounded"
                      sx={{ width: 56, height: 56 }}
                    >
                      {supplier.name.replace(/^(ООО|АО|ПАО|ИП|ЗАО)\s*/, '').replace(/[«»"]/g, '')[0]}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="subtitle1" component="h2">
                        {supplier.name}
                      </Typography>
                      {supplier.public_info.city_name && (
                        <Typography variant="body2" color="text.secondary">
                          {supplier.public_info.city_name}
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary">
                        ИНН {supplier.inn ?? '—'}
                      </Typography>
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, value) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('page', String(value));
              return next;
            })
          }
          getItemAriaLabel={(type, item, selected) =>
            type === 'page'
              ? `${selected ? 'Текущая страница' : 'Страница'} ${item}`
              : type === 'next'
                ? 'Следующая страница'
                : type === 'previous'
                  ? 'Предыдущая страница'
                  : type === 'first'
                    ? 'Первая страница'
                    : 'Последняя страница'
          }
        />
      )}
    </Stack>
  );
}
