import type { InviteResult, Partnership } from '@contract/partnerships';
import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '@/components/form-dialog';
import { useActiveOrganization } from '@/components/organization-picker';
import { messageOf } from '@/providers/form-errors';
import { HttpError, http } from '@/providers/http';

/** Who the page speaks about: the supplier of a good or the supplier's own page. */
export interface SupplierRef {
  id: number;
  name: string;
  inn: string | null;
}

/**
 * The partnership of the buyer's organization with a supplier, read through the client
 * partnerships API. `null` = none; `undefined` = unknown (not loaded, or the user may not read it).
 */
export function usePartnership(organizationId: number | null, supplierId: number | undefined) {
  return useQuery({
    queryKey: ['marketplace', 'partnership', organizationId, supplierId],
    enabled: organizationId !== null && supplierId !== undefined,
    retry: false,
    queryFn: async () => {
      const answer = await http.get<{ items: Partnership[] }>('/v1/client/partnerships/', {
        organization_id: organizationId,
        partner_organization_ids: supplierId,
        limit: 1,
      });
      return answer.items[0] ?? null;
    },
  });
}

/**
 * «Запросить сотрудничество»: the client's invitation to the supplier by its INN (invite_bulk),
 * and the state of the partnership when there is no active one.
 */
export function PartnershipRequest({
  supplier,
  organizationId,
  partnership,
}: {
  supplier: SupplierRef;
  organizationId: number;
  partnership: Partnership | null;
}) {
  const queryClient = useQueryClient();
  const { organizations: inviters } = useActiveOrganization('partnership_c');
  const mayInvite = inviters.some((org) => org.id === organizationId);
  const { busy, error, setError, run: act } = useAction();
  const [result, setResult] = useState<InviteResult | null>(null);

  if (result) {
    return (
      <Alert severity="success" data-testid="partnership-state">
        {result.detail}. Когда поставщик примет запрос, его товары можно будет добавлять в заказ.
      </Alert>
    );
  }

  if (partnership?.status === 'invited') {
    const fromSupplier = partnership.invited_by_organization_id === supplier.id;
    return fromSupplier ? (
      <Alert severity="info" data-testid="partnership-state">
        {supplier.name} приглашает вас к сотрудничеству. Примите приглашение в разделе{' '}
        <MuiLink component={Link} to={`/client/suppliers/${supplier.id}`}>
          «Поставщики»
        </MuiLink>
        , и товары можно будет заказывать.
      </Alert>
    ) : (
      <Alert severity="info" data-testid="partnership-state">
        Запрос на сотрудничество отправлен. Когда {supplier.name} его примет, товары можно будет добавлять в
        заказ.
      </Alert>
    );
  }

  const request = async () => {
    if (!supplier.inn) return;
    await act(async () => {
      const answer = await http.post<{ items: InviteResult[] }>(
        '/v1/client/partnerships/invite_bulk',
        { items: [supplier.inn] },
        { organization_id: organizationId },
      );
      const first = answer.items[0] ?? null;
      if (first?.status === 'error') setError(first.detail);
      else setResult(first);
      await queryClient.invalidateQueries({ queryKey: ['marketplace', 'partnership'] });
    });
  };

  return (
    <Stack spacing={1} data-testid="partnership-state">
      <Typography variant="body2" color="text.secondary">
        {partnership?.status === 'declined'
          ? `Сотрудничество с ${supplier.name} отклонено. Можно отправить запрос ещё раз.`
          : `У вашей организации нет сотрудничества с ${supplier.name}. Заказывать товары можно после того, как поставщик примет запрос.`}
      </Typography>
      {!supplier.inn && (
        <Alert severity="warning">У поставщика не указан ИНН — запрос отправить нельзя</Alert>
      )}
      {!mayInvite && (
        <Alert severity="info">Отправить запрос может пользователь с правом приглашать партнёров</Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {mayInvite && supplier.inn && (
        <div>
          <Button variant="outlined" onClick={() => void request()} disabled={busy}>
            Запросить сотрудничество
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** The partnership block of the supplier page: its state, or the request when there is none. */
export function PartnershipState({ supplier }: { supplier: SupplierRef }) {
  const { organizationId } = useActiveOrganization('partnership_r');
  const partnership = usePartnership(organizationId, supplier.id);
  if (organizationId === null) return null;
  if (partnership.isError) {
    const denied = partnership.error instanceof HttpError && partnership.error.statusCode === 403;
    return denied ? null : <Alert severity="error">{messageOf(partnership.error)}</Alert>;
  }
  if (partnership.data === undefined) return null;
  if (partnership.data?.status === 'active') {
    return (
      <Alert severity="success" data-testid="partnership-state">
        Вы сотрудничаете с {supplier.name}: его товары можно добавлять в заказ.
      </Alert>
    );
  }
  return (
    <PartnershipRequest supplier={supplier} organizationId={organizationId} partnership={partnership.data} />
  );
}
