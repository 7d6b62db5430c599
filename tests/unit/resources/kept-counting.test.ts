import 'fake-indexeddb/auto';
import type { StocktakingDoc, StocktakingLine } from '@contract/stocktaking';
import { afterEach, describe, expect, it } from 'vitest';
import { SaveQueue } from '@/components/save-queue';
import {
  closeKeptStore,
  emptyOutbox,
  forgetDocument,
  forgetExpired,
  keepDocument,
  keepFacts,
  keptDocument,
  keptDocuments,
  keptLines,
  loadOutbox,
  saveOutbox,
} from '@/resources/stocktaking/offline/kept-store';
import { OutboxWriter } from '@/resources/stocktaking/offline/outbox-writer';

/**
 * What the device keeps for counting without a network (issue 46): the document and its lines in
 * order, the facts the server has saved, the unsent facts with their bases, and the limits.
 */
const doc = (id: number) => ({ id, number: id * 10 }) as unknown as StocktakingDoc;
const line = (id: number, name: string): StocktakingLine => ({
  id,
  good_id: id,
  good_name: name,
  good_code: null,
  barcodes: [`46000${id}`],
  measure: 'шт',
  category_id: null,
  book_quantity: '1.000',
  current_quantity: '1.000',
  fact_quantity: null,
  variance_quantity: null,
  price: '10.00',
  variance_amount: null,
});

afterEach(async () => {
  for (const kept of await keptDocuments()) await forgetDocument(kept.id);
  await closeKeptStore();
});

describe('the kept counting store', () => {
  it('gives back the document and its lines in the server’s order, with the facts saved since', async () => {
    await keepDocument(doc(1), [line(30, 'Яблоки'), line(10, 'Груши'), line(20, 'Сливы')], 7);
    await keepFacts(1, new Map([[10, '4.000']]));
    expect((await keptDocument(1))?.number).toBe(10);
    const lines = await keptLines(1);
    expect(lines?.version).toBe(7);
    expect(lines?.items.map((l) => [l.good_name, l.fact_quantity])).toEqual([
      ['Яблоки', null],
      ['Груши', '4.000'],
      ['Сливы', null],
    ]);
    expect(await keptLines(2)).toBeUndefined();
  });

  it('keeps a 10 000-line document and tells its size', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => line(i + 1, `Товар ${i + 1}`));
    await keepDocument(doc(3), many, 1);
    expect((await keptLines(3))?.items).toHaveLength(10_000);
    const [summary] = await keptDocuments();
    expect(summary).toMatchObject({ id: 3, lines: 10_000, unsent: 0 });
    expect(summary?.bytes).toBeGreaterThan(10_000 * 200);
  });

  it('keeps the unsent facts, their bases and the batch on its way until they are sent', async () => {
    await keepDocument(doc(4), [line(1, 'Молоко')], 1);
    const writer = new OutboxWriter(emptyOutbox(4), true);
    void writer.update({ entries: [[1, { value: '5', label: 'Молоко' }]], bases: [[1, null]] });
    void writer.update({
      pending: { key: 'facts-4-a', items: [{ item_id: 1, fact_quantity: '5', base_fact_quantity: null }] },
    });
    await writer.flush();
    expect(await loadOutbox(4)).toMatchObject({
      entries: [[1, { value: '5', label: 'Молоко' }]],
      bases: [[1, null]],
      pending: { key: 'facts-4-a' },
    });
    expect((await keptDocuments())[0]?.unsent).toBe(1);
    await writer.update({ entries: [], bases: [], pending: null });
    expect(await loadOutbox(4)).toEqual(emptyOutbox(4));
  });

  it('removes a document kept too long with nothing unsent, never one with unsent facts', async () => {
    await keepDocument(doc(5), [line(1, 'Молоко')], 1);
    await keepDocument(doc(6), [line(2, 'Кефир')], 1);
    await saveOutbox({ ...emptyOutbox(6), entries: [[2, { value: '3' }]] });
    const later = Date.now() + 15 * 24 * 60 * 60 * 1000;
    expect(await forgetExpired(14 * 24 * 60 * 60 * 1000, later)).toBe(1);
    expect((await keptDocuments()).map((d) => d.id)).toEqual([6]);
    await forgetDocument(6);
    expect(await loadOutbox(6)).toEqual(emptyOutbox(6));
    expect(await keptLines(6)).toBeUndefined();
  });

  it('a save queue restored from the kept entries sends them again, but for one refused on the device', async () => {
    const sent: Map<number, string | null>[] = [];
    const persisted: unknown[] = [];
    const queue = new SaveQueue<number, string | null>({
      batch: true,
      send: async (values) => {
        sent.push(new Map(values));
        return undefined;
      },
      kept: {
        entries: [
          [1, { value: '5', label: 'Молоко' }],
          [2, { value: '1,5x', label: 'Кефир', refused: 'введите число', local: true }],
        ],
        persist: (entries) => persisted.push(entries),
      },
    });
    expect(queue.snapshot().unsaved.size).toBe(2);
    await queue.flush();
    expect(sent).toEqual([new Map([[1, '5']])]);
    expect([...queue.snapshot().unsaved.keys()]).toEqual([2]);
    expect(persisted.at(-1)).toEqual([
      [2, { value: '1,5x', label: 'Кефир', refused: 'введите число', local: true }],
    ]);
    queue.dispose();
  });
});
