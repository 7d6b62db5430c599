import type { NewsReading, NewsReadingInput } from '@contract/posts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/providers/http';

const URL = '/v1/posts_feed/settings';

export const useNewsReading = () =>
  useQuery({ queryKey: ['posts_feed', 'settings'], queryFn: () => http.get<NewsReading>(URL) });

/** Saves the settings; the feed is read again with them. */
export function useSaveNewsReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsReadingInput) => http.put<NewsReading>(URL, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(['posts_feed', 'settings'], saved);
      return queryClient.invalidateQueries({ queryKey: ['posts_feed'], exact: true });
    },
  });
}
