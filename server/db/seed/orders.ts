import { sql } from 'drizzle-orm';
import { businessInstant, type DeliveryTerms, deliveryDates } from '../../../contract/order-delivery';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/statuses';
import { queryRows } from '../../lib/sql';
import type { SeedContext, Seeder } from './context';

/** The way each demo order went, from draft to its status; who acted at each step. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  draft: ['draft'],
  sent: ['draft', 'sent'],
  working: ['draft', 'sent', 'working'],
  processing: ['draft', 'sent', 'working', 'processing'],
  executing: ['draft', 'sent', 'working', 'processing', 'executing'],
  delivered: ['draft', 'sent', 'working', 'processing', 'executing', 'delivered'],
  signing: ['draft', 'sent', 'working', 'processing', 'executing', 'delivered', 'signing'],
  completed: ['draft', 'sent', 'working', 'processing', 'executing', 'delivered', 'completed'],
  reconciled: ['draft', 'sent', 'working', 'processing', 'executing', 'delivered', 'completed', 'reconciled'],
  closed: ['draft', 'sent', 'working', 'processing', 'executing', 'delivered', 'completed', 'closed'],
  canceled_by_client: ['draft', 'sent', 'canceled_by_client'],
  canceled_by_supplier: ['draft', 'sent', 'working', 'canceled_by_supplier'],
  awaiting_client: ['draft', 'sent', 'working', 'awaiting_client'],
};
const CLIENT_STEPS: OrderStatus[] = ['draft', 'sent', 'canceled_by_client', 'completed'];
const REASONS: Partial<Record<OrderStatus, string>> = {
  awaiting_client: 'Поставщик изменил позиции заказа — нужно согласие клиента',
  canceled_by_client: 'Банкет перенесли на следующую неделю',
  canceled_by_supplier: 'Нет машины на этот день, предложили перенести доставку',
};
const COMMENTS = [
  'Доставка к служебному входу',
  'Позвонить за час до приезда',
  null,
  'Счёт-фактуру приложить к накладной',
];
const DAY = 24 * 60 * 60 * 1000;

interface Trade {
  supplierId: number;
  supplierKey: string;
  supplierUser: number;
  salesPointId: number;
  salesPoint: { name: string; address: string | null };
  terms: DeliveryTerms;
  goods: { id: number; price: string }[];
}

async function tradeWith(
  ctx: SeedContext,
  supplierKey: string,
  supplierUserKey: string,
): Promise<Trade | null> {
  const client = ctx.id('org:client');
  const supplierId = ctx.id(supplierKey);
  const [p] = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`SELECT id, delivery_weekdays, order_cutoff_time, delivery_windows FROM partnerships
         WHERE client_organization_id = ${client} AND supplier_organization_id = ${supplierId} AND status = 'active'`,
  );
  const [point] = await queryRows<{ id: unknown; name: string; address: string | null }>(
    ctx.db,
    sql`SELECT sp.id, sp.name, sp.address FROM sales_points sp
         WHERE sp.organization_id = ${client} AND sp.is_active
           AND (NOT EXISTS (SELECT 1 FROM partnership_sales_points WHERE partnership_id = ${p?.id ?? 0})
                OR sp.id IN (SELECT sales_point_id FROM partnership_sales_points WHERE partnership_id = ${p?.id ?? 0}))
         ORDER BY sp.id LIMIT 1`,
  );
  const goods = await queryRows<{ id: unknown; price: string }>(
    ctx.db,
    sql`SELECT g.good_id AS id, g.price::text AS price FROM price_list_goods g
          JOIN price_lists l ON l.id = g.price_list_id
         WHERE l.client_organization_id = ${client} AND l.supplier_organization_id = ${supplierId} AND l.is_active
         ORDER BY l.valid_from DESC, g.good_id LIMIT 8`,
  );
  if (!p || !point || goods.length === 0) return null;
  return {
    supplierId,
    supplierKey,
    supplierUser: ctx.id(supplierUserKey),
    salesPointId: Number(point.id),
    salesPoint: { name: point.name, address: point.address },
    terms: {
      delivery_weekdays: (p.delivery_weekdays as unknown[]).map(Number),
      order_cutoff_time: (p.order_cutoff_time as string | null) ?? null,
      delivery_windows: p.delivery_windows as DeliveryTerms['delivery_windows'],
    },
    goods: goods.map((g) => ({ id: Number(g.id), price: g.price })),
  };
}

const isOpen = (status: OrderStatus) => ['draft', 'sent', 'working', 'awaiting_client'].includes(status);

/** Open orders are a day old, the others spread over the last month. */
const createdAtOf = (status: OrderStatus, index: number) =>
  new Date(Date.now() - (isOpen(status) ? 1 : 30 - index) * DAY - index * 3_600_000);

