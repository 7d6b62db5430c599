import { HttpError } from '@/providers/http';

/** What one save answered: the keys the server refused, each with its reason (the rest are saved). */
export type Refusals<K> = Map<K, string>;

export interface SaveQueueOptions<K, V> {
  /**
   * Saves the values; answers the keys refused among them. A thrown HttpError 4xx (but 408/429)
   * refuses every key of the call with its detail; any other error is retried with growing pauses.
   */
  send(values: Map<K, V>): Promise<Refusals<K> | undefined>;
  /** One call for every waiting key, one call at a time (a versioned document); else a call per key. */
  batch?: boolean;
  debounceMs?: number;
  maxBackoffMs?: number;
  /**
   * Keeps the unsaved values (waiting and refused) in localStorage under this key: after a reload
   * they are sent again, but for those refused here.
   */
  storageKey?: string;
  /**
   * Instead of `storageKey`: the unsaved values kept elsewhere (IndexedDB), read before the queue
   * is made, and where every change of them goes.
   */
  kept?: { entries: [K, KeyState<V>][]; persist(entries: [K, KeyState<V>][]): void };
}

export interface KeyState<V> {
  value: V;
  /** What the key is called on screen (the good of a line), to say which ones are not saved. */
  label?: string;
  /** Why the value was refused; undefined while it waits or travels. */
  refused?: string;
  /** Refused here, before any call (not a number): never sent as it is. */
  local?: boolean;
}

export interface SaveQueueSnapshot<K, V> {
  /** Every key whose latest value is not saved: waiting, on its way or refused. */
  unsaved: Map<K, KeyState<V>>;
  saving: boolean;
  /** Seconds to the next attempt after a network or server failure; null when none is due. */
  retryIn: number | null;
}

const ALL = Symbol('all');
const isRefusal = (error: unknown) =>
  error instanceof HttpError &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.statusCode !== 408 &&
  error.statusCode !== 429;
const reasonOf = (error: unknown) =>
  error instanceof HttpError ? error.detail : error instanceof Error ? error.message : String(error);

interface Lane {
  busy: boolean;
  timer?: ReturnType<typeof setTimeout>;
  attempt: number;
  retryAt: number | null;
}

/**
 * Autosave of many independent values (a count per line, a price per cell): every key keeps its own
 * latest value, a refused value marks its key and never holds back the others, a network or server
 * failure is retried with growing pauses, and nothing typed is dropped — a newer value of a key
 * replaces the one still waiting.
 */
export class SaveQueue<K, V> {
  private readonly waiting = new Map<K, V>();
  private readonly travelling = new Map<K, V>();
  private readonly refused = new Map<K, KeyState<V>>();
  private readonly labels = new Map<K, string>();
  private readonly lanes = new Map<K | typeof ALL, Lane>();
  private readonly listeners = new Set<() => void>();
  private snap: SaveQueueSnapshot<K, V>;
  private disposed = false;

  constructor(private readonly options: SaveQueueOptions<K, V>) {
    this.restore();
    this.snap = this.compute();
    for (const key of this.waiting.keys()) this.schedule(this.laneOf(key), 0);
  }

  /** A new value for a key: it replaces a waiting or refused one and is saved soon. */
  set(key: K, value: V, label?: string) {
    if (label !== undefined) this.labels.set(key, label);
    this.waiting.set(key, value);
    this.refused.delete(key);
    const lane = this.laneOf(key);
    if (!this.lane(lane).retryAt) this.schedule(lane, this.options.debounceMs ?? 150);
    this.changed();
  }

  /** Refuses a value here, without asking the server (text that is not a number). */
  reject(key: K, value: V, reason: string, label?: string) {
    if (label !== undefined) this.labels.set(key, label);
    this.waiting.delete(key);
    this.refused.set(key, { value, refused: reason, label: this.labels.get(key), local: true });
    this.changed();
  }

  /** Forgets what is not saved of a key (the line was removed, the value put back). */
  drop(key: K) {
    this.labels.delete(key);
    this.waiting.delete(key);
    this.refused.delete(key);
    this.changed();
  }

  /** Sends everything waiting now, retries included, and waits; true when nothing is left unsaved. */
  async flush(): Promise<boolean> {
    for (let round = 0; round < 5; round += 1) {
      const lanes = new Set([...this.waiting.keys()].map((k) => this.laneOf(k)));
      const busy = [...this.lanes.entries()].filter(([, l]) => l.busy);
      if (lanes.size === 0 && busy.length === 0) break;
      await Promise.all([
        ...[...lanes].map((lane) => this.run(lane)),
        ...busy.map(() => new Promise((resolve) => setTimeout(resolve, 100))),
      ]);
      if ([...this.lanes.values()].some((l) => l.retryAt && !l.busy)) break;
    }
    return this.snap.unsaved.size === 0;
  }

