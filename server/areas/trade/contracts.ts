import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ContractListQuery, ContractUpdate } from '../../../contract/contracts';
import { CONTRACT_STATUSES, CONTRACT_TRANSITIONS } from '../../../contract/statuses';
import type { Queryable } from '../../db/client';
import { contractStatusHistory, contracts, partnerships } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { currentUser, withTenant } from '../../plugins/auth';
import { contractEvent } from '../events/domain';
import { contractSideColumns, findContract, isEditable, listContracts, mayTakeStep } from './contracts-query';
import { readableOrganizations } from './partnerships-handlers';
import type { Side } from './partnerships-query';

/** The row just written is always visible to its writer; null here would be a bug. */
function written<T>(value: T | null): T {
  if (value === null) throw notFound('Договор не найден');
  return value;
}

type ContractDraft = ContractUpdate & { number: string; partner_organization_id: number };

export function listContractsFor(request: FastifyRequest, side: Side, query: ContractListQuery) {
  const orgIds = readableOrganizations(request, query.organization_id);
  return withTenant(request, (tx) => listContracts(tx, side, orgIds, query));
}

/** A contract of one of the user's organizations on that side (of the one asked for, if any). */
export async function getContractFor(
  request: FastifyRequest,
  side: Side,
  contractId: number,
  organizationId?: number,
) {
  const memberOf =
    organizationId === undefined ? [...currentUser(request).memberships.keys()] : [organizationId];
  const found = await withTenant(request, (tx) => findContract(tx, side, contractId, memberOf));
  if (!found) throw notFound('Договор не найден');
  return found;
}

/** config.access of /v1/<side>/contracts/:id: the contract's organization on that side. */
export const contractOrganization = (side: Side) => async (request: FastifyRequest) => {
  const found = await getContractFor(
    request,
    side,
    Number((request.params as { id: number }).id),
    (request.query as { organization_id?: number }).organization_id,
  );
  return side === 'client' ? found.client_organization_id : found.supplier_organization_id;
};

export function createContractFor(
  request: FastifyRequest,
  side: Side,
  organizationId: number,
  draft: ContractDraft,
) {
  const pair =
    side === 'client'
      ? { clientOrganizationId: organizationId, supplierOrganizationId: draft.partner_organization_id }
      : { clientOrganizationId: draft.partner_organization_id, supplierOrganizationId: organizationId };
  return withTenant(request, async (tx) => {
    const [partnership] = await tx
      .select({ id: partnerships.id })
      .from(partnerships)
      .where(
        and(
          eq(partnerships.clientOrganizationId, pair.clientOrganizationId),
          eq(partnerships.supplierOrganizationId, pair.supplierOrganizationId),
          inArray(partnerships.status, ['invited', 'active']),
        ),
      );
    const partnerField = side === 'client' ? 'supplier_organization_id' : 'client_organization_id';
    if (!partnership) {
      throw badRequest('Договор можно заключить только с партнёром', {
        [partnerField]: side === 'client' ? 'Выберите своего поставщика' : 'Выберите своего клиента',
      });
    }
    const [created] = await tx
      .insert(contracts)
      .values({
        ...pair,
        number: draft.number,
        dateFrom: draft.date_from ?? null,
        dateTo: draft.date_to ?? null,
        terms: draft.terms || null,
        statusId: CONTRACT_STATUSES.byKey.draft.id,
        createdByOrganizationId: organizationId,
        statusSetByOrganizationId: organizationId,
      })
      .returning();
    await tx.insert(contractStatusHistory).values({
      contractId: created.id,
      clientOrganizationId: created.clientOrganizationId,
      supplierOrganizationId: created.supplierOrganizationId,
      fromStatusId: null,
      toStatusId: created.statusId,
      userId: currentUser(request).id,
      realUserId: request.user?.impersonation?.adminId ?? currentUser(request).id,
      organizationId,
    });
    await audit(tx, request, {
      action: 'contract_create',
      entity: 'contract',
      entityId: created.id,
      organizationId,
    });
    return written(await findContract(tx, side, created.id, [organizationId]));
  });
}

/** A contract comes into force only between partners: an invitation not yet accepted is not enough. */
async function assertActivePartnership(tx: Queryable, row: typeof contracts.$inferSelect) {
  const [partnership] = await tx
    .select({ status: partnerships.status })
    .from(partnerships)
    .where(
      and(
        eq(partnerships.clientOrganizationId, row.clientOrganizationId),
        eq(partnerships.supplierOrganizationId, row.supplierOrganizationId),
      ),
    );
  if (partnership?.status !== 'active') {
    throw conflict(
      'Договор вступает в силу только с партнёром, принявшим приглашение. Дождитесь, пока партнёрство начнёт действовать.',
      'PARTNERSHIP_NOT_ACTIVE',
    );
  }
}

