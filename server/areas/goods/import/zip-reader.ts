import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { badRequest, tooLarge } from '../../../errors';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES, type ArchiveLimits } from './archive-limits';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Compressed data is handed to the inflater in pieces this size, so one write can only inflate so much. */
const PIECE = 16 * 1024;

const damaged = () => badRequest(ARCHIVE_MESSAGES.damaged);

/** Counts the bytes passing through and fails with 413 once a limit is passed. */
class InflateBudget extends Transform {
  private passed = 0;
  constructor(
    private readonly entryLimit: number,
    private readonly archive: { spend(bytes: number): boolean; limit: number },
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.passed += chunk.length;
    if (this.passed > this.entryLimit)
      return done(tooLarge(ARCHIVE_MESSAGES.inflatedTooMuch(this.entryLimit)));
    if (!this.archive.spend(chunk.length))
      return done(tooLarge(ARCHIVE_MESSAGES.inflatedTooMuch(this.archive.limit)));
    done(null, chunk);
  }
}

function* pieces(data: Buffer) {
  for (let at = 0; at < data.length; at += PIECE) yield data.subarray(at, at + PIECE);
}

/**
 * A zip archive read from its central directory, whose entries are inflated on demand as streams.
 * The bytes really inflated are counted (per entry and for the whole archive) and reading stops with
 * 413 as soon as a limit is passed, whatever sizes the archive declares.
 */
export class BoundedZip {
  private inflated = 0;
  private readonly streams = new Set<Readable>();

  constructor(
    private readonly buf: Buffer,
    readonly entries: readonly ZipEntry[],
    readonly limits: ArchiveLimits,
  ) {}

  find(name: string): ZipEntry | undefined {
    return this.entries.find((entry) => entry.name === name);
  }

  get inflatedBytes() {
    return this.inflated;
  }

  /** The entry's content, inflated as it is read; fails with 413 past `maxBytes` or the archive's budget. */
  read(entry: ZipEntry, maxBytes: number = this.limits.maxInflatedBytes): Readable {
    const data = this.dataOf(entry);
    const archive = {
      limit: this.limits.maxInflatedBytes,
      spend: (bytes: number) => {
        this.inflated += bytes;
        return this.inflated <= this.limits.maxInflatedBytes;
      },
    };
    const budget = new InflateBudget(maxBytes, archive);
    const source = Readable.from(pieces(data), { objectMode: false });
    if (entry.method === STORED) pipeline(source, budget, () => {});
    else pipeline(source, createInflateRaw(), budget, () => {});
    this.streams.add(budget);
    budget.once('close', () => this.streams.delete(budget));
    return budget;
  }

  /** Stops every stream still inflating (after an error or an early end). */
  close() {
    for (const stream of this.streams) stream.destroy();
    this.streams.clear();
  }

  private dataOf(entry: ZipEntry): Buffer {
    const at = entry.localOffset;
    if (at + 30 > this.buf.length || this.buf.readUInt32LE(at) !== LOCAL_SIGNATURE) throw damaged();
    const start = at + 30 + this.buf.readUInt16LE(at + 26) + this.buf.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > this.buf.length) throw damaged();
    return this.buf.subarray(start, end);
  }
}

function findEndOfDirectory(buf: Buffer): number {
  const searchFrom = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= searchFrom; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  throw damaged();
}

/**
 * Opens a zip archive held in memory: reads its central directory (refusing truncated archives,
 * Zip64, unknown compression and too many entries) without inflating anything.
 */
export function openZip(buf: Buffer, limits: ArchiveLimits = ARCHIVE_LIMITS): BoundedZip {
  if (buf.length < 22) throw damaged();
  const eocd = findEndOfDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  const directorySize = buf.readUInt32LE(eocd + 12);
  const directoryOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0 || directoryOffset + directorySize > eocd) throw damaged();
  if (count > limits.maxEntries) throw tooLarge(ARCHIVE_MESSAGES.tooManyEntries);

  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > eocd || buf.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw damaged();
    const method = buf.readUInt16LE(offset + 10);
    const compressedSize = buf.readUInt32LE(offset + 20);
    const declaredSize = buf.readUInt32LE(offset + 24);
    const nameLength = buf.readUInt16LE(offset + 28);
    const localOffset = buf.readUInt32LE(offset + 42);
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff || localOffset >= directoryOffset)
      throw damaged();
    if (method !== STORED && method !== DEFLATED) throw damaged();
    const name = buf.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, method, compressedSize, localOffset });
    offset += 46 + nameLength + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }
  return new BoundedZip(buf, entries, limits);
}
