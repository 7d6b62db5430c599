/**
 * Status dictionaries and transition tables (DESIGN §6). The server enforces them and
 * reports the allowed next steps; the UI only shows what the server reports.
 */
export type StatusColor = 'grey' | 'orange' | 'red' | 'green' | 'blue';

export interface StatusDef<K extends string = string> {
  id: number;
  status: K;
  label: string;
  color: StatusColor;
}

function defineStatuses<const K extends string>(defs: readonly StatusDef<K>[]) {
  const byKey = Object.fromEntries(defs.map((d) => [d.status, d])) as Record<K, StatusDef<K>>;
  const byId = new Map(defs.map((d) => [d.id, d]));
  return { list: defs, byKey, byId };
}

export const ORDER_STATUSES = defineStatuses([
  { id: 1, status: 'draft', label: 'Черновик', color: 'grey' },
  { id: 2, status: 'sent', label: 'Отправлен', color: 'orange' },
  { id: 3, status: 'working', label: 'Принят в работу', color: 'orange' },
  { id: 4, status: 'canceled_by_client', label: 'Отменён клиентом', color: 'red' },
  { id: 5, status: 'completed', label: 'Завершён', color: 'green' },
  { id: 6, status: 'delivered', label: 'Доставлен', color: 'green' },
  { id: 7, status: 'executing', label: 'Исполняется', color: 'green' },
  { id: 8, status: 'processing', label: 'Комплектуется', color: 'green' },
  { id: 9, status: 'signing', label: 'Подписание документов', color: 'green' },
  { id: 10, status: 'canceled_by_supplier', label: 'Отменён поставщиком', color: 'red' },
  { id: 11, status: 'closed', label: 'Закрыт', color: 'grey' },
  { id: 12, status: 'reconciled', label: 'Сверен', color: 'grey' },
  { id: 13, status: 'awaiting_client', label: 'Ждёт согласия клиента', color: 'orange' },
]);
export type OrderStatus = (typeof ORDER_STATUSES.list)[number]['status'];

export type OrderSide = 'client' | 'supplier';

export const ORDER_TRANSITIONS: Record<OrderStatus, Record<OrderSide, OrderStatus[]>> = {
  draft: { client: ['sent'], supplier: [] },
  sent: { client: ['canceled_by_client'], supplier: ['working', 'canceled_by_supplier'] },
  working: { client: ['canceled_by_client'], supplier: ['processing', 'canceled_by_supplier'] },
  processing: { client: [], supplier: ['executing', 'canceled_by_supplier'] },
  executing: { client: [], supplier: ['delivered'] },
  delivered: { client: ['signing', 'completed'], supplier: ['signing'] },
  signing: { client: ['completed'], supplier: ['completed'] },
  completed: { client: [], supplier: ['reconciled', 'closed'] },
  reconciled: { client: [], supplier: ['closed'] },
  closed: { client: [], supplier: [] },
  canceled_by_client: { client: [], supplier: [] },
  canceled_by_supplier: { client: [], supplier: [] },
  // The supplier changed quantities or prices (issue 19): the client agrees, and the order goes back
  // to the status it was changed in (CONSENT_RETURN_STATUSES, one of them per order), or rejects.
  awaiting_client: {
    client: ['sent', 'working', 'processing', 'canceled_by_client'],
    supplier: ['canceled_by_supplier'],
  },
};

/** Statuses in which a supplier's change of quantities or prices waits for the client's consent. */
export const CONSENT_RETURN_STATUSES: OrderStatus[] = ['sent', 'working', 'processing'];

/** Statuses in which the supplier may edit lines. */
export const SUPPLIER_EDITABLE_ORDER_STATUSES: OrderStatus[] = [
  'sent',
  'working',
  'processing',
  'awaiting_client',
];

/**
 * Orders whose goods reached the buyer: their lines move the client's stock (docs/stock-rule.md).
 * The stock triggers read it as {{STOCK_ORDER_STATUSES}} (server/db/functions/).
 */
export const STOCK_ORDER_STATUSES: OrderStatus[] = [
  'delivered',
  'signing',
  'completed',
  'reconciled',
  'closed',
];

export const CONTRACT_STATUSES = defineStatuses([
  { id: 1, status: 'draft', label: 'Черновик', color: 'grey' },
  { id: 2, status: 'on_approval', label: 'На согласовании', color: 'orange' },
  { id: 3, status: 'active', label: 'Действует', color: 'green' },
  { id: 4, status: 'suspended', label: 'Приостановлен', color: 'orange' },
  { id: 5, status: 'terminated', label: 'Расторгнут', color: 'red' },
  { id: 6, status: 'expired', label: 'Истёк', color: 'grey' },
]);
export type ContractStatus = (typeof CONTRACT_STATUSES.list)[number]['status'];
export const CONTRACT_TRANSITIONS: Record<ContractStatus, ContractStatus[]> = {
  draft: ['on_approval', 'terminated'],
  on_approval: ['active', 'draft'],
  active: ['suspended', 'terminated', 'expired'],
  suspended: ['active', 'terminated'],
  terminated: [],
  expired: [],
};

/**
 * Steps that need the other side's consent (issue 18): 'other' — only the side that did not make
 * the contract's last step (sending for approval, or editing it while on approval) approves or
 * rejects it; 'same' — only the side that suspended the contract resumes it. Every other step
 * either side may take.
 */
export const CONTRACT_TRANSITION_ACTOR: Partial<
  Record<`${ContractStatus}>${ContractStatus}`, 'other' | 'same'>
> = {
  'on_approval>active': 'other',
  'on_approval>draft': 'other',
  'suspended>active': 'same',
};

export const STOCKTAKING_STATUSES = defineStatuses([
  { id: 1, status: 'draft', label: 'Черновик', color: 'grey' },
  { id: 2, status: 'counting', label: 'Идёт подсчёт', color: 'orange' },
  { id: 3, status: 'counted', label: 'Подсчитана', color: 'blue' },
  { id: 4, status: 'accounted', label: 'Проведена', color: 'green' },
  { id: 5, status: 'canceled', label: 'Отменена', color: 'red' },
]);
export type StocktakingStatus = (typeof STOCKTAKING_STATUSES.list)[number]['status'];
export const STOCKTAKING_TRANSITIONS: Record<StocktakingStatus, StocktakingStatus[]> = {
  draft: ['counting', 'canceled'],
  counting: ['counted', 'canceled'],
  counted: ['counting', 'accounted', 'canceled'],
  accounted: [],
  canceled: [],
};
/** Moving here needs stocktaking_docs_client_u_accounting. */
export const STOCKTAKING_ACCOUNTED: StocktakingStatus = 'accounted';

export const WRITE_OFF_STATUSES = defineStatuses([
  { id: 1, status: 'draft', label: 'Черновик', color: 'grey' },
  { id: 2, status: 'accounted', label: 'Проведено', color: 'green' },
  { id: 3, status: 'canceled', label: 'Отменено', color: 'red' },
]);
export type WriteOffStatus = (typeof WRITE_OFF_STATUSES.list)[number]['status'];
export const WRITE_OFF_TRANSITIONS: Record<WriteOffStatus, WriteOffStatus[]> = {
  draft: ['accounted', 'canceled'],
  accounted: [],
  canceled: [],
};

export const EXPENSE_TYPES = [
  { id: 0, key: 'SUPPLIER_PAYMENT', label: 'Оплата поставщику' },
  { id: 1, key: 'OTHER_EXPENSES', label: 'Прочие затраты' },
] as const;
