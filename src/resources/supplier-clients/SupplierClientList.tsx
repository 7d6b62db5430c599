import { Stack, Typography } from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { InviteBlock } from '@/components/invite-block/InviteBlock';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { PartnershipsGrid } from '@/components/partnership-terms/PartnershipsGrid';

/** «Клиенты»: the supplier's partnerships and the invitation block. */
export default function SupplierClientList() {
  usePageTitle('Клиенты');
  const { organizationId } = useActiveOrganization('partnership_r');
  const invalidate = useInvalidate();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Клиенты
      </Typography>
      <OrganizationPicker permission="partnership_r" />
      {organizationId && (
        <>
          <PartnershipsGrid
            key={organizationId}
            side="supplier"
            resource="supplier-clients"
            organizationId={organizationId}
            cardPath="/supplier/clients"
          />
          <InviteBlock
            side="supplier"
            organizationId={organizationId}
            onInvited={() => void invalidate({ resource: 'supplier-clients', invalidates: ['list'] })}
          />
        </>
      )}
    </Stack>
  );
}
