import { type Contract, contractUpdate } from '@contract/contracts';
import type { OrganizationRef } from '@contract/partnerships';
import { CONTRACT_STATUSES } from '@contract/statuses';
import type { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '@/components/date-field/DateField';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { fieldProps } from '@/components/form-fields';
import { usePhone } from '@/components/layout/use-phone';
import { StatusChip } from '@/components/status-chip';
import { applyServerError } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { ContractHistory } from './ContractHistory';
import { ContractStatusButtons } from './ContractStatusButtons';
import { contractsApi, partnerField, type Side } from './contracts-api';

type FormInput = z.input<typeof contractUpdate>;
type FormOutput = z.output<typeof contractUpdate>;
const FIELDS = ['number', 'date_from', 'date_to', 'terms'] as const;

/** Create or edit a contract: number, dates, partner, terms; status buttons and history when it exists. */
export function ContractDialog({
  side,
  organizationId,
  record,
  partners,
  fixedPartnerId,
  onClose,
  onSaved,
}: {
  side: Side;
  organizationId: number;
  record?: Contract;
  partners: OrganizationRef[];
  fixedPartnerId?: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const phone = usePhone();
  const [current, setCurrent] = useState(record);
  const [partnerId, setPartnerId] = useState<number | ''>(fixedPartnerId ?? '');
  const [partnerError, setPartnerError] = useState<string | null>(null);
  const editable = !current || current.editable;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contractUpdate),
    defaultValues: {
      number: current?.number ?? '',
      date_from: current?.date_from ?? null,
      date_to: current?.date_to ?? null,
      terms: current?.terms ?? '',
    },
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const api = contractsApi(side, organizationId);
  /** The partner is outside the form schema; it is checked with the fields so every error shows at once. */
  const partnerChosen = () => {
    if (current || partnerId !== '') return true;
    setPartnerError(side === 'client' ? 'Выберите поставщика' : 'Выберите клиента');
    return false;
  };
  const save = handleSubmit(async (values) => {
    if (!partnerChosen()) return;
    try {
      if (current) await api.update(current.id, values);
      else await api.create({ ...values, [partnerField(side)]: partnerId });
      notify(current ? 'Договор сохранён' : 'Договор создан');
      onSaved();
      onClose();
    } catch (error) {
      applyServerError(error, setError, FIELDS);
    }
  }, partnerChosen);
  const status = current ? CONTRACT_STATUSES.byId.get(current.status_id) : undefined;

  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      title={current ? `Договор № ${current.number}` : 'Новый договор'}
      actions={
        <>
          <Button onClick={onClose}>Закрыть</Button>
          {editable && (
            <Button type="submit" form="contract-form" variant="contained" disabled={isSubmitting}>
              {current ? 'Сохранить' : 'Создать'}
            </Button>
          )}
        </>
      }
    >
      <Stack component="form" id="contract-form" spacing={2} sx={{ pt: 1 }} onSubmit={save} noValidate>
        {current && status && (
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <StatusChip label={status.label} color={status.color} />
            <ContractStatusButtons
              side={side}
              organizationId={organizationId}
              contract={current}
              onChanged={(updated) => {
                setCurrent(updated);
                onSaved();
              }}
            />
          </Stack>
        )}
        <TextField
          select
          label={side === 'client' ? 'Поставщик' : 'Клиент'}
          value={current ? current.partner.id : partnerId}
          disabled={Boolean(current) || fixedPartnerId !== undefined}
          onChange={(event) => {
            setPartnerId(Number(event.target.value));
            setPartnerError(null);
          }}
          error={Boolean(partnerError)}
          helperText={partnerError}
        >
          {(current ? [current.partner] : partners).map((partner) => (
            <MenuItem key={partner.id} value={partner.id}>
              {partner.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Номер договора" disabled={!editable} {...fieldProps(form, 'number')} />
        <Stack direction={phone ? 'column' : 'row'} spacing={2}>
          <FormDateField
            control={control}
            name="date_from"
            label="Дата начала"
            disabled={!editable}
            fullWidth
          />
          <FormDateField
            control={control}
            name="date_to"
            label="Дата окончания"
            disabled={!editable}
            fullWidth
          />
        </Stack>
        <TextField
          label="Условия"
          multiline
          minRows={3}
          disabled={!editable}
          {...fieldProps(form, 'terms')}
        />
        {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
        {current && !editable && (
          <Alert severity="info">
            Номер, даты и условия меняются только у черновика или договора на согласовании
          </Alert>
        )}
        {current && (
          <ContractHistory
            entries={current.history}
            timeZone={current.supplier_time_zone}
            clientOrganizationId={current.client_organization_id}
          />
        )}
      </Stack>
    </DialogFrame>
  );
}
