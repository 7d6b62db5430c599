import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  InviteResult,
  PartnershipListQuery,
  SupplierPartnershipUpdate,
} from '../../../contract/partnerships';
import { organizations } from '../../db/schema';
import { notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { currentUser, declaredPermission, listableOrganizations, withTenant } from '../../plugins/auth';
import { partnershipEvent } from '../events/domain';
import { updatePartnership } from './partnerships';
import {
  invitationMail,
  invitePartner,
  rememberEmailInvitation,
  resolveInviteTargets,
} from './partnerships-invite';
import { findPartnership, listPartnerships, type Side } from './partnerships-query';

/**
 * The organizations a read acts for: the one asked for (config.access checked it), or all where
 * the user holds the route's permission.
 */
export function readableOrganizations(request: FastifyRequest, organizationId: number | undefined) {
  if (organizationId === undefined) return listableOrganizations(request, declaredPermission(request));
  return [organizationId];
}

export function listPartnershipsFor(request: FastifyRequest, side: Side, query: PartnershipListQuery) {
  const orgIds = readableOrganizations(request, query.organization_id);
  return withTenant(request, (tx) => listPartnerships(tx, side, orgIds, query));
}

/** A partnership of one of the user's organizations on that side (of the one asked for, if any). */
export async function getPartnershipFor(
  request: FastifyRequest,
  side: Side,
  partnershipId: number,
  organizationId: number | undefined,
) {
  const memberOf =
    organizationId === undefined ? [...currentUser(request).memberships.keys()] : [organizationId];
  const found = await withTenant(request, (tx) => findPartnership(tx, side, partnershipId, memberOf));
  if (!found) throw notFound('Партнёрство не найдено');
  return found;
}

/** config.access of a route on one partnership (:partnershipId or :id): its organization on that side. */
export const partnershipOrganization = (side: Side) => async (request: FastifyRequest) => {
  const params = request.params as { id?: number; partnershipId?: number };
  const found = await getPartnershipFor(
    request,
    side,
    Number(params.partnershipId ?? params.id),
    (request.query as { organization_id?: number }).organization_id,
  );
  return side === 'client' ? found.client_organization_id : found.supplier_organization_id;
};

export async function updatePartnershipFor(
  request: FastifyRequest,
  side: Side,
  partnershipId: number,
  organizationId: number,
  body: Partial<SupplierPartnershipUpdate>,
) {
  return withTenant(request, async (tx) => {
    await updatePartnership(tx, request, side, partnershipId, organizationId, body);
    const updated = await findPartnership(tx, side, partnershipId, [organizationId]);
    if (!updated) throw notFound('Партнёрство не найдено');
    return updated;
  });
}

/** invite_bulk: partnerships with registered organizations, e-mails to the others (after commit). */
export async function inviteBulkFor(
  request: FastifyRequest,
  side: Side,
  organizationId: number,
  inputs: string[],
): Promise<{ items: InviteResult[] }> {
  const app = request.server;
  const targets = await resolveInviteTargets(app.db, side, organizationId, inputs);
  const { items, inviterName } = await withTenant(request, async (tx) => {
    const [own] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const results: InviteResult[] = [];
    for (const target of targets) {
      if (target.kind === 'error') {
        results.push({ input: target.input, status: 'error', detail: target.detail, partnership_id: null });
      } else if (target.kind === 'email') {
        await rememberEmailInvitation(tx, side, organizationId, target.email);
        results.push({
          input: target.input,
          status: 'email_sent',
          detail: `Приглашение на регистрацию отправлено на ${target.email}`,
          partnership_id: null,
        });
      } else {
        const result = await invitePartner(tx, side, organizationId, target);
        if (result.status === 'invited' && result.partnership_id)
          await partnershipEvent(tx, request, 'partnership.invited', result.partnership_id, organizationId);
        results.push(result);
      }
    }
    await audit(tx, request, {
      action: 'partnership_invite_bulk',
      entity: 'partnership',
      organizationId,
      details: { results: results.map(({ input, status }) => ({ input, status })) },
    });
    return { items: results, inviterName: own?.name ?? '' };
  });
  for (const target of targets) {
    if (target.kind === 'email') {
      await app.mailer.send(invitationMail(side, inviterName, target.email, app.config.publicUrl));
    }
  }
  return { items };
}