async function lockContract(
  tx: Parameters<Parameters<typeof withTenant>[1]>[0],
  side: Side,
  id: number,
  orgId: number,
) {
  const { own } = contractSideColumns(side);
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(own, orgId)))
    .for('update');
  if (!row) throw notFound('Договор не найден');
  return row;
}

export function updateContractFor(
  request: FastifyRequest,
  side: Side,
  contractId: number,
  organizationId: number,
  body: ContractUpdate,
) {
  return withTenant(request, async (tx) => {
    const row = await lockContract(tx, side, contractId, organizationId);
    if (!isEditable(row.statusId)) {
      throw conflict(
        'Договор можно изменить только в статусе «Черновик» или «На согласовании»',
        'CONTRACT_NOT_EDITABLE',
      );
    }
    const dateFrom = body.date_from === undefined ? row.dateFrom : body.date_from;
    const dateTo = body.date_to === undefined ? row.dateTo : body.date_to;
    if (dateFrom && dateTo && dateTo < dateFrom) {
      throw badRequest('Дата окончания не может быть раньше даты начала', { date_to: 'Раньше даты начала' });
    }
    await tx
      .update(contracts)
      .set({
        number: body.number ?? row.number,
        dateFrom,
        dateTo,
        terms: body.terms === undefined ? row.terms : body.terms || null,
        // An edit on approval is a counter-proposal: now the other side approves it.
        ...(row.statusId === CONTRACT_STATUSES.byKey.on_approval.id
          ? { statusSetByOrganizationId: organizationId }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(contracts.id, row.id));
    await audit(tx, request, {
      action: 'contract_update',
      entity: 'contract',
      entityId: row.id,
      organizationId,
    });
    return written(await findContract(tx, side, row.id, [organizationId]));
  });
}

/** Moves the contract through CONTRACT_TRANSITIONS; an illegal step is a 409 and changes nothing. */
export function changeContractStatusFor(
  request: FastifyRequest,
  side: Side,
  contractId: number,
  query: { organization_id: number; target_status_id: number; comment?: string | null },
) {
  return withTenant(request, async (tx) => {
    const row = await lockContract(tx, side, contractId, query.organization_id);
    const from = CONTRACT_STATUSES.byId.get(row.statusId);
    const to = CONTRACT_STATUSES.byId.get(query.target_status_id);
    if (!from || !to || !CONTRACT_TRANSITIONS[from.status].includes(to.status)) {
      throw conflict(
        `Нельзя перевести договор из статуса «${from?.label ?? row.statusId}» в «${to?.label ?? query.target_status_id}»`,
        'ILLEGAL_TRANSITION',
      );
    }
    if (!mayTakeStep(row, to.status, query.organization_id)) {
      throw conflict(
        from.status === 'on_approval'
          ? 'Согласовать или отклонить договор может только другая сторона — не та, что отправила его на согласование'
          : 'Возобновить договор может только сторона, которая его приостановила',
        'CONSENT_REQUIRED',
      );
    }
    if (to.status === 'active') await assertActivePartnership(tx, row);
    await tx
      .update(contracts)
      .set({
        statusId: query.target_status_id,
        statusSetByOrganizationId: query.organization_id,
        updatedAt: new Date(),
      })
      .where(and(eq(contracts.id, row.id), eq(contracts.statusId, row.statusId)));
    const user = currentUser(request);
    await tx.insert(contractStatusHistory).values({
      contractId: row.id,
      clientOrganizationId: row.clientOrganizationId,
      supplierOrganizationId: row.supplierOrganizationId,
      fromStatusId: row.statusId,
      toStatusId: query.target_status_id,
      userId: user.id,
      realUserId: user.impersonation?.adminId ?? user.id,
      organizationId: query.organization_id,
      comment: query.comment || null,
    });
    await audit(tx, request, {
      action: 'contract_status',
      entity: 'contract',
      entityId: row.id,
      organizationId: query.organization_id,
      details: { from: row.statusId, to: query.target_status_id },
    });
    await contractEvent(tx, request, row.id, query.organization_id);
    return written(await findContract(tx, side, row.id, [query.organization_id]));
  });
}
