import { Readable } from 'node:stream';
import { type AppError, tooLarge, unsupportedMedia } from '../errors';
import type { SniffedType } from './file-types';

/** What an upload must be: its type known from its first bytes, its size at most maxBytes. */
export interface UploadRule {
  maxBytes: number;
  /** The type from the first bytes; null refuses the file (415). */
  sniff: (head: Buffer) => SniffedType | null;
  /** Russian messages for a file too big (413) and of a wrong type (415). */
  tooLarge: string;
  wrongType: string;
  /** An empty file's own error; without it an empty file is of a wrong type. */
  empty?: () => AppError;
}

/** The checked upload: its type, and its bytes as a stream that fails with 413 past the limit. */
export interface CheckedUpload {
  type: SniffedType;
  body: Readable;
  /** Bytes passed on so far (all of them once body has ended). */
  size(): number;
}

const HEAD_BYTES = 16;

/**
 * Reads only the first bytes of an uploaded file to learn its type, then hands the whole file on
 * as a stream that counts its bytes: nothing but the chunk in flight is held in memory. The
 * multipart parser cuts a file at the limit it was given and marks it truncated: a 413 as well.
 * A refused file is read to its end and dropped, so the parser can go on to the next part.
 */
export async function checkUpload(source: Readable, rule: UploadRule): Promise<CheckedUpload> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const drain = async () => {
    while (!(await chunks.next()).done) {}
  };
  const first: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (!ended && headLength < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      first.push(next.value);
      headLength += next.value.length;
    }
  }
  const head = Buffer.concat(first);
  if (head.length === 0) throw rule.empty?.() ?? unsupportedMedia(rule.wrongType);
  const type = rule.sniff(head);
  if (!type) {
    if (!ended) await drain();
    throw unsupportedMedia(rule.wrongType);
  }
  const truncated = () => (source as Readable & { truncated?: boolean }).truncated === true;
  let size = head.length;
  async function* counted() {
    if (size > rule.maxBytes) {
      if (!ended) await drain();
      throw tooLarge(rule.tooLarge);
    }
    yield head;
    while (!ended) {
      const next = await chunks.next();
      if (next.done) break;
      size += next.value.length;
      if (size > rule.maxBytes) {
        await drain();
        throw tooLarge(rule.tooLarge);
      }
      yield next.value;
    }
    if (truncated()) throw tooLarge(rule.tooLarge);
  }
  return { type, body: Readable.from(counted(), { objectMode: false }), size: () => size };
}
