import { Readable } from 'node:stream';
import { tooLarge } from '../errors';

/** How big an upload of any type may be, and the Russian message when it is bigger (413). */
export interface MeterRule {
  maxBytes: number;
  tooLarge: string;
  /** Bytes of the beginning kept for a look at the type once the file is stored. */
  headBytes: number;
}

/** An upload passing through: its bytes as a stream that fails with 413 past the limit. */
export interface MeteredUpload {
  body: Readable;
  /** Bytes passed on so far (all of them once body has ended). */
  size(): number;
  /** The first headBytes bytes (fewer for a shorter file). */
  head(): Buffer;
}

/**
 * Counts an upload's bytes on their way to storage without holding more than the chunk in flight
 * and the head. Past the limit (or when the multipart parser cut the file at its own limit) the
 * stream fails with 413 after the rest of the upload has been read and dropped, so the parser can
 * go on.
 */
export function meterUpload(source: Readable, rule: MeterRule): MeteredUpload {
  let size = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  const truncated = () => (source as Readable & { truncated?: boolean }).truncated === true;
  async function* counted() {
    const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      const chunk = next.value;
      size += chunk.length;
      if (size > rule.maxBytes) {
        while (!(await chunks.next()).done) {}
        throw tooLarge(rule.tooLarge);
      }
      if (headLength < rule.headBytes) {
        const piece = chunk.subarray(0, rule.headBytes - headLength);
        head.push(Buffer.from(piece));
        headLength += piece.length;
      }
      yield chunk;
    }
    if (truncated()) throw tooLarge(rule.tooLarge);
  }
  return {
    body: Readable.from(counted(), { objectMode: false }),
    size: () => size,
    head: () => Buffer.concat(head),
  };
}
