-- Par levels (issue 45, docs/replenishment.md): per organization, sales point and good, the minimum
-- (reorder point) and the level to order up to, or the days of cover the order-up-to level is
-- computed from (daily usage × days); an optional pack size the suggested quantity is rounded up to.
CREATE TABLE par_levels (
  organization_id bigint NOT NULL,
  sales_point_id  bigint NOT NULL,
  good_id         bigint NOT NULL REFERENCES goods (id) ON DELETE CASCADE,
  min_quantity    numeric(14, 3) NOT NULL CHECK (min_quantity >= 0),
  order_up_to     numeric(14, 3) CHECK (order_up_to >= min_quantity),
  pack_size       numeric(14, 3) CHECK (pack_size > 0),
  days_of_cover   smallint CHECK (days_of_cover BETWEEN 1 AND 365),
  updated_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sales_point_id, good_id),
  CHECK (order_up_to IS NOT NULL OR days_of_cover IS NOT NULL),
  FOREIGN KEY (organization_id, sales_point_id) REFERENCES sales_points (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX par_levels_organization_idx ON par_levels (organization_id, sales_point_id);
CREATE INDEX par_levels_good_idx ON par_levels (good_id);
SELECT app_enable_tenant_rls('par_levels', 'organization_id');

-- Consumption reads accounted documents of a sales point by the time they were accounted.
CREATE INDEX write_off_docs_accounted_idx ON write_off_docs (sales_point_id, accounted_at) WHERE accounted_at IS NOT NULL;
CREATE INDEX stocktaking_docs_accounted_idx ON stocktaking_docs (sales_point_id, accounted_at) WHERE accounted_at IS NOT NULL;
