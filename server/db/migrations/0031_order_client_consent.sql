-- The client's consent to the supplier's changes (issue 19, item 1). A supplier who changes a
-- quantity or a price of a sent, working or processing order (or adds or removes a line) moves it
-- to «Ждёт согласия клиента» (status 13, contract/statuses.ts); the client agrees — the order goes
-- back to the status it was changed in — or rejects it, which cancels it as the client's.
-- Status 13 comes before delivery, so the stock triggers (0019: delivered statuses 5, 6, 9, 11, 12)
-- ignore it, and the order counts (0021) count any status id.
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_id_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_id_check CHECK (status_id BETWEEN 1 AND 13);

-- While status 13: where the order goes when the client agrees (sent, working or processing).
ALTER TABLE orders ADD COLUMN consent_return_status_id smallint
  CHECK (consent_return_status_id IN (2, 3, 8));
ALTER TABLE orders ADD CONSTRAINT orders_consent_return_check
  CHECK (status_id <> 13 OR consent_return_status_id IS NOT NULL);

-- What the client last agreed to per line; NULL quantity/price mean "as ordered" (ordered_*), so
-- existing orders need no backfill. A line the supplier added has neither until the client agrees.
ALTER TABLE order_lines
  ADD COLUMN agreed_quantity numeric(14, 3),
  ADD COLUMN agreed_price    numeric(14, 2),
  ADD COLUMN agreed_removed  boolean NOT NULL DEFAULT false;

-- Changes made before consent existed count as agreed: only a change from now on waits for the
-- client. Orders past processing are left alone (their lines no longer change).
UPDATE order_lines l SET agreed_quantity = l.quantity, agreed_price = l.price, agreed_removed = l.removed
  FROM orders o
 WHERE o.id = l.order_id AND o.status_id IN (2, 3, 8) AND l.changed_by_supplier;
