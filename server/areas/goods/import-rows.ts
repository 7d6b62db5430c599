import type { ExchangePart } from './commerceml/upload';
import { readSpreadsheet, type SheetRow, type SpreadsheetType } from './import/read';

/** What the goods import reads rows from: a sheet, or a 1С exchange (import.xml + offers.xml, or a .zip). */
export type ImportSource = { type: SpreadsheetType } | { type: 'commerceml'; parts: ExchangePart[] };
export type ImportFileType = ImportSource['type'];

/**
 * The rows of an uploaded file, read as a stream by the reader of its kind. The XML reader is loaded
 * only for an exchange, so a parse thread reading a sheet starts as light as before.
 */
export async function* readImportRows(bytes: Buffer, source: ImportSource): AsyncGenerator<SheetRow> {
  if (source.type !== 'commerceml') return yield* readSpreadsheet(bytes, source.type);
  const { exchangeRows } = await import('./commerceml/upload');
  yield* exchangeRows(bytes, source.parts);
}
