import type { Order } from '@contract/orders';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyState, SaveQueueSnapshot } from '@/components/save-queue';
import { HttpError } from '@/providers/http';
import { notify } from '@/providers/notification';
import type { Checkout } from './CheckoutBar';
import { cartLinesOf, type DraftRef, findDraft, saveDraft } from './draft-api';
import { type CartLine, pieceProblem } from './use-cart';

export type DraftStatus = 'idle' | 'loading' | 'saving' | 'saved' | 'error';

interface Options {
  /** The buyer may keep drafts here (client side, order_client_c and order_client_u). */
  enabled: boolean;
  organizationId: number | null;
  supplierId: number | null;
  lines: CartLine[];
  /** Lines refused here (a fractional count of a piece good): kept unsaved, never sent. */
  refused: CartLine[];
  checkout: Checkout;
  /** The clock of the chosen sales point: the delivery date and time are read on it. */
  timeZone: string;
  fallbackPointId: number | null;
  /** A draft opened for editing keeps existing when its cart is emptied. */
  keepEmpty: boolean;
}

const DELAY_MS = 600;
const MAX_BACKOFF_MS = 30_000;
/** A network error, a 5xx, a 408 or a 429 is tried again; any other refusal is shown. */
const retriable = (error: unknown) =>
  !(error instanceof HttpError) ||
  error.statusCode >= 500 ||
  error.statusCode === 408 ||
  error.statusCode === 429;
const normal = (quantity: string) => {
  const q = quantity.trim().replace(',', '.');
  return q.includes('.') ? q.replace(/\.?0+$/, '') : q;
};
const byGood = (lines: CartLine[]) => new Map(lines.map((l) => [l.good_id, l]));
const storageKeyOf = (organizationId: number, supplierId: number) =>
  `order-cart-unsaved:${organizationId}:${supplierId}`;

/** The cart lines not saved when the page was left (a removed one has quantity ''). */
export function keptUnsaved(organizationId: number, supplierId: number): CartLine[] {
  try {
    return JSON.parse(localStorage.getItem(storageKeyOf(organizationId, supplierId)) ?? '[]');
  } catch {
    return [];
  }
}
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
  /** What the draft holds (good → quantity) after the last save; null until it is read. */
  const [saved, setSaved] = useState<Map<number, CartLine> | null>(null);
  const attempt = useRef(0);
  const [retryIn, setRetryIn] = useState<number | null>(null);

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
        setSaved(byGood(next ? snapshot.lines : []));
        attempt.current = 0;
        setRetryIn(null);
        setStatus(next ? 'saved' : 'idle');
      } catch (error) {
        setStatus('error');
        if (retriable(error)) {
          // Tried again with growing pauses (and at once when the connection comes back).
          attempt.current += 1;
          const delay = Math.min(1000 * 2 ** (attempt.current - 1), MAX_BACKOFF_MS);
          setRetryIn(Math.round(delay / 1000));
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => void saveNow(), delay);
        } else notify(`Черновик не сохранён: ${(error as Error).message}`, 'error');
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
          setSaved(byGood(found ? cartLinesOf(found) : []));
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
    (supplierId: number, ref: DraftRef, lines: CartLine[]) => {
      setDraft(ref);
      setSaved(byGood(lines));
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
    setSaved(null);
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
    const online = () => {
      if (attempt.current > 0) void saveNow();
    };
    window.addEventListener('beforeunload', warn);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('beforeunload', warn);
      window.removeEventListener('online', online);
      // Leaving the screen inside the app: the last change is still written.
      if (timer.current) void saveNow();
    };
  }, [saveNow]);

  // Until the chosen supplier's draft is read, the cart on screen is not yet the kept one.
  const waiting = options.enabled && options.supplierId !== null && readyFor.current !== options.supplierId;

  /** Every line whose quantity on screen is not the draft's: refused here, waiting or failing. */
  const unsaved = useMemo(() => {
    const map = new Map<number, KeyState<CartLine>>();
    if (!options.enabled || saved === null) return map;
    const onScreen = new Map(options.lines.map((l) => [l.good_id, l]));
    for (const l of options.lines)
      if (normal(saved.get(l.good_id)?.quantity ?? '') !== normal(l.quantity))
        map.set(l.good_id, { value: l, label: l.name });
    for (const l of saved.values())
      if (!onScreen.has(l.good_id)) map.set(l.good_id, { value: { ...l, quantity: '' }, label: l.name });
    for (const l of options.refused)
      map.set(l.good_id, { value: l, label: l.name, refused: pieceProblem(l) ?? '', local: true });
    return map;
  }, [options.enabled, options.lines, options.refused, saved]);
  const { organizationId: org, supplierId: supplier } = options;
  useEffect(() => {
    if (org === null || supplier === null || readyFor.current !== supplier || saved === null) return;
    try {
      const key = storageKeyOf(org, supplier);
      if (unsaved.size === 0) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify([...unsaved.values()].map((s) => s.value)));
    } catch {
      // Storage full or forbidden: the page still warns before unloading.
    }
  }, [unsaved, org, supplier, saved]);
  const queue: SaveQueueSnapshot<number, CartLine> = {
    unsaved,
    saving: status === 'saving',
    retryIn: status === 'error' ? retryIn : null,
  };
  return {
    queue,
    draft,
    status: waiting && status !== 'error' ? ('loading' as const) : status,
    load,
    adopt,
    settle,
    reset,
    pause,
  };
}
