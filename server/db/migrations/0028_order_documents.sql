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
-- Numbers are given by app_order_document(): server/db/functions/orders.sql (docs/conventions.md,
-- «Database logic»).

ALTER TABLE import_files DROP CONSTRAINT import_files_file_type_check;
ALTER TABLE import_files ADD CONSTRAINT import_files_file_type_check
  CHECK (file_type IN ('xlsx', 'csv', 'commerceml'));
