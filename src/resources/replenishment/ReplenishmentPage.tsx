import { Alert, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { PageHeader } from '@/components/page-header/PageHeader';
import { SalesPointSelect } from '@/resources/stocktaking/SalesPointSelect';
import { replenishmentResource } from '.';
import { ParLevelsGrid } from './ParLevelsGrid';
import { SuggestionsPanel } from './SuggestionsPanel';

const permission = 'par_level_r';

/** «Пополнение»: what to order now, by supplier, and the levels it is computed from. */
export default function ReplenishmentPage() {
  const { label } = replenishmentResource.meta;
  usePageTitle(label);
  const { organizationId } = useActiveOrganization(permission);
  const [point, setPoint] = useState<number | ''>('');
  const [tab, setTab] = useState<'suggestions' | 'levels'>('suggestions');
  return (
    <Stack gap={2}>
      <PageHeader title={label}>
        <OrganizationPicker permission={permission} />
      </PageHeader>
      <SalesPointSelect
        organizationId={organizationId}
        value={point}
        onChange={setPoint}
        allowEmpty={tab === 'suggestions' ? 'Все точки' : undefined}
      />
      <Tabs value={tab} onChange={(_e, next) => setTab(next)}>
        <Tab value="suggestions" label="Что заказать" />
        <Tab value="levels" label="Уровни запаса" />
      </Tabs>
      {organizationId === null ? null : tab === 'suggestions' ? (
        <SuggestionsPanel organizationId={organizationId} salesPointId={point} />
      ) : point === '' ? (
        <Alert severity="info">Выберите точку продаж, чтобы задать уровни запаса её товаров.</Alert>
      ) : (
        <ParLevelsGrid organizationId={organizationId} salesPointId={point} />
      )}
    </Stack>
  );
}
