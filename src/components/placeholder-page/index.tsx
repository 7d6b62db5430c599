import Construction from '@mui/icons-material/Construction';
import { Paper, Stack, Typography } from '@mui/material';
import { usePageTitle } from '@/components/layout/use-page-title';

/** A titled page for a section whose screens come later. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Construction color="disabled" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">
          Раздел в разработке
        </Typography>
        <Typography color="text.secondary">Скоро здесь появится работа с разделом «{title}».</Typography>
      </Paper>
    </Stack>
  );
}
