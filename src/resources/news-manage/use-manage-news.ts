import type { Post, PostSummary } from '@contract/posts';
import { useQuery } from '@tanstack/react-query';
import { useActiveOrganization } from '@/components/organization-picker';
import { http } from '@/providers/http';

export function useOrgPosts() {
  const { organizationId } = useActiveOrganization('post_r');
  return useQuery({
    queryKey: ['supplier-posts', organizationId],
    enabled: organizationId !== null,
    queryFn: () =>
      http.get<{ items: PostSummary[]; total: number }>('/v1/supplier/posts', {
        organization_id: organizationId,
        order_field: 'created_at',
        order_by: 'desc',
        limit: 100,
      }),
  });
}

export const useOrgPost = (id: string | undefined) =>
  useQuery({
    queryKey: ['supplier-posts', 'one', id],
    enabled: Boolean(id),
    queryFn: () => http.get<Post>(`/v1/supplier/posts/${id}`),
  });
