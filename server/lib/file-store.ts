import type { Readable } from 'node:stream';

/** A stored file on its way out: its bytes as a stream, its length and its type as stored. */
export interface StoredObject {
  body: Readable;
  size: number;
  /** The type the server sniffed from the bytes; null when none is known. */
  mime: string | null;
}

/** Where uploaded files live: the local disk or S3-compatible object storage (docs/deploy.md). */
export interface FileStore {
  /**
   * Stores the stream under key as it arrives (never whole in memory); when the stream fails,
   * rejects with its error and leaves nothing under key.
   */
  write(key: string, body: Readable, mime: string): Promise<void>;
  /** null when there is no such file. */
  read(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
}
