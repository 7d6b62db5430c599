-- News: posts of suppliers (organization_id) and of the platform (organization_id NULL), Editor.js JSON.
-- The feed is public, so posts are read across tenants without row-level security; every supplier
-- read filters by organization explicitly.
CREATE TABLE news_posts (
  id              bigserial PRIMARY KEY,
  organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  author_user_id  bigint REFERENCES users (id) ON DELETE SET NULL,
  title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 255),
  content         jsonb NOT NULL DEFAULT '{"blocks": []}',
  thumbnail_url   text,
  is_published    boolean NOT NULL DEFAULT false,
  published_at    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_published OR published_at IS NOT NULL)
);
CREATE INDEX news_posts_feed_idx ON news_posts (published_at DESC, id DESC) WHERE is_published;
CREATE INDEX news_posts_org_idx ON news_posts (organization_id, id DESC);

-- Images uploaded for posts: thumbnails and Editor.js images (post_id is NULL for an image uploaded
-- while the post is being written).
CREATE TABLE post_file_assets (
  id              bigserial PRIMARY KEY,
  post_id         bigint REFERENCES news_posts (id) ON DELETE CASCADE,
  organization_id bigint REFERENCES organizations (id) ON DELETE CASCADE,
  uploaded_by     bigint REFERENCES users (id) ON DELETE SET NULL,
  storage_key     text NOT NULL,
  url             text NOT NULL,
  mime            text NOT NULL,
  size_bytes      integer NOT NULL,
  is_thumbnail    boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX post_file_assets_post_idx ON post_file_assets (post_id);
