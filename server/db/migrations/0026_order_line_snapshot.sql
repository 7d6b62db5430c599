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

-- The snapshot is taken when a line is written: on insert (the client's cart, a line the supplier
-- adds) and on any change while the order is a draft — sending rewrites every line of the draft,
-- so a sent order holds the good as it was at sending. Later changes of a sent order's lines
-- (the supplier's quantities, removals) keep it.
CREATE FUNCTION app_order_line_snapshot() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.good_id = OLD.good_id
     AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = NEW.order_id AND o.status_id = 1) THEN
    NEW.good_name := OLD.good_name;
    NEW.good_code := OLD.good_code;
    NEW.measure_name := OLD.measure_name;
    NEW.vat_rate := OLD.vat_rate;
    RETURN NEW;
  END IF;
  SELECT g.name, g.code, m.name, g.vat_rate
    INTO NEW.good_name, NEW.good_code, NEW.measure_name, NEW.vat_rate
    FROM goods g JOIN measures m ON m.id = g.measure_id
   WHERE g.id = NEW.good_id;
  RETURN NEW;
END $$;

CREATE TRIGGER order_lines_snapshot BEFORE INSERT OR UPDATE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION app_order_line_snapshot();
