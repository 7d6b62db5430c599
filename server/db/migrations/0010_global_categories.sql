-- The marketplace category tree (global, not per tenant), edited by the back office.
CREATE TABLE global_categories (
  id                  bigserial PRIMARY KEY,
  parent_id           bigint REFERENCES global_categories (id) ON DELETE RESTRICT,
  name                text NOT NULL,
  slug                text NOT NULL UNIQUE,
  position            integer NOT NULL DEFAULT 0,
  is_main_nav_enabled boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX global_categories_parent_idx ON global_categories (parent_id, position);
CREATE UNIQUE INDEX global_categories_sibling_name_key ON global_categories (coalesce(parent_id, 0), lower(name));

ALTER TABLE goods
  ADD CONSTRAINT goods_global_category_fk FOREIGN KEY (global_category_id) REFERENCES global_categories (id) ON DELETE SET NULL;
CREATE INDEX goods_global_category_idx ON goods (global_category_id) WHERE is_published;
