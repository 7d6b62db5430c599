import type { FastifyRequest } from 'fastify';
import { MAX_STOCKTAKING_LINES } from '../../../contract/stocktaking';
import { formatZonedDateTime } from '../../../contract/zoned-time';
import type { Queryable } from '../../db/client';
import { stocktakingAnswer } from '../inventory/stocktaking-docs';
import { listLines } from '../inventory/stocktaking-lines';
import { loadWriteOff, presentWriteOff } from '../inventory/write-off-docs';
import { listWriteOffLines } from '../inventory/write-off-lines';
import type { Sheet } from './sheet';

/** «2026-11-24» → «24.11.2026». */
const day = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
/** An instant on the sales point's clock, its zone named (the reader's is unknown): «24.11.2026 14:05 МСК». */
const moment = (iso: string, zone: string) => formatZonedDateTime(iso, zone, null);

/** The stocktaking as printed: every line in the screen's order; blind counts keep their secret. */
export async function stocktakingSheet(db: Queryable, request: FastifyRequest, id: number): Promise<Sheet> {
  const doc = await stocktakingAnswer(db, request, id);
  const { items } = await listLines(db, request, id, {
    limit: MAX_STOCKTAKING_LINES,
    offset: 0,
    order_by: 'asc',
  });
  const hidden = doc.book_hidden;
  const zone = doc.sales_point_time_zone;
  const title = `Инвентаризация № ${doc.number} от ${day(doc.date)}`;
  const facts: [string, string][] = [
    ['Торговая точка', doc.sales_point_name],
    ['Статус', doc.status.label],
  ];
  if (doc.comment) facts.push(['Комментарий', doc.comment]);
  if (doc.accounted_at) facts.push(['Проведена', moment(doc.accounted_at, zone)]);
  return {
    title,
    fileName: title,
    asciiName: `stocktaking-${doc.number}`,
    facts,
    note: hidden
      ? 'Слепой подсчёт: учётные количества скрыты.'
      : doc.book_frozen_at
        ? `Учётные количества — на начало подсчёта, ${moment(doc.book_frozen_at, zone)}.`
        : undefined,
    columns: [
      { header: '№', kind: 'position', width: 24 },
      { header: 'Товар', kind: 'text', width: '*' },
      { header: 'Код / штрихкод', kind: 'text', width: 90 },
      { header: 'Ед.', kind: 'text', width: 30 },
      { header: 'По учёту', kind: 'quantity', width: 55 },
      { header: 'Факт', kind: 'quantity', width: 55 },
      { header: 'Расхождение', kind: 'quantity', width: 60 },
      { header: 'Цена, ₽', kind: 'money', width: 60 },
      { header: 'Сумма расхождения, ₽', kind: 'money', width: 80 },
    ],
    rows: items.map((line, index) => [
      index + 1,
      line.good_name,
      line.barcodes[0] ?? line.good_code ?? '',
      line.measure,
      hidden ? 'скрыто' : line.book_quantity,
      line.fact_quantity,
      line.variance_quantity,
      line.price,
      line.variance_amount,
    ]),
    totals: [
      ['Строк', String(doc.totals.lines_count), 'text'],
      ['Подсчитано', String(doc.totals.counted_count), 'text'],
      ...(hidden
        ? []
        : ([
            ['С расхождением', String(doc.totals.variance_count), 'text'],
            ['Излишки, ₽', doc.totals.surplus_amount, 'money'],
            ['Недостача, ₽', doc.totals.shortage_amount, 'money'],
          ] as Sheet['totals'])),
    ],
    signatures: ['Председатель комиссии', 'Члены комиссии', 'Материально ответственное лицо'],
  };
}

/** The write-off as printed: its lines with reasons and amounts. */
export async function writeOffSheet(db: Queryable, request: FastifyRequest, id: number): Promise<Sheet> {
  const doc = presentWriteOff(await loadWriteOff(db, request, id, 'write_off_r'));
  const { items } = await listWriteOffLines(db, request, id);
  const zone = doc.sales_point_time_zone;
  const title = `Списание № ${doc.number} от ${day(doc.date)}`;
  const facts: [string, string][] = [
    ['Торговая точка', doc.sales_point_name],
    ['Статус', doc.status.label],
  ];
  if (doc.comment) facts.push(['Комментарий', doc.comment]);
  if (doc.accounted_at) facts.push(['Проведено', moment(doc.accounted_at, zone)]);
  return {
    title,
    fileName: title,
    asciiName: `write-off-${doc.number}`,
    facts,
    columns: [
      { header: '№', kind: 'position', width: 24 },
      { header: 'Товар', kind: 'text', width: '*' },
      { header: 'Ед.', kind: 'text', width: 30 },
      { header: 'Количество', kind: 'quantity', width: 60 },
      { header: 'Причина', kind: 'text', width: 110 },
      { header: 'Цена, ₽', kind: 'money', width: 60 },
      { header: 'Сумма, ₽', kind: 'money', width: 70 },
      { header: 'Комментарий', kind: 'text', width: 120 },
    ],
    rows: items.map((line, index) => [
      index + 1,
      line.good_name,
      line.measure,
      line.quantity,
      line.reason_name,
      line.price,
      line.amount,
      line.comment ?? '',
    ]),
    totals: [
      ['Позиций', String(doc.lines_count), 'text'],
      ['Итого, ₽', doc.total_amount, 'money'],
    ],
    signatures: ['Списание произвёл', 'Утвердил'],
  };
}
