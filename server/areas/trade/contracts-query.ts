import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type Contract,
  type ContractListQuery,
  EDITABLE_CONTRACT_STATUSES,
} from '../../../contract/contracts';
import {
  CONTRACT_STATUSES,
  CONTRACT_TRANSITION_ACTOR,
  CONTRACT_TRANSITIONS,
  type ContractStatus,
} from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { contractStatusHistory, contracts, users } from '../../db/schema';
import { clientOrg, partiesSelection, supplierOrg } from './parties';
import { escapeLike, type Side } from './partnerships-query';

export function contractSideColumns(side: Side) {
  return side === 'client'
    ? { own: contracts.clientOrganizationId, partner: contracts.supplierOrganizationId }
    : { own: contracts.supplierOrganizationId, partner: contracts.clientOrganizationId };
}

/** The contract's status and which side made its last step. */
type ContractState = Pick<typeof contracts.$inferSelect, 'statusId' | 'statusSetByOrganizationId'>;

/** Whether this side may take the step: CONTRACT_TRANSITION_ACTOR. */
export function mayTakeStep(contract: ContractState, target: ContractStatus, ownOrgId: number) {
  const current = CONTRACT_STATUSES.byId.get(contract.statusId);
  if (!current) return false;
  const actor = CONTRACT_TRANSITION_ACTOR[`${current.status}>${target}`];
  if (!actor) return true;
  const madeLastStep = contract.statusSetByOrganizationId === ownOrgId;
  return actor === 'same' ? madeLastStep : !madeLastStep;
}

/** Status ids this side may move the contract to from its current one. */
export function allowedStatusIds(contract: ContractState, ownOrgId: number): number[] {
  const current = CONTRACT_STATUSES.byId.get(contract.statusId);
  if (!current) return [];
  return CONTRACT_TRANSITIONS[current.status]
    .filter((key) => mayTakeStep(contract, key, ownOrgId))
    .map((key) => CONTRACT_STATUSES.byKey[key].id);
}

export function isEditable(statusId: number) {
  const key = CONTRACT_STATUSES.byId.get(statusId)?.status;
  return (EDITABLE_CONTRACT_STATUSES as readonly string[]).includes(key ?? '');
}

function selectContracts(db: Queryable) {
  return db
    .select({
      c: contracts,
      ...partiesSelection,
      supplierTimeZone: supplierOrg.timeZone,
    })
    .from(contracts)
    .innerJoin(clientOrg, eq(clientOrg.id, contracts.clientOrganizationId))
    .innerJoin(supplierOrg, eq(supplierOrg.id, contracts.supplierOrganizationId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number];

function toContract(row: Row, side: Side, history: Contract['history']): Contract {
  const c = row.c;
  return {
    id: c.id,
    client_organization_id: c.clientOrganizationId,
    supplier_organization_id: c.supplierOrganizationId,
    client_organization: row.client,
    supplier_organization: row.supplier,
    partner: side === 'client' ? row.supplier : row.client,
    supplier_time_zone: row.supplierTimeZone,
    number: c.number,
    date_from: c.dateFrom,
    date_to: c.dateTo,
    terms: c.terms,
    status_id: c.statusId,
    allowed_status_ids: allowedStatusIds(
      c,
      side === 'client' ? c.clientOrganizationId : c.supplierOrganizationId,
    ),
    editable: isEditable(c.statusId),
    history,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

async function historyOf(db: Queryable, contractId: number): Promise<Contract['history']> {
  const rows = await db
    .select({ h: contractStatusHistory, userName: users.name })
    .from(contractStatusHistory)
    .leftJoin(users, eq(users.id, contractStatusHistory.userId))
    .where(eq(contractStatusHistory.contractId, contractId))
    .orderBy(asc(contractStatusHistory.at), asc(contractStatusHistory.id));
  return rows.map(({ h, userName }) => ({
    id: h.id,
    from_status_id: h.fromStatusId,
    to_status_id: h.toStatusId,
    user_id: h.userId,
    user_name: userName,
    real_user_id: h.realUserId,
    organization_id: h.organizationId,
    comment: h.comment,
    at: h.at.toISOString(),
  }));
}

/** A contract of one of the given organizations on that side, with its history; or null. */
export async function findContract(db: Queryable, side: Side, contractId: number, ownOrgIds: number[]) {
  if (ownOrgIds.length === 0) return null;
  const { own } = contractSideColumns(side);
  const [row] = await selectContracts(db).where(and(eq(contracts.id, contractId), inArray(own, ownOrgIds)));
  return row ? toContract(row, side, await historyOf(db, row.c.id)) : null;
}

export async function listContracts(
  db: Queryable,
  side: Side,
  ownOrgIds: number[],
  query: ContractListQuery,
) {
  if (ownOrgIds.length === 0) return { items: [], total: 0 };
  const { own, partner } = contractSideColumns(side);
  const filters: SQL[] = [inArray(own, ownOrgIds)];
  if (query.status_ids?.length) filters.push(inArray(contracts.statusId, query.status_ids));
  if (query.partner_organization_id) filters.push(eq(partner, query.partner_organization_id));
  if (query.number)
    filters.push(sql`lower(${contracts.number}) LIKE ${`%${escapeLike(query.number.toLowerCase())}%`}`);
  const where = and(...filters);
  const direction = query.order_by === 'desc' ? desc : asc;
  const sortable = {
    id: contracts.id,
    number: contracts.number,
    date_from: contracts.dateFrom,
    date_to: contracts.dateTo,
    status_id: contracts.statusId,
    created_at: contracts.createdAt,
  };
  const rows = await selectContracts(db)
    .where(where)
    .orderBy(direction(sortable[query.order_field ?? 'id']), direction(contracts.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: count() }).from(contracts).where(where);
  return { items: rows.map((row) => toContract(row, side, [])), total };
}
