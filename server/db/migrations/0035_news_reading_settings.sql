-- News reading settings (spec 001 §2 «reading settings»): per user, whose news the feed shows.
-- Read and written only by the user's own id (server/services/news-reading.ts); holds no
-- organization's data, so it has no row-level policy.
CREATE TABLE news_reading_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Only the platform's news and those of suppliers in an active partnership with the reader.
  partners_only boolean NOT NULL DEFAULT false,
  -- Organizations whose news the reader has hidden.
  muted_organization_ids bigint[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);
