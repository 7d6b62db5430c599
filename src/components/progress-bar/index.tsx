import { Box } from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PROGRESS_BAR } from '@/modules/constants';
import { progressStore } from './progress-store';
import { useDelayedFlag } from './use-delayed-flag';

export { progressStore } from './progress-store';
export { useDelayedFlag } from './use-delayed-flag';

type Phase = 'hidden' | 'running' | 'finishing';

/**
 * Top progress bar (spec 000 §9): 5 px; appears when a page load or a fetch lasts longer than
 * 200 ms, grows over 5 s, completes and hides 500 ms after the work ends.
 */
export function ProgressBar() {
  const pending = useSyncExternalStore(progressStore.subscribe, progressStore.pending);
  const busy = useDelayedFlag(pending > 0, PROGRESS_BAR.throttleMs);
  const [phase, setPhase] = useState<Phase>('hidden');
  const [grown, setGrown] = useState(false);

  useEffect(() => {
    if (busy) {
      setPhase('running');
      setGrown(false);
      const frame = requestAnimationFrame(() => setGrown(true));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((current) => (current === 'hidden' ? current : 'finishing'));
  }, [busy]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const timer = setTimeout(() => setPhase('hidden'), PROGRESS_BAR.hideDelayMs);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;
  const width = phase === 'finishing' ? '100%' : grown ? '90%' : '0%';
  const transition =
    phase === 'finishing' ? 'width 200ms ease-out' : `width ${PROGRESS_BAR.durationMs}ms ease-out`;
  return (
    <Box
      role="progressbar"
      aria-label="Загрузка"
      className="no-print"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: PROGRESS_BAR.heightPx,
        zIndex: 2000,
        pointerEvents: 'none',
      }}
    >
      <Box sx={{ height: '100%', width, transition, bgcolor: 'primary.main' }} />
    </Box>
  );
}
