import Edit from '@mui/icons-material/Edit';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { NewsRender } from '@/components/news-render/NewsRender';
import { formatDate } from '@/i18n/format';
import { DeletePostButton } from './DeletePostButton';
import type { NewsArea } from './news-area';
import { useNewsActions, useNewsPost } from './use-news-posts';

/** A post as readers will see it, with its state, «Изменить» and «Удалить». */
export function NewsManageShow({ area }: { area: NewsArea }) {
  const { id } = useParams();
  const post = useNewsPost(area, id);
  const actions = useNewsActions(area);
  const navigate = useNavigate();
  usePageTitle(post.data?.title ?? 'Новость');
  return (
    <Stack spacing={2}>
      {post.isError && <Alert severity="error">{post.error.message}</Alert>}
      {post.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 860 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
              {post.data.title}
            </Typography>
            <Button component={Link} to={`${area.route}/${id}/edit`} startIcon={<Edit />}>
              Изменить
            </Button>
            <DeletePostButton
              title={post.data.title}
              onDelete={async () => {
                await actions.remove(Number(id));
                navigate(area.route);
              }}
            />
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {post.data.is_published ? `Опубликована ${formatDate(post.data.published_at)}` : 'Черновик'}
          </Typography>
          {post.data.thumbnail_url && (
            <Box
              component="img"
              src={post.data.thumbnail_url}
              alt="Обложка новости"
              sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1, mb: 2 }}
            />
          )}
          <NewsRender content={post.data.content} />
        </Paper>
      )}
    </Stack>
  );
}
