import type { FactConflict, StocktakingDoc, StocktakingLine } from '@contract/stocktaking';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { KeyState } from '@/components/save-queue';

/** A document kept for counting without a network, with what its lines took on the device. */
export interface KeptDoc {
  id: number;
  doc: StocktakingDoc;
  version: number;
  total: number;
  keptAt: number;
  /** The lines' size as kept (JSON characters): what the storekeeper sees in «На устройстве». */
  bytes: number;
}

export type KeptLine = StocktakingLine & { doc_id: number; position: number };

/** A fact sent but not answered yet: sent again, with the same key, before anything newer. */
export interface PendingBatch {
  key: string;
  items: { item_id: number; fact_quantity: string | null; base_fact_quantity: string | null }[];
}

/** Whatever of a document's counting is not on the server yet. */
export interface KeptOutbox {
  doc_id: number;
  /** The save queue's unsaved facts (waiting and refused), as typed. */
  entries: [number, KeyState<string | null>][];
  /** The fact each unsaved line had on the server when this device changed it. */
  bases: [number, string | null][];
  conflicts: [number, Pick<FactConflict, 'fact_quantity' | 'server_fact_quantity'>][];
  pending: PendingBatch | null;
  /** Scanned codes no kept line has: looked up once the network is back. */
  codes: string[];
}

interface Schema extends DBSchema {
  docs: { key: number; value: KeptDoc };
  lines: { key: [number, number]; value: KeptLine };
  outbox: { key: number; value: KeptOutbox };
}

const NAME = 'zakupki-counting';
let opened: Promise<IDBPDatabase<Schema>> | null = null;

function db() {
  opened ??= openDB<Schema>(NAME, 1, {
    upgrade(database) {
      database.createObjectStore('docs', { keyPath: 'id' });
      database.createObjectStore('lines', { keyPath: ['doc_id', 'id'] });
      database.createObjectStore('outbox', { keyPath: 'doc_id' });
    },
  });
  return opened;
}

/** Closes the connection (tests start a fresh database). */
export async function closeKeptStore() {
  if (opened) (await opened).close();
  opened = null;
}

const linesOf = (docId: number) => IDBKeyRange.bound([docId, -Infinity], [docId, Infinity]);

/** Keeps the document and all its lines (in their order), replacing what was kept of it. */
export async function keepDocument(doc: StocktakingDoc, lines: StocktakingLine[], version: number) {
  const database = await db();
  const tx = database.transaction(['docs', 'lines'], 'readwrite');
  const store = tx.objectStore('lines');
  await store.delete(linesOf(doc.id));
  let bytes = 0;
  lines.forEach((line, position) => {
    const kept = { ...line, doc_id: doc.id, position };
    bytes += JSON.stringify(kept).length;
    void store.put(kept);
  });
  void tx
    .objectStore('docs')
    .put({ id: doc.id, doc, version, total: lines.length, keptAt: Date.now(), bytes });
  await tx.done;
}

/** The kept document, or undefined. */
export async function keptDocument(docId: number) {
  return (await (await db()).get('docs', docId))?.doc;
}

/** The kept lines in order (as the server answers them), or undefined without a kept document. */
export async function keptLines(docId: number) {
  const database = await db();
  const doc = await database.get('docs', docId);
  if (!doc) return undefined;
  const kept = await database.getAll('lines', linesOf(docId));
  kept.sort((a, b) => a.position - b.position);
  const items: StocktakingLine[] = kept.map(({ doc_id: _doc, position: _position, ...line }) => line);
  return { items, total: items.length, version: doc.version };
}

/** Facts the server has saved: the kept lines take them (the base of the next change). */
export async function keepFacts(docId: number, facts: Map<number, string | null>) {
  if (facts.size === 0) return;
  const database = await db();
  const tx = database.transaction('lines', 'readwrite');
  for (const [id, fact] of facts) {
    const line = await tx.store.get([docId, id]);
    if (line) void tx.store.put({ ...line, fact_quantity: fact });
  }
  await tx.done;
}

export const emptyOutbox = (docId: number): KeptOutbox => ({
  doc_id: docId,
  entries: [],
  bases: [],
  conflicts: [],
  pending: null,
  codes: [],
});

export async function loadOutbox(docId: number): Promise<KeptOutbox> {
  return (await (await db()).get('outbox', docId)) ?? emptyOutbox(docId);
}

const isEmpty = (o: KeptOutbox) =>
  o.entries.length === 0 && o.conflicts.length === 0 && o.pending === null && o.codes.length === 0;

export async function saveOutbox(outbox: KeptOutbox) {
  const database = await db();
  if (isEmpty(outbox)) await database.delete('outbox', outbox.doc_id);
  else await database.put('outbox', outbox);
}

/** Everything kept of the document: after it is finished, or when the storekeeper clears it. */
export async function forgetDocument(docId: number) {
  const database = await db();
  const tx = database.transaction(['docs', 'lines', 'outbox'], 'readwrite');
  await Promise.all([
    tx.objectStore('docs').delete(docId),
    tx.objectStore('lines').delete(linesOf(docId)),
    tx.objectStore('outbox').delete(docId),
    tx.done,
  ]);
}

export interface KeptSummary {
  id: number;
  number: string;
  lines: number;
  bytes: number;
  keptAt: number;
  /** Facts not on the server yet: clearing them loses them. */
  unsent: number;
}

/** What the device keeps, document by document. */
export async function keptDocuments(): Promise<KeptSummary[]> {
  const database = await db();
  const [docs, outboxes] = await Promise.all([database.getAll('docs'), database.getAll('outbox')]);
  const unsent = new Map(outboxes.map((o) => [o.doc_id, o.entries.length + o.codes.length]));
  return docs.map((d) => ({
    id: d.id,
    number: String(d.doc.number),
    lines: d.total,
    bytes: d.bytes,
    keptAt: d.keptAt,
    unsent: unsent.get(d.id) ?? 0,
  }));
}

/** Documents kept longer than `maxAgeMs` with nothing unsent are removed; answers how many. */
export async function forgetExpired(maxAgeMs: number, now = Date.now()) {
  const old = (await keptDocuments()).filter((d) => d.unsent === 0 && now - d.keptAt > maxAgeMs);
  for (const d of old) await forgetDocument(d.id);
  return old.length;
}