  /** A connection came back: the failed saves go now instead of after their pause. */
  retryNow() {
    for (const [lane, state] of this.lanes) if (state.retryAt) this.schedule(lane, 0);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.snap;

  dispose() {
    this.disposed = true;
    for (const lane of this.lanes.values()) clearTimeout(lane.timer);
  }

  private laneOf(key: K): K | typeof ALL {
    return this.options.batch ? ALL : key;
  }

  private lane(id: K | typeof ALL): Lane {
    let lane = this.lanes.get(id);
    if (!lane) {
      lane = { busy: false, attempt: 0, retryAt: null };
      this.lanes.set(id, lane);
    }
    return lane;
  }

  private schedule(id: K | typeof ALL, delay: number) {
    const lane = this.lane(id);
    clearTimeout(lane.timer);
    lane.timer = setTimeout(() => void this.run(id), delay);
  }

  private async run(id: K | typeof ALL): Promise<void> {
    const lane = this.lane(id);
    clearTimeout(lane.timer);
    if (lane.busy || this.disposed) return;
    const values = new Map(
      id === ALL
        ? this.waiting
        : this.waiting.has(id as K)
          ? [[id as K, this.waiting.get(id as K) as V]]
          : [],
    );
    if (values.size === 0) return;
    for (const key of values.keys()) {
      this.waiting.delete(key);
      this.travelling.set(key, values.get(key) as V);
    }
    lane.busy = true;
    this.changed();
    try {
      const refusals = (await this.options.send(values)) ?? new Map<K, string>();
      lane.attempt = 0;
      lane.retryAt = null;
      for (const [key, value] of values) {
        const reason = refusals.get(key);
        if (reason !== undefined && !this.waiting.has(key)) this.refuse(key, value, reason);
      }
    } catch (error) {
      if (isRefusal(error)) {
        lane.attempt = 0;
        lane.retryAt = null;
        const reason = reasonOf(error);
        for (const [key, value] of values) if (!this.waiting.has(key)) this.refuse(key, value, reason);
      } else {
        // Back under any newer value of the same key, and tried again after a pause.
        for (const [key, value] of values) if (!this.waiting.has(key)) this.waiting.set(key, value);
        lane.attempt += 1;
        const delay = Math.min(1000 * 2 ** (lane.attempt - 1), this.options.maxBackoffMs ?? 30_000);
        lane.retryAt = Date.now() + delay;
      }
    } finally {
      for (const key of values.keys()) this.travelling.delete(key);
      lane.busy = false;
    }
    if (lane.retryAt) this.schedule(id, lane.retryAt - Date.now());
    else if ([...this.waiting.keys()].some((k) => this.laneOf(k) === id)) this.schedule(id, 0);
    this.changed();
  }

  private refuse(key: K, value: V, reason: string) {
    this.refused.set(key, { value, refused: reason, label: this.labels.get(key) });
  }

  private compute(): SaveQueueSnapshot<K, V> {
    const unsaved = new Map<K, KeyState<V>>(this.refused);
    for (const [key, value] of this.travelling) unsaved.set(key, { value, label: this.labels.get(key) });
    for (const [key, value] of this.waiting) unsaved.set(key, { value, label: this.labels.get(key) });
    const retries = [...this.lanes.values()].flatMap((l) => (l.retryAt ? [l.retryAt] : []));
    return {
      unsaved,
      saving: this.travelling.size > 0,
      retryIn: retries.length ? Math.max(0, Math.round((Math.min(...retries) - Date.now()) / 1000)) : null,
    };
  }

  private changed() {
    this.snap = this.compute();
    this.persist();
    for (const listener of this.listeners) listener();
  }

  private persist() {
    const { storageKey, kept } = this.options;
    kept?.persist([...this.snap.unsaved]);
    if (!storageKey) return;
    try {
      if (this.snap.unsaved.size === 0) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, JSON.stringify([...this.snap.unsaved]));
    } catch {
      // Storage full or forbidden: the values stay in memory and the page warns before unloading.
    }
  }

  private restore() {
    const { storageKey, kept } = this.options;
    if (kept) this.take(kept.entries);
    if (!storageKey) return;
    try {
      this.take(JSON.parse(localStorage.getItem(storageKey) ?? '[]') as [K, KeyState<V>][]);
    } catch {
      localStorage.removeItem(storageKey);
    }
  }

  private take(entries: [K, KeyState<V>][]) {
    for (const [key, state] of entries) {
      if (state.label !== undefined) this.labels.set(key, state.label);
      // A value the server refused is asked again (a stale version may be why); one refused
      // here stays refused.
      if (state.local) this.refused.set(key, state);
      else this.waiting.set(key, state.value);
    }
  }
}
