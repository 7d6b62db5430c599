import type { Order } from '@contract/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '@/providers/http';
import { notify } from '@/providers/notification';
import type { Checkout } from './CheckoutBar';
import { type DraftRef, findDraft, saveDraft } from './draft-api';
import type { CartLine } from './use-cart';

export type DraftStatus = 'idle' | 'loading' | 'saving' | 'saved' | 'error';

interface Options {
  /** The buyer may keep drafts here (client side, order_client_c and order_client_u). */
  enabled: boolean;
  organizationId: number | null;
  supplierId: number | null;
  lines: CartLine[];
  checkout: Checkout;
  /** The clock of the chosen sales point: the delivery date and time are read on it. */
  timeZone: string;
  fallbackPointId: number | null;
  /** A draft opened for editing keeps existing when its cart is emptied. */
  keepEmpty: boolean;
}

const DELAY_MS = 600;
const keyOf = (o: Options) =>
  JSON.stringify([
    o.organizationId,
    o.supplierId,
    o.fallbackPointId,
    o.checkout,
    o.timeZone,
    o.lines.map((l) => [l.good_id, l.quantity, l.comment]),
  ]);

/**
 * The cart kept as the supplier's draft on the server: a short while after every change the cart is
 * written into the draft (created on the first good, removed when the cart is emptied), so leaving
 * the page or switching supplier loses nothing. Saves run one at a time, in order.
 */
export function useDraftAutosave(options: Options) {
  const [draft, setDraftState] = useState<DraftRef | null>(null);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const latest = useRef(options);
  latest.current = options;
  const draftRef = useRef<DraftRef | null>(null);
  /** The supplier whose draft has been read into the cart: only its cart may be saved. */
  const readyFor = useRef<number | null>(null);
  const savedKey = useRef<string | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);

  const setDraft = useCallback((next: DraftRef | null) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);
  const enqueue = useCallback(<T>(job: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(job, job);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  const saveNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const snapshot = latest.current;
    const key = keyOf(snapshot);
    // A cart taken before its supplier's draft was read into it is never written (it would empty it).
    const ready = snapshot.supplierId !== null && readyFor.current === snapshot.supplierId;
    return enqueue(async () => {
      const { enabled, organizationId, supplierId } = snapshot;
      if (stopped.current || !enabled || organizationId === null || supplierId === null)
        return draftRef.current;
      if (!ready || readyFor.current !== supplierId || key === savedKey.current) return draftRef.current;
      setStatus('saving');
      const save = (current: DraftRef | null) =>
        saveDraft({ ...snapshot, organizationId, supplierId, draft: current });
      try {
        let next: DraftRef | null;
        try {
          next = await save(draftRef.current);
        } catch (error) {
          // Changed elsewhere meanwhile (another tab, «Добавить» on a product page): what this screen
          // shows is what the buyer sees, so it is written over the newer version once.
          if (!(error instanceof HttpError && error.statusCode === 409) || !draftRef.current) throw error;
          const fresh = await findDraft(organizationId, supplierId);
          next = await save(fresh && { id: fresh.id, number: fresh.number, version: fresh.version });
        }
        setDraft(next);
        savedKey.current = key;
        setStatus(next ? 'saved' : 'idle');
      } catch (error) {
        setStatus('error');
        notify(`Черновик не сохранён: ${(error as Error).message}`, 'error');
      }
      return draftRef.current;
    });
  }, [enqueue, setDraft]);

  const saveSoon = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), DELAY_MS);
  }, [saveNow]);

  const key = keyOf(options);
  useEffect(() => {
    if (options.enabled && options.supplierId !== null && key !== savedKey.current) saveSoon();
  }, [key, options.enabled, options.supplierId, saveSoon]);

  /** Reads the supplier's draft (the cart is filled by `onFound`), then saves what the cart holds. */
  const load = useCallback(
    (organizationId: number, supplierId: number, onFound: (order: Order | null) => void) =>
      enqueue(async () => {
        setStatus('loading');
        try {
          const found = await findDraft(organizationId, supplierId);
          setDraft(found && { id: found.id, number: found.number, version: found.version });
          onFound(found);
          readyFor.current = supplierId;
          savedKey.current = null;
          setStatus(found ? 'saved' : 'idle');
          saveSoon();
        } catch (error) {
          setStatus('error');
          notify(`Черновик не прочитан: ${(error as Error).message}`, 'error');
        }
      }),
    [enqueue, setDraft, saveSoon],
  );

  /** A draft opened for editing: its cart is saved into it. */
  const adopt = useCallback(
    (supplierId: number, ref: DraftRef) => {
      setDraft(ref);
      readyFor.current = supplierId;
      savedKey.current = null;
      setStatus('saved');
    },
    [setDraft],
  );

  /** Writes a pending change now and waits for every save; answers the draft as it is then. */
  const settle = useCallback(async () => {
    if (timer.current) await saveNow();
    await chain.current;
    return draftRef.current;
  }, [saveNow]);

  /** Another supplier is about to be chosen: nothing of the previous one is saved any more. */
  const reset = useCallback(() => {
    readyFor.current = null;
    savedKey.current = null;
    setDraft(null);
    setStatus('idle');
  }, [setDraft]);

  /** Saving pauses while the order is being sent (and resumes when that failed). */
  const pause = useCallback((paused: boolean) => {
    stopped.current = paused;
    if (!paused) savedKey.current = null;
  }, []);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!timer.current) return;
      void saveNow();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the screen inside the app: the last change is still written.
      if (timer.current) void saveNow();
    };
  }, [saveNow]);

  // Until the chosen supplier's draft is read, the cart on screen is not yet the kept one.
  const waiting = options.enabled && options.supplierId !== null && readyFor.current !== options.supplierId;
  return {
    draft,
    status: waiting && status !== 'error' ? ('loading' as const) : status,
    load,
    adopt,
    settle,
    reset,
    pause,
  };
}
