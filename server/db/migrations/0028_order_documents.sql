-- Documents of an order (invoice, УПД): numbered per supplier, kind and year, stable once assigned.
-- Goods imported from 1C (CommerceML 2) go through the same import files as spreadsheets.

CREATE TABLE order_documents (
  id                       bigserial PRIMARY KEY,
  order_id                 bigint NOT NULL,
  client_organization_id   bigint NOT NULL,
  supplier_organization_id bigint NOT NULL,
  kind                     text NOT NULL CHECK (kind IN ('invoice', 'upd')),
  year                     smallint NOT NULL,
  number                   integer NOT NULL CHECK (number > 0),
  issued_on                date NOT NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, kind),
  UNIQUE (supplier_organization_id, kind, year, number),
  FOREIGN KEY (order_id, client_organization_id, supplier_organization_id)
    REFERENCES orders (id, client_organization_id, supplier_organization_id) ON DELETE CASCADE
);
SELECT app_enable_tenant_rls('order_documents', 'client_organization_id', 'supplier_organization_id');

-- The last number per supplier, kind and year; only app_order_document touches it.
CREATE TABLE order_document_counters (
  supplier_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind                     text NOT NULL,
  year                     smallint NOT NULL,
  last_number              integer NOT NULL,
  PRIMARY KEY (supplier_organization_id, kind, year)
);
REVOKE ALL ON order_document_counters FROM PUBLIC;

-- The number and date of an order's document, assigned on the first request (Moscow date). Either
-- side may ask first, so it runs as the owner; the counter row lock serializes concurrent numbering.
CREATE FUNCTION app_order_document(p_order bigint, p_kind text)
RETURNS TABLE (number integer, issued_on date)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  o record;
  today date := (now() AT TIME ZONE 'Europe/Moscow')::date;
  next_number integer;
BEGIN
  SELECT id, client_organization_id, supplier_organization_id INTO o FROM orders WHERE id = p_order;
  IF o.id IS NULL OR (current_setting('role', true) = 'app_user'
      AND NOT (o.client_organization_id = ANY (app_org_ids()) OR o.supplier_organization_id = ANY (app_org_ids()))) THEN
    RAISE EXCEPTION 'no access to order %', p_order USING ERRCODE = '42501';
  END IF;
  RETURN QUERY SELECT d.number, d.issued_on FROM order_documents d WHERE d.order_id = p_order AND d.kind = p_kind;
  IF FOUND THEN RETURN; END IF;
  INSERT INTO order_document_counters AS c (supplier_organization_id, kind, year, last_number)
  VALUES (o.supplier_organization_id, p_kind, extract(year FROM today)::smallint, 1)
  ON CONFLICT (supplier_organization_id, kind, year) DO UPDATE SET last_number = c.last_number + 1
  RETURNING c.last_number INTO next_number;
  INSERT INTO order_documents (order_id, client_organization_id, supplier_organization_id, kind, year, number, issued_on)
  VALUES (p_order, o.client_organization_id, o.supplier_organization_id, p_kind,
          extract(year FROM today)::smallint, next_number, today)
  ON CONFLICT (order_id, kind) DO NOTHING;
  -- A concurrent first request for the same document won: keep its number (ours stays unused).
  RETURN QUERY SELECT d.number, d.issued_on FROM order_documents d WHERE d.order_id = p_order AND d.kind = p_kind;
END $$;

ALTER TABLE import_files DROP CONSTRAINT import_files_file_type_check;
ALTER TABLE import_files ADD CONSTRAINT import_files_file_type_check
  CHECK (file_type IN ('xlsx', 'csv', 'commerceml'));
