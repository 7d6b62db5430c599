import { useEffect, useState } from 'react';
import { FETCH_MIN_DISPLAY_DELAY_MS } from '@/modules/constants';

/**
 * True only once `flag` has stayed true for `delay` ms (spec 000 §9: fetch indicators wait
 * 200 ms, so fast answers do not flash a spinner).
 */
export function useDelayedFlag(flag: boolean, delay = FETCH_MIN_DISPLAY_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [flag, delay]);
  return shown;
}
