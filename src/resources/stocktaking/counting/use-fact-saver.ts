import type { FactBulkUpdated, StocktakingDoc, StocktakingLine } from '@contract/stocktaking';
import { useCallback, useRef, useState } from 'react';
import { useSaveQueue } from '@/components/save-queue';
import { HttpError } from '@/providers/http';
import { stocktakingApi } from '../api';
import { type KeptOutbox, keepFacts, type PendingBatch } from '../offline/kept-store';
import { OutboxWriter } from '../offline/outbox-writer';

export interface ShownConflict {
  mine: string | null;
  server: string | null;
}

const shown = (fact: string | null) => (fact === null ? 'пусто' : fact.replace('.', ','));
const conflictText = (good: string, c: ShownConflict) =>
  `«${good}»: на другом устройстве сохранено ${shown(c.server)}, здесь — ${shown(c.mine)}. Выберите значение`;

/**
 * Saves typed facts through the shared save queue, kept on the device (IndexedDB) until the server
 * has them: edits collect for ~150 ms and go in one bulk_update, one request at a time, in the order
 * typed. Each fact carries the value the server had when this device changed it (its base): a line
 * another device has changed since comes back as a conflict with both values, never overwritten.
 * A batch is sent with an Idempotency-Key and kept until answered: after a lost answer it goes
 * again, with the same key, before anything newer. A refused fact stays marked; a network failure
 * retries with growing pauses and at once when the connection is back.
 */
export function useFactSaver(
  docId: number,
  kept: KeptOutbox,
  onTotals: (t: StocktakingDoc['totals']) => void,
  editable: boolean,
) {
  const [writer] = useState(() => new OutboxWriter(kept, editable));
  const bases = useRef(new Map(kept.bases));
  /** Facts this device has saved since the lines were loaded. */
  const saved = useRef(new Map<number, string | null>());
  const [conflicts, setConflicts] = useState(
    () => new Map(kept.conflicts.map(([id, c]) => [id, toShown(c)])),
  );
  const conflictsRef = useRef(conflicts);

  const persistConflicts = useCallback(
    (next: Map<number, ShownConflict>) => {
      conflictsRef.current = next;
      setConflicts(next);
      void writer.update({
        conflicts: [...next].map(([id, c]) => [
          id,
          { fact_quantity: c.mine, server_fact_quantity: c.server },
        ]),
      });
    },
    [writer],
  );

  const post = async (batch: PendingBatch, refusals: Map<number, string>) => {
    let answer: FactBulkUpdated;
    try {
      answer = await stocktakingApi.saveFacts(docId, batch.items, batch.key);
    } catch (error) {
      // The same batch is still running on the server (its answer was lost): asked again later.
      if (error instanceof HttpError && error.code === 'IDEMPOTENCY_IN_PROGRESS')
        throw new Error(error.detail);
      throw error;
    }
    onTotals(answer.totals);
    const refused = new Map(answer.refused.map((r) => [r.item_id, r.detail]));
    const clashes = new Map(answer.conflicts.map((c) => [c.item_id, c]));
    const accepted = new Map<number, string | null>();
    const nextConflicts = new Map(conflictsRef.current);
    for (const item of batch.items) {
      const reason = refused.get(item.item_id);
      const clash = clashes.get(item.item_id);
      if (reason !== undefined) refusals.set(item.item_id, reason);
      else if (clash) {
        const c = { mine: item.fact_quantity, server: clash.server_fact_quantity };
        nextConflicts.set(item.item_id, c);
        refusals.set(item.item_id, conflictText(clash.good_name, c));
      } else {
        accepted.set(item.item_id, item.fact_quantity);
        saved.current.set(item.item_id, item.fact_quantity);
        bases.current.set(item.item_id, item.fact_quantity);
        nextConflicts.delete(item.item_id);
      }
    }
    persistConflicts(nextConflicts);
    await writer.update({ pending: null, bases: [...bases.current] });
    if (editable) await keepFacts(docId, accepted).catch(() => undefined);
    return accepted;
  };

  const queue = useSaveQueue<number, string | null>({
    batch: true,
    kept: editable
      ? {
          entries: kept.entries,
          persist: (entries) => {
            const unsaved = new Set(entries.map(([id]) => id));
            for (const id of bases.current.keys()) if (!unsaved.has(id)) bases.current.delete(id);
            void writer.update({ entries, bases: [...bases.current] });
          },
        }
      : undefined,
    send: async (values) => {
      const refusals = new Map<number, string>();
      const covered = new Set<number>();
      const pending = writer.state.pending;
      if (pending) {
        // The batch whose answer was lost goes first, as it was.
        await post(pending, refusals);
        for (const item of pending.items)
          if (values.get(item.item_id) === item.fact_quantity) covered.add(item.item_id);
      }
      const items = [...values]
        .filter(([id]) => !covered.has(id))
        .map(([item_id, fact_quantity]) => ({
          item_id,
          fact_quantity,
          base_fact_quantity: bases.current.get(item_id) ?? null,
        }));
      if (items.length > 0) {
        const batch = { key: `facts-${docId}-${crypto.randomUUID()}`, items };
        // What the lost batch answered for these lines is superseded by this batch's answer.
        for (const item of items) refusals.delete(item.item_id);
        await writer.update({ pending: batch });
        await post(batch, refusals);
      }
      return refusals;
    },
  });

  /** A typed fact: its base is what the server had, unless the line was already unsaved. */
  const set = useCallback(
    (line: StocktakingLine, fact: string | null) => {
      if (!bases.current.has(line.id))
        bases.current.set(
          line.id,
          saved.current.has(line.id) ? (saved.current.get(line.id) ?? null) : line.fact_quantity,
        );
      if (conflictsRef.current.has(line.id)) {
        const next = new Map(conflictsRef.current);
        next.delete(line.id);
        persistConflicts(next);
      }
      queue.queue.set(line.id, fact, line.good_name);
    },
    [queue.queue, persistConflicts],
  );

  /** The storekeeper keeps their value: sent again over the server's. */
  const keepMine = (lineId: number, label?: string) => {
    const c = conflictsRef.current.get(lineId);
    if (!c) return;
    bases.current.set(lineId, c.server);
    const next = new Map(conflictsRef.current);
    next.delete(lineId);
    persistConflicts(next);
    queue.queue.set(lineId, c.mine, label);
  };

  /** The storekeeper takes the server's value: theirs is forgotten. Answers the value to show. */
  const takeServer = (lineId: number) => {
    const c = conflictsRef.current.get(lineId);
    if (!c) return undefined;
    saved.current.set(lineId, c.server);
    bases.current.delete(lineId);
    const next = new Map(conflictsRef.current);
    next.delete(lineId);
    persistConflicts(next);
    queue.queue.drop(lineId);
    if (editable) void keepFacts(docId, new Map([[lineId, c.server]])).catch(() => undefined);
    return c.server;
  };

  return { ...queue, set, conflicts, keepMine, takeServer, writer, saved: saved.current };
}

function toShown(c: { fact_quantity: string | null; server_fact_quantity: string | null }): ShownConflict {
  return { mine: c.fact_quantity, server: c.server_fact_quantity };
}
