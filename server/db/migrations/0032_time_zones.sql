-- Local time per organization and per sales point (issue 19): cut-off, delivery days and windows
-- are read on the clock of the supplier and of the sales point delivered to. IANA names; the API
-- accepts only the Russian zones of contract/time-zones.ts.
ALTER TABLE organizations ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Moscow'
  CHECK (time_zone ~ '^[A-Za-z]+/[A-Za-z_-]+$');
ALTER TABLE sales_points ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Moscow'
  CHECK (time_zone ~ '^[A-Za-z]+/[A-Za-z_-]+$');

-- The sales point of an order now also tells its time zone (the supplier cannot read the client's
-- sales_points directly; see 0008), and the supplier's catalog reads the client's points through
-- partnership_sales_points_of(), which tells their zone too. Their result types change, so the old
-- ones go; server/db/functions/ (orders.sql, trade.sql) defines the new ones after the migrations.
DROP FUNCTION IF EXISTS order_sales_point_of(bigint, bigint, bigint);
DROP FUNCTION IF EXISTS partnership_sales_points_of(bigint);
