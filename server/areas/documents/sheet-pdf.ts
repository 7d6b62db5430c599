import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatMoney, formatQuantity } from './format';
import { renderPdf } from './pdf';
import type { ColumnKind, Sheet, SheetCell } from './sheet';

/** A cell as printed: «1 250,5» for quantities, «6 790,50» for money, «—» for nothing. */
export function printedCell(value: SheetCell, kind: ColumnKind): string {
  if (value === null || value === '') return kind === 'text' ? '' : '—';
  if (kind === 'quantity') return formatQuantity(String(value));
  if (kind === 'money') return formatMoney(String(value));
  return String(value);
}

const alignment = (kind: ColumnKind) => (kind === 'text' ? 'left' : kind === 'position' ? 'center' : 'right');

/** The sheet as an A4 landscape PDF with the table header repeated on every page. */
export function sheetPdf(sheet: Sheet): Promise<Buffer> {
  const header: TableCell[] = sheet.columns.map((c) => ({
    text: c.header,
    bold: true,
    alignment: 'center',
    fillColor: '#eeeeee',
  }));
  const body: TableCell[][] = sheet.rows.map((row) =>
    row.map((value, index) => {
      const kind = sheet.columns[index].kind;
      return { text: printedCell(value, kind), alignment: alignment(kind) };
    }),
  );
  const content: Content[] = [
    { text: sheet.title, fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
    {
      table: { widths: [140, '*'], body: sheet.facts.map(([label, value]) => [label, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 6],
    },
  ];
  if (sheet.note) content.push({ text: sheet.note, italics: true, margin: [0, 0, 0, 6] });
  content.push(
    {
      table: { headerRows: 1, widths: sheet.columns.map((c) => c.width), body: [header, ...body] },
      layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
    },
    {
      table: {
        widths: ['*', 120],
        body: sheet.totals.map(([label, value, kind]) => [
          { text: label, alignment: 'right' },
          { text: printedCell(value, kind), alignment: 'right', bold: true },
        ]),
      },
      layout: 'noBorders',
      margin: [0, 8, 0, 0],
    },
    ...sheet.signatures.map(
      (who): Content => ({
        text: `${who}: ____________________ / ____________________ /`,
        margin: [0, 18, 0, 0],
      }),
    ),
  );
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 36],
    info: { title: sheet.title },
    footer: (page, pages) => ({
      text: `${sheet.title} · страница ${page} из ${pages}`,
      fontSize: 7,
      alignment: 'center',
    }),
    content,
  });
}
