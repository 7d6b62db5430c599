import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** Data rows in a list answer: `items` of a JSON list, or the rows under the header of an .xlsx export. */
export async function rowsIn(res: LightMyRequestResponse): Promise<number> {
  if (String(res.headers['content-type']).includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    return sheet ? Math.max(sheet.actualRowCount - 1, 0) : 0;
  }
  // orders.xml for 1С: one «Документ» per order.
  if (String(res.headers['content-type']).includes('xml'))
    return (res.body.match(/<Документ>/g) ?? []).length;
  const body = res.json();
  if (Array.isArray(body)) return body.length;
  if (Array.isArray(body?.items)) return body.items.length + Number(body.total ?? 0);
  throw new Error(`not a list answer: ${res.body.slice(0, 200)}`);
}
