import type { PriceList } from '@contract/price-lists';
import { Alert, Button, DialogContentText } from '@mui/material';
import { useState } from 'react';
import { DateField } from '@/components/date-field/DateField';
import { useAction } from '@/components/form-dialog';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { useOrganizationToday } from '@/components/time-zone/use-organization-today';
import { notify } from '@/providers/notification';
import { priceListsApi } from './price-lists-api';

/**
 * «Активировать»: a draft price list comes into force from the chosen date, after a confirmation.
 * Until then the client orders from the list in force.
 */
export function ActivatePriceList({
  organizationId,
  record,
  onActivated,
}: {
  organizationId: number;
  record: PriceList;
  onActivated: (saved: PriceList) => void;
}) {
  const [open, setOpen] = useState(false);
  const today = useOrganizationToday(organizationId);
  const [validFrom, setValidFrom] = useState(today);
  const { busy, error, run: act } = useAction();
  const activate = async () => {
    await act(async () => {
      const saved = await priceListsApi(organizationId).activate(record.id, validFrom);
      notify('Прайс-лист активирован');
      setOpen(false);
      onActivated(saved);
    });
  };
  return (
    <>
      <Button variant="contained" color="success" onClick={() => setOpen(true)}>
        Активировать
      </Button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="activate-price-list-title"
        title="Активировать прайс-лист?"
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Отмена</Button>
            <Button variant="contained" disabled={busy || !validFrom} onClick={() => void activate()}>
              Активировать
            </Button>
          </>
        }
      >
        <DialogContentText sx={{ mb: 2 }}>
          С этой даты клиент «{record.client_organization.name}» будет заказывать по прайс-листу «
          {record.name}» ({record.goods_count} товаров). До неё действует прежний.
        </DialogContentText>
        <DateField
          size="small"
          label="Действует с"
          value={validFrom}
          clearable={false}
          onChange={(next) => setValidFrom(next ?? '')}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogFrame>
    </>
  );
}
