import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { clientAnswers, registerClient } from './helpers';

const { t, dairy, veg, anna } = withTestApp({ dairy: 'dmitry', veg: 'sergey', anna: 'anna' });

const innOf = async (orgKey: string) =>
  (await t.database.query<{ inn: string }>('SELECT inn FROM organizations WHERE id = $1', [t.id(orgKey)]))[0]
    .inn;

const supplierUrl = (path: string, org = t.id('org:dairy')) =>
  `/v1/supplier/partnerships${path}${path.includes('?') ? '&' : '?'}organization_id=${org}`;

describe('partnership lists', () => {
  it('shows the client its suppliers with the seeded terms', async () => {
    const res = await anna({
      method: 'GET',
      url: `/v1/client/partnerships/?organization_id=${t.id('org:client')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    const dairyRow = res.json().items.find((p: { id: number }) => p.id === t.id('partnership:dairy'));
    expect(dairyRow).toMatchObject({
      status: 'active',
      min_order_amount: '3000.00',
      delivery_weekdays: [1, 2, 3, 4, 5, 6],
      order_cutoff_time: '18:00',
      delivery_windows: [
        { from: '08:00', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
      partner: { id: t.id('org:dairy') },
    });
  });

  it('finds a partner by name with ё = е and by INN', async () => {
    const byName = await anna({ method: 'GET', url: '/v1/client/partnerships/?query=ЗОРЬКА' });
    expect(byName.json().items.map((p: { id: number }) => p.id)).toEqual([t.id('partnership:dairy')]);
    const byInn = await anna({
      method: 'GET',
      url: `/v1/client/partnerships/?query=${await innOf('org:veg')}`,
    });
    expect(byInn.json().items.map((p: { id: number }) => p.id)).toEqual([t.id('partnership:veg')]);
  });

  it('never shows a supplier the client’s partnership with another supplier', async () => {
    const res = await dairy({ method: 'GET', url: supplierUrl(`/${t.id('partnership:veg')}`) });
    expectErrorBody(res, 404);
    const points = await dairy({
      method: 'GET',
      url: `/v1/supplier/partnerships/${t.id('partnership:veg')}/sales_points`,
    });
    expectErrorBody(points, 404);
    const list = await dairy({ method: 'GET', url: '/v1/supplier/partnerships' });
    expect(list.json().items.map((p: { id: number }) => p.id)).toEqual([t.id('partnership:dairy')]);
  });

  it('refuses an organization the user is not in with 404', async () => {
    const res = await dairy({ method: 'GET', url: supplierUrl('', t.id('org:veg')) });
    expectErrorBody(res, 404);
  });

  it('lists the client’s sales points the supplier serves', async () => {
    const res = await dairy({
      method: 'GET',
      url: `/v1/supplier/partnerships/${t.id('partnership:dairy')}/sales_points`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.length).toBeGreaterThan(0);
    expect(res.json().items.every((sp: { served: boolean }) => sp.served)).toBe(true);
  });
});

describe('ordering terms', () => {
  it('saves valid terms', async () => {
    const res = await dairy({
      method: 'PUT',
      url: supplierUrl(`/${t.id('partnership:dairy')}`),
      payload: {
        min_order_amount: '5000',
        delivery_weekdays: [5, 1, 3],
        order_cutoff_time: '17:30',
        delivery_windows: [
          { from: '14:00', to: '16:00' },
          { from: '09:00', to: '11:00' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      min_order_amount: '5000.00',
      delivery_weekdays: [1, 3, 5],
      order_cutoff_time: '17:30',
      delivery_windows: [
        { from: '09:00', to: '11:00' },
        { from: '14:00', to: '16:00' },
      ],
    });
  });

  // Issue 42, item 16: night suppliers close their orders after midnight.
  it.each(['00:00', '02:00', '05:45', '23:59'])('saves a cut-off at %s', async (cutoff) => {
    const res = await dairy({
      method: 'PUT',
      url: supplierUrl(`/${t.id('partnership:dairy')}`),
      payload: { order_cutoff_time: cutoff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order_cutoff_time).toBe(cutoff);
    const read = await dairy({ method: 'GET', url: supplierUrl(`/${t.id('partnership:dairy')}`) });
    expect(read.json().order_cutoff_time).toBe(cutoff);
  });

  it.each([
    ['a window of no length', { delivery_windows: [{ from: '12:00', to: '12:00' }] }],
    ['a time that is not a time of day', { delivery_windows: [{ from: '23:00', to: '24:30' }] }],
    [
      'windows overlapping after midnight',
      {
        delivery_windows: [
          { from: '22:00', to: '02:00' },
          { from: '01:00', to: '03:00' },
        ],
      },
    ],
    ['a cut-off that is not a time of day', { order_cutoff_time: '24:00' }],
    [
      'overlapping windows',
      {
        delivery_windows: [
          { from: '08:00', to: '12:00' },
          { from: '11:00', to: '13:00' },
        ],
      },
    ],
    ['no delivery day', { delivery_weekdays: [] }],
    ['weekday 8', { delivery_weekdays: [8] }],
    ['a negative minimum', { min_order_amount: '-1' }],
  ])('refuses %s with 422 and changes nothing', async (_name, payload) => {
    const before = await dairy({ method: 'GET', url: supplierUrl(`/${t.id('partnership:dairy')}`) });
    const res = await dairy({
      method: 'PUT',
      url: supplierUrl(`/${t.id('partnership:dairy')}`),
      payload,
    });
    expectErrorBody(res, 422);
    const after = await dairy({ method: 'GET', url: supplierUrl(`/${t.id('partnership:dairy')}`) });
    expect(after.json()).toEqual(before.json());
  });

  it('does not let the client set the supplier’s terms', async () => {
    const res = await anna({
      method: 'PUT',
      url: `/v1/client/partnerships/${t.id('partnership:dairy')}?organization_id=${t.id('org:client')}`,
      payload: { min_order_amount: '0' },
    });
    expectErrorBody(res, 422);
  });

  it('refuses a sales point of another organization', async () => {
    const res = await anna({
      method: 'PUT',
      url: `/v1/client/partnerships/${t.id('partnership:dairy')}?organization_id=${t.id('org:client')}`,
      payload: { sales_point_ids: [999999] },
    });
    expect(expectErrorBody(res, 422).fields?.sales_point_ids).toBeDefined();
  });
});

describe('invitations', () => {
  it('e-mails an unregistered address a registration link and writes it to the outbox', async () => {
    const res = await dairy({
      method: 'POST',
      url: `/v1/supplier/partnerships/invite_bulk?organization_id=${t.id('org:dairy')}`,
      payload: { items: ['New.Cafe@example.ru', 'not an inn', await innOf('org:client')] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { status: string }) => i.status)).toEqual([
      'email_sent',
      'error',
      'already_partner',
    ]);
    const mail = t.outbox().find((m) => m.to === 'new.cafe@example.ru');
    expect(mail?.link).toBe('http://localhost:3000/login?message=registration');
    expect(mail?.subject).toContain('Зорька');
  });

  it('turns an e-mail invitation into a partnership the invitee accepts once registered', async () => {
    await dairy({
      method: 'POST',
      url: `/v1/supplier/partnerships/invite_bulk?organization_id=${t.id('org:dairy')}`,
      payload: { items: ['Chef@Kafe-Veter.ru'] },
    });
    const client = await registerClient(t, 'chef@kafe-veter.ru', 'Кафе «Ветер»', '7708987651');
    const list = await t.as(client.token)({
      method: 'GET',
      url: `/v1/client/partnerships/?organization_id=${client.organizationId}`,
    });
    expect(list.json().items).toHaveLength(1);
    const [invitation] = list.json().items;
    expect(invitation).toMatchObject({
      status: 'invited',
      can_respond: true,
      partner: { id: t.id('org:dairy') },
    });
    const accepted = await clientAnswers(t, client, invitation.id, 'active');
    expect(accepted.json().status).toBe('active');

    // A second organization of the same person finds nothing left to claim.
    const second = await t.as(client.token)({
      method: 'POST',
      url: '/v1/organizations/',
      payload: { name: 'Кафе «Ветер-2»', module_client: true },
    });
    expect(second.statusCode).toBe(201);
    const none = await t.as(client.token)({
      method: 'GET',
      url: `/v1/client/partnerships/?organization_id=${second.json().id}`,
    });
    expect(none.json().items).toEqual([]);
  });

  it('keeps an e-mail invitation to be a client away from a supplier-only organization', async () => {
    await veg({
      method: 'POST',
      url: `/v1/supplier/partnerships/invite_bulk?organization_id=${t.id('org:veg')}`,
      payload: { items: ['owner@molokozavod.ru'] },
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        name: 'Пётр Сидоров',
        email: 'owner@molokozavod.ru',
        password: 'secret-pass-123',
        organization: { name: 'Молокозавод', module_client: false, module_supplier: true },
      },
    });
    expect(signup.statusCode).toBe(201);
    const token = signup.json().access_token as string;
    const me = await t.as(token)({ method: 'GET', url: '/v1/users/me' });
    const partnerships = await t.as(token)({
      method: 'GET',
      url: `/v1/supplier/partnerships?organization_id=${me.json().organizations[0].id}`,
    });
    expect(partnerships.json().items).toEqual([]);
  });

  it('invites a registered organization by a member’s e-mail; only the invited side may accept', async () => {
    const client = await registerClient(t, 'owner@cafe-luna.ru', 'Кафе «Луна»', '7701234560');
    const invite = await veg({
      method: 'POST',
      url: `/v1/supplier/partnerships/invite_bulk?organization_id=${t.id('org:veg')}`,
      payload: { items: ['owner@cafe-luna.ru'] },
    });
    const [item] = invite.json().items;
    expect(item.status).toBe('invited');

    const own = await veg({
      method: 'PUT',
      url: supplierUrl(`/${item.partnership_id}`, t.id('org:veg')),
      payload: { status: 'active' },
    });
    expectErrorBody(own, 409);

    const seen = await t.as(client.token)({
      method: 'GET',
      url: `/v1/client/partnerships/${item.partnership_id}`,
    });
    expect(seen.json()).toMatchObject({
      status: 'invited',
      can_respond: true,
      partner: { id: t.id('org:veg') },
    });
    const accepted = await clientAnswers(t, client, item.partnership_id, 'active');
    expect(accepted.json()).toMatchObject({ status: 'active', can_respond: false });
    const again = await clientAnswers(t, client, item.partnership_id, 'declined');
    expectErrorBody(again, 409);
  });

  it('lets a client invite a supplier by INN', async () => {
    const client = await registerClient(t, 'chef@bistro-solnce.ru', 'Бистро «Солнце»', '7709876545');
    const res = await t.as(client.token)({
      method: 'POST',
      url: `/v1/client/partnerships/invite_bulk?organization_id=${client.organizationId}`,
      payload: { items: [await innOf('org:dairy'), '0000000000'] },
    });
    expect(res.json().items.map((i: { status: string }) => i.status)).toEqual(['invited', 'error']);
    const pending = await dairy({ method: 'GET', url: supplierUrl('?status=invited') });
    expect(pending.json().items[0]).toMatchObject({
      can_respond: true,
      partner: { id: client.organizationId },
    });
  });

  it('refuses an empty list with 422', async () => {
    const res = await anna({
      method: 'POST',
      url: `/v1/client/partnerships/invite_bulk?organization_id=${t.id('org:client')}`,
      payload: { items: [] },
    });
    expectErrorBody(res, 422);
  });
});
