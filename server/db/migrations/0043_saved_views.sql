-- Saved views of a list (issue 42 item 18): a person's named filters, sort and columns of one list
-- (the client's and the supplier's orders, the goods), one of them the default that opens the list.
-- A view belongs to its user alone: every read and write names the caller's id (server/areas/views),
-- another user's view is a 404. It holds no organization's data, so it has no tenant policy (as
-- news_reading_settings, 0035).
CREATE TABLE saved_views (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_key    text NOT NULL CHECK (list_key IN ('client_orders', 'supplier_orders', 'goods')),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  -- {"filters": {...}, "sort": {"field": …, "order": "asc"|"desc"} | null, "hidden_columns": [...]}
  state       jsonb NOT NULL CHECK (jsonb_typeof(state) = 'object'),
  is_default  boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, list_key, name)
);
-- At most one default per person and list.
CREATE UNIQUE INDEX saved_views_default_idx ON saved_views (user_id, list_key) WHERE is_default;
