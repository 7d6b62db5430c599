import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { OrderDocumentData, Party } from './data';
import { formatMoney, formatQuantity, innKpp, okeiCode, vatRateLabel } from './format';
import { cell, type DocumentNumber } from './invoice';
import { renderPdf } from './pdf';
import { rublesInWords } from './sum-in-words';
import { hyphenPoints, wrapTitle } from './wrap-title';

/** Status 1: счёт-фактура and transfer document (the seller charges VAT); 2: transfer document only. */
export const updStatus = (data: OrderDocumentData) => (data.lines.some((l) => l.vatRate !== null) ? 1 : 2);

const TITLE_SIZE = 6;
const right = (text: string) => cell(text, { alignment: 'right' });
const small = (text: string) => cell(text, { fontSize: TITLE_SIZE, alignment: 'center' });

/** The columns of the tax service's form (Постановление № 1137 in force), A to 11. */
const COLUMNS: [string, string, number | '*'][] = (
  [
    ['Код товара/ работ, услуг', 'А', 38],
    ['№ п/п', '1', 14],
    ['Наименование товара (описание выполненных работ, оказанных услуг), имущественного права', '1а', '*'],
    ['Код вида товара', '1б', 24],
    ['Единица изме~ре~ния: код', '2', 24],
    ['условное обо~зна~че~ние (на~ци~о~наль~ное)', '2а', 26],
    ['Коли~че~ство (объём)', '3', 36],
    ['Цена (тариф) за единицу изме~ре~ния', '4', 44],
    ['Стоимость товаров (работ, услуг), иму~ще~ствен~ных прав без налога — всего', '5', 52],
    ['В том числе сумма акциза', '6', 30],
    ['Нало~го~вая ставка', '7', 30],
    ['Сумма налога, предъ~яв~ля~е~мая поку~па~те~лю', '8', 44],
    ['Стоимость товаров (работ, услуг), иму~ще~ствен~ных прав с налогом — всего', '9', 52],
    ['Страна про~ис~хож~де~ния товара: циф~ро~вой код', '10', 26],
    ['крат~кое наи~ме~но~ва~ние', '10а', 30],
    ['Реги~стра~ци~он~ный номер декла~ра~ции на товары или партии товара', '11', 40],
  ] as [string, string, number | '*'][]
).map(([title, no, width]) => [hyphenPoints(title), no, width]);

/** A column title in its lines: in a narrow column a long word breaks at a syllable, with a hyphen. */
const title = (text: string, width: number | '*') =>
  small(width === '*' ? text : wrapTitle(text, width, TITLE_SIZE).join('\n'));

function headerRows(data: OrderDocumentData, doc: DocumentNumber, status: number): Content {
  const party = (label: string, value: string, no: string) => [
    cell(label, { bold: true }),
    cell(value),
    small(`(${no})`),
  ];
  const s = data.supplier;
  const c = data.client;
  const consignee = [c.name, data.deliveryAddress ?? c.address].filter(Boolean).join(', ');
  const rows = [
    [cell(`Счёт-фактура № ${doc.number} от ${doc.issuedOn}`, { bold: true, fontSize: 10 }), '', small('(1)')],
    ['Исправление № — от —', '', small('(1а)')],
    party('Продавец:', s.name, '2'),
    party('Адрес:', s.address ?? '', '2а'),
    party('ИНН/КПП продавца:', innKpp(s.inn, s.kpp), '2б'),
    party('Грузоотправитель и его адрес:', 'он же', '3'),
    party('Грузополучатель и его адрес:', consignee, '4'),
    party('К платёжно-расчётному документу №', '— от —', '5'),
    party('Документ об отгрузке:', `№ п/п 1–${data.lines.length} № ${doc.number} от ${doc.issuedOn}`, '5а'),
    party('Покупатель:', c.name, '6'),
    party('Адрес:', c.address ?? '', '6а'),
    party('ИНН/КПП покупателя:', innKpp(c.inn, c.kpp), '6б'),
    party('Валюта: наименование, код', 'Российский рубль, 643', '7'),
    party('Идентификатор государственного контракта, договора (соглашения) (при наличии):', '', '8'),
  ].map((row) => row.map((value) => (typeof value === 'string' ? cell(value) : value)));
  return {
    columns: [
      {
        width: 130,
        stack: [
          { text: 'Универсальный передаточный документ', bold: true, fontSize: 10 },
          {
            table: {
              widths: ['auto', '*'],
              body: [
                [
                  { text: 'Статус:', bold: true, fontSize: 10 },
                  { text: String(status), bold: true, fontSize: 10 },
                ],
              ],
            },
            margin: [0, 6, 0, 4],
          },
          {
            text: '1 — счёт-фактура и передаточный документ (акт)\n2 — передаточный документ (акт)',
            fontSize: 6,
          },
        ],
      },
      {
        width: '*',
        table: { widths: [150, '*', 20], body: rows },
        layout: 'noBorders',
        fontSize: 7,
        margin: [10, 0, 0, 0],
      },
    ],
  };
}

