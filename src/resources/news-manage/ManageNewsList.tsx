import Add from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { formatDate } from '@/i18n/format';
import { http } from '@/providers/http';
import { useOrgPosts } from './use-manage-news';

export default function ManageNewsList() {
  usePageTitle('Редактор новостей');
  const posts = useOrgPosts();
  const { organizationId } = useActiveOrganization('post_c');
  const navigate = useNavigate();
  const create = async () => {
    const post = await http.post<{ id: number }>(
      '/v1/supplier/posts',
      { title: 'Новая новость', content: { blocks: [] } },
      { organization_id: organizationId },
    );
    navigate(`/manage/news/${post.id}/edit`);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Редактор новостей
        </Typography>
        <OrganizationPicker permission="post_r" />
        <Button variant="contained" startIcon={<Add />} onClick={create} disabled={organizationId === null}>
          Новая новость
        </Button>
      </Stack>
      {posts.isError && <Alert severity="error">{posts.error.message}</Alert>}
      {posts.data?.items.length === 0 && <Alert severity="info">Новостей пока нет</Alert>}
      <Paper variant="outlined">
        <List>
          {posts.data?.items.map((post) => (
            <ListItemButton key={post.id} component={Link} to={`/manage/news/${post.id}`}>
              <ListItemText
                primary={post.title}
                secondary={formatDate(post.published_at ?? post.created_at)}
              />
              <Chip
                size="small"
                label={post.is_published ? 'Опубликована' : 'Черновик'}
                color={post.is_published ? 'success' : 'default'}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
