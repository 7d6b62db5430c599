-- Trade between a client and a supplier organization: partnerships with ordering terms, contracts,
-- price lists addressed to one client, and the history of every price change.

CREATE TABLE partnerships (
  id                         bigserial PRIMARY KEY,
  client_organization_id     bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  supplier_organization_id   bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  status                     text NOT NULL CHECK (status IN ('invited', 'active', 'declined')),
  invited_by_organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  min_order_amount           numeric(14, 2) NOT NULL DEFAULT 0 CHECK (min_order_amount >= 0),
  -- 1 = Monday … 7 = Sunday.
  delivery_weekdays          smallint[] NOT NULL DEFAULT '{1,2,3,4,5}'
    CHECK (delivery_weekdays <@ '{1,2,3,4,5,6,7}'::smallint[]),
  -- HH:MM; an order for the next delivery day must be sent before it. NULL: no cut-off.
  order_cutoff_time          text CHECK (order_cutoff_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- [{"from": "08:00", "to": "12:00"}] on the 06:00–23:50 10-minute grid.
  delivery_windows           jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(delivery_windows) = 'array'),
  created_at                 timestamptz NOT NULL DEFAULT now(),
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_organization_id, supplier_organization_id),
  CHECK (client_organization_id <> supplier_organization_id)
);
CREATE INDEX partnerships_supplier_idx ON partnerships (supplier_organization_id, status);

-- The client's sales points a partnership serves.
CREATE TABLE partnership_sales_points (
  partnership_id           bigint NOT NULL REFERENCES partnerships (id) ON DELETE CASCADE,
  client_organization_id   bigint NOT NULL,
  supplier_organization_id bigint NOT NULL,
  sales_point_id           bigint NOT NULL,
  PRIMARY KEY (partnership_id, sales_point_id),
  FOREIGN KEY (client_organization_id, sales_point_id)
    REFERENCES sales_points (organization_id, id) ON DELETE CASCADE
);

CREATE TABLE contracts (
  id                       bigserial PRIMARY KEY,
  client_organization_id   bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  supplier_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  number                   text NOT NULL,
  date_from                date,
  date_to                  date,
  terms                    text,
  -- contract/statuses.ts CONTRACT_STATUSES
  status_id                smallint NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 6),
  created_by_organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  CHECK (date_to IS NULL OR date_from IS NULL OR date_to >= date_from),
  UNIQUE (id, client_organization_id, supplier_organization_id)
);
CREATE INDEX contracts_client_idx ON contracts (client_organization_id, created_at DESC);
CREATE INDEX contracts_supplier_idx ON contracts (supplier_organization_id, created_at DESC);

CREATE TABLE contract_status_history (
  id                       bigserial PRIMARY KEY,
  contract_id              bigint NOT NULL,
  client_organization_id   bigint NOT NULL,
  supplier_organization_id bigint NOT NULL,
  from_status_id           smallint,
  to_status_id             smallint NOT NULL,
  user_id                  bigint REFERENCES users (id) ON DELETE SET NULL,
  real_user_id             bigint REFERENCES users (id) ON DELETE SET NULL,
  comment                  text,
  at                       timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (contract_id, client_organization_id, supplier_organization_id)
    REFERENCES contracts (id, client_organization_id, supplier_organization_id) ON DELETE CASCADE
);
CREATE INDEX contract_status_history_contract_idx ON contract_status_history (contract_id, at);

CREATE TABLE price_lists (
  id                       bigserial PRIMARY KEY,
  supplier_organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  client_organization_id   bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name                     text NOT NULL,
  valid_from               date NOT NULL DEFAULT current_date,
  valid_to                 date,
  is_active                boolean NOT NULL DEFAULT true,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to IS NULL OR valid_to >= valid_from),
  UNIQUE (id, supplier_organization_id, client_organization_id)
);
CREATE INDEX price_lists_supplier_idx ON price_lists (supplier_organization_id, client_organization_id);
CREATE INDEX price_lists_client_idx ON price_lists (client_organization_id, supplier_organization_id);

CREATE TABLE price_list_categories (
  id                       bigserial PRIMARY KEY,
  price_list_id            bigint NOT NULL,
  supplier_organization_id bigint NOT NULL,
  client_organization_id   bigint NOT NULL,
  name                     text NOT NULL,
  position                 integer NOT NULL DEFAULT 0,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  UNIQUE (price_list_id, id),
  FOREIGN KEY (price_list_id, supplier_organization_id, client_organization_id)
    REFERENCES price_lists (id, supplier_organization_id, client_organization_id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX price_list_categories_name_key ON price_list_categories (price_list_id, lower(name));

CREATE TABLE price_list_goods (
  price_list_id            bigint NOT NULL,
  good_id                  bigint NOT NULL,
  supplier_organization_id bigint NOT NULL,
  client_organization_id   bigint NOT NULL,
  price                    numeric(14, 2) NOT NULL CHECK (price >= 0),
  price_list_category_id   bigint,
  updated_at               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (price_list_id, good_id),
  FOREIGN KEY (price_list_id, supplier_organization_id, client_organization_id)
    REFERENCES price_lists (id, supplier_organization_id, client_organization_id) ON DELETE CASCADE,
  FOREIGN KEY (supplier_organization_id, good_id) REFERENCES goods (organization_id, id) ON DELETE CASCADE,
  FOREIGN KEY (price_list_id, price_list_category_id) REFERENCES price_list_categories (price_list_id, id)
);
CREATE INDEX price_list_goods_good_idx ON price_list_goods (good_id);
CREATE INDEX price_list_goods_category_idx ON price_list_goods (price_list_id, price_list_category_id);

-- Every price a list ever had, appended by the triggers below whatever the writer.
CREATE TABLE price_history (
  id                       bigserial PRIMARY KEY,
  price_list_id            bigint NOT NULL REFERENCES price_lists (id) ON DELETE CASCADE,
  good_id                  bigint NOT NULL,
  supplier_organization_id bigint NOT NULL,
  client_organization_id   bigint NOT NULL,
  old_price                numeric(14, 2),
  new_price                numeric(14, 2) NOT NULL,
  changed_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_history_good_idx ON price_history (price_list_id, good_id, changed_at DESC);

-- The triggers that copy a price list's parties to its rows and append price_history, and
-- partnership_sales_points_of(): server/db/functions/trade.sql (docs/conventions.md, «Database logic»).
SELECT app_enable_tenant_rls('partnerships', 'client_organization_id', 'supplier_organization_id');
SELECT app_enable_tenant_rls('partnership_sales_points', 'client_organization_id', 'supplier_organization_id');
SELECT app_enable_tenant_rls('contracts', 'client_organization_id', 'supplier_organization_id');
SELECT app_enable_tenant_rls('contract_status_history', 'client_organization_id', 'supplier_organization_id');
SELECT app_enable_tenant_rls('price_lists', 'client_organization_id', 'supplier_organization_id');
SELECT app_enable_tenant_rls('price_list_categories', 'client_organization_id', 'supplier_organization_id');
SELECT app_enable_tenant_rls('price_list_goods', 'client_organization_id', 'supplier_organization_id');
SELECT app_enable_tenant_rls('price_history', 'client_organization_id', 'supplier_organization_id');
