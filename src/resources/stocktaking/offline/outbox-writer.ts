import { type KeptOutbox, saveOutbox } from './kept-store';

/**
 * A document's outbox in memory, written to IndexedDB after every change: one write at a time, the
 * latest state winning, so a burst of typing costs a few writes and nothing is written out of order.
 */
export class OutboxWriter {
  private writing: Promise<void> | null = null;
  private dirty = false;

  constructor(
    readonly state: KeptOutbox,
    private readonly enabled: boolean,
  ) {}

  update(change: Partial<Omit<KeptOutbox, 'doc_id'>> = {}) {
    Object.assign(this.state, change);
    if (!this.enabled) return Promise.resolve();
    this.dirty = true;
    this.writing ??= this.drain();
    return this.writing;
  }

  /** Resolves once what was changed so far is on the device. */
  flush() {
    return this.writing ?? Promise.resolve();
  }

  private async drain() {
    try {
      while (this.dirty) {
        this.dirty = false;
        await saveOutbox(structuredClone(this.state)).catch(() => undefined);
      }
    } finally {
      this.writing = null;
    }
  }
}
