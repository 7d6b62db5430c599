import { IMPORT_MAX_BYTES } from '../../contract/import-goods';
import type { StoredObject } from '../lib/file-store';
import type { Storage } from '../plugins/storage';

/** The store as a job's input needs it: uploaded files kept under imports/ (server/plugins/storage). */
export type InputStore = Pick<Storage, 'readKept' | 'remove'>;
/** The store as a job sees it: its input to read, and files it makes (an export) to keep. */
export type JobStore = InputStore & Pick<Storage, 'keep'>;

/** The keys of the uploaded files a job reads, from its payload (none for a job of before 0036). */
export function inputKeysOf(payload: Record<string, unknown>): string[] {
  const keys = payload.inputKeys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

async function bytesOf(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IMPORT_MAX_BYTES) {
      object.body.destroy();
      throw new Error(`a stored job input is over ${IMPORT_MAX_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The job's uploaded files, streamed back from the store (the disk or S3, whichever instance
 * stored them) one after another; null when one of them is not there.
 */
export async function readInput(store: InputStore, keys: string[]): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  for (const key of keys) {
    const object = await store.readKept(key);
    if (!object) return null;
    parts.push(await bytesOf(object));
  }
  return Buffer.concat(parts);
}

/** Removes a job's uploaded files once nothing will read them; a failure is only logged. */
export async function removeInput(
  store: InputStore,
  payload: Record<string, unknown>,
  log: { warn(o: object, m: string): void },
) {
  for (const key of inputKeysOf(payload)) {
    await store.remove(key).catch((error) => log.warn({ err: error, key }, 'job input not removed'));
  }
}
