/**
 * Worker-thread entry: reads a spreadsheet or a 1С exchange (the same readers and archive limits as before) and
 * hands its rows to the main thread in batches, one batch ahead of what was asked for, so the
 * CPU-heavy parse never runs on the event loop that answers requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { SheetRow } from '../areas/goods/import/read';
import { type ImportSource, readImportRows } from '../areas/goods/import-rows';
import { AppError } from '../errors';

export type ParseMessage =
  | { rows: SheetRow[] }
  | { done: true }
  | { error: { status: number; code: string; detail: string } | null };

const BATCH = 1_000;
const port = parentPort;
if (port) {
  const { bytes, source } = workerData as { bytes: Uint8Array; source: ImportSource };
  let credit = 0;
  let waiting: (() => void) | null = null;
  port.on('message', () => {
    credit++;
    waiting?.();
  });
  const send = async (message: ParseMessage) => {
    while (credit === 0) await new Promise<void>((resolve) => (waiting = resolve));
    waiting = null;
    credit--;
    port.postMessage(message);
  };
  try {
    let batch: SheetRow[] = [];
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for await (const row of readImportRows(buf, source)) {
      batch.push(row);
      if (batch.length >= BATCH) {
        await send({ rows: batch });
        batch = [];
      }
    }
    if (batch.length > 0) await send({ rows: batch });
    port.postMessage({ done: true } satisfies ParseMessage);
  } catch (error) {
    const known = error instanceof AppError && error.statusCode < 500;
    port.postMessage({
      error: known ? { status: error.statusCode, code: error.code, detail: error.detail } : null,
    } satisfies ParseMessage);
  }
}
