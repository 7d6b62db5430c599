import type { TestApp } from '../support/app';

/** Registers a new client organization with its admin and returns the admin's token and the org id. */
export async function registerClient(t: TestApp, email: string, name: string, inn: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/users/signup',
    payload: {
      name: 'Мария Новикова',
      email,
      password: 'secret-pass-123',
      organization: { name, inn, module_client: true },
    },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const token = res.json().access_token as string;
  const me = await t.as(token)({ method: 'GET', url: '/v1/users/me' });
  return { token, organizationId: me.json().organizations[0].id as number };
}

type ClientAdmin = { token: string; organizationId: number };

/** The client's answer to a partnership: 'active' accepts the invitation, 'declined' declines it. */
export const clientAnswers = (t: TestApp, client: ClientAdmin, partnershipId: number, status: string) =>
  t.as(client.token)({
    method: 'PUT',
    url: `/v1/client/partnerships/${partnershipId}?organization_id=${client.organizationId}`,
    payload: { status },
  });

/** The supplier invites the client by e-mail and the client accepts; returns the partnership id. */
export async function partnerUp(
  t: TestApp,
  supplierToken: string,
  supplierId: number,
  client: ClientAdmin,
  email: string,
) {
  const invite = await t.as(supplierToken)({
    method: 'POST',
    url: `/v1/supplier/partnerships/invite_bulk?organization_id=${supplierId}`,
    payload: { items: [email] },
  });
  const partnershipId = invite.json().items[0].partnership_id as number;
  const accept = await clientAnswers(t, client, partnershipId, 'active');
  if (accept.statusCode !== 200) throw new Error(`accept failed: ${accept.body}`);
  return partnershipId;
}
