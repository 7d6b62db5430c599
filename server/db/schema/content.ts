import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PostContent } from '../../../contract/posts';
import { createdAt, idCol, ref, timestamps, timestamptz, updatedAt } from './foundation';

export const newsPosts = pgTable('news_posts', {
  id: idCol(),
  organizationId: ref('organization_id'),
  authorUserId: ref('author_user_id'),
  title: text('title').notNull(),
  content: jsonb('content').$type<PostContent>().notNull(),
  thumbnailUrl: text('thumbnail_url'),
  isPublished: boolean('is_published').notNull().default(false),
  publishedAt: timestamptz('published_at'),
  ...timestamps,
});

export const postFileAssets = pgTable('post_file_assets', {
  id: idCol(),
  postId: ref('post_id'),
  organizationId: ref('organization_id'),
  uploadedBy: ref('uploaded_by'),
  storageKey: text('storage_key').notNull(),
  url: text('url').notNull(),
  mime: text('mime').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  isThumbnail: boolean('is_thumbnail').notNull().default(false),
  createdAt: createdAt(),
});

/** One reader's feed settings (0035_news_reading_settings.sql). */
export const newsReadingSettings = pgTable('news_reading_settings', {
  userId: ref('user_id').primaryKey(),
  partnersOnly: boolean('partners_only').notNull().default(false),
  mutedOrganizationIds: ref('muted_organization_ids').array().notNull().default([]),
  updatedAt: updatedAt(),
});
