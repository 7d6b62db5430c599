import type { Content, ContentText, TableCellProperties, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { OrderDocumentData, Party } from './data';
import { formatMoney, formatQuantity, vatRateLabel } from './format';
import { invoicePurpose, paymentQrDataUrl, paymentString } from './payment-qr';
import { renderPdf } from './pdf';
import { rublesInWords } from './sum-in-words';

export interface DocumentNumber {
  number: number;
  issuedOn: string;
}

const partyLine = (party: Party) =>
  [party.name, party.inn && `ИНН ${party.inn}`, party.kpp && `КПП ${party.kpp}`, party.address]
    .filter(Boolean)
    .join(', ');

/** A table cell of the PDF documents. */
export const cell = (
  text: string,
  extra: Omit<ContentText, 'text'> & TableCellProperties = {},
): ContentText & TableCellProperties => ({
  text,
  ...extra,
});

/** The bank block at the top of a Russian invoice: the payee's bank, БИК, accounts, ИНН/КПП. */
function bankBlock(s: Party): Content {
  return {
    table: {
      widths: ['*', 'auto', 150],
      body: [
        [cell(s.bankName ?? '', { rowSpan: 2, border: [true, true, true, false] }), 'БИК', s.bik ?? ''],
        ['', 'Сч. №', s.correspondentAccount ?? ''],
        [cell('Банк получателя', { fontSize: 7, border: [true, false, true, true] }), '', ''],
        [
          { columns: [`ИНН ${s.inn ?? ''}`, `КПП ${s.kpp ?? ''}`] },
          cell('Сч. №', { rowSpan: 3 }),
          cell(s.settlementAccount ?? '', { rowSpan: 3 }),
        ],
        [cell(s.name, { border: [true, false, true, false] }), '', ''],
        [cell('Получатель', { fontSize: 7, border: [true, false, true, true] }), '', ''],
      ],
    },
  };
}

function linesTable(data: OrderDocumentData): Content {
  const header = ['№', 'Товары (работы, услуги)', 'Кол-во', 'Ед.', 'Цена', 'Сумма'].map((text) =>
    cell(text, { bold: true, alignment: 'center' }),
  );
  const body = data.lines.map((line) => [
    cell(String(line.position), { alignment: 'center' }),
    line.code ? `${line.name} (арт. ${line.code})` : line.name,
    cell(formatQuantity(line.quantity), { alignment: 'right' }),
    line.measure,
    cell(formatMoney(line.price), { alignment: 'right' }),
    cell(formatMoney(line.amount), { alignment: 'right' }),
  ]);
  return {
    table: { headerRows: 1, widths: [20, '*', 45, 30, 60, 70], body: [header, ...body] },
    margin: [0, 8, 0, 4],
  };
}

function totalsBlock(data: OrderDocumentData): Content {
  const rows: [string, string][] = [['Итого:', formatMoney(data.total)]];
  const taxed = data.vatTotals.filter((t) => t.rate !== null);
  if (taxed.length === 0) rows.push(['Без налога (НДС)', '—']);
  for (const t of taxed) rows.push([`В том числе НДС ${vatRateLabel(t.rate)}:`, formatMoney(t.vatAmount)]);
  rows.push(['Всего к оплате:', formatMoney(data.total)]);
  return {
    table: {
      widths: ['*', 90],
      body: rows.map(([label, value]) => [
        cell(label, { bold: true, alignment: 'right' }),
        cell(value, { bold: true, alignment: 'right' }),
      ]),
    },
    layout: 'noBorders',
  };
}

/** «Счёт на оплату» in the layout Russian accountants expect, with the ГОСТ Р 56042-2014 payment QR code. */
export async function renderInvoice(data: OrderDocumentData, doc: DocumentNumber): Promise<Buffer> {
  const title = `Счёт на оплату № ${doc.number} от ${doc.issuedOn}`;
  const purpose = invoicePurpose(doc, data.orderNumber, data.vatTotals);
  const qr = await paymentQrDataUrl(paymentString(data.supplier, data.total, purpose));
  const basis = data.contractNumber
    ? `Договор № ${data.contractNumber}, заказ № ${data.orderNumber} от ${data.orderedOn}`
    : `Заказ № ${data.orderNumber} от ${data.orderedOn}`;
  const definition: TDocumentDefinitions = {
    info: { title, author: data.supplier.name },
    pageSize: 'A4',
    pageMargins: [40, 30, 30, 30],
    content: [
      {
        columns: [
          { width: '*', stack: [bankBlock(data.supplier)] },
          {
            width: 110,
            stack: [
              { image: qr, width: 100 },
              { text: 'Оплата по QR-коду', fontSize: 7, alignment: 'center' },
            ],
            margin: [10, 0, 0, 0],
          },
        ],
      },
      { text: title, fontSize: 14, bold: true, margin: [0, 14, 0, 4] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 525, y2: 0, lineWidth: 1.5 }] },
      {
        table: {
          widths: [90, '*'],
          body: [
            ['Поставщик\n(Исполнитель):', { text: partyLine(data.supplier), bold: true }],
            ['Покупатель\n(Заказчик):', { text: partyLine(data.client), bold: true }],
            ['Основание:', basis],
          ],
        },
        layout: 'noBorders',
        margin: [0, 8, 0, 0],
      },
      linesTable(data),
      totalsBlock(data),
      {
        text: `Всего наименований ${data.lines.length}, на сумму ${formatMoney(data.total)} руб.`,
        margin: [0, 6, 0, 0],
      },
      { text: rublesInWords(data.total), bold: true },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 525, y2: 6, lineWidth: 1.5 }] },
      {
        columns: [
          { text: 'Руководитель ____________________', margin: [0, 24, 0, 0] },
          { text: 'Бухгалтер ____________________', margin: [0, 24, 0, 0] },
        ],
      },
    ],
  };
  return renderPdf(definition);
}
