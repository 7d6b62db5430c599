/**
 * Offline counting benchmark (issue 46): npx tsx bench/offline-counting/run.ts [--lines N] [--facts M]
 * A storekeeper opens a stocktaking of N lines (default 10 000), counts M facts (default 1 000)
 * without a network and syncs them in one call with the bases and an Idempotency-Key, as the
 * counting screen does. The floor is the same M facts saved the pre-offline way (the document
 * version only, no per-line check), measured in the same run. Also: the answer of a lost batch
 * sent again (replayed), the download of all N lines (the «open once») and what the device keeps
 * for them in IndexedDB (fake-indexeddb here; the size counted as the JSON the store holds).
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL; prints the load average like uptime.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import {
  closeKeptStore,
  emptyOutbox,
  keepDocument,
  keptDocuments,
  keptLines,
  saveOutbox,
} from '../../src/resources/stocktaking/offline/kept-store';
import { benchApp, type Engine, runOnEngines } from '../support/busy-app';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LINES = arg('lines', 10_000);
const FACTS = arg('facts', 1_000);
const table: Record<string, string>[] = [];
const ms = (v: number) => `${Math.round(v)} мс`;

async function timed<T>(run: () => Promise<T>) {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
}

async function benchEngine(engine: Engine, url?: string) {
  const t = await benchApp(url);
  try {
    const token = await t.login('olga@vkusdvor.demo');
    const call = async (method: 'POST' | 'GET' | 'PUT', path: string, payload?: unknown, key?: string) => {
      const res = await t.app.inject({
        method,
        url: path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { json: res.json(), bytes: res.body.length };
    };
    const org = t.ids.get('org:client') as number;
    const point = t.ids.get('sp:inventory_point') as number;
    const doc = (await call('POST', `/v1/stocktaking_docs/?sales_point_id=${point}`, {})).json;
    // A new count starts with the point's goods in stock: the rest up to N are new goods.
    const missing =
      LINES - (await call('GET', `/v1/stocktaking_docs/${doc.id}/line_items?limit=1`)).json.total;
    const goods = await t.database.query<{ id: string }>(
      `INSERT INTO goods (organization_id, name, base_price)
       SELECT $1, 'Товар подсчёта ' || n, 10 FROM generate_series(1, ${missing}) n RETURNING id::text`,
      [org],
    );
    await call('POST', `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/bulk_create`, {
      good_ids: goods.map((g) => Number(g.id)),
    });
    await call('PUT', `/v1/stocktaking_docs/${doc.id}/status/?target_status_id=2`);
    const open = await timed(() => call('GET', `/v1/stocktaking_docs/${doc.id}/line_items?limit=10000`));
    const lines = open.value.json.items as { id: number }[];
    const docAnswer = (await call('GET', `/v1/stocktaking_docs/${doc.id}`)).json;

    // The floor: M facts the pre-offline way, with the document version only.
    const floorItems = lines.slice(0, FACTS).map((l) => ({ item_id: l.id, fact_quantity: '1' }));
    const floor = await timed(() =>
      call('PUT', `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`, {
        version: open.value.json.version,
        items: floorItems,
      }),
    );
    // The sync: other M lines counted offline, each with its base, under one key.
    const items = lines
      .slice(FACTS, 2 * FACTS)
      .map((l) => ({ item_id: l.id, fact_quantity: '2', base_fact_quantity: null }));
    const path = `/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/fact/bulk_update`;
    const sync = await timed(() => call('PUT', path, { items }, 'bench-sync-0001'));
    if (sync.value.json.updated !== FACTS) throw new Error(`saved ${sync.value.json.updated} of ${FACTS}`);
    const replay = await timed(() => call('PUT', path, { items }, 'bench-sync-0001'));

    // The device: all N lines and an outbox of M unsent facts in IndexedDB.
    const keep = await timed(() => keepDocument(docAnswer, lines as never, open.value.json.version));
    await saveOutbox({
      ...emptyOutbox(doc.id),
      entries: items.map((i) => [i.item_id, { value: i.fact_quantity, label: 'Товар подсчёта' }]),
      bases: items.map((i) => [i.item_id, null]),
    });
    const read = await timed(() => keptLines(doc.id));
    const kept = (await keptDocuments()).find((d) => d.id === doc.id);
    const outboxBytes = JSON.stringify(items).length * 2;
    await closeKeptStore();

    const row = (stage: string, time: number, note: string) =>
      table.push({
        engine,
        stage,
        time: ms(time),
        'к полу': `${(time / floor.ms).toFixed(2)}×`,
        note,
      });
    row(`пол: ${FACTS} фактов с версией документа`, floor.ms, 'как до issue 46');
    row(`синхронизация ${FACTS} фактов (база + ключ)`, sync.ms, `сохранено ${sync.value.json.updated}`);
    row('повтор потерянного ответа (тот же ключ)', replay.ms, 'ответ из idempotency_keys');
    row(
      `открытие: все ${lines.length} строк`,
      open.ms,
      `${(open.value.bytes / 1024 / 1024).toFixed(1)} МБ JSON`,
    );
    row(
      `на устройстве: ${kept?.lines} строк в IndexedDB`,
      keep.ms,
      `${((kept?.bytes ?? 0) / 1024 / 1024).toFixed(1)} МБ строк + ${(outboxBytes / 1024).toFixed(0)} КБ очереди; чтение ${ms(read.ms)}`,
    );
  } finally {
    await t.close();
  }
}

await runOnEngines(benchEngine, () => console.table(table));
