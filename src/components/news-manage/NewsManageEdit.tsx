import type { Post } from '@contract/posts';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FileButton } from '@/components/file-button';
import { usePageTitle } from '@/components/layout/use-page-title';
import { NewsEditor, type NewsEditorHandle } from '@/components/news-editor/NewsEditor';
import { DeletePostButton } from './DeletePostButton';
import { editorUploadUrl, type NewsArea } from './news-area';
import { PublishedChip } from './PublishedChip';
import { useNewsActions, useNewsPost } from './use-news-posts';

/** The editor page of an area: loads the post, then edits it. */
export function NewsManageEdit({ area }: { area: NewsArea }) {
  usePageTitle('Редактирование новости');
  const { id } = useParams();
  const post = useNewsPost(area, id);
  if (post.isError) return <Alert severity="error">{post.error.message}</Alert>;
  if (!post.data) return null;
  return <NewsEditForm key={post.data.id} area={area} post={post.data} />;
}

/**
 * Title, cover and the Editor.js body of one post. The editor starts from the content loaded once:
 * uploading a cover or a refetch must not throw away what is being typed.
 */
function NewsEditForm({ area, post }: { area: NewsArea; post: Post }) {
  const actions = useNewsActions(area);
  const navigate = useNavigate();
  const handle = useRef<NewsEditorHandle | null>(null);
  const [initial] = useState(post.content);
  const [title, setTitle] = useState(post.title);
  const [thumbnail, setThumbnail] = useState(post.thumbnail_url);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleMissing = title.trim() === '';

  const save = async (publish: boolean) => {
    if (!handle.current) return;
    if (titleMissing) {
      setError('Укажите заголовок новости');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const content = await handle.current.save();
      await actions.save(post.id, {
        title: title.trim(),
        content,
        thumbnail_url: thumbnail,
        is_published: publish,
      });
      navigate(`${area.route}/${post.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось сохранить новость');
      setBusy(false);
    }
  };
  const uploadThumbnail = async (file: File) => {
    setError(null);
    try {
      const asset = await actions.uploadThumbnail(post, file);
      setThumbnail(asset.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось загрузить обложку');
    }
  };
  const remove = async () => {
    await actions.remove(post.id);
    navigate(area.route);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Редактирование новости
        </Typography>
        <PublishedChip published={post.is_published} />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Заголовок"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={titleMissing}
        helperText={titleMissing ? 'Укажите заголовок новости' : undefined}
        slotProps={{ htmlInput: { maxLength: 255 } }}
        required
      />
      <Stack direction="row" spacing={2} alignItems="center">
        {thumbnail && (
          <Box
            component="img"
            src={thumbnail}
            alt="Обложка новости"
            sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        <FileButton
          variant="outlined"
          accept="image/*"
          inputLabel="Файл обложки"
          onFiles={([file]) => void uploadThumbnail(file)}
        >
          {thumbnail ? 'Заменить обложку' : 'Загрузить обложку'}
        </FileButton>
      </Stack>
      <NewsEditor initial={initial} uploadUrl={editorUploadUrl(area, post)} handle={handle} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {post.is_published ? (
          <>
            <Button variant="contained" onClick={() => save(true)} disabled={busy}>
              Сохранить
            </Button>
            <Button onClick={() => save(false)} disabled={busy}>
              Снять с публикации
            </Button>
          </>
        ) : (
          <>
            <Button variant="contained" onClick={() => save(true)} disabled={busy}>
              Опубликовать
            </Button>
            <Button onClick={() => save(false)} disabled={busy}>
              Сохранить черновик
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <DeletePostButton title={post.title} onDelete={remove} />
      </Stack>
    </Stack>
  );
}
