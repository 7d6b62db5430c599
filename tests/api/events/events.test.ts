import { EVENT_TYPES, type EventType, eventTypes } from '@contract/events';
import {
  contractEvent,
  jobEvent,
  partnershipEvent,
  postEvent,
  priceListEvent,
  stockEvent,
} from '@server/areas/events/domain';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigEnoughOrder, EMAILS, type OrderFixture, orderFixture } from '../orders/fixture';
import { createTestApp, expectErrorBody, type TestApp } from '../support/app';
import { memberWith } from './members';
import { openStream, type TestStream } from './sse';

let t: TestApp;
let f: OrderFixture;
let base: string;
const tokens: Record<string, string> = {};
const streams: Record<string, TestStream> = {};
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixture(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tokens.buyer = await t.login(EMAILS.buyer);
  tokens.dairy = await t.login(EMAILS.dairySales);
  tokens.veg = await t.login(EMAILS.veg);
  // A member of both parties' organizations who holds no permission at all.
  tokens.nobody = (
    await memberWith(t, 'nobody@events.test', [
      { org: f.client, permissions: [] },
      { org: f.dairy, permissions: [] },
    ])
  ).token;
});
afterAll(async () => {
  for (const stream of Object.values(streams)) stream.close();
  await t.close();
});

/** Writes an event as the given organization's request would, in its own transaction. */
const asOrg = (org: number, userId: number, fn: (tx: never, request: FastifyRequest) => Promise<void>) =>
  t.app.database.tenant([org], 'write', (tx) => fn(tx as never, { user: { id: userId } } as FastifyRequest));

