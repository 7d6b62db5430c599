-- A supplier's delivery zones (contract/entities/delivery-zones.ts).
CREATE TABLE delivery_zones (
  id                bigserial PRIMARY KEY,
  organization_id   bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name              text NOT NULL,
  regions           text NOT NULL,
  min_order_amount  numeric(14, 2) NOT NULL CHECK (min_order_amount >= 0),
  delivery_weekdays smallint[] NOT NULL CHECK (delivery_weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX delivery_zones_name_idx ON delivery_zones (organization_id, lower(name));
SELECT app_enable_tenant_rls('delivery_zones', 'organization_id');
