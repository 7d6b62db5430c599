import Tune from '@mui/icons-material/Tune';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import { useShell } from '@/components/layout/shell-context';
import { usePageTitle } from '@/components/layout/use-page-title';
import { formatDate } from '@/i18n/format';
import { authorOf, useNewsFeed } from './use-news';

export default function NewsFeed() {
  usePageTitle('Новости');
  const feed = useNewsFeed();
  const { session } = useShell();
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography variant="h4" component="h1">
          Новости
        </Typography>
        {session.authenticated && (
          <Button component={Link} to="/news/settings" startIcon={<Tune />}>
            Настройки чтения
          </Button>
        )}
      </Stack>
      {feed.isError && <Alert severity="error">Не удалось загрузить новости: {feed.error.message}</Alert>}
      {feed.isPending && <Skeleton variant="rounded" height={200} />}
      {feed.data?.items.length === 0 && <Alert severity="info">Новостей пока нет</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {feed.data?.items.map((post) => (
          <Card key={post.id} variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={`/news/${post.id}`} sx={{ height: '100%' }}>
              {post.thumbnail_url && (
                <CardMedia component="img" height="160" image={post.thumbnail_url} alt="" />
              )}
              <CardContent>
                <Typography variant="h6" component="h2">
                  {post.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(post.published_at)} · {authorOf(post)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
