// Tables of this area are declared here (mirrors 0007_trade.sql).
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, idCol, ref, timestamps, timestamptz, updatedAt } from './foundation';

export type PartnershipStatus = 'invited' | 'active' | 'declined';
/** "HH:MM" bounds on the 06:00–23:50 10-minute grid. */
export interface DeliveryWindow {
  from: string;
  to: string;
}

export const partnerships = pgTable('partnerships', {
  id: idCol(),
  clientOrganizationId: ref('client_organization_id').notNull(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  status: text('status').$type<PartnershipStatus>().notNull(),
  invitedByOrganizationId: ref('invited_by_organization_id'),
  /** NUMERIC(14,2) as a string. */
  minOrderAmount: numeric('min_order_amount', { precision: 14, scale: 2 }).notNull().default('0'),
  /** 1 = Monday … 7 = Sunday. */
  deliveryWeekdays: smallint('delivery_weekdays').array().notNull().default([1, 2, 3, 4, 5]),
  /** "HH:MM": orders for the next delivery day must be sent before it; null = no cut-off. */
  orderCutoffTime: text('order_cutoff_time'),
  deliveryWindows: jsonb('delivery_windows').$type<DeliveryWindow[]>().notNull().default([]),
  /** When the invited side declined (0025_consent.sql). */
  declinedAt: timestamptz('declined_at'),
  ...timestamps,
});

/** An e-mail invitation of someone not registered yet (0015_partner_invitations.sql). */
export const partnerInvitations = pgTable('partner_invitations', {
  id: idCol(),
  organizationId: ref('organization_id').notNull(),
  email: text('email').notNull(),
  inviteeSide: text('invitee_side').$type<'client' | 'supplier'>().notNull(),
  createdAt: createdAt(),
});

export const partnershipSalesPoints = pgTable(
  'partnership_sales_points',
  {
    partnershipId: ref('partnership_id').notNull(),
    clientOrganizationId: ref('client_organization_id').notNull(),
    supplierOrganizationId: ref('supplier_organization_id').notNull(),
    salesPointId: ref('sales_point_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnershipId, t.salesPointId] })],
);

export const contracts = pgTable('contracts', {
  id: idCol(),
  clientOrganizationId: ref('client_organization_id').notNull(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  number: text('number').notNull(),
  dateFrom: date('date_from', { mode: 'string' }),
  dateTo: date('date_to', { mode: 'string' }),
  terms: text('terms'),
  /** contract/statuses.ts CONTRACT_STATUSES */
  statusId: smallint('status_id').notNull().default(1),
  createdByOrganizationId: ref('created_by_organization_id'),
  /** The side that made the last status step or the last edit on approval (0025_consent.sql). */
  statusSetByOrganizationId: ref('status_set_by_organization_id'),
  ...timestamps,
});

export const contractStatusHistory = pgTable('contract_status_history', {
  id: idCol(),
  contractId: ref('contract_id').notNull(),
  clientOrganizationId: ref('client_organization_id').notNull(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  fromStatusId: smallint('from_status_id'),
  toStatusId: smallint('to_status_id').notNull(),
  userId: ref('user_id'),
  realUserId: ref('real_user_id'),
  /** The side the step was made for (0025_consent.sql). */
  organizationId: ref('organization_id'),
  comment: text('comment'),
  at: timestamptz('at').notNull().defaultNow(),
});

export const priceLists = pgTable('price_lists', {
  id: idCol(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  clientOrganizationId: ref('client_organization_id').notNull(),
  name: text('name').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull().defaultNow(),
  validTo: date('valid_to', { mode: 'string' }),
  isActive: boolean('is_active').notNull().default(false),
  /** Kept by triggers on price_list_goods (0022_price_list_goods_count.sql). */
  goodsCount: integer('goods_count').notNull().default(0),
  ...timestamps,
});

export const priceListCategories = pgTable('price_list_categories', {
  id: idCol(),
  priceListId: ref('price_list_id').notNull(),
  supplierOrganizationId: ref('supplier_organization_id').notNull(),
  /** Filled from the price list by a trigger when omitted. */
  clientOrganizationId: ref('client_organization_id').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export const priceListGoods = pgTable(
  'price_list_goods',
  {
    priceListId: ref('price_list_id').notNull(),
    goodId: ref('good_id').notNull(),
    supplierOrganizationId: ref('supplier_organization_id').notNull(),
    /** Filled from the price list by a trigger when omitted. */
    clientOrganizationId: ref('client_organization_id').notNull(),
    /** NUMERIC(14,2) as a string. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    priceListCategoryId: ref('price_list_category_id'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.goodId] })],
);
