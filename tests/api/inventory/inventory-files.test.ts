import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf';
import { withTestApp } from '../support/with-test-app';

const { t, olga, dmitry } = withTestApp(['olga', 'dmitry']);

const fold = (text: string) => text.replace(/\s+/g, ' ');

async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

describe('stocktaking printed and exported (issue 20)', () => {
  it('prints every line with book, fact and variance, and the totals, as PDF', async () => {
    const id = t.id('stocktaking:opening');
    const doc = (await olga({ method: 'GET', url: `/v1/stocktaking_docs/${id}` })).json();
    const lines = (await olga({ method: 'GET', url: `/v1/stocktaking_docs/${id}/line_items` })).json().items;
    const res = await olga({ method: 'GET', url: `/v1/stocktaking_docs/${id}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="stocktaking-${doc.number}.pdf"`);
    const text = fold(readPdf(res.rawPayload).text);
    expect(text).toContain(`Инвентаризация № ${doc.number} от ${doc.date.split('-').reverse().join('.')}`);
    expect(text).toContain(doc.sales_point_name);
    for (const line of lines.slice(0, 5)) expect(text).toContain(line.good_name);
    expect(text).toContain('Излишки, ₽');
    expect(text).toContain('Материально ответственное лицо');
  });

  it('exports the same lines to Excel with numbers as numbers', async () => {
    const id = t.id('stocktaking:opening');
    const lines = (await olga({ method: 'GET', url: `/v1/stocktaking_docs/${id}/line_items` })).json().items;
    const res = await olga({ method: 'GET', url: `/v1/stocktaking_docs/${id}/xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    const header = rows.findIndex((r) => r[1] === 'Товар');
    expect(rows[header]).toEqual([
      '№',
      'Товар',
      'Код / штрихкод',
      'Ед.',
      'По учёту',
      'Факт',
      'Расхождение',
      'Цена, ₽',
      'Сумма расхождения, ₽',
    ]);
    const first = rows[header + 1];
    expect(first[0]).toBe(1);
    expect(first[1]).toBe(lines[0].good_name);
    expect(first[4]).toBe(Number(lines[0].book_quantity));
    expect(first[5]).toBe(lines[0].fact_quantity === null ? undefined : Number(lines[0].fact_quantity));
    expect(rows.filter((r) => typeof r[0] === 'number')).toHaveLength(lines.length);
  });

  it('answers 404 to another organization, and no file', async () => {
    for (const format of ['pdf', 'xlsx']) {
      const res = await dmitry({
        method: 'GET',
        url: `/v1/stocktaking_docs/${t.id('stocktaking:opening')}/${format}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Инвентаризация не найдена');
    }
  });
});

describe('write-off printed and exported (issue 20)', () => {
  it('prints and exports the lines with reasons and the total', async () => {
    const id = t.id('write_off:accounted');
    const doc = (await olga({ method: 'GET', url: `/v1/write_off_docs/${id}` })).json();
    const lines = (
      await olga({ method: 'GET', url: `/v1/write_off_docs/${id}/write_off_doc_line_items` })
    ).json().items;
    expect(lines.length).toBeGreaterThan(0);
    const pdf = await olga({ method: 'GET', url: `/v1/write_off_docs/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = fold(readPdf(pdf.rawPayload).text);
    expect(text).toContain(`Списание № ${doc.number}`);
    for (const line of lines) {
      expect(text).toContain(line.good_name);
      expect(text).toContain(line.reason_name);
    }
    expect(text).toContain('Итого, ₽');

    const xlsx = await olga({ method: 'GET', url: `/v1/write_off_docs/${id}/xlsx` });
    const rows = await sheetRows(xlsx.rawPayload);
    const header = rows.findIndex((r) => r[1] === 'Товар');
    expect(rows[header + 1][1]).toBe(lines[0].good_name);
    expect(rows[header + 1][3]).toBe(Number(lines[0].quantity));
    expect(rows[header + 1][4]).toBe(lines[0].reason_name);
    const total = rows.find((r) => r[0] === 'Итого, ₽');
    expect(total?.[1]).toBe(Number(doc.total_amount));
  });
});

describe('printed times on the sales point’s clock (issue 42, item 1)', () => {
  it('prints when a write-off was accounted on its point’s clock with the zone named, not on Moscow’s', async () => {
    const id = t.id('write_off:accounted');
    const doc = (await olga({ method: 'GET', url: `/v1/write_off_docs/${id}` })).json();
    await t.database.query(`UPDATE sales_points SET time_zone = 'Asia/Vladivostok' WHERE id = $1`, [
      doc.sales_point_id,
    ]);
    // Vladivostok keeps UTC+10 all year: seven hours ahead of Moscow.
    const local = new Date(Date.parse(doc.accounted_at) + 10 * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const shown = `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} МСК+7`;
    const pdf = await olga({ method: 'GET', url: `/v1/write_off_docs/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(fold(readPdf(pdf.rawPayload).text)).toContain(shown);
  });
});
