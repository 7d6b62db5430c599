import { XMLBuilder } from 'fast-xml-parser';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { eventually } from '../support/eventually';
import { withTestApp } from '../support/with-test-app';
import { commerceMlBomb } from '../support/zip-bomb';
import { multipart } from './support';

const { t, dairy } = withTestApp({ dairy: 'dmitry' });
let dairyOrg: number;

beforeAll(() => {
  dairyOrg = t.id('org:dairy');
});

const COUNT = 1_000;
const ean13 = (body12: string) => {
  const sum = [...body12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
};
const UNITS = [
  { code: '796', text: 'шт' },
  { code: '166', text: 'кг' },
  { code: '112', text: 'л' },
];
const VATS = ['20', '10', 'Без налога'];
/** The good number i as 1С would send it. */
const good = (i: number) => ({
  id: `c0ffee00-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Товар из 1С №${i} «Сыр»`,
  code: `1C-${String(i).padStart(4, '0')}`,
  barcode: ean13(`460${String(i).padStart(9, '0')}`),
  unit: UNITS[i % 3],
  vat: VATS[i % 3],
  price: `${(i % 500) + 1}.${String(i % 100).padStart(2, '0')}`,
});

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true });
const xml = (body: object) => `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(body)}`;

function importXml(goods = Array.from({ length: COUNT }, (_, i) => good(i + 1))) {
  return xml({
    КоммерческаяИнформация: {
      '@ВерсияСхемы': '2.05',
      Классификатор: {
        Ид: 'cls-1',
        Наименование: 'Классификатор (Основной каталог товаров)',
        Группы: {
          Группа: {
            Ид: 'g-dairy',
            Наименование: 'Молочная продукция',
            Группы: { Группа: { Ид: 'g-cheese', Наименование: 'Сыры из 1С' } },
          },
        },
      },
      Каталог: {
        '@СодержитТолькоИзменения': 'false',
        Ид: 'cat-1',
        ИдКлассификатора: 'cls-1',
        Наименование: 'Основной каталог товаров',
        Товары: {
          Товар: goods.map((g) => ({
            Ид: g.id,
            Артикул: g.code,
            Штрихкод: g.barcode,
            Наименование: g.name,
            БазоваяЕдиница: { '@Код': g.unit.code, '@НаименованиеПолное': 'Единица', '#text': g.unit.text },
            Группы: { Ид: 'g-cheese' },
            СтавкиНалогов: { СтавкаНалога: { Наименование: 'НДС', Ставка: g.vat } },
          })),
        },
      },
    },
  });
}

function offersXml(goods = Array.from({ length: COUNT }, (_, i) => good(i + 1))) {
  return xml({
    КоммерческаяИнформация: {
      '@ВерсияСхемы': '2.05',
      ПакетПредложений: {
        Ид: 'cat-1#',
        Наименование: 'Пакет предложений',
        ИдКаталога: 'cat-1',
        ТипыЦен: { ТипЦены: [{ Ид: 'price-wholesale', Наименование: 'Оптовая', Валюта: 'RUB' }] },
        Предложения: {
          Предложение: goods.map((g) => ({
            Ид: g.id,
            Наименование: g.name,
            Цены: {
              Цена: [
                { ИдТипаЦены: 'price-retail', ЦенаЗаЕдиницу: '99999.00', Валюта: 'RUB' },
                {
                  ИдТипаЦены: 'price-wholesale',
                  ЦенаЗаЕдиницу: g.price,
                  Валюта: 'RUB',
                  Единица: g.unit.text,
                },
              ],
            },
            Количество: '10',
          })),
        },
      },
    },
  });
}

const upload = (files: { filename: string; content: Buffer | string }[], query = '') =>
  dairy({
    method: 'POST',
    url: `/v1/import_goods/${dairyOrg}/upload_file_commerceml${query}`,
    ...multipart(files.map((f) => ({ name: 'file', ...f }))),
  });
