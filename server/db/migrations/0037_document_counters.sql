-- One counter per organization and kind of numbered document (docs/documents.md, «Numbers»):
-- orders per supplier, given when the order reaches the supplier (a draft has none); invoices and
-- УПД per supplier and year, given when the order's status calls for them; expenses, write-offs and
-- stocktakings per organization. `INSERT … ON CONFLICT DO UPDATE … RETURNING` on the row is atomic:
-- concurrent documents wait for the row and never share a number.

CREATE TABLE document_counters (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('order', 'invoice', 'upd', 'expense', 'write_off', 'stocktaking')),
  -- 0 for the kinds that run on across years.
  year            smallint NOT NULL DEFAULT 0,
  last_number     integer NOT NULL CHECK (last_number >= 0),
  PRIMARY KEY (organization_id, kind, year)
);
SELECT app_enable_tenant_rls('document_counters', 'organization_id');

-- Orders: each supplier's own sequence from now on. A sent order keeps the number people have seen;
-- numbers ran per buyer, so where two buyers' orders to one supplier share a number, the later sent
-- gets the next one after that supplier's highest. Drafts wait for theirs until sent.
ALTER TABLE orders DROP CONSTRAINT orders_client_organization_id_number_key;
ALTER TABLE orders ALTER COLUMN number DROP NOT NULL;
UPDATE orders SET number = NULL WHERE status_id = 1;
WITH sent AS (
  SELECT x.id, x.supplier_organization_id, x.number,
         coalesce((SELECT min(h.at) FROM order_status_history h
                    WHERE h.order_id = x.id AND h.to_status_id <> 1), x.created_at) AS sent_at
    FROM orders x
   WHERE x.status_id <> 1
), ranked AS (
  SELECT s.*, row_number() OVER (PARTITION BY s.supplier_organization_id, s.number ORDER BY s.sent_at, s.id) AS copy,
         max(s.number) OVER (PARTITION BY s.supplier_organization_id) AS top
    FROM sent s
), moved AS (
  SELECT r.id, r.top + row_number() OVER (PARTITION BY r.supplier_organization_id ORDER BY r.sent_at, r.id) AS number
    FROM ranked r
   WHERE r.copy > 1
)
UPDATE orders o SET number = m.number FROM moved m WHERE o.id = m.id;
ALTER TABLE orders ADD CONSTRAINT orders_supplier_number_key UNIQUE (supplier_organization_id, number);
ALTER TABLE orders ADD CONSTRAINT orders_number_when_sent CHECK (number IS NOT NULL OR status_id = 1);

-- Invoices and УПД of orders already in a status that calls for them, numbered in the order the
-- status was reached, after the numbers already given (viewing no longer gives them).
-- Invoice: sent … closed except canceled and awaiting consent; УПД: delivered, signing, completed,
-- reconciled, closed (contract/document-kinds.ts).
INSERT INTO order_documents (order_id, client_organization_id, supplier_organization_id, kind, year, number, issued_on)
SELECT due.id, due.client_organization_id, due.supplier_organization_id, due.kind, due.year,
       coalesce(c.last_number, 0) + row_number() OVER (
         PARTITION BY due.supplier_organization_id, due.kind, due.year ORDER BY due.at, due.id),
       due.issued_on
  FROM (SELECT o.id, o.client_organization_id, o.supplier_organization_id, k.kind, r.at,
               (r.at AT TIME ZONE 'Europe/Moscow')::date AS issued_on,
               extract(year FROM r.at AT TIME ZONE 'Europe/Moscow')::smallint AS year
          FROM orders o
          JOIN (VALUES ('invoice', ARRAY[2, 3, 8, 7, 6, 9, 5, 12, 11]::smallint[]),
                       ('upd', ARRAY[6, 9, 5, 12, 11]::smallint[])) AS k (kind, statuses)
            ON o.status_id = ANY (k.statuses)
          CROSS JOIN LATERAL (
            SELECT coalesce((SELECT min(h.at) FROM order_status_history h
                              WHERE h.order_id = o.id AND h.to_status_id = ANY (k.statuses)), o.updated_at) AS at
          ) r
         WHERE NOT EXISTS (SELECT 1 FROM order_documents d WHERE d.order_id = o.id AND d.kind = k.kind)) due
  LEFT JOIN order_document_counters c
    ON c.supplier_organization_id = due.supplier_organization_id AND c.kind = due.kind AND c.year = due.year;

-- The counters continue from what is there.
INSERT INTO document_counters (organization_id, kind, year, last_number)
SELECT organization_id, kind, year, max(last_number)
  FROM (SELECT supplier_organization_id AS organization_id, kind, year, last_number FROM order_document_counters
        UNION ALL
        SELECT supplier_organization_id, kind, year, max(number) FROM order_documents GROUP BY 1, 2, 3
        UNION ALL
        SELECT supplier_organization_id, 'order', 0, max(number) FROM orders WHERE number IS NOT NULL GROUP BY 1
        UNION ALL
        SELECT organization_id, 'expense', 0, max(number) FROM expense_docs GROUP BY 1
        UNION ALL
        SELECT organization_id, 'write_off', 0, max(number) FROM write_off_docs GROUP BY 1
        UNION ALL
        SELECT organization_id, 'stocktaking', 0, max(number) FROM stocktaking_docs GROUP BY 1) numbers
 GROUP BY organization_id, kind, year;

DROP FUNCTION IF EXISTS next_order_number(bigint);
DROP FUNCTION IF EXISTS app_order_document(bigint, text);
DROP TABLE order_document_counters;
DROP TABLE order_number_counters;
-- Numbers are taken by app_next_number(); orders and their documents get theirs from triggers:
-- server/db/functions/numbers.sql (docs/conventions.md, «Database logic»).
