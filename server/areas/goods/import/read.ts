import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { AppError, badRequest, unsupportedMedia } from '../../../errors';
import { sniffFileType } from '../../../lib/file-types';
import { ARCHIVE_LIMITS } from './archive-limits';
import { readXlsxRows, type SheetRow } from './xlsx-rows';

export type { SheetRow };

export type SpreadsheetType = 'xlsx' | 'csv';
const MAX_COLUMNS = ARCHIVE_LIMITS.maxColumns;

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

/** The bytes of a file's beginning that tell its type. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Decides from the file's first SNIFF_BYTES whether the upload is an .xlsx, a text table or something
 * else (415). An .xlsx's archive is opened by the job that reads it (422 when it is damaged).
 */
export function detectSpreadsheet(buf: Buffer): SpreadsheetType {
  if (buf.length === 0) throw badRequest('Файл пустой');
  if (OLE2.every((b, i) => buf[i] === b)) {
    throw unsupportedMedia('Старый формат .xls не поддерживается: сохраните файл как .xlsx или .csv');
  }
  const sniffed = sniffFileType(buf);
  if (sniffed?.kind === 'spreadsheet') return 'xlsx';
  if (sniffed)
    throw unsupportedMedia(`Это файл ${sniffed.ext.toUpperCase()}, а нужна таблица .xlsx или .csv`);
  const sample = buf.subarray(0, SNIFF_BYTES);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) throw unsupportedMedia('Файл не похож на таблицу: загрузите .xlsx или .csv');
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control++;
  }
  if (control > sample.length / 100)
    throw unsupportedMedia('Файл не похож на таблицу: загрузите .xlsx или .csv');
  return 'csv';
}

/** UTF-8 when the first megabyte decodes as UTF-8, otherwise Windows-1251 (Excel's «CSV» in Russia). */
export function detectEncoding(buf: Buffer): 'utf-8' | 'win1251' {
  let sample = buf.subarray(0, 1024 * 1024);
  if (sample.length < buf.length) sample = sample.subarray(0, sample.lastIndexOf(0x0a) + 1);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return 'utf-8';
  } catch {
    return 'win1251';
  }
}

/** The separator that occurs most in the first line, outside quotes. */
export function detectDelimiter(firstLine: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t';
  return counts[','] > counts[';'] ? ',' : ';';
}

/**
 * The file as a stream of 64 KB pieces: the parsers then read a piece, hand its rows over and wait
 * until they are taken, instead of turning the whole file into rows before the first is taken.
 */
function pieces(buf: Buffer): Readable {
  const PIECE = 64 * 1024;
  return Readable.from(
    (function* () {
      for (let at = 0; at < buf.length; at += PIECE) yield buf.subarray(at, at + PIECE);
    })(),
    { objectMode: false },
  );
}

async function* csvRows(buf: Buffer): AsyncGenerator<SheetRow> {
  const encoding = detectEncoding(buf);
  const head = iconv.decode(buf.subarray(0, 64 * 1024), encoding).replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(head.split(/\r?\n/, 1)[0] ?? '');
  const parser = pieces(buf)
    .pipe(iconv.decodeStream(encoding))
    .pipe(
      parse({
        delimiter,
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        max_record_size: 64 * 1024,
        info: true,
      }),
    );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (record.length > MAX_COLUMNS) throw badRequest(`В таблице больше ${MAX_COLUMNS} колонок`);
      yield { line: info.lines, cells: record };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      `Не удалось прочитать CSV${line ? ` (строка ${line})` : ''}: проверьте кавычки и разделители`,
    );
  }
}

/** Rows of the first sheet (or the CSV) as arrays of cell texts, read as a stream. */
export function readSpreadsheet(buf: Buffer, type: SpreadsheetType): AsyncGenerator<SheetRow> {
  return type === 'xlsx' ? readXlsxRows(buf) : csvRows(buf);
}
