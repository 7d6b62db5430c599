-- Inventory documents: stocktaking (with variance), write-offs (with reasons), expenses.
-- Book quantities are computed by server/services/stock.ts (rule in docs/stock-rule.md).
-- This migration does not depend on the orders tables: expense docs keep linked order ids in a
-- join table without a foreign key; the code validates them when the orders table exists.

CREATE TABLE stocktaking_docs (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  sales_point_id  bigint NOT NULL,
  number          integer NOT NULL,
  doc_date        date NOT NULL DEFAULT current_date,
  comment         text,
  blind_count     boolean NOT NULL DEFAULT false,
  status_id       smallint NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 5),
  -- Optimistic lock: every change of the document or its lines increments it.
  version         integer NOT NULL DEFAULT 1,
  accounted_at    timestamptz,
  created_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, number),
  FOREIGN KEY (organization_id, sales_point_id) REFERENCES sales_points (organization_id, id)
);
CREATE INDEX stocktaking_docs_list_idx ON stocktaking_docs (organization_id, doc_date DESC, id DESC);
CREATE INDEX stocktaking_docs_point_idx ON stocktaking_docs (sales_point_id, status_id);

CREATE TABLE stocktaking_doc_line_items (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL,
  doc_id          bigint NOT NULL,
  good_id         bigint NOT NULL REFERENCES goods (id),
  fact_quantity   numeric(14, 3) CHECK (fact_quantity >= 0),
  -- Frozen when the document is accounted; until then computed live from the stock rule.
  book_quantity   numeric(14, 3),
  price           numeric(14, 2),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (doc_id, good_id),
  FOREIGN KEY (organization_id, doc_id) REFERENCES stocktaking_docs (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX stocktaking_lines_good_idx ON stocktaking_doc_line_items (organization_id, good_id);

CREATE TABLE stocktaking_status_history (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL,
  doc_id          bigint NOT NULL,
  from_status_id  smallint,
  to_status_id    smallint NOT NULL,
  user_id         bigint REFERENCES users (id) ON DELETE SET NULL,
  real_user_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  comment         text,
  at              timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, doc_id) REFERENCES stocktaking_docs (organization_id, id) ON DELETE CASCADE
);

CREATE TABLE write_off_reasons (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);
CREATE UNIQUE INDEX write_off_reasons_name_key ON write_off_reasons (organization_id, lower(name));

-- Organizations whose default reasons were created once (so deleting them all does not bring them back).
CREATE TABLE write_off_reason_defaults (
  organization_id bigint PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE write_off_docs (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  sales_point_id  bigint NOT NULL,
  number          integer NOT NULL,
  doc_date        date NOT NULL DEFAULT current_date,
  comment         text,
  status_id       smallint NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 3),
  accounted_at    timestamptz,
  created_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, number),
  FOREIGN KEY (organization_id, sales_point_id) REFERENCES sales_points (organization_id, id)
);
CREATE INDEX write_off_docs_list_idx ON write_off_docs (organization_id, doc_date DESC, id DESC);

CREATE TABLE write_off_doc_line_items (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL,
  doc_id          bigint NOT NULL,
  good_id         bigint NOT NULL REFERENCES goods (id),
  quantity        numeric(14, 3) NOT NULL CHECK (quantity > 0),
  reason_id       bigint NOT NULL,
  comment         text,
  price           numeric(14, 2),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, doc_id) REFERENCES write_off_docs (organization_id, id) ON DELETE CASCADE,
  FOREIGN KEY (organization_id, reason_id) REFERENCES write_off_reasons (organization_id, id)
);
CREATE INDEX write_off_lines_doc_idx ON write_off_doc_line_items (doc_id, id);
CREATE INDEX write_off_lines_good_idx ON write_off_doc_line_items (organization_id, good_id);

CREATE TABLE write_off_status_history (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL,
  doc_id          bigint NOT NULL,
  from_status_id  smallint,
  to_status_id    smallint NOT NULL,
  user_id         bigint REFERENCES users (id) ON DELETE SET NULL,
  real_user_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  comment         text,
  at              timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (organization_id, doc_id) REFERENCES write_off_docs (organization_id, id) ON DELETE CASCADE
);

CREATE TABLE expense_categories (
  id              bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id)
);
CREATE UNIQUE INDEX expense_categories_name_key ON expense_categories (organization_id, lower(name));

CREATE TABLE expense_docs (
  id                       bigserial PRIMARY KEY,
  organization_id          bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  number                   integer NOT NULL,
  type                     smallint NOT NULL CHECK (type IN (0, 1)),
  doc_date                 date NOT NULL DEFAULT current_date,
  amount                   numeric(14, 2) NOT NULL CHECK (amount > 0),
  sales_point_id           bigint,
  supplier_organization_id bigint REFERENCES organizations (id),
  category_id              bigint,
  comment                  text,
  created_by               bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  updated_at               timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, id),
  UNIQUE (organization_id, number),
  FOREIGN KEY (organization_id, sales_point_id) REFERENCES sales_points (organization_id, id),
  FOREIGN KEY (organization_id, category_id) REFERENCES expense_categories (organization_id, id),
  -- «Оплата поставщику» names the supplier; «Прочие затраты» a category.
  CHECK ((type = 0 AND supplier_organization_id IS NOT NULL) OR (type = 1 AND category_id IS NOT NULL))
);
CREATE INDEX expense_docs_list_idx ON expense_docs (organization_id, doc_date DESC, id DESC);

-- Orders paid by a supplier payment; no foreign key so that this area does not depend on orders.
CREATE TABLE expense_doc_orders (
  organization_id bigint NOT NULL,
  expense_doc_id  bigint NOT NULL,
  order_id        bigint NOT NULL,
  PRIMARY KEY (expense_doc_id, order_id),
  FOREIGN KEY (organization_id, expense_doc_id) REFERENCES expense_docs (organization_id, id) ON DELETE CASCADE
);

SELECT app_enable_tenant_rls('stocktaking_docs', 'organization_id');
SELECT app_enable_tenant_rls('stocktaking_doc_line_items', 'organization_id');
SELECT app_enable_tenant_rls('stocktaking_status_history', 'organization_id');
SELECT app_enable_tenant_rls('write_off_reasons', 'organization_id');
SELECT app_enable_tenant_rls('write_off_reason_defaults', 'organization_id');
SELECT app_enable_tenant_rls('write_off_docs', 'organization_id');
SELECT app_enable_tenant_rls('write_off_doc_line_items', 'organization_id');
SELECT app_enable_tenant_rls('write_off_status_history', 'organization_id');
SELECT app_enable_tenant_rls('expense_categories', 'organization_id');
SELECT app_enable_tenant_rls('expense_docs', 'organization_id');
SELECT app_enable_tenant_rls('expense_doc_orders', 'organization_id');
