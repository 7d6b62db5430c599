import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { NewsEditor, type NewsEditorHandle } from '@/components/news-editor/NewsEditor';
import { useActiveOrganization } from '@/components/organization-picker';
import { http } from '@/providers/http';
import { useOrgPost } from './use-manage-news';

export default function ManageNewsEdit() {
  usePageTitle('Редактирование новости');
  const { id } = useParams();
  const post = useOrgPost(id);
  const { organizationId } = useActiveOrganization('post_c');
  const handle = useRef<NewsEditorHandle | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!post.data) return post.isError ? <Alert severity="error">{post.error.message}</Alert> : null;
  const current = post.data;
  const save = async (publish: boolean) => {
    if (!handle.current) return;
    try {
      const content = await handle.current.save();
      await http.put(`/v1/supplier/posts/${id}`, {
        title: title ?? current.title,
        content,
        thumbnail_url: current.thumbnail_url,
        is_published: publish,
      });
      await queryClient.invalidateQueries({ queryKey: ['supplier-posts'] });
      navigate(`/manage/news/${id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось сохранить новость');
    }
  };
  const uploadThumbnail = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      await http.upload(`/v1/supplier/posts/${id}/file_assets`, form, { is_thumbnail: true });
      await post.refetch();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось загрузить обложку');
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Typography variant="h4" component="h1">
        Редактирование новости
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Заголовок"
        value={title ?? current.title}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {current.thumbnail_url ? 'Заменить обложку' : 'Загрузить обложку'}
        <input
          hidden
          type="file"
          accept="image/*"
          onChange={(e) => e.target.files?.[0] && uploadThumbnail(e.target.files[0])}
        />
      </Button>
      <NewsEditor
        initial={current.content}
        uploadUrl={`/v1/supplier/posts/file_assets/editorjs?organization_id=${current.organization_id ?? organizationId}`}
        handle={handle}
      />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => save(true)}>
          Опубликовать
        </Button>
        <Button onClick={() => save(false)}>Сохранить черновик</Button>
      </Stack>
    </Stack>
  );
}
