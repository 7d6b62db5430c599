import { Stack, Typography } from '@mui/material';
import { useInvalidate } from '@refinedev/core';
import { InviteBlock } from '@/components/invite-block/InviteBlock';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import type { Side } from '@/kernel/resource';
import { PartnershipsGrid } from './PartnershipsGrid';
import { PARTNERS, partnersResourceName } from './resource';

/** A side's partnerships («Поставщики» of a client, «Клиенты» of a supplier) and the invitation block. */
export function PartnersPage({ side }: { side: Side }) {
  const { segment, label } = PARTNERS[side];
  const resource = partnersResourceName(side);
  usePageTitle(label);
  const { organizationId } = useActiveOrganization('partnership_r');
  const invalidate = useInvalidate();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {label}
      </Typography>
      <OrganizationPicker permission="partnership_r" />
      {organizationId && (
        <>
          <PartnershipsGrid
            key={organizationId}
            side={side}
            resource={resource}
            organizationId={organizationId}
            cardPath={`/${side}/${segment}`}
          />
          <InviteBlock
            side={side}
            organizationId={organizationId}
            onInvited={() => void invalidate({ resource, invalidates: ['list'] })}
          />
        </>
      )}
    </Stack>
  );
}
