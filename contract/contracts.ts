import {
  id,
  idList,
  listQuery,
  listResponse,
  oneLine,
  optionalOneLine,
  optionalText,
  statusStepFields,
} from './common';
import { partnerFields } from './partnerships';
import { CONTRACT_STATUSES } from './statuses';
import { z } from './zod';

export const isoDate = (label: string) => z.iso.date({ error: `${label}: дата в формате ГГГГ-ММ-ДД` });

const contractFields = {
  number: oneLine(64, 'Номер договора'),
  date_from: isoDate('Дата начала').nullish(),
  date_to: isoDate('Дата окончания').nullish(),
  terms: optionalText(10_000, 'Условия'),
};
const datesInOrder = (c: { date_from?: string | null; date_to?: string | null }) =>
  !c.date_from || !c.date_to || c.date_from <= c.date_to;
const datesMessage = { error: 'Дата окончания не может быть раньше даты начала', path: ['date_to'] };

/** The client creates a contract with a supplier, the supplier with a client. */
export const clientContractCreate = z
  .object({ ...contractFields, supplier_organization_id: id })
  .strict()
  .refine(datesInOrder, datesMessage);
export const supplierContractCreate = z
  .object({ ...contractFields, client_organization_id: id })
  .strict()
  .refine(datesInOrder, datesMessage);
export const contractUpdate = z
  .object({
    number: contractFields.number.optional(),
    date_from: contractFields.date_from,
    date_to: contractFields.date_to,
    terms: contractFields.terms,
  })
  .strict()
  .refine(datesInOrder, datesMessage);
export type ContractUpdate = z.infer<typeof contractUpdate>;

export const contractHistoryEntry = z.object({
  ...statusStepFields,
  /** The side the step was made for: the client's or the supplier's organization. */
  organization_id: z.number().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const contract = z
  .object({
    id: z.number(),
    ...partnerFields,
    /** The supplier's clock (IANA): the contract's history is read on it. */
    supplier_time_zone: z.string().meta({ example: 'Europe/Moscow' }),
    number: z.string(),
    date_from: z.string().nullable(),
    date_to: z.string().nullable(),
    terms: z.string().nullable(),
    status_id: z.number(),
    /** Target statuses the server allows from the current one. */
    allowed_status_ids: z.array(z.number()),
    /** Number, dates and terms can change only while draft or on approval. */
    editable: z.boolean(),
    history: z.array(contractHistoryEntry),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contract>;
export const contractList = listResponse(contract);

export const CONTRACT_SORT_FIELDS = [
  'id',
  'number',
  'date_from',
  'date_to',
  'status_id',
  'created_at',
] as const;
const contractListBase = listQuery(CONTRACT_SORT_FIELDS).extend({
  organization_id: id.optional(),
  status_ids: idList,
  /** Part of the contract number. */
  number: optionalOneLine(64, 'Номер договора'),
});
export const clientContractListQuery = contractListBase.extend({ supplier_organization_id: id.optional() });
export const supplierContractListQuery = contractListBase.extend({ client_organization_id: id.optional() });
export type ContractListQuery = z.infer<typeof contractListBase> & { partner_organization_id?: number };

export const contractStatusQuery = z.object({
  organization_id: id,
  target_status_id: z.coerce
    .number({ error: 'target_status_id: ожидается номер статуса' })
    .int()
    .refine((v) => CONTRACT_STATUSES.byId.has(v), { error: 'Нет такого статуса договора' }),
  comment: optionalText(1000, 'Комментарий'),
});

export const EDITABLE_CONTRACT_STATUSES = ['draft', 'on_approval'] as const;
