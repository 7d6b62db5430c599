import ExcelJS from 'exceljs';
import type { ColumnKind, Sheet, SheetCell } from './sheet';

const FORMATS: Partial<Record<ColumnKind, string>> = { quantity: '#,##0.###', money: '#,##0.00' };

/** Quantities and money as numbers (Excel sums them), the rest as text. */
const excelValue = (value: SheetCell, kind: ColumnKind) =>
  value === null || value === '' ? null : kind === 'quantity' || kind === 'money' ? Number(value) : value;

/** The sheet as an .xlsx workbook: the facts on top, then the table with a filter and a frozen header. */
export async function sheetXlsx(sheet: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Закупки B2B';
  const ws = workbook.addWorksheet(sheet.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
  ws.addRow([sheet.title]).font = { bold: true, size: 14 };
  for (const [label, value] of sheet.facts) ws.addRow([label, value]);
  if (sheet.note) ws.addRow([sheet.note]).font = { italic: true };
  ws.addRow([]);
  const headerRow = ws.addRow(sheet.columns.map((c) => c.header));
  headerRow.font = { bold: true };
  const first = headerRow.number;
  for (const row of sheet.rows)
    ws.addRow(row.map((value, index) => excelValue(value, sheet.columns[index].kind)));
  sheet.columns.forEach((column, index) => {
    const col = ws.getColumn(index + 1);
    col.width = column.width === '*' ? 48 : Math.max(8, Math.round(column.width / 5));
    const format = FORMATS[column.kind];
    if (format) for (let r = first + 1; r <= ws.rowCount; r += 1) ws.getCell(r, index + 1).numFmt = format;
  });
  ws.autoFilter = { from: { row: first, column: 1 }, to: { row: first, column: sheet.columns.length } };
  ws.views = [{ state: 'frozen', ySplit: first }];
  ws.addRow([]);
  for (const [label, value, kind] of sheet.totals) {
    const row = ws.addRow([label, excelValue(value, kind)]);
    row.font = { bold: true };
    const format = FORMATS[kind];
    if (format) row.getCell(2).numFmt = format;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
