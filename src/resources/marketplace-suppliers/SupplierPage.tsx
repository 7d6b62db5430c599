import type { MarketplaceSupplier } from '@contract/marketplace';
import {
  Alert,
  Avatar,
  Box,
  Breadcrumbs,
  Button,
  Link as MuiLink,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { ProductCard } from '@/components/product-card/ProductCard';
import { messageOf } from '@/providers/form-errors';
import { HttpError } from '@/providers/http';
import { PartnershipState } from '@/resources/catalog/partnership';
import { useMarketplaceGoods } from '@/resources/catalog/use-catalog';
import { addressOf, useSupplier } from './use-suppliers';

const GOODS_PAGE_SIZE = 24;

/** A term and its value; nothing when the supplier left it empty. */
function Row({ label, value }: { label: string; value: React.ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

function Section({ title, empty, children }: { title: string; empty?: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 280 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {children}
      </Box>
      {empty && <Typography color="text.secondary">{empty}</Typography>}
    </Paper>
  );
}

const websiteHref = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

function SupplierGoods({ supplierId }: { supplierId: number }) {
  const [page, setPage] = useState(1);
  const goods = useMarketplaceGoods({
    organization_id: supplierId,
    order_field: 'name',
    limit: GOODS_PAGE_SIZE,
    offset: (page - 1) * GOODS_PAGE_SIZE,
  });
  const pages = Math.ceil((goods.data?.total ?? 0) / GOODS_PAGE_SIZE);
  return (
    <Stack spacing={2} component="section" aria-label="Товары поставщика">
      <Typography variant="h5" component="h2">
        Товары поставщика{goods.data ? ` (${goods.data.total})` : ''}
      </Typography>
      {goods.isError && <Alert severity="error">{messageOf(goods.error)}</Alert>}
      {goods.isPending && <Skeleton variant="rounded" height={240} />}
      {goods.data?.total === 0 && <Alert severity="info">Поставщик пока не опубликовал товары</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {goods.data?.items.map((good) => (
          <ProductCard key={good.id} good={good} layout="grid" />
        ))}
      </Box>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, value) => setPage(value)} />}
    </Stack>
  );
}

function Supplier({ supplier }: { supplier: MarketplaceSupplier }) {
  usePageTitle(supplier.name);
  const info = supplier.public_info;
  const address = addressOf(supplier);
  return (
    <Stack spacing={3}>
      <Breadcrumbs>
        <MuiLink component={Link} to="/suppliers/find" underline="hover">
          Поиск поставщиков
        </MuiLink>
        <Typography color="text.primary">{supplier.name}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar
          src={supplier.logo_url ?? undefined}
          alt={supplier.logo_url ? `Логотип ${supplier.name}` : ''}
          variant="rounded"
          sx={{ width: 96, height: 96 }}
        >
          {supplier.name.replace(/^(ООО|АО|ПАО|ИП|ЗАО)\s*/, '').replace(/[«»"]/g, '')[0]}
        </Avatar>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {supplier.name}
          </Typography>
          {info.city_name && <Typography color="text.secondary">{info.city_name}</Typography>}
        </Stack>
      </Stack>
      <PartnershipState supplier={{ id: supplier.id, name: supplier.name, inn: supplier.inn }} />
      {info.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{info.description}</Typography>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
        <Section
          title="Контакты"
          empty={
            !info.phone && !info.email && !info.website && !address
              ? 'Поставщик не указал контакты'
              : undefined
          }
        >
          <Row
            label="Телефон"
            value={
              info.phone && <MuiLink href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</MuiLink>
            }
          />
          <Row
            label="E-mail"
            value={info.email && <MuiLink href={`mailto:${info.email}`}>{info.email}</MuiLink>}
          />
          <Row
            label="Сайт"
            value={
              info.website && (
                <MuiLink href={websiteHref(info.website)} target="_blank" rel="noopener noreferrer">
                  {info.website}
                </MuiLink>
              )
            }
          />
          <Row label="Адрес" value={address} />
        </Section>
        <Section title="Реквизиты">
          <Row label="ИНН" value={supplier.inn} />
          <Row label="КПП" value={supplier.kpp} />
          <Row label="ОГРН" value={supplier.ogrn} />
          <Row label="Банк" value={info.bank_name} />
          <Row label="БИК" value={info.bik} />
          <Row label="Р/с" value={info.settlement_account} />
          <Row label="К/с" value={info.correspondent_account} />
        </Section>
      </Stack>
      <SupplierGoods supplierId={supplier.id} />
    </Stack>
  );
}

function NotFound() {
  usePageTitle('Поставщик не найден');
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h4" component="h1">
        Поставщик не найден
      </Typography>
      <Typography color="text.secondary">
        Возможно, ссылка устарела или поставщик скрыт из маркетплейса.
      </Typography>
      <Button variant="contained" component={Link} to="/suppliers/find">
        Найти поставщика
      </Button>
    </Stack>
  );
}

/** /suppliers/:id — the public card of a supplier: contacts, requisites, goods, partnership. */
export default function SupplierPage() {
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const supplier = useSupplier(id);
  if (id === null) return <NotFound />;
  if (supplier.isPending) return <Skeleton variant="rounded" height={320} />;
  if (supplier.isError) {
    const missing = supplier.error instanceof HttpError && [404, 422].includes(supplier.error.statusCode);
    return missing ? <NotFound /> : <Alert severity="error">{messageOf(supplier.error)}</Alert>;
  }
  return <Supplier supplier={supplier.data} />;
}
