import { type Readable, Transform, type TransformCallback } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError, badRequest, tooLarge } from '../../../errors';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES, type ArchiveLimits } from './archive-limits';
import { type BoundedZip, openZip } from './zip-reader';

/** A row of the sheet: its number as the spreadsheet shows it, and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

type WorksheetReader = ExcelJS.stream.xlsx.WorksheetReader;

/**
 * The parts of exceljs' streaming reader (4.4, pinned by the lock file) we drive ourselves: its own
 * `parse()` unpacks the archive with a reader that trusts the sizes, so we hand it bounded streams.
 */
interface WorkbookReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: WorksheetReader }>;
}

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** A cell as the text a person sees. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

const TAG_OPEN = 0x3c;
const TAG_CLOSE = 0x3e;

/** Fails with 413 when the XML runs longer than `limit` bytes without a tag (a giant text node). */
export class XmlTextGuard extends Transform {
  private run = 0;
  constructor(
    private readonly limits: ArchiveLimits,
    private readonly message = ARCHIVE_MESSAGES.textTooLong(limits.maxCellChars),
  ) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const open = chunk.indexOf(TAG_OPEN);
    const close = chunk.indexOf(TAG_CLOSE);
    const first = open < 0 ? close : close < 0 ? open : Math.min(open, close);
    if (this.run + (first < 0 ? chunk.length : first) > this.limits.maxXmlTextBytes)
      return done(tooLarge(this.message));
    const last = Math.max(chunk.lastIndexOf(TAG_OPEN), chunk.lastIndexOf(TAG_CLOSE));
    this.run = last < 0 ? this.run + chunk.length : chunk.length - 1 - last;
    done(null, chunk);
  }
}

/** The XML of a part as text (decoded across chunk borders), inflated within the limits. */
function textOf(zip: BoundedZip, name: string, maxBytes: number): Readable | null {
  const entry = zip.find(name);
  if (!entry) return null;
  const guard = new XmlTextGuard(zip.limits);
  const inflated = zip.read(entry, maxBytes);
  inflated.on('error', (error) => guard.destroy(error));
  return inflated.pipe(guard).setEncoding('utf8');
}

/** The first sheet in the workbook's order, or the first sheet part when the workbook does not say. */
function firstSheet(zip: BoundedZip, reader: WorkbookReaderParts) {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  const byWorkbook = target && (target.startsWith('/') ? target.slice(1) : `xl/${target}`);
  const name =
    byWorkbook && SHEET_PATH.test(byWorkbook) && zip.find(byWorkbook)
      ? byWorkbook
      : zip.entries.find((entry) => SHEET_PATH.test(entry.name))?.name;
  const sheetNo = name?.match(SHEET_PATH)?.[1];
  return name && sheetNo ? { name, sheetNo } : null;
}

async function* rowsOf(zip: BoundedZip, limits: ArchiveLimits): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(null as unknown as Readable, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  }) as unknown as WorkbookReaderParts;

  const rels = textOf(zip, 'xl/_rels/workbook.xml.rels', limits.maxMetaPartBytes);
  if (rels) await reader._parseRels(rels);
  const workbook = textOf(zip, 'xl/workbook.xml', limits.maxMetaPartBytes);
  if (workbook) await reader._parseWorkbook(workbook);
  const strings = textOf(zip, 'xl/sharedStrings.xml', limits.maxSharedStringsBytes);
  if (strings) for await (const _ of reader._parseSharedStrings(strings));

  const sheet = firstSheet(zip, reader);
  if (!sheet) throw badRequest('В файле .xlsx нет ни одного листа с таблицей');
  const xml = textOf(zip, sheet.name, limits.maxInflatedBytes);
  if (!xml) throw badRequest(ARCHIVE_MESSAGES.damaged);
  for (const { value: worksheet } of reader._parseWorksheet(xml, sheet.sheetNo)) {
    for await (const row of worksheet) {
      const values = row.values as ExcelJS.CellValue[];
      if (values.length - 1 > limits.maxColumns)
        throw badRequest(ARCHIVE_MESSAGES.tooManyColumns(limits.maxColumns));
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) {
        const text = cellText(values[i]);
        if (text.length > limits.maxCellChars)
          throw tooLarge(ARCHIVE_MESSAGES.cellTooLong(row.number, limits.maxCellChars));
        cells.push(text);
      }
      yield { line: row.number, cells };
    }
  }
}

/**
 * Rows of the first sheet of an .xlsx held in memory, read as a stream. Every part is inflated by
 * `BoundedZip`, so the bytes really unpacked, the cells and their lengths stay within `limits`
 * (413 past them) and memory stays bounded whatever the archive declares.
 */
export async function* readXlsxRows(
  buf: Buffer,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): AsyncGenerator<SheetRow> {
  const zip = openZip(buf, limits);
  try {
    yield* rowsOf(zip, limits);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('Файл .xlsx повреждён: не удалось прочитать лист. Сохраните его в Excel заново.');
  } finally {
    zip.close();
  }
}