const count = async (table: 'goods' | 'import_files') =>
  Number(
    (
      await t.database.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ${table} WHERE organization_id = $1`,
        [dairyOrg],
      )
    )[0].n,
  );

describe('goods from 1С (CommerceML 2 import.xml + offers.xml)', () => {
  it('a zipped 1 000-good exchange goes through the dry run, then applies with names, barcodes, units and prices', async () => {
    const zip = new JSZip();
    zip.file('webdata/import0_1.xml', importXml());
    zip.file('webdata/offers0_1.xml', offersXml());
    const archive = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const goodsBefore = await count('goods');

    const dry = await upload([{ filename: 'выгрузка.zip', content: archive }]);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      file_type: 'commerceml',
      status: 'analysed',
      rows_total: COUNT,
      rows_new: COUNT,
      rows_error: 0,
      missing_keys: [],
    });
    expect(await count('goods')).toBe(goodsBefore);

    const applied = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${dry.json().id}/apply`,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await count('goods')).toBe(goodsBefore + COUNT);

    const stored = await t.database.query<{
      name: string;
      code: string;
      barcodes: string[];
      measure: string;
      vat_rate: number | null;
      price: string;
      category: string;
    }>(
      `SELECT g.name, g.code, g.barcodes, m.name AS measure, g.vat_rate, g.base_price::text AS price, c.name AS category
         FROM goods g JOIN measures m ON m.id = g.measure_id LEFT JOIN good_categories c ON c.id = g.category_id
        WHERE g.organization_id = $1 AND g.code LIKE '1C-%' ORDER BY g.code`,
      [dairyOrg],
    );
    expect(stored).toHaveLength(COUNT);
    for (const [index, row] of stored.entries()) {
      const expected = good(index + 1);
      expect(row).toEqual({
        name: expected.name,
        code: expected.code,
        barcodes: [expected.barcode],
        measure: expected.unit.text,
        vat_rate: expected.vat === 'Без налога' ? null : Number(expected.vat),
        price: expected.price,
        category: 'Сыры из 1С',
      });
    }
  }, 120_000);

  it('reports bad goods row by row and keeps the good ones', async () => {
    const goods = [good(2001), { ...good(2002), barcode: '4600000000000' }, { ...good(2003), name: '' }];
    const res = await upload([
      { filename: 'import.xml', content: importXml(goods) },
      { filename: 'offers.xml', content: offersXml(goods) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows_total: 3, rows_new: 1, rows_error: 2 });
    const rows = await dairy({
      method: 'GET',
      url: `/v1/import_goods/uploaded_files/rows?file_id=${res.json().id}&outcome=error`,
    });
    const errors = rows.json().items.map((r: { errors: string[] }) => r.errors.join(' '));
    expect(errors.join(' ')).toContain('Штрихкод «4600000000000» похож на EAN');
    expect(errors).toHaveLength(2);
  });

  it.each([
    ['malformed XML', 'import.xml', '<КоммерческаяИнформация><Каталог><Товары><Товар>', 'повреждён'],
    ['foreign XML', 'import.xml', '<?xml version="1.0"?><rss><channel/></rss>', 'не выгрузка 1С'],
    ['a DTD', 'import.xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>', 'DOCTYPE'],
    ['offers without a catalog', 'offers.xml', offersXml([good(1)]), 'Нужен import.xml'],
    ['a catalog without goods', 'import.xml', importXml([]), 'нет товаров'],
    ['a damaged zip', 'import.zip', Buffer.from('PK\u0003\u0004 not really a zip'), 'Архив'],
  ])('%s gets a clear Russian error and changes nothing', async (_case, filename, content, message) => {
    const [goodsBefore, filesBefore] = [await count('goods'), await count('import_files')];
    const res = await upload([{ filename, content }], '?dry_run=false');
    const body = expectErrorBody(res, 422);
    expect(body.detail).toContain(message);
    expect(await count('goods')).toBe(goodsBefore);
    expect(await count('import_files')).toBe(filesBefore);
  });

  it.each([
    ['an archive inflating past 128 МБ', 'bomb.zip', () => commerceMlBomb(140), /больше 128 МБ/],
    [
      'a name longer than a spreadsheet cell',
      'import.xml',
      () => importXml([{ ...good(3001), name: 'Я'.repeat(33_000) }]),
      /длиннее 32.767 символов/,
    ],
  ])(
    '%s is stopped inside the job with 413 and changes nothing',
    async (_case, filename, content, message) => {
      const [goodsBefore, filesBefore] = [await count('goods'), await count('import_files')];
      const res = await upload([{ filename, content: content() }], '?dry_run=false');
      expect(expectErrorBody(res, 413).detail).toMatch(message);
      expect(await count('goods')).toBe(goodsBefore);
      expect(await count('import_files')).toBe(filesBefore);
    },
  );

  it('refuses an archive of 5 000 tiny files naming its real limit, the number of files (issue 41)', async () => {
    const zip = new JSZip();
    for (let i = 0; i < 5_000; i++) zip.file(`picture${i}.txt`, 'x');
    const archive = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
    const goodsBefore = await count('goods');
    const res = await upload([{ filename: 'много.zip', content: archive }], '?dry_run=false');
    const { detail } = expectErrorBody(res, 413);
    expect(detail).toMatch(/^Архив много\.zip не принят: в нём больше 2\s000 файлов/);
    expect(detail).not.toMatch(/МБ/);
    expect(await count('goods')).toBe(goodsBefore);
  });

  it('reads UTF-16 files by their byte order mark, little- and big-endian (issue 41)', async () => {
    const goods = [good(5001), good(5002)];
    const utf16 = (text: string, order: 'le' | 'be') => {
      const declared = text.replace('encoding="UTF-8"', 'encoding="UTF-16"');
      const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(declared, 'utf16le')]);
      return order === 'le' ? bytes : bytes.swap16();
    };
    const dry = await upload([
      { filename: 'import.xml', content: utf16(importXml(goods), 'le') },
      { filename: 'offers.xml', content: utf16(offersXml(goods), 'be') },
    ]);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ rows_total: 2, rows_error: 0 });
    const rows = await dairy({
      method: 'GET',
      url: `/v1/import_goods/uploaded_files/rows?file_id=${dry.json().id}`,
    });
    expect(rows.json().items.map((r: { values: Record<string, string> }) => Object.values(r.values))).toEqual(
      goods.map((g) => expect.arrayContaining([g.name, g.code, g.barcode, g.price])),
    );
  });

  it('answers 202 with a job in the background and the job ends with the checked file', async () => {
    const goods = [good(4001), good(4002)];
    const res = await upload(
      [
        { filename: 'import.xml', content: importXml(goods) },
        { filename: 'offers.xml', content: offersXml(goods) },
      ],
      '?background=true',
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ kind: 'import_goods_check', file_name: 'import.xml + offers.xml' });
    let job = res.json();
    await eventually(async () => {
      job = (await dairy({ method: 'GET', url: `/v1/jobs/${job.id}` })).json();
      return job.state === 'done';
    }, 30_000);
    expect(job).toMatchObject({ state: 'done', rows_done: 2, rows_total: 2 });
    const rows = await dairy({
      method: 'GET',
      url: `/v1/import_goods/uploaded_files/rows?file_id=${job.file_id}`,
    });
    expect(rows.json().items.map((r: { values: Record<string, string> }) => Object.values(r.values))).toEqual(
      goods.map((g) => expect.arrayContaining([g.name, g.code, g.barcode, g.price])),
    );
  });
});
