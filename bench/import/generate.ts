import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_GOODS_KEYS } from '../../contract/import-goods';
import { ean13 } from '../../server/db/seed/goods';

const HEADERS = IMPORT_GOODS_KEYS.map((k) => k.label);

/** A believable price-list row: every 50th row carries a mistake the import must report. */
export function benchRow(i: number): string[] {
  const barcode = i % 50 === 49 ? '1234567890123' : ean13(`2${String(i).padStart(11, '0')}`);
  return [
    `Товар для проверки импорта № ${i}, упаковка ${(i % 12) + 1} шт.`,
    `B-${i}`,
    barcode,
    i % 3 === 0 ? 'кг' : 'шт',
    `Категория ${i % 20} / Подкатегория ${i % 5}`,
    i % 4 === 0 ? '20 %' : '10 %',
    `${(i % 5000) + 10},${String(i % 100).padStart(2, '0')}`,
    i % 10 === 0 ? `Описание товара ${i}: хранить при температуре от +2 до +6 °C` : '',
  ];
}

export function csvOf(rows: number): Buffer {
  const lines = [HEADERS.join(';')];
  for (let i = 0; i < rows; i++)
    lines.push(
      benchRow(i)
        .map((c) => (/[;"\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c))
        .join(';'),
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** Written with exceljs' streaming writer, so generating 100 000 rows stays light on memory. */
export async function xlsxOf(rows: number): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useSharedStrings: true,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Товары');
  sheet.addRow(HEADERS).commit();
  for (let i = 0; i < rows; i++) sheet.addRow(benchRow(i)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
