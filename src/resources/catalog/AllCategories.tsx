import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Link as MuiLink,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useCategoryTree } from './use-catalog';

export default function AllCategories() {
  usePageTitle('Каталог');
  const tree = useCategoryTree();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Каталог
      </Typography>
      {tree.isError && <Alert severity="error">{tree.error.message}</Alert>}
      {tree.isPending && <Skeleton variant="rounded" height={240} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {tree.data?.map((root) => (
          <Card key={root.id} variant="outlined">
            <CardActionArea component={Link} to={`/catalog/${root.id}`}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {root.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Товаров: {root.goods_count}
                </Typography>
              </CardContent>
            </CardActionArea>
            <Stack sx={{ px: 2, pb: 2 }} spacing={0.5}>
              {root.children.map((child) => (
                <MuiLink key={child.id} component={Link} to={`/catalog/${child.id}`} underline="hover">
                  {child.name} ({child.goods_count})
                </MuiLink>
              ))}
            </Stack>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
