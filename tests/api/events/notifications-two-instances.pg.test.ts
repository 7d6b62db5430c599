import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bigEnoughOrder, EMAILS, type OrderFixture, orderFixture } from '../orders/fixture';
import { createTestApp, type TestApp } from '../support/app';
import { secondInstance } from '../support/second-instance';
import { openStream } from './sse';

let t: TestApp;
let f: OrderFixture;
let instance: Awaited<ReturnType<typeof secondInstance>>;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixture(t);
  instance = await secondInstance(t);
  second = instance.app;
});
afterAll(async () => {
  await instance.close();
  await t.close();
});

it('a bell that asks as its event arrives finds the notification, whichever instance wrote it', async () => {
  const buyer = await t.login(EMAILS.buyer);
  const supplier = await t.login(EMAILS.dairySales);
  const onFirst = await openStream(await t.app.listen({ port: 0, host: '127.0.0.1' }), { token: supplier });
  const onSecond = await openStream(await second.listen({ port: 0, host: '127.0.0.1' }), { token: supplier });
  const bell = (app: FastifyInstance) =>
    app.inject({
      method: 'GET',
      url: '/v1/notifications?limit=50',
      headers: { authorization: `Bearer ${supplier}` },
    });
  for (let i = 0; i < 12; i++) {
    const created = await t.as(buyer)({
      method: 'POST',
      url: `/v1/client/orders/expanded?organization_id=${f.client}`,
      payload: bigEnoughOrder(f, { send: true }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().id;
    const link = `/supplier/orders/${orderId}`;
    // Each stream's instance asks its own bell the moment its stream hears of the new order.
    const asked = [onFirst, onSecond].map(async (stream, n) => {
      await stream.waitFor((e) => e.type === 'order.sent' && e.object_id === orderId);
      const answer = (await bell(n === 0 ? t.app : second)).json() as { items: { link: string | null }[] };
      return answer.items.some((item) => item.link === link);
    });
    expect(await Promise.all(asked), `order ${i + 1}`).toEqual([true, true]);
  }
  onFirst.close();
  onSecond.close();
});
