-- How many orders each client–supplier pair has in each status, kept by the orders table's own
-- triggers: an order list's total is a sum over a few of these rows instead of a count over
-- thousands of orders (a supplier of the large data has 18 000).
CREATE TABLE order_counts (
  client_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  supplier_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  status_id smallint NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (client_organization_id, supplier_organization_id, status_id)
);
CREATE INDEX order_counts_supplier_idx ON order_counts (supplier_organization_id, client_organization_id, status_id);
SELECT app_enable_tenant_rls('order_counts', 'client_organization_id', 'supplier_organization_id');
-- The triggers: server/db/functions/orders.sql (docs/conventions.md, «Database logic»).

INSERT INTO order_counts (client_organization_id, supplier_organization_id, status_id, orders)
SELECT client_organization_id, supplier_organization_id, status_id, count(*) FROM orders GROUP BY 1, 2, 3;
