import type { Organization } from '@contract/organizations';
import { timeZoneLabel } from '@contract/time-zones';
import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Avatar,
  Button,
  Chip,
  Grid2 as Grid,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useOne } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { messageOf } from '@/providers/form-errors';
import { organizationInitial } from './initial';
import { moduleLabels } from './modules';
import { TokenCard } from './TokenCard';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

const cell = (label: string, value: ReactNode) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Field label={label} value={value} />
  </Grid>
);

/** An organization: requisites, modules, public card, bank details and (for managers) its token. */
export default function OrganizationShow() {
  const { id } = useParams<{ id: string }>();
  const { result: org, query } = useOne<Organization>({ resource: 'organizations', id });
  usePageTitle(org?.name ?? 'Организация');
  if (query.isError) return <Alert severity="error">{messageOf(query.error)}</Alert>;
  if (!org) return <Skeleton variant="rounded" height={320} />;
  const info = org.public_info;
  const address = [info.region_name, info.city_name !== info.region_name ? info.city_name : null, info.street]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
        <Avatar
          src={org.logo_url ?? undefined}
          alt={`Логотип ${org.name}`}
          variant="rounded"
          sx={{ width: 64, height: 64 }}
        >
          {organizationInitial(org.name)}
        </Avatar>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {org.name}
        </Typography>
        {org.can_edit && (
          <Button
            component={RouterLink}
            to={`/manage/organizations/${org.id}/edit`}
            variant="contained"
            startIcon={<Edit />}
          >
            Изменить
          </Button>
        )}
      </Stack>
      <Section title="Реквизиты">
        {cell('ИНН', org.inn)}
        {cell('КПП', org.kpp)}
        {cell('ОГРН', org.ogrn)}
        {cell('Часовой пояс', timeZoneLabel(org.time_zone))}
      </Section>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Модули
        </Typography>
        <Stack direction="row" gap={1} flexWrap="wrap">
          {moduleLabels(org).map((label) => (
            <Chip key={label} label={label} color="primary" variant="outlined" />
          ))}
        </Stack>
      </Paper>
      <Section title="Публичная информация">
        <Grid size={12}>
          <Field label="Описание" value={info.description} />
        </Grid>
        {cell('Телефон', info.phone)}
        {cell('E-mail', info.email)}
        {cell('Сайт', info.website)}
        {cell('Страна', info.country_name)}
        <Grid size={{ xs: 12, md: 8 }}>
          <Field label="Адрес" value={address} />
        </Grid>
      </Section>
      <Section title="Банковские реквизиты">
        {cell('Банк', info.bank_name)}
        {cell('БИК', info.bik)}
        {cell('Расчётный счёт', info.settlement_account)}
        {cell('Корреспондентский счёт', info.correspondent_account)}
      </Section>
      {org.can_edit && <TokenCard organizationId={org.id} />}
    </Stack>
  );
}