function linesTable(data: OrderDocumentData): Content {
  const titles = COLUMNS.map(([text, , width]) => title(text, width));
  const numbers = COLUMNS.map(([, no]) => small(no));
  const body: TableCell[][] = data.lines.map((line) => [
    cell(line.code ?? '—'),
    cell(String(line.position), { alignment: 'center' }),
    cell(line.name),
    cell('—', { alignment: 'center' }),
    cell(okeiCode(line.measure), { alignment: 'center' }),
    cell(line.measure, { alignment: 'center' }),
    right(formatQuantity(line.quantity)),
    right(formatMoney(line.priceWithoutVat)),
    right(formatMoney(line.amountWithoutVat)),
    cell('без акциза', { alignment: 'center' }),
    cell(vatRateLabel(line.vatRate), { alignment: 'center' }),
    right(line.vatRate === null ? 'без НДС' : formatMoney(line.vatAmount)),
    right(formatMoney(line.amount)),
    cell('—', { alignment: 'center' }),
    cell('—', { alignment: 'center' }),
    cell('—', { alignment: 'center' }),
  ]);
  const taxed = data.lines.some((l) => l.vatRate !== null);
  const total: TableCell[] = [
    cell('Всего к оплате (9)', { bold: true, colSpan: 8 }),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    right(formatMoney(data.totalWithoutVat)),
    cell('X', { alignment: 'center', colSpan: 2 }),
    '',
    right(taxed ? formatMoney(data.totalVat) : 'без НДС'),
    cell(formatMoney(data.total), { bold: true, alignment: 'right' }),
    cell('', { colSpan: 3 }),
    '',
    '',
  ];
  return {
    table: {
      headerRows: 2,
      widths: COLUMNS.map(([, , width]) => width),
      body: [titles, numbers, ...body, total],
    },
    fontSize: 7,
    margin: [0, 8, 0, 4],
  };
}

const signature = (role: string): Content => ({
  stack: [
    { text: `${role} ____________  ____________________`, fontSize: 7 },
    { text: '(подпись)            (ф. и. о.)', fontSize: 5, margin: [90, 0, 0, 0] },
  ],
});

function footer(data: OrderDocumentData, doc: DocumentNumber, s: Party): Content[] {
  const basis = data.contractNumber
    ? `Договор № ${data.contractNumber}; заказ № ${data.orderNumber} от ${data.orderedOn}`
    : `Заказ № ${data.orderNumber} от ${data.orderedOn}`;
  return [
    { text: `Всего к оплате: ${rublesInWords(data.total)}`, bold: true, fontSize: 8, margin: [0, 0, 0, 6] },
    {
      columns: [
        signature('Руководитель организации или иное уполномоченное лицо'),
        signature('Главный бухгалтер или иное уполномоченное лицо'),
      ],
      columnGap: 20,
    },
    {
      fontSize: 7,
      margin: [0, 8, 0, 0],
      table: {
        widths: [200, '*'],
        body: [
          ['Основание передачи (сдачи) / получения (приёмки) [8]', basis],
          ['Данные о транспортировке и грузе [9]', '—'],
        ],
      },
      layout: 'noBorders',
    },
    {
      fontSize: 7,
      margin: [0, 6, 0, 0],
      columns: [
        {
          stack: [
            'Товар (груз) передал / услуги, результаты работ, права сдал [10]',
            '____________  ____________________',
            `Дата отгрузки, передачи (сдачи) [11]: ${doc.issuedOn}`,
            `Наименование экономического субъекта — составителя документа [14]: ${s.name}, ИНН/КПП ${innKpp(s.inn, s.kpp)}`,
          ],
        },
        {
          stack: [
            'Товар (груз) получил / услуги, результаты работ, права принял [15]',
            '____________  ____________________',
            'Дата получения (приёмки) [16]: «___» __________ 20__ г.',
            `Наименование экономического субъекта — составителя документа [19]: ${data.client.name}, ИНН/КПП ${innKpp(data.client.inn, data.client.kpp)}`,
          ],
        },
      ],
      columnGap: 20,
    },
  ];
}

/** «Универсальный передаточный документ» on landscape A4 in the layout of the tax service's form. */
export function renderUpd(data: OrderDocumentData, doc: DocumentNumber): Promise<Buffer> {
  const status = updStatus(data);
  const definition: TDocumentDefinitions = {
    info: { title: `УПД № ${doc.number} от ${doc.issuedOn}`, author: data.supplier.name },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 20, 20, 20],
    defaultStyle: { fontSize: 7 },
    content: [headerRows(data, doc, status), linesTable(data), ...footer(data, doc, data.supplier)],
  };
  return renderPdf(definition);
}
