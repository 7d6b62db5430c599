import type { Post, PostSummary } from '@contract/posts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/providers/http';

export const useNewsFeed = () =>
  useQuery({
    queryKey: ['posts_feed'],
    queryFn: () => http.get<{ items: PostSummary[]; total: number }>('/v1/posts_feed', { limit: 25 }),
  });

export const useNewsPost = (id: string | undefined) =>
  useQuery({
    queryKey: ['posts_feed', id],
    enabled: Boolean(id),
    queryFn: () => http.get<Post>(`/v1/posts_feed/${id}`),
  });

export const authorOf = (post: PostSummary) => post.organization_name ?? 'Администрация платформы';
