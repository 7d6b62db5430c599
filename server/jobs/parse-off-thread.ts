import { Worker } from 'node:worker_threads';
import type { SheetRow } from '../areas/goods/import/read';
import { type ImportSource, readImportRows } from '../areas/goods/import-rows';
import { AppError, badRequest } from '../errors';
import type { ParseMessage } from './parse-thread';

const ENTRY = new URL(`./parse-thread${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url)
  .href;
/** The thread loads TypeScript through tsx, as the server itself runs (npm start). */
const BOOT = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(ENTRY)}); })`;
const UNREADABLE =
  'Не удалось прочитать файл: проверьте, что это таблица .xlsx или .csv, и загрузите её снова';

/** Below this a file is read in place: starting a thread would cost more than its parse. */
export const IN_PLACE_BYTES = 64 * 1024;

/**
 * The rows of a spreadsheet, parsed in a worker thread (a file under IN_PLACE_BYTES in place). A thread that dies (out of memory, a bug
 * in a parser) fails this import with a Russian reason; the server keeps running.
 */
export async function* rowsOffThread(bytes: Buffer, source: ImportSource): AsyncGenerator<SheetRow> {
  if (bytes.length < IN_PLACE_BYTES) return yield* readImportRows(bytes, source);
  const worker = new Worker(ENTRY.endsWith('.ts') ? BOOT : new URL(ENTRY), {
    eval: ENTRY.endsWith('.ts'),
    workerData: { bytes, source },
    resourceLimits: { maxOldGenerationSizeMb: 768 },
  });
  const inbox: ParseMessage[] = [];
  let notify: (() => void) | null = null;
  let failure: Error | null = null;
  const push = (message: ParseMessage) => {
    inbox.push(message);
    notify?.();
  };
  worker.on('message', push);
  worker.on('error', (error) => {
    failure = error;
    notify?.();
  });
  worker.on('exit', (code) => {
    if (code !== 0 && !failure) failure = new Error(`parse thread exited with ${code}`);
    notify?.();
  });
  try {
    worker.postMessage('more');
    worker.postMessage('more'); // one batch ahead: the thread parses while this one stores
    for (;;) {
      while (inbox.length === 0 && !failure) await new Promise<void>((resolve) => (notify = resolve));
      notify = null;
      const message = inbox.shift();
      if (!message) throw badRequest(UNREADABLE);
      if ('done' in message) return;
      if ('error' in message) {
        const e = message.error;
        throw e ? new AppError(e.status, e.code, e.detail) : badRequest(UNREADABLE);
      }
      worker.postMessage('more');
      yield* message.rows;
    }
  } finally {
    await worker.terminate();
  }
}
