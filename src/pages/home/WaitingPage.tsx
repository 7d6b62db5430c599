import type { HomeItem, HomeResponse, HomeSection } from '@contract/home';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, Box, Button, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { moduleById } from '@/modules';
import { http } from '@/providers/http';
import { session as cookies } from '@/providers/session';

/** The module the person worked in last comes first; the rest keep the server's order (decisions.md). */
export function lastUsedFirst(sections: HomeSection[], last: string | undefined): HomeSection[] {
  const index = sections.findIndex((s) => s.module === last);
  return index <= 0 ? sections : [sections[index], ...sections.filter((_, i) => i !== index)];
}

function WaitingRow({ item }: { item: HomeItem }) {
  const quiet = item.count === 0;
  return (
    <Link
      component={RouterLink}
      to={item.link}
      underline="none"
      color="inherit"
      data-testid={`home-item-${item.key}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        minHeight: 48,
        borderTop: 1,
        borderColor: 'divider',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Typography sx={{ flex: 1, minWidth: 0, color: quiet ? 'text.secondary' : 'text.primary' }}>
        {item.label}
      </Typography>
      <Chip
        label={item.count}
        size="small"
        color={quiet ? 'default' : 'primary'}
        aria-label={`${item.label}: ${item.count}`}
        sx={{ fontWeight: 600, minWidth: 36 }}
      />
      <ChevronRight fontSize="small" color="action" />
    </Link>
  );
}

function SectionCard({ section }: { section: HomeSection }) {
  const { label, target } = moduleById(section.module);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      data-testid={`home-section-${section.module}`}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {label}
        </Typography>
        <Link component={RouterLink} to={target} variant="body2">
          Открыть
        </Link>
      </Stack>
      {section.items.map((item) => (
        <WaitingRow key={item.key} item={item} />
      ))}
    </Paper>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  alignItems: 'start',
} as const;

/** A signed-in person's start page: what waits for them, module by module (issue 42 item 3). */
export function WaitingPage() {
  const home = useQuery({
    queryKey: ['home'],
    queryFn: () => http.get<HomeResponse>('/v1/home'),
    refetchOnWindowFocus: true,
  });
  const sections = home.data ? lastUsedFirst(home.data.sections, cookies.getActiveModule()) : [];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Что ждёт вас
      </Typography>
      {home.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => home.refetch()}>
              Повторить
            </Button>
          }
        >
          Не удалось узнать, что ждёт вас. Попробуйте ещё раз.
        </Alert>
      )}
      {home.isPending && (
        <Box sx={grid}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Box>
      )}
      {home.data && sections.length === 0 && (
        <Typography color="text.secondary">Сейчас для вас ничего не ждёт.</Typography>
      )}
      <Box sx={grid}>
        {sections.map((section) => (
          <SectionCard key={section.module} section={section} />
        ))}
      </Box>
    </Stack>
  );
}
