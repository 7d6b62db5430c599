import Edit from '@mui/icons-material/Edit';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { NewsRender } from '@/components/news-render/NewsRender';
import { formatDate } from '@/i18n/format';
import { useOrgPost } from './use-manage-news';

export default function ManageNewsShow() {
  const { id } = useParams();
  const post = useOrgPost(id);
  usePageTitle(post.data?.title ?? 'Новость');
  return (
    <Stack spacing={2}>
      {post.isError && <Alert severity="error">{post.error.message}</Alert>}
      {post.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 860 }}>
          <Stack direction="row" alignItems="center">
            <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
              {post.data.title}
            </Typography>
            <Button component={Link} to={`/manage/news/${id}/edit`} startIcon={<Edit />}>
              Изменить
            </Button>
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {post.data.is_published ? `Опубликована ${formatDate(post.data.published_at)}` : 'Черновик'}
          </Typography>
          <NewsRender content={post.data.content} />
        </Paper>
      )}
    </Stack>
  );
}
