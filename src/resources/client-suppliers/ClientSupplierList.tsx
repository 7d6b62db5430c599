import { Stack, Typography } from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { InviteBlock } from '@/components/invite-block/InviteBlock';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { PartnershipsGrid } from '@/components/partnership-terms/PartnershipsGrid';

/** «Поставщики»: the client's partnerships and the invitation block. */
export default function ClientSupplierList() {
  usePageTitle('Поставщики');
  const { organizationId } = useActiveOrganization('partnership_r');
  const invalidate = useInvalidate();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Поставщики
      </Typography>
      <OrganizationPicker permission="partnership_r" />
      {organizationId && (
        <>
          <PartnershipsGrid
            key={organizationId}
            side="client"
            resource="client-suppliers"
            organizationId={organizationId}
            cardPath="/client/suppliers"
          />
          <InviteBlock
            side="client"
            organizationId={organizationId}
            onInvited={() => void invalidate({ resource: 'client-suppliers', invalidates: ['list'] })}
          />
        </>
      )}
    </Stack>
  );
}
