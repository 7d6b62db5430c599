import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { Post, PostBody, PostSummary, postBody } from '../../../contract/posts';
import type { z } from '../../../contract/zod';
import type { Queryable } from '../../db/client';
import { newsPosts, organizations } from '../../db/schema';
import { notFound } from '../../errors';
import { sanitizePostContent } from './editorjs';

type PostInput = z.output<typeof postBody>;

export type { PostBody };

/** Whose posts a list shows: one organization, the platform's own (null), or everyone's. */
export type PostScope = { organizationId: number | null } | 'all';

export interface PostListOptions {
  scope: PostScope;
  publishedOnly: boolean;
  limit: number;
  offset: number;
  orderField?: 'id' | 'title' | 'created_at' | 'published_at';
  orderBy: 'asc' | 'desc';
  /** A signed-in reader's settings (news-reading.ts): hidden authors, partners only. */
  reader?: ReaderFilter;
}

export interface ReaderFilter {
  mutedOrganizationIds: number[];
  /** Only these organizations' news besides the platform's; null shows every author's. */
  onlyOrganizationIds: number[] | null;
}

const columns = { post: newsPosts, organizationName: organizations.name };

function selectPosts(db: Queryable) {
  return db
    .select(columns)
    .from(newsPosts)
    .leftJoin(organizations, eq(organizations.id, newsPosts.organizationId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export function toSummary({ post, organizationName }: Row): PostSummary {
  return {
    id: post.id,
    organization_id: post.organizationId,
    organization_name: organizationName,
    title: post.title,
    thumbnail_url: post.thumbnailUrl,
    is_published: post.isPublished,
    published_at: post.publishedAt?.toISOString() ?? null,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

export const toPost = (row: Row): Post => ({
  ...toSummary(row),
  author_user_id: row.post.authorUserId,
  content: row.post.content,
});

function readerConditions(reader: ReaderFilter | undefined): (SQL | undefined)[] {
  if (!reader) return [];
  const platformOr = (condition: SQL) => or(isNull(newsPosts.organizationId), condition);
  return [
    reader.mutedOrganizationIds.length > 0
      ? platformOr(notInArray(newsPosts.organizationId, reader.mutedOrganizationIds))
      : undefined,
    reader.onlyOrganizationIds
      ? platformOr(inArray(newsPosts.organizationId, [0, ...reader.onlyOrganizationIds]))
      : undefined,
  ];
}

function conditions(scope: PostScope, publishedOnly: boolean, reader?: ReaderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = readerConditions(reader);
  if (scope !== 'all') {
    parts.push(
      scope.organizationId === null
        ? isNull(newsPosts.organizationId)
        : eq(newsPosts.organizationId, scope.organizationId),
    );
  }
  if (publishedOnly) {
    parts.push(eq(newsPosts.isPublished, true));
    // A test organization's news never reaches the public feed.
    parts.push(or(isNull(newsPosts.organizationId), eq(organizations.isTestOrg, false)));
  }
  return and(...parts);
}

const SORT_COLUMNS = {
  id: newsPosts.id,
  title: newsPosts.title,
  created_at: newsPosts.createdAt,
  published_at: newsPosts.publishedAt,
};

export async function listPosts(db: Queryable, options: PostListOptions) {
  const where = conditions(options.scope, options.publishedOnly, options.reader);
  const direction = options.orderBy === 'desc' ? desc : asc;
  const order = options.orderField
    ? [direction(SORT_COLUMNS[options.orderField]), direction(newsPosts.id)]
    : [desc(newsPosts.publishedAt), desc(newsPosts.createdAt), desc(newsPosts.id)];
  const rows = await selectPosts(db)
    .where(where)
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(newsPosts)
    .leftJoin(organizations, eq(organizations.id, newsPosts.organizationId))
    .where(where);
  return { items: rows.map(toSummary), total: Number(total) };
}

/** One post in the scope, or 404 (another organization's post is "not found"). */
export async function findPost(db: Queryable, id: number, scope: PostScope, publishedOnly = false) {
  const where = and(eq(newsPosts.id, id), conditions(scope, publishedOnly));
  const [row] = await selectPosts(db).where(where);
  if (!row) throw notFound('Новость не найдена');
  return row;
}

function values(body: PostInput, previous?: { isPublished: boolean; publishedAt: Date | null }) {
  const now = new Date();
  const publishedAt = body.is_published ? (previous?.isPublished ? previous.publishedAt : now) : null;
  return {
    title: body.title,
    content: sanitizePostContent(body.content),
    thumbnailUrl: body.thumbnail_url ?? null,
    isPublished: body.is_published,
    publishedAt,
    updatedAt: now,
  };
}

export async function createPost(
  db: Queryable,
  owner: { organizationId: number | null; authorUserId: number },
  body: PostInput,
) {
  const [created] = await db
    .insert(newsPosts)
    .values({ ...owner, ...values(body) })
    .returning({ id: newsPosts.id });
  return created.id;
}

export async function updatePost(db: Queryable, row: Row, body: PostInput) {
  await db.update(newsPosts).set(values(body, row.post)).where(eq(newsPosts.id, row.post.id));
}

export async function deletePost(db: Queryable, id: number) {
  await db.delete(newsPosts).where(eq(newsPosts.id, id));
}
