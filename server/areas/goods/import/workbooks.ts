import ExcelJS from 'exceljs';
import { IMPORT_GOODS_KEYS } from '../../../../contract/import-goods';
import type { Queryable } from '../../../db/client';
import { measures } from '../../../db/schema';
import { formatMoney } from '../../documents/format';
import { fileChunks } from './chunks';

const SAMPLE_ROW = [
  'Сыр «Российский» 50 %',
  'SYR-001',
  '4600000000008',
  'кг',
  'Молочные продукты / Сыры',
  '10 %',
  720.5,
  'Твёрдый сыр, брусок 2–3 кг',
];

const HINTS: Record<string, string> = {
  name: 'Обязательно. До 255 символов.',
  code: 'Необязательно. По артикулу товар находится при повторной загрузке.',
  barcode: 'EAN-13 и другие GTIN; несколько — через запятую.',
  measure: 'Сокращение или полное название: шт, кг, л, уп…',
  category: 'Путь через «/»: «Молочные продукты / Сыры». Недостающие категории создаются.',
  vat_rate: '0 %, 10 %, 20 %, 22 % или «Без НДС».',
  price: 'Число, копейки через запятую: 1 234,50.',
  description: 'Необязательно.',
};

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };
}

/** The import template: the key columns, one sample row, and a sheet that explains each column. */
export async function buildTemplate(db: Queryable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Товары');
  sheet.columns = IMPORT_GOODS_KEYS.map((k) => ({
    header: k.label,
    key: k.key,
    width: k.key === 'name' ? 40 : 20,
  }));
  sheet.getColumn('barcode').numFmt = '@';
  sheet.getColumn('code').numFmt = '@';
  styleHeader(sheet.getRow(1));
  sheet.addRow(SAMPLE_ROW);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];

  const help = workbook.addWorksheet('Справка');
  help.columns = [
    { header: 'Колонка', width: 18 },
    { header: 'Как заполнять', width: 80 },
  ];
  styleHeader(help.getRow(1));
  for (const k of IMPORT_GOODS_KEYS) help.addRow([k.label, HINTS[k.key]]);
  const units = await db.select({ name: measures.name, fullName: measures.fullName }).from(measures);
  help.addRow([]);
  help.addRow(['Единицы', units.map((u) => `${u.name} — ${u.fullName.toLowerCase()}`).join(', ')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const DOT_NUMBER = /^\d+(\.\d+)?$/;

/** A price the sheet held as a number («53.5») as a person reads it and the import takes it back: «53,50». */
const readablePrice = (cell: string) => (DOT_NUMBER.test(cell) ? formatMoney(cell) : cell);

/** The error rows of a file as it was uploaded, plus a column with the reasons, to fix and upload again. */
export async function buildErrorRows(
  db: Queryable,
  fileId: number,
  headers: string[],
  mapping: Record<string, string> = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ошибки');
  sheet.addRow([...headers, 'Ошибка']);
  styleHeader(sheet.getRow(1));
  const priceAt = headers.findIndex((header) => mapping[header] === 'price');
  for await (const chunk of fileChunks(db, fileId, 'rows_error')) {
    for (const [rowNumber, cells, outcome, errors] of chunk.rows) {
      if (outcome !== 'error') continue;
      const values = headers.map((_, i) =>
        i === priceAt ? readablePrice(cells[i] ?? '') : (cells[i] ?? ''),
      );
      sheet.addRow([...values, `Строка ${rowNumber}: ${(errors ?? []).join('; ')}`]);
    }
  }
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
