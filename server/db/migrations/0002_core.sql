-- Core tenant tables most areas reference: measures, sales points, good categories, goods.

CREATE TABLE measures (
  id         smallint PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  full_name  text NOT NULL,
  is_fractional boolean NOT NULL DEFAULT false
);
INSERT INTO measures (id, name, full_name, is_fractional) VALUES
  (1, 'шт', 'Штука', false),
  (2, 'кг', 'Килограмм', true),
  (3, 'г', 'Грамм', true),
  (4, 'л', 'Литр', true),
  (5, 'мл', 'Миллилитр', true),
  (6, 'уп', 'Упаковка', false),
  (7, 'м', 'Метр', true),
  (8, 'м²', 'Квадратный метр', true),
  (9, 'ящ', 'Ящик', false),
  (10, 'бут', 'Бутылка', false),
  (11, 'бан', 'Банка', false),
  (12, 'пач', 'Пачка', false),
  (13, 'кор', 'Коробка', false),
  (14, 'рул', 'Рулон', false);

CREATE TABLE sales_points (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name            text NOT NULL,
  address         text,
  city_id         bigint,
  phone           text,
  -- {"mon": {"from": "09:00", "to": "22:00"}, …}; a missing day is closed.
  working_hours   jsonb NOT NULL DEFAULT '{}',
  is_active       boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);
CREATE INDEX sales_points_org_idx ON sales_points (organization_id, name);

CREATE TABLE good_categories (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  parent_id       bigint,
  name            text NOT NULL,
  position        integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, parent_id) REFERENCES good_categories (organization_id, id)
);
CREATE INDEX good_categories_parent_idx ON good_categories (organization_id, parent_id);
CREATE UNIQUE INDEX good_categories_name_key
  ON good_categories (organization_id, coalesce(parent_id, 0), lower(name));

-- Lower-case text with ё folded to е: what name searches compare.
CREATE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(value, '')), 'ё', 'е')
$$;

CREATE TABLE goods (
  id                 bigserial PRIMARY KEY,
  organization_id    bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name               text NOT NULL,
  code               text,
  barcodes           text[] NOT NULL DEFAULT '{}',
  measure_id         smallint NOT NULL DEFAULT 1 REFERENCES measures (id),
  category_id        bigint,
  vat_rate           smallint CHECK (vat_rate IN (0, 5, 7, 10, 20, 22)),
  description        text,
  global_category_id bigint,
  -- A published good appears in the marketplace at base_price.
  is_published       boolean NOT NULL DEFAULT false,
  base_price         numeric(14, 2) CHECK (base_price >= 0),
  name_search        text GENERATED ALWAYS AS (search_fold(name)) STORED,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  FOREIGN KEY (organization_id, category_id) REFERENCES good_categories (organization_id, id)
);
CREATE INDEX goods_org_name_idx ON goods (organization_id, name);
CREATE INDEX goods_org_category_idx ON goods (organization_id, category_id);
CREATE UNIQUE INDEX goods_org_code_key ON goods (organization_id, code) WHERE code IS NOT NULL;
CREATE INDEX goods_barcodes_idx ON goods USING gin (barcodes);

SELECT app_enable_tenant_rls('sales_points', 'organization_id');
SELECT app_enable_tenant_rls('good_categories', 'organization_id');
