-- An order keeps what was ordered (issue 18, item 6): each line holds the good's name, code, unit
-- and VAT rate as of sending, so renaming a good or changing its unit never rewrites an order.
ALTER TABLE order_lines
  ADD COLUMN good_name    text,
  ADD COLUMN good_code    text,
  ADD COLUMN measure_name text,
  ADD COLUMN vat_rate     smallint;

UPDATE order_lines l
   SET good_name = g.name, good_code = g.code, measure_name = m.name, vat_rate = g.vat_rate
  FROM goods g JOIN measures m ON m.id = g.measure_id
 WHERE g.id = l.good_id;

ALTER TABLE order_lines ALTER COLUMN good_name SET NOT NULL, ALTER COLUMN measure_name SET NOT NULL;

-- Lines written from now on take their snapshot in a trigger: server/db/functions/orders.sql
-- (docs/conventions.md, «Database logic»).

