import type { Post } from '@contract/posts';
import type { Query } from '@/providers/http';

/**
 * Where a news editor works: the supplier's «Редактор новостей» (/manage/news, /v1/supplier/posts,
 * one organization at a time) or the back office's «Управление новостями» (/admin/news, /api_a/posts,
 * the platform's own posts). The screens in this folder are the same for both; only this differs.
 */
export interface NewsArea {
  /** The Refine resource of the list (its data provider and apiPath pick the API). */
  resource: 'supplier_posts' | 'admin_posts';
  /** The API base of the posts: '/v1/supplier/posts' or '/api_a/posts'. */
  api: string;
  /** The SPA base of the screens: '/manage/news' or '/admin/news'. */
  route: string;
  /** Sent with the list and create calls (the supplier's organization). */
  query: Query;
  /** False while the area cannot list yet (no organization chosen). */
  ready: boolean;
}

/** The Editor.js image endpoint of one post (multipart field upload_file), by post id on both sides. */
export const editorUploadUrl = (area: Pick<NewsArea, 'api'>, post: Pick<Post, 'id'>) =>
  `${area.api}/${post.id}/file_assets/editorjs`;

/** The thumbnail endpoint of one post (multipart field file, is_thumbnail=true). */
export const thumbnailUrl = (area: Pick<NewsArea, 'api'>, post: Pick<Post, 'id'>) =>
  `${area.api}/${post.id}/file_assets`;

export const newsQueryKey = (area: Pick<NewsArea, 'api'>) => ['news-manage', area.api] as const;

/** The supplier's posts of one organization. */
export function supplierNewsArea(organizationId: number | null): NewsArea {
  return {
    resource: 'supplier_posts',
    api: '/v1/supplier/posts',
    route: '/manage/news',
    query: { organization_id: organizationId },
    ready: organizationId !== null,
  };
}

/** The platform's posts, written in the back office and published to the public feed. */
export const adminNewsArea: NewsArea = {
  resource: 'admin_posts',
  api: '/api_a/posts',
  route: '/admin/news',
  query: {},
  ready: true,
};
