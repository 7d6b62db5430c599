import { Stack, Typography } from '@mui/material';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { ContractsTable } from './ContractsTable';
import type { Side } from './contracts-api';

/** «Договоры» of one side: every contract of the active organization. */
export function ContractsPage({ side }: { side: Side }) {
  usePageTitle('Договоры');
  const { organizationId } = useActiveOrganization('contract_r');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Договоры
      </Typography>
      <OrganizationPicker permission="contract_r" />
      {organizationId && <ContractsTable key={organizationId} side={side} organizationId={organizationId} />}
    </Stack>
  );
}
