import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { NewsRender } from '@/components/news-render/NewsRender';
import { formatDate } from '@/i18n/format';
import { authorOf, useNewsPost } from './use-news';

export default function NewsShow() {
  const { id } = useParams();
  const post = useNewsPost(id);
  usePageTitle(post.data?.title ?? 'Новость');
  return (
    <Stack spacing={2}>
      <Button component={Link} to="/news" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        К новостям
      </Button>
      {post.isError && <Alert severity="error">{post.error.message}</Alert>}
      {post.isPending && <Skeleton variant="rounded" height={300} />}
      {post.data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 860 }}>
          <Typography variant="h4" component="h1">
            {post.data.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {formatDate(post.data.published_at)} · {authorOf(post.data)}
          </Typography>
          <NewsRender content={post.data.content} />
        </Paper>
      )}
    </Stack>
  );
}
