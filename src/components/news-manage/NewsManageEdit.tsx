import type { Post } from '@contract/posts';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FileButton } from '@/components/file-button';
import { usePageTitle } from '@/components/layout/use-page-title';
import { NewsEditor, type NewsEditorHandle } from '@/components/news-editor/NewsEditor';
import { DeletePostButton } from './DeletePostButton';
import type { NewsArea } from './news-area';
import { PublishedChip } from './PublishedChip';
import { type SaveBody, useNewsActions, useNewsPost } from './use-news-posts';

/** The editor page of an area: loads the post, then edits it. */
export function NewsManageEdit({ area }: { area: NewsArea }) {
  usePageTitle('Редактирование новости');
  const { id } = useParams();
  const post = useNewsPost(area, id);
  if (post.isError) return <Alert severity="error">{post.error.message}</Alert>;
  if (!post.data) return null;
  return <NewsEditForm key={post.data.id} area={area} post={post.data} />;
}

/** A new post: an empty editor; the post is made by its first save, so leaving leaves nothing. */
export function NewsManageCreate({ area }: { area: NewsArea }) {
  usePageTitle('Новая новость');
  return <NewsEditForm area={area} />;
}

const EMPTY: Post['content'] = { blocks: [] };

/**
 * Title, cover and the Editor.js body of one post. The editor starts from the content loaded once:
 * uploading a cover or a refetch must not throw away what is being typed.
 */
function NewsEditForm({ area, post }: { area: NewsArea; post?: Post }) {
  const actions = useNewsActions(area);
  const navigate = useNavigate();
  const handle = useRef<NewsEditorHandle | null>(null);
  const [initial] = useState(post?.content ?? EMPTY);
  const [title, setTitle] = useState(post?.title ?? '');
  const [thumbnail, setThumbnail] = useState(post?.thumbnail_url ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The post on the server; a new one gets it from its first save, once even for two images at a time.
  const stored = useRef<Promise<Post> | null>(post ? Promise.resolve(post) : null);
  const titleMissing = title.trim() === '';

  const persist = async (body: SaveBody) => {
    if (stored.current) return actions.save((await stored.current).id, body);
    stored.current = actions.create(body);
    return stored.current.catch((e: unknown) => {
      stored.current = null;
      throw e;
    });
  };
  /** The post an image belongs to: a new post is saved as a draft first, which needs its title. */
  const existing = () => {
    if (stored.current) return stored.current;
    if (titleMissing)
      return Promise.reject(new Error('Укажите заголовок новости, затем добавьте изображение'));
    return persist({ title: title.trim(), content: EMPTY, thumbnail_url: null, is_published: false });
  };
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
      const saved = await persist({
        title: title.trim(),
        content,
        thumbnail_url: thumbnail,
        is_published: publish,
      });
      navigate(`${area.route}/${saved.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось сохранить новость');
      setBusy(false);
    }
  };
  const uploadThumbnail = async (file: File) => {
    setError(null);
    try {
      const asset = await actions.uploadThumbnail(await existing(), file);
      setThumbnail(asset.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось загрузить обложку');
    }
  };
  const uploadImage = async (file: Blob) => {
    try {
      return await actions.uploadEditorImage(await existing(), file);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Не удалось загрузить изображение');
      throw e;
    }
  };
  const remove = async () => {
    if (post) await actions.remove(post.id);
    navigate(area.route);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 860 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {post ? 'Редактирование новости' : 'Новая новость'}
        </Typography>
        {post && <PublishedChip published={post.is_published} />}
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
      <NewsEditor initial={initial} upload={uploadImage} handle={handle} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {post?.is_published ? (
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
        {post ? (
          <DeletePostButton title={post.title} onDelete={remove} />
        ) : (
          <Button component={Link} to={area.route}>
            Отмена
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
