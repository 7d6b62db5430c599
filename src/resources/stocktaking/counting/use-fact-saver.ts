import type { StocktakingDoc } from '@contract/stocktaking';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '@/providers/http';
import { stocktakingApi } from '../api';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'retrying'; inSeconds: number }
  | { kind: 'failed'; detail: string };

const DEBOUNCE_MS = 150;
const MAX_BACKOFF_MS = 30_000;

/**
 * Saves typed facts in batches: edits collect for ~150 ms, then go in one bulk_update carrying the
 * document version. A network blip or a 5xx retries with growing pauses and keeps every edit (a
 * newer keystroke on the same line wins); a 409/422 stops and says why.
 */
export function useFactSaver(
  docId: number,
  initialVersion: number,
  onTotals: (t: StocktakingDoc['totals']) => void,
) {
  const pending = useRef(new Map<number, string | null>());
  const version = useRef(initialVersion);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  const stopped = useRef(false);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const onTotalsRef = useRef(onTotals);
  onTotalsRef.current = onTotals;

  useEffect(() => {
    version.current = initialVersion;
  }, [initialVersion]);

  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), delay);
  }, []);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (busy.current || stopped.current) return false;
    if (pending.current.size === 0) return true;
    const batch = new Map(pending.current);
    pending.current.clear();
    busy.current = true;
    setState({ kind: 'saving' });
    try {
      const items = [...batch].map(([item_id, fact_quantity]) => ({ item_id, fact_quantity }));
      const answer = await stocktakingApi.saveFacts(docId, version.current, items);
      version.current = answer.version;
      attempt.current = 0;
      onTotalsRef.current(answer.totals);
      busy.current = false;
      if (pending.current.size > 0) {
        setState({ kind: 'dirty' });
        schedule(0);
      } else setState({ kind: 'saved' });
      return pending.current.size === 0;
    } catch (error) {
      busy.current = false;
      // Put the batch back under any newer edits of the same lines.
      for (const [id, value] of batch) if (!pending.current.has(id)) pending.current.set(id, value);
      if (
        error instanceof HttpError &&
        error.statusCode >= 400 &&
        error.statusCode < 500 &&
        error.statusCode !== 429
      ) {
        stopped.current = true;
        setState({ kind: 'failed', detail: error.detail });
        return false;
      }
      attempt.current += 1;
      const delay = Math.min(1000 * 2 ** (attempt.current - 1), MAX_BACKOFF_MS);
      setState({ kind: 'retrying', inSeconds: Math.round(delay / 1000) });
      schedule(delay);
      return false;
    }
  }, [docId, schedule]);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  const queue = useCallback(
    (itemId: number, fact: string | null) => {
      pending.current.set(itemId, fact);
      if (stopped.current) return;
      if (!busy.current) setState({ kind: 'dirty' });
      if (attempt.current === 0) schedule(DEBOUNCE_MS);
    },
    [schedule],
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current.size > 0 || busy.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    const online = () => {
      if (pending.current.size > 0 && !stopped.current) schedule(0);
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [schedule]);

  /** Saves everything now (before a status change); true when nothing is left unsaved. */
  const saveNow = useCallback(async () => {
    for (let i = 0; i < 3 && (pending.current.size > 0 || busy.current); i += 1) {
      if (busy.current) await new Promise((resolve) => setTimeout(resolve, 200));
      else if (!(await flush())) break;
    }
    return pending.current.size === 0 && !busy.current;
  }, [flush]);

  return { state, queue, saveNow, version };
}
