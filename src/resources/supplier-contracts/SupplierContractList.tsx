import { Stack, Typography } from '@mui/material';
import { ContractsTable } from '@/components/contract-form/ContractsTable';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';

/** «Договоры» of the supplier side: every contract of the active organization. */
export default function SupplierContractList() {
  usePageTitle('Договоры');
  const { organizationId } = useActiveOrganization('contract_r');
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Договоры
      </Typography>
      <OrganizationPicker permission="contract_r" />
      {organizationId && (
        <ContractsTable key={organizationId} side="supplier" organizationId={organizationId} />
      )}
    </Stack>
  );
}