async function seedOrder(ctx: SeedContext, trade: Trade, status: OrderStatus, index: number) {
  const client = ctx.id('org:client');
  const buyer = ctx.id('user:buyer');
  const path = PATHS[status];
  const open = isOpen(status);
  const awaiting = status === 'awaiting_client';
  const createdAt = createdAtOf(status, index);
  const window = trade.terms.delivery_windows[0]?.from ?? '10:00';
  const due = open
    ? businessInstant(
        deliveryDates(trade.terms, new Date())[index % 3] ?? deliveryDates(trade.terms, new Date())[0],
        window,
      )
    : new Date(createdAt.getTime() + 2 * DAY);
  const [order] = await queryRows<{ id: unknown }>(
    ctx.db,
    sql`INSERT INTO orders (client_organization_id, supplier_organization_id, sales_point_id, sales_point_name,
                            sales_point_address, status_id, consent_return_status_id, comment, due_delivery_datetime,
                            created_by, created_at, updated_at)
        VALUES (${client}, ${trade.supplierId}, ${trade.salesPointId}, ${trade.salesPoint.name},
                ${trade.salesPoint.address}, ${ORDER_STATUSES.byKey[status].id},
                ${awaiting ? ORDER_STATUSES.byKey.working.id : null}, ${COMMENTS[index % COMMENTS.length]},
                ${due.toISOString()}, ${buyer}, ${createdAt.toISOString()}, ${createdAt.toISOString()})
        RETURNING id`,
  );
  const orderId = Number(order.id);
  const lines = trade.goods
    .slice(0, 3 + (index % 4))
    .map((g, i) => ({ ...g, quantity: String(((index + i) % 5) * 4 + 6), position: i }));
  await ctx.db.execute(sql`
    INSERT INTO order_lines (order_id, client_organization_id, supplier_organization_id, good_id, quantity, price,
                             ordered_quantity, ordered_price, position)
    SELECT ${orderId}, ${client}, ${trade.supplierId}, t.id, t.quantity, t.price, t.quantity, t.price, t.position
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS t(id bigint, quantity numeric, price numeric, position int)`);
  if (['working', 'processing', 'executing', 'delivered', 'awaiting_client'].includes(status)) {
    // The supplier had less of the first good than ordered: both sides see the difference, which
    // the client agreed to — except in the order that still awaits the client's consent.
    await ctx.db.execute(sql`UPDATE order_lines SET quantity = greatest(quantity - 2, 1), changed_by_supplier = true,
                                   agreed_quantity = CASE WHEN ${awaiting} THEN NULL ELSE greatest(quantity - 2, 1) END
                              WHERE order_id = ${orderId} AND position = 0`);
  }
  await ctx.db.execute(sql`
    UPDATE orders o SET total_lines_counter = t.n, total_amount = t.amount, has_supplier_changes = t.changed
      FROM (SELECT count(*) AS n, coalesce(sum(amount), 0) AS amount, bool_or(changed_by_supplier) AS changed FROM order_lines
             WHERE order_id = ${orderId} AND NOT removed) t
     WHERE o.id = ${orderId}`);
  for (const [step, to] of path.entries()) {
    const from = step === 0 ? null : ORDER_STATUSES.byKey[path[step - 1]].id;
    const userId = CLIENT_STEPS.includes(to) ? buyer : trade.supplierUser;
    const at = new Date(createdAt.getTime() + step * 5 * 3_600_000);
    await ctx.db.execute(sql`
      INSERT INTO order_status_history (order_id, client_organization_id, supplier_organization_id, from_status_id,
                                        to_status_id, user_id, comment, at)
      VALUES (${orderId}, ${client}, ${trade.supplierId}, ${from}, ${ORDER_STATUSES.byKey[to].id}, ${userId},
              ${REASONS[to] ?? null}, ${at.toISOString()})`);
  }
  return orderId;
}

/** The client's orders with both suppliers in every status (ids 'order:sent', 'order:veg:sent', …). */
export const ordersSeeder: Seeder = {
  name: 'orders in every status',
  async run(ctx) {
    const suppliers = [
      await tradeWith(ctx, 'org:dairy', 'user:dairy_sales'),
      await tradeWith(ctx, 'org:veg', 'user:veg_admin'),
    ];
    for (const trade of suppliers) {
      if (!trade) continue;
      const prefix = trade.supplierKey === 'org:dairy' ? 'order' : 'order:veg';
      // Made oldest first: each supplier's numbers run with the time its orders came in.
      const plan = ORDER_STATUSES.list
        .map((def, index) => ({ status: def.status, index }))
        .sort((x, y) => createdAtOf(x.status, x.index).getTime() - createdAtOf(y.status, y.index).getTime());
      for (const { status, index } of plan) {
        ctx.ids.set(`${prefix}:${status}`, await seedOrder(ctx, trade, status, index));
      }
    }
  },
};
