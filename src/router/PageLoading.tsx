import { Box, CircularProgress } from '@mui/material';
import { useEffect } from 'react';
import { progressStore, useDelayedFlag } from '@/components/progress-bar';

/** Suspense fallback: drives the top progress bar and, after 200 ms, shows a spinner. */
export function PageLoading() {
  useEffect(() => {
    progressStore.start();
    return () => progressStore.done();
  }, []);
  const visible = useDelayedFlag(true);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }} aria-busy="true">
      {visible && <CircularProgress aria-label="Загрузка страницы" />}
    </Box>
  );
}
