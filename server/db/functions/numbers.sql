-- Numbers of documents (docs/documents.md, «Numbers»): one counter row per organization, kind and
-- year in document_counters. Taking a number updates the row, so concurrent takers wait for each
-- other's transaction and never share a number; a rolled-back transaction gives its number back.

-- The next number of a kind in an organization's sequence (year 0: the kind runs on across years).
-- Runs as the caller: a request may take numbers only of its own organizations (row-level security);
-- the order triggers below run as the owner, since a client's sending numbers in the supplier's sequence.
CREATE OR REPLACE FUNCTION app_next_number(p_org bigint, p_kind text, p_year smallint DEFAULT 0)
RETURNS integer LANGUAGE sql VOLATILE SET search_path = public AS $$
  INSERT INTO document_counters AS c (organization_id, kind, year, last_number)
  VALUES (p_org, p_kind, p_year, 1)
  ON CONFLICT (organization_id, kind, year) DO UPDATE SET last_number = c.last_number + 1
  RETURNING c.last_number
$$;

-- An order is numbered in its supplier's sequence when it reaches the supplier: created as sent, or
-- a draft sent. A draft is the client's and has no number yet (deleted drafts leave no gaps).
CREATE OR REPLACE FUNCTION app_order_number() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  IF NEW.status_id <> {{ORDER_STATUSES.draft}} AND NEW.number IS NULL THEN
    NEW.number := app_next_number(NEW.supplier_organization_id, 'order');
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER orders_number BEFORE INSERT OR UPDATE OF status_id ON orders
  FOR EACH ROW EXECUTE FUNCTION app_order_number();

-- An order's invoice is issued when the order reaches the supplier, its УПД when it is delivered
-- (or first reaches a later status of the УПД): the number and the date (Moscow) are given then,
-- once; printing only reads them. One statement for any number of orders (a seed's bulk insert),
-- each supplier's counter taken once per kind.
CREATE OR REPLACE FUNCTION app_issue_order_documents(p_orders bigint[]) RETURNS void LANGUAGE plpgsql
SET search_path = public AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Europe/Moscow')::date;
  v_year smallint := extract(year FROM today)::smallint;
BEGIN
  WITH due AS (
    SELECT o.id, o.client_organization_id, o.supplier_organization_id, k.kind
      FROM orders o
      JOIN (VALUES ('invoice', ARRAY[{{INVOICE_STATUSES}}]::smallint[]),
                   ('upd', ARRAY[{{UPD_STATUSES}}]::smallint[])) AS k (kind, statuses)
        ON o.status_id = ANY (k.statuses)
     WHERE o.id = ANY (p_orders)
       AND NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id AND d.kind = k.kind)
  ), wanted AS (
    SELECT supplier_organization_id AS organization_id, kind, count(*)::integer AS n FROM due GROUP BY 1, 2
  ), taken AS (
    INSERT INTO document_counters AS c (organization_id, kind, year, last_number)
    SELECT organization_id, kind, v_year, n FROM wanted ORDER BY 1, 2
    ON CONFLICT (organization_id, kind, year) DO UPDATE SET last_number = c.last_number + excluded.last_number
    RETURNING c.organization_id, c.kind, c.last_number
  )
  INSERT INTO order_documents (order_id, client_organization_id, supplier_organization_id, kind, year, number, issued_on)
  SELECT due.id, due.client_organization_id, due.supplier_organization_id, due.kind, v_year,
         t.last_number - w.n + row_number() OVER (PARTITION BY due.supplier_organization_id, due.kind ORDER BY due.id),
         today
    FROM due
    JOIN wanted w ON w.organization_id = due.supplier_organization_id AND w.kind = due.kind
    JOIN taken t ON t.organization_id = due.supplier_organization_id AND t.kind = due.kind;
END $$;

CREATE OR REPLACE FUNCTION app_order_documents_insert() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
BEGIN
  PERFORM app_issue_order_documents(ARRAY(SELECT id FROM new_orders WHERE status_id IN ({{INVOICE_STATUSES}})));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_order_documents_update() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
DECLARE
  moved bigint[] := ARRAY(SELECT n.id FROM new_orders n JOIN old_orders o ON o.id = n.id
                           WHERE n.status_id <> o.status_id AND n.status_id IN ({{INVOICE_STATUSES}}));
BEGIN
  IF cardinality(moved) > 0 THEN
    PERFORM app_issue_order_documents(moved);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER orders_documents_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_documents_insert();
CREATE OR REPLACE TRIGGER orders_documents_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION app_order_documents_update();
