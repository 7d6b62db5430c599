import { describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES } from '../../../contract/statuses';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, dairy, veg, anna } = withTestApp({ dairy: 'dmitry', veg: 'sergey', anna: 'anna' });

const S = CONTRACT_STATUSES.byKey;
const clientUrl = (path: string) =>
  `/v1/client/contracts${path}${path.includes('?') ? '&' : '?'}organization_id=${t.id('org:client')}`;
const supplierUrl = (path: string, org = t.id('org:dairy')) =>
  `/v1/supplier/contracts${path}${path.includes('?') ? '&' : '?'}organization_id=${org}`;

describe('contracts', () => {
  it('lists the client’s contracts with a filter by status and number', async () => {
    const all = await anna({ method: 'GET', url: clientUrl('/') });
    expect(all.json().total).toBe(2);
    const active = await anna({ method: 'GET', url: clientUrl(`/?status_ids=${S.active.id}`) });
    expect(active.json().items.map((c: { id: number }) => c.id)).toEqual([t.id('contract:dairy')]);
    const byNumber = await anna({ method: 'GET', url: clientUrl('/?number=ур-27') });
    expect(byNumber.json().items.map((c: { id: number }) => c.id)).toEqual([t.id('contract:veg')]);
  });

  it('creates a draft with a partner, edits it and keeps the history through approval', async () => {
    const created = await dairy({
      method: 'POST',
      url: supplierUrl('/'),
      payload: {
        client_organization_id: t.id('org:client'),
        number: 'ЗР-2026/020',
        date_from: '2026-05-01',
        date_to: '2026-12-31',
        terms: 'Сыры',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      status_id: S.draft.id,
      allowed_status_ids: [S.on_approval.id, S.terminated.id],
      editable: true,
    });

    const edited = await anna({
      method: 'PUT',
      url: clientUrl(`/${id}`),
      payload: { terms: 'Сыры и масло' },
    });
    expect(edited.json().terms).toBe('Сыры и масло');

    await dairy({
      method: 'PUT',
      url: supplierUrl(`/${id}/status?target_status_id=${S.on_approval.id}`),
    });
    const approved = await anna({
      method: 'PUT',
      url: clientUrl(`/${id}/status?target_status_id=${S.active.id}&comment=Подписан`),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().history.map((h: { to_status_id: number }) => h.to_status_id)).toEqual([
      S.draft.id,
      S.on_approval.id,
      S.active.id,
    ]);
    expect(approved.json().history[2]).toMatchObject({ user_name: 'Анна Смирнова', comment: 'Подписан' });

    const locked = await dairy({
      method: 'PUT',
      url: supplierUrl(`/${id}`),
      payload: { number: 'Другой' },
    });
    expectErrorBody(locked, 409);
  });

  it('refuses an illegal transition with 409 and changes nothing', async () => {
    const url = supplierUrl(`/${t.id('contract:veg')}`, t.id('org:veg'));
    const before = await veg({ method: 'GET', url });
    const res = await veg({
      method: 'PUT',
      url: supplierUrl(`/${t.id('contract:veg')}/status?target_status_id=${S.expired.id}`, t.id('org:veg')),
    });
    expect(expectErrorBody(res, 409).detail).toBe(
      'Нельзя перевести договор из статуса «На согласовании» в «Истёк»',
    );
    const after = await veg({ method: 'GET', url });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses an unknown status id with 422', async () => {
    const res = await anna({
      method: 'PUT',
      url: clientUrl(`/${t.id('contract:veg')}/status?target_status_id=99`),
    });
    expectErrorBody(res, 422);
  });

  it('hides another supplier’s contract (404) and refuses a contract with a non-partner (422)', async () => {
    expectErrorBody(await dairy({ method: 'GET', url: supplierUrl(`/${t.id('contract:veg')}`) }), 404);
    expectErrorBody(
      await dairy({
        method: 'PUT',
        url: supplierUrl(`/${t.id('contract:veg')}/status?target_status_id=${S.active.id}`),
      }),
      404,
    );
    const res = await dairy({
      method: 'POST',
      url: supplierUrl('/'),
      payload: { client_organization_id: t.id('org:veg'), number: 'Х-1' },
    });
    expectErrorBody(res, 422);
  });

  it('refuses an end date before the start date with 422', async () => {
    const res = await anna({
      method: 'POST',
      url: clientUrl('/'),
      payload: {
        supplier_organization_id: t.id('org:veg'),
        number: 'В-1',
        date_from: '2026-05-01',
        date_to: '2026-04-01',
      },
    });
    expect(expectErrorBody(res, 422).fields?.date_to).toBeDefined();
  });
});

describe('consent of the other side', () => {
  const draftFor = async (client: Client, url: string, payload: object) => {
    const created = await client({ method: 'POST', url, payload });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as number;
  };
  const step = (client: Client, url: string) => client({ method: 'PUT', url });

  it('lets only the side that did not send the contract approve or reject it, recorded with the side', async () => {
    const id = await draftFor(dairy, supplierUrl('/'), {
      client_organization_id: t.id('org:client'),
      number: 'ЗР-С/1',
    });
    const sent = await step(dairy, supplierUrl(`/${id}/status?target_status_id=${S.on_approval.id}`));
    expect(sent.json().allowed_status_ids).toEqual([]);

    const self = expectErrorBody(
      await step(dairy, supplierUrl(`/${id}/status?target_status_id=${S.active.id}`)),
      409,
    );
    expect(self.detail).toMatch(/только другая сторона/);
    expectErrorBody(await step(dairy, supplierUrl(`/${id}/status?target_status_id=${S.draft.id}`)), 409);

    const seen = await anna({ method: 'GET', url: clientUrl(`/${id}`) });
    expect(seen.json()).toMatchObject({
      status_id: S.on_approval.id,
      allowed_status_ids: [S.active.id, S.draft.id],
    });
    const rejected = await step(anna, clientUrl(`/${id}/status?target_status_id=${S.draft.id}&comment=Цены`));
    expect(rejected.json().status_id).toBe(S.draft.id);
    expect(rejected.json().history.at(-1)).toMatchObject({
      to_status_id: S.draft.id,
      organization_id: t.id('org:client'),
      user_name: 'Анна Смирнова',
      comment: 'Цены',
    });
  });

  it('makes an edit on approval a counter-proposal the other side approves', async () => {
    const id = await draftFor(dairy, supplierUrl('/'), {
      client_organization_id: t.id('org:client'),
      number: 'ЗР-С/2',
    });
    await step(dairy, supplierUrl(`/${id}/status?target_status_id=${S.on_approval.id}`));
    const edited = await anna({
      method: 'PUT',
      url: clientUrl(`/${id}`),
      payload: { terms: 'Скидка 50 %' },
    });
    expect(edited.json().allowed_status_ids).toEqual([]);
    expectErrorBody(await step(anna, clientUrl(`/${id}/status?target_status_id=${S.active.id}`)), 409);
    const approved = await step(dairy, supplierUrl(`/${id}/status?target_status_id=${S.active.id}`));
    expect(approved.json()).toMatchObject({ status_id: S.active.id, terms: 'Скидка 50 %' });
    expect(approved.json().history.at(-1)).toMatchObject({ organization_id: t.id('org:dairy') });
  });

  it('never brings a contract into force with an organization only invited', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        name: 'Ирина Лебедева',
        email: 'owner@cafe-zvezda.ru',
        password: 'secret-pass-123',
        organization: { name: 'Кафе «Звезда»', module_client: true },
      },
    });
    const irina = signup.json().access_token as string;
    const invited = await dairy({
      method: 'POST',
      url: `/v1/supplier/partnerships/invite_bulk?organization_id=${t.id('org:dairy')}`,
      payload: { items: ['owner@cafe-zvezda.ru'] },
    });
    const cafe = (await t.as(irina)({ method: 'GET', url: '/v1/users/me' })).json().organizations[0]
      .id as number;
    expect(invited.json().items[0].status).toBe('invited');
    const id = await draftFor(dairy, supplierUrl('/'), { client_organization_id: cafe, number: 'ЗР-С/3' });
    await step(dairy, supplierUrl(`/${id}/status?target_status_id=${S.on_approval.id}`));
    const refused = expectErrorBody(
      await step(
        t.as(irina),
        `/v1/client/contracts/${id}/status?target_status_id=${S.active.id}&organization_id=${cafe}`,
      ),
      409,
    );
    expect(refused.detail).toMatch(/принявшим приглашение/);
    const after = await dairy({ method: 'GET', url: supplierUrl(`/${id}`) });
    expect(after.json().status_id).toBe(S.on_approval.id);
  });

  it('lets only the side that suspended the contract resume it', async () => {
    const dairyContract = supplierUrl(`/${t.id('contract:dairy')}`);
    const suspended = await step(
      anna,
      clientUrl(`/${t.id('contract:dairy')}/status?target_status_id=${S.suspended.id}`),
    );
    expect(suspended.json().allowed_status_ids).toEqual([S.active.id, S.terminated.id]);
    expect((await dairy({ method: 'GET', url: dairyContract })).json().allowed_status_ids).toEqual([
      S.terminated.id,
    ]);
    expectErrorBody(
      await step(dairy, supplierUrl(`/${t.id('contract:dairy')}/status?target_status_id=${S.active.id}`)),
      409,
    );
    const resumed = await step(
      anna,
      clientUrl(`/${t.id('contract:dairy')}/status?target_status_id=${S.active.id}`),
    );
    expect(resumed.json().status_id).toBe(S.active.id);
  });
});
