import type { fileAsset, Post, PostBody } from '@contract/posts';
import type { z } from '@contract/zod';
import { useInvalidate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '@/providers/http';
import { editorUploadUrl, type NewsArea, newsQueryKey, thumbnailUrl } from './news-area';

type FileAsset = z.infer<typeof fileAsset>;
/** Editor.js output as the editor gives it; the server checks every block against the contract. */
export type SaveBody = Omit<PostBody, 'content'> & { content: unknown };

/** One post of the area, as its editor sees it (drafts included). */
export const useNewsPost = (area: NewsArea, id: string | undefined) =>
  useQuery({
    queryKey: [...newsQueryKey(area), 'one', id],
    enabled: Boolean(id),
    queryFn: () => http.get<Post>(`${area.api}/${id}`),
  });

/** What the screens do with posts; every change refreshes the area's list and the post. */
export function useNewsActions(area: NewsArea) {
  const queryClient = useQueryClient();
  const invalidateList = useInvalidate();
  const { api, query, resource } = area;
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: newsQueryKey({ api }) }),
      // The public feed shows published posts: a change here must not leave it stale.
      queryClient.invalidateQueries({ queryKey: ['posts_feed'] }),
      invalidateList({ resource, invalidates: ['list'] }),
    ]);
  }, [queryClient, invalidateList, api, resource]);

  return {
    /** A new post, made by its first save (or its first image). */
    create: useCallback(
      async (body: SaveBody) => {
        const created = await http.post<Post>(api, body, query);
        await refresh();
        return created;
      },
      [api, query, refresh],
    ),
    save: useCallback(
      async (id: number, body: SaveBody) => {
        const saved = await http.put<Post>(`${api}/${id}`, body);
        await refresh();
        return saved;
      },
      [api, refresh],
    ),
    remove: useCallback(
      async (id: number) => {
        await http.delete(`${api}/${id}`);
        queryClient.removeQueries({ queryKey: [...newsQueryKey({ api }), 'one', String(id)] });
        await refresh();
      },
      [api, refresh, queryClient],
    ),
    /** Stores the cover image; the server sets it as the post's thumbnail at once. */
    uploadThumbnail: useCallback(
      async (post: Post, file: File) => {
        const form = new FormData();
        form.append('file', file);
        const asset = await http.upload<FileAsset>(thumbnailUrl(area, post), form, { is_thumbnail: true });
        await refresh();
        return asset;
      },
      [area, refresh],
    ),
    /** Stores an image of the post's body (Editor.js's field upload_file) and answers its URL. */
    uploadEditorImage: useCallback(
      async (post: Post, file: Blob) => {
        const form = new FormData();
        form.append('upload_file', file);
        const answer = await http.upload<{ file: { url: string } }>(editorUploadUrl(area, post), form);
        return answer.file.url;
      },
      [area],
    ),
  };
}