describe('GET /v1/events', () => {
  it('refuses a call without a token or with a used ticket, and never takes the token in the address', async () => {
    expectErrorBody(await t.as(null)({ method: 'GET', url: '/v1/events' }), 401);
    const issued = await t.as(tokens.buyer)({ method: 'POST', url: '/v1/events/ticket' });
    expect(issued.statusCode).toBe(200);
    const { ticket, expires_in } = issued.json();
    expect(expires_in).toBeLessThanOrEqual(60);
    const first = await openStream(base, { ticket });
    expect(first.status).toBe(200);
    first.close();
    expect((await openStream(base, { ticket })).status).toBe(401);
    expect((await openStream(base, { ticket: 'not-a-ticket' })).status).toBe(401);
    expectErrorBody(await t.as(null)({ method: 'GET', url: `/v1/events?token=${tokens.buyer}` }), 401);
  });

  it('delivers every event type only to users who may read its object, in their organization', async () => {
    for (const name of ['buyer', 'dairy', 'veg', 'nobody']) {
      streams[name] = await openStream(base, { token: tokens[name] });
      expect(streams[name].status).toBe(200);
    }
    const created = await t.as(tokens.buyer)({
      method: 'POST',
      url: `/v1/client/orders/expanded?organization_id=${f.client}`,
      payload: bigEnoughOrder(f, { send: true }),
    });
    expect(created.statusCode).toBe(201);
    orderId = created.json().id;
    const number = created.json().number;
    const sent = await streams.dairy.waitFor((e) => e.type === 'order.sent' && e.object_id === orderId);
    // The fixture's delivery is at 10:00 at a Moscow sales point: named, as the reader's zone is unknown.
    expect(sent.summary.replace(/\u00a0/g, ' ')).toMatch(
      new RegExp(
        `^Новый заказ № ${number} от ООО «Вкусный двор» на сумму 3 299,00 ₽, доставка \\d\\d\\.\\d\\d\\.\\d{4} 10:00 МСК$`,
      ),
    );
    expect(sent.organization_ids).toEqual([f.dairy]);
    const accepted = await t.as(tokens.dairy)({
      method: 'PUT',
      url: `/v1/supplier/orders/${orderId}/change_status?target_status_id=3`,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    const lines = await t.as(tokens.dairy)({
      method: 'POST',
      url: `/v1/supplier/orders/${orderId}/items?organization_id=${f.dairy}`,
      payload: [{ good_id: f.goods[0].id, quantity: '12' }],
    });
    expect(lines.statusCode).toBe(200);
    // The changed lines wait for the buyer's consent (issue 19): the buyer agrees, the order goes on.
    const agreed = await t.as(tokens.buyer)({
      method: 'PUT',
      url: `/v1/client/orders/${orderId}/status?status_id=3&organization_id=${f.client}`,
      payload: {},
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const dairyUser = t.id('user:dairy_sales');
    const contract = await t.database.query<{ id: number }>(
      `INSERT INTO contracts (client_organization_id, supplier_organization_id, number, status_id,
                              created_by_organization_id, status_set_by_organization_id)
       VALUES ($1, $2, 'Д-77', 2, $2, $2) RETURNING id`,
      [f.client, f.dairy],
    );
    await asOrg(f.dairy, dairyUser, (tx, r) => contractEvent(tx, r, Number(contract[0].id), f.dairy));
    await t.database.query('UPDATE contracts SET status_id = 3 WHERE id = $1', [contract[0].id]);
    await asOrg(f.client, t.id('user:buyer'), (tx, r) =>
      contractEvent(tx, r, Number(contract[0].id), f.client),
    );
    for (const type of ['partnership.invited', 'partnership.accepted', 'partnership.declined'] as const) {
      await asOrg(f.dairy, dairyUser, (tx, r) => partnershipEvent(tx, r, type, f.partnershipId, f.dairy));
    }
    await asOrg(f.dairy, dairyUser, (tx, r) => priceListEvent(tx, r, f.priceListId));
    const [post] = await t.database.query<{ id: number }>(
      `INSERT INTO news_posts (organization_id, title, content, is_published, published_at)
       VALUES ($1, 'Новый йогурт', '{"blocks":[]}', true, now()) RETURNING id`,
      [f.dairy],
    );
    await asOrg(f.dairy, dairyUser, (tx, r) => postEvent(tx, r, Number(post.id), f.dairy));
    const buyerId = t.id('user:buyer');
    await asOrg(f.client, buyerId, (tx, r) =>
      jobEvent(tx, r, { organizationId: f.client, userId: buyerId, jobId: 1, summary: 'Импорт: 50 %' }),
    );
    await asOrg(f.client, buyerId, (tx, r) =>
      stockEvent(tx, r, {
        organizationId: f.client,
        salesPointId: f.servedPoint,
        summary: 'Списание № 1 проведено',
      }),
    );
    // Last, one event every stream receives: after it, nothing earlier can still arrive.
    for (const [name, org] of [
      ['veg', t.id('org:veg')],
      ['nobody', f.client],
      ['dairy', f.dairy],
      ['buyer', f.client],
    ] as const) {
      const userId =
        name === 'nobody'
          ? null
          : t.id(`user:${name === 'dairy' ? 'dairy_sales' : name === 'veg' ? 'veg_admin' : 'buyer'}`);
      const rows =
        userId ??
        (await t.database.query<{ id: number }>("SELECT id FROM users WHERE email = 'nobody@events.test'"))[0]
          .id;
      await asOrg(org, Number(rows), (tx, r) =>
        jobEvent(tx, r, {
          organizationId: org,
          userId: Number(rows),
          jobId: 99,
          summary: 'Готово',
          done: true,
        }),
      );
      await streams[name].waitFor((e) => e.type === 'job' && e.object_id === 99);
    }
    const typesOf = (name: string) =>
      new Set(streams[name].events.filter((e) => e.object_id !== 99).map((e) => e.type));
    // Everything reaches someone who may read it …
    const reached = new Set([...typesOf('buyer'), ...typesOf('dairy')]);
    expect([...reached].sort()).toEqual([...eventTypes].sort());
    // … the buyer's job reaches the buyer only; a draft never reaches the supplier.
    expect(typesOf('dairy').has('job')).toBe(false);
    expect(streams.dairy.events.some((e) => e.type === 'order.created')).toBe(false);
    // Another organization gets nothing; a member without permissions only the public news.
    expect([...typesOf('veg')]).toEqual([]);
    expect([...typesOf('nobody')]).toEqual(['post.published']);
    for (const type of Object.keys(EVENT_TYPES) as EventType[]) {
      for (const e of streams.buyer.events.filter((x) => x.type === type))
        expect(e.organization_ids).toEqual([f.client]);
    }
  });

  it('checks the permission at delivery: a right taken away stops the events at once', async () => {
    const temp = await memberWith(t, 'temp@events.test', [
      { org: f.dairy, permissions: ['order_supplier_r'] },
    ]);
    const stream = await openStream(base, { token: temp.token });
    streams.temp = stream;
    await t.as(tokens.dairy)({
      method: 'PUT',
      url: `/v1/supplier/orders/${orderId}/change_status?target_status_id=8`,
      payload: {},
    });
    await stream.waitFor((e) => e.type === 'order.status_changed' && e.data.status_id === 8);
    await t.database.query('DELETE FROM role_permissions WHERE role_id = $1', [temp.roles[0]]);
    await t.as(tokens.dairy)({
      method: 'PUT',
      url: `/v1/supplier/orders/${orderId}/change_status?target_status_id=7`,
      payload: {},
    });
    await streams.dairy.waitFor((e) => e.type === 'order.status_changed' && e.data.status_id === 7);
    await t.app.events.settled();
    expect(stream.events.some((e) => e.data.status_id === 7)).toBe(false);
  });

  it('resumes after a reconnect with Last-Event-ID without losing an event', async () => {
    const buyer = streams.buyer;
    buyer.close();
    const last = buyer.events[buyer.events.length - 1].id;
    await t.as(tokens.dairy)({
      method: 'PUT',
      url: `/v1/supplier/orders/${orderId}/change_status?target_status_id=6`,
      payload: {},
    });
    const missedWhileAway = await t.database.query<{ id: number }>(
      'SELECT id FROM events WHERE id > $1 AND audience @> $2::jsonb ORDER BY id',
      [last, JSON.stringify([{ o: f.client, p: 'order_client_r' }])],
    );
    expect(missedWhileAway.length).toBeGreaterThan(0);
    const again = await openStream(base, { token: tokens.buyer }, last);
    streams.buyer = again;
    await again.waitFor((e) => e.data.status_id === 6);
    expect(again.events.map((e) => e.id)).toEqual(missedWhileAway.map((r) => Number(r.id)));
  });
});

describe('notifications and e-mail', () => {
  it('notifies the other side, not the author, and e-mails the order number, counterparty and sum', async () => {
    await t.app.events.settled();
    const mine = await t.as(tokens.buyer)({ method: 'GET', url: '/v1/notifications' });
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.unread).toBeGreaterThan(0);
    expect(body.items.some((n: { type: string }) => n.type === 'order.status_changed')).toBe(true);
    expect(body.items.some((n: { type: string }) => n.type === 'order.sent')).toBe(false);
    const supplier = (await t.as(tokens.dairy)({ method: 'GET', url: '/v1/notifications' })).json();
    const arrived = supplier.items.find((n: { type: string }) => n.type === 'order.sent');
    expect(arrived.link).toBe(`/supplier/orders/${orderId}`);
    const letter = t.outbox().find((m) => m.to === EMAILS.dairySales && m.subject.startsWith('Новый заказ'));
    expect(letter?.subject).toMatch(
      /^Новый заказ № \d+ от ООО «Вкусный двор» на сумму 3\u00a0299,00\u00a0₽, доставка \d{2}\.\d{2}\.\d{4} 10:00 МСК$/,
    );
    expect(letter?.text).toContain(`/supplier/orders/${orderId}`);
    expect(letter?.text).toMatch(/https?:\/\/[^/\s]+\/unsubscribe\?token=/); // the page, not the API
    const veg = (await t.as(tokens.veg)({ method: 'GET', url: '/v1/notifications' })).json();
    expect(veg.total).toBe(0);
  });

  it('marks one and all read; a foreign notification is a 404', async () => {
    const { items } = (await t.as(tokens.buyer)({ method: 'GET', url: '/v1/notifications' })).json();
    const one = await t.as(tokens.buyer)({ method: 'POST', url: `/v1/notifications/${items[0].id}/read` });
    expect(one.statusCode).toBe(200);
    expectErrorBody(
      await t.as(tokens.dairy)({ method: 'POST', url: `/v1/notifications/${items[1].id}/read` }),
      404,
    );
    await t.as(tokens.buyer)({ method: 'POST', url: '/v1/notifications/read_all' });
    expect((await t.as(tokens.buyer)({ method: 'GET', url: '/v1/notifications' })).json().unread).toBe(0);
  });

  it('follows the settings: off by the unsubscribe link, a daily digest when asked', async () => {
    const link = t
      .outbox()
      .find((m) => m.to === EMAILS.dairySales)
      ?.text.match(/unsubscribe\?token=(\S+)/)?.[1];
    expectErrorBody(
      await t.as(null)({ method: 'GET', url: '/v1/notifications/unsubscribe?token=1.bad' }),
      422,
    );
    const off = await t.as(null)({ method: 'GET', url: `/v1/notifications/unsubscribe?token=${link}` });
    expect(off.statusCode).toBe(200);
    expect(
      (await t.as(tokens.dairy)({ method: 'GET', url: '/v1/notifications/settings' })).json().email_mode,
    ).toBe('off');
    const bad = await t.as(tokens.buyer)({
      method: 'PUT',
      url: '/v1/notifications/settings',
      payload: { email_mode: 'weekly' },
    });
    expectErrorBody(bad, 422);
    const digest = await t.as(tokens.buyer)({
      method: 'PUT',
      url: '/v1/notifications/settings',
      payload: { email_mode: 'digest', email_types: ['order.status_changed'] },
    });
    expect(digest.statusCode).toBe(200);
    const toBuyer = () => t.outbox().filter((m) => m.to === EMAILS.buyer);
    const before = toBuyer().length;
    await t.as(tokens.dairy)({
      method: 'PUT',
      url: `/v1/supplier/orders/${orderId}/change_status?target_status_id=9`,
      payload: {},
    });
    await t.app.events.settled();
    expect(toBuyer().length).toBe(before);
    expect(await t.app.events.sendDigests()).toBe(1);
    const letter = t.outbox().at(-1);
    expect(letter?.to).toBe(EMAILS.buyer);
    expect(letter?.subject).toBe('Сводка уведомлений: 1 событие');
    expect(letter?.text).toContain('Подписание документов');
  });
});
