import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { xlsxBomb } from '../support/zip-bomb';
import { multipart, PNG_1PX, xlsxOf } from './support';

const { t, dairy, veg, storekeeper } = withTestApp({ dairy: 'dmitry', veg: 'sergey', storekeeper: 'olga' });
let dairyOrg: number;

beforeAll(() => {
  dairyOrg = t.id('org:dairy');
});

const HEADERS = [
  'Наименование',
  'Артикул',
  'Штрихкод',
  'Ед. изм.',
  'Категория',
  'Ставка НДС',
  'Цена',
  'Описание',
];
const MIXED = [
  HEADERS,
  ['Сыр «Маасдам» 45 %', 'IMP-1', '4600000000015', 'кг', 'Молочная продукция / Сыры', '10 %', '899,90', ''],
  ['Молоко пастеризованное 3,2 %, 1 л', 'ZR-001', '', 'шт', '', '10', '95,00', ''],
  ['Молоко пастеризованное 2,5 %, 1 л', 'ZR-002', '', '', '', '', '84.50', ''],
  ['', 'IMP-2', '', 'шт', '', '', '10', ''],
  ['Сливки 35 %', 'IMP-3', '4600000000011', 'шт', '', '', '300', ''],
  ['Творог в ведре', 'IMP-4', '', 'ведро', '', '', '500', ''],
  ['Йогурт клубничный', 'IMP-5', '', 'шт', '', '18 %', '70', ''],
  ['Маасдам ещё раз', 'IMP-1', '', 'кг', '', '', '1', ''],
  ['Кефир 3,2 %', 'IMP-6', '', 'шт', '', '', 'дёшево', ''],
  ['Масло топлёное 99 %', 'IMP-7', '', 'кг', 'Новые / Масла', 'Без НДС', '1 250', 'Ведро 1 кг'],
];

const upload = (client: Client, orgId: number, file: Buffer, name: string, query = '', mapping?: object) =>
  client({
    method: 'POST',
    url: `/v1/import_goods/${orgId}/upload_file_goods/${query}`,
    ...multipart([
      ...(mapping ? [{ name: 'mapping', content: JSON.stringify(mapping) }] : []),
      { name: 'file', filename: name, content: file },
    ]),
  });
const goodsTotal = async () =>
  (await dairy({ method: 'GET', url: `/v1/goods/?organization_id=${dairyOrg}` })).json().total as number;
const byCode = async (code: string) => {
  const res = await dairy({ method: 'GET', url: `/v1/goods/?organization_id=${dairyOrg}&limit=1000` });
  return res.json().items.find((g: { code: string }) => g.code === code);
};
const rowsOf = (client: Client, fileId: number, query = '') =>
  client({ method: 'GET', url: `/v1/import_goods/uploaded_files/rows?file_id=${fileId}${query}` });

describe('template', () => {
  it('is an .xlsx with the import columns and a sample row', async () => {
    const res = await dairy({ method: 'GET', url: '/v1/import_goods/download_file/template_import_goods' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(HEADERS);
    expect(sheet.getRow(2).getCell(1).value).toBe('Сыр «Российский» 50 %');
  });

  it('uploads back as one new row', async () => {
    const template = await dairy({
      method: 'GET',
      url: '/v1/import_goods/download_file/template_import_goods',
    });
    const res = await upload(dairy, dairyOrg, template.rawPayload, 'шаблон.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows_total: 1, rows_new: 1, rows_error: 0, status: 'analysed' });
  });
});

describe('dry run and apply', () => {
  let fileId: number;
  let before: number;

  it('reports each row with its outcome and changes nothing', async () => {
    before = await goodsTotal();
    const res = await upload(dairy, dairyOrg, await xlsxOf(MIXED), 'прайс.xlsx');
    expect(res.statusCode).toBe(200);
    fileId = res.json().id;
    expect(res.json()).toMatchObject({
      file_type: 'xlsx',
      rows_total: 10,
      rows_new: 2,
      rows_update: 1,
      rows_unchanged: 1,
      rows_error: 6,
      unmapped_headers: [],
      missing_keys: [],
    });
    expect(await goodsTotal()).toBe(before);
    const errors = (await rowsOf(dairy, fileId, '&outcome=error')).json();
    expect(errors.total).toBe(6);
    const reasons = Object.fromEntries(
      errors.items.map((r: { row_number: number; errors: string[] }) => [r.row_number, r.errors.join(' ')]),
    );
    expect(reasons[5]).toContain('Не заполнено наименование');
    expect(reasons[6]).toContain('контрольной цифрой');
    expect(reasons[7]).toContain('Единица измерения «ведро» не найдена');
    expect(reasons[8]).toContain('Ставка НДС «18 %» не поддерживается');
    expect(reasons[9]).toContain('Артикул «IMP-1» уже встречался в строке 2');
    expect(reasons[10]).toContain('Цена «дёшево» — не число');
    const all = (await rowsOf(dairy, fileId)).json();
    expect(all.items.map((r: { outcome: string }) => r.outcome).slice(0, 3)).toEqual([
      'new',
      'update',
      'unchanged',
    ]);
  });

  it('applies the valid rows once, creating categories by path, and none of the bad rows', async () => {
    const res = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/apply`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'applied', rows_new: 2, rows_update: 1, rows_error: 6 });
    expect(await goodsTotal()).toBe(before + 2);
    expect(await byCode('ZR-001')).toMatchObject({ base_price: '95.00' });
    expect(await byCode('IMP-1')).toMatchObject({
      category_name: 'Сыры',
      barcodes: ['4600000000015'],
      vat_rate: 10,
    });
    expect(await byCode('IMP-7')).toMatchObject({
      category_name: 'Масла',
      vat_rate: null,
      base_price: '1250.00',
    });
    for (const code of ['IMP-2', 'IMP-3', 'IMP-4', 'IMP-5', 'IMP-6'])
      expect(await byCode(code)).toBeUndefined();
    const categories = (
      await dairy({ method: 'GET', url: `/v1/good_categories/?organization_id=${dairyOrg}` })
    ).json().items as { name: string; parent_id: number | null; id: number }[];
    expect(categories.filter((c) => c.name === 'Сыры')).toHaveLength(1);
    const parent = categories.find((c) => c.name === 'Новые');
    expect(categories.find((c) => c.name === 'Масла')?.parent_id).toBe(parent?.id);
    const rows = (await rowsOf(dairy, fileId, '&outcome=new')).json();
    expect(rows.items.every((r: { good_id: number | null }) => r.good_id !== null)).toBe(true);
  });

  it('refuses to apply the same file twice', async () => {
    const res = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/apply`,
    });
    expectErrorBody(res, 409);
    expect(await goodsTotal()).toBe(before + 2);
  });

  it('finds everything unchanged when the same file comes again', async () => {
    const milk = await byCode('ZR-001');
    const res = await upload(dairy, dairyOrg, await xlsxOf(MIXED), 'прайс.xlsx', '?dry_run=false');
    expect(res.json()).toMatchObject({
      status: 'applied',
      rows_new: 0,
      rows_update: 0,
      rows_unchanged: 4,
      rows_error: 6,
    });
    expect(await goodsTotal()).toBe(before + 2);
    expect((await byCode('ZR-001')).updated_at).toBe(milk.updated_at);
  });

  it('gives the error rows back as .xlsx with the reasons', async () => {
    const res = await dairy({
      method: 'GET',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/error_rows`,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([...HEADERS, 'Ошибка']);
    expect(sheet.rowCount).toBe(7);
    expect(String(sheet.getRow(2).getCell(9).value)).toContain('Строка 5: Не заполнено наименование');
  });

  it('lists uploaded files with their counts', async () => {
    const res = await dairy({
      method: 'GET',
      url: `/v1/import_goods/uploaded_files?organization_id=${dairyOrg}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((f: { id: number }) => f.id === fileId)).toMatchObject({
      file_name: 'прайс.xlsx',
      status: 'applied',
      user_name: 'Дмитрий Волков',
    });
  });
});

describe('CSV', () => {
  it('reads Windows-1251 with «;» and applies it', async () => {
    const text =
      'Наименование;Артикул;Ед. изм.;Цена;Категория\r\nСметана «Деревенская» 30 %;CSV-1;кг;410,00;Молочная продукция / Кисломолочные\r\nСыр «Пошехонский»;CSV-2;кг;690;Молочная продукция / Сыры\r\n';
    const res = await upload(dairy, dairyOrg, iconv.encode(text, 'win1251'), 'goods.csv', '?dry_run=false');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ file_type: 'csv', rows_new: 2, rows_error: 0, status: 'applied' });
    expect(await byCode('CSV-1')).toMatchObject({
      name: 'Сметана «Деревенская» 30 %',
      category_name: 'Кисломолочные',
      base_price: '410.00',
    });
  });

  it('reads UTF-8 with a BOM, «,» and quoted commas', async () => {
    const text = '\uFEFFНаименование,Артикул,Цена\n"Творог 5 %, 1 кг",CSV-3,"350,50"\n';
    const res = await upload(dairy, dairyOrg, Buffer.from(text), 'goods.csv');
    expect(res.json()).toMatchObject({ rows_new: 1, rows_error: 0 });
    const rows = (await rowsOf(dairy, res.json().id)).json();
    expect(rows.items[0].values).toMatchObject({ name: 'Творог 5 %, 1 кг', price: '350,50' });
  });
});

describe('goods changed between the dry run and the apply', () => {
  it('checks the rows again instead of applying the stale outcome', async () => {
    const text =
      'Наименование;Артикул;Цена\r\nКефир 1 %;RACE-1;60,00\r\nРяженка 4 %;RACE-2;75,00\r\nСнежок;RACE-3;80,00\r\n';
    const dry = await upload(dairy, dairyOrg, Buffer.from(text), 'гонка.csv');
    expect(dry.json()).toMatchObject({ rows_new: 3, rows_update: 0 });
    const fileId = dry.json().id;
    const newRows = (await rowsOf(dairy, fileId, '&outcome=new')).json();
    expect(newRows.items.map((r: { good_id: number | null }) => r.good_id)).toEqual([null, null, null]);
    // Meanwhile a colleague creates one of the goods by hand.
    const created = await dairy({
      method: 'POST',
      url: `/v1/goods/?organization_id=${dairyOrg}`,
      payload: { name: 'Кефир 1 % (вручную)', code: 'RACE-1', measure_id: 1, barcodes: [] },
    });
    expect(created.statusCode).toBe(201);
    const before = await goodsTotal();
    const res = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/apply`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'applied', rows_new: 2, rows_update: 1 });
    expect(await goodsTotal()).toBe(before + 2);
    expect(await byCode('RACE-1')).toMatchObject({ id: created.json().id, name: 'Кефир 1 %' });
    const rows = (await rowsOf(dairy, fileId)).json().items as { outcome: string; good_id: number }[];
    expect(rows.map((r) => r.outcome)).toEqual(['update', 'new', 'new']);
    expect(rows[0].good_id).toBe(created.json().id);
    expect((await byCode('RACE-2')).id).toBe(rows[1].good_id);
  });
});

describe('column mapping', () => {
  const file = () => Buffer.from('Товарная позиция;Артикул;Лишнее\nБифидок 2,5 %;MAP-1;x\n');

  it('lists unmapped headers and fails rows until «Наименование» is mapped', async () => {
    const res = await upload(dairy, dairyOrg, file(), 'map.csv');
    expect(res.json()).toMatchObject({
      unmapped_headers: ['Товарная позиция', 'Лишнее'],
      missing_keys: ['name'],
      rows_error: 1,
    });
    const fixed = await dairy({
      method: 'PUT',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${res.json().id}/mapping`,
      payload: { mapping: { 'Товарная позиция': 'name', Лишнее: '' } },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      unmapped_headers: ['Лишнее'],
      missing_keys: [],
      rows_new: 1,
      rows_error: 0,
    });
    const applied = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${res.json().id}/apply`,
    });
    expect(applied.json().rows_new).toBe(1);
    expect(await byCode('MAP-1')).toMatchObject({ name: 'Бифидок 2,5 %' });
  });

  it('takes the mapping with the upload and refuses two columns for one field', async () => {
    const ok = await upload(dairy, dairyOrg, file(), 'map.csv', '', { 'Товарная позиция': 'name' });
    expect(ok.json()).toMatchObject({ missing_keys: [], rows_unchanged: 1 });
    const bad = await upload(dairy, dairyOrg, file(), 'map.csv', '', {
      'Товарная позиция': 'name',
      Лишнее: 'name',
    });
    expectErrorBody(bad, 422);
    expectErrorBody(await upload(dairy, dairyOrg, file(), 'map.csv', '', { Лишнее: 'price_x' }), 422);
  });
});

describe('bad files', () => {
  it.each([
    ['random bytes', Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x13, 0x37, 0x00]), 415],
    ['a PNG image', PNG_1PX, 415],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 415],
    ['an empty file', Buffer.alloc(0), 422],
    ['a zip header only', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), 422],
  ])('refuses %s and stores nothing', async (_name, content, status) => {
    const list = async () =>
      (
        await dairy({ method: 'GET', url: `/v1/import_goods/uploaded_files?organization_id=${dairyOrg}` })
      ).json().total;
    const filesBefore = await list();
    expectErrorBody(await upload(dairy, dairyOrg, content, 'file.xlsx'), status);
    expect(await list()).toBe(filesBefore);
  });

  it('refuses a truncated .xlsx with 422', async () => {
    const whole = await xlsxOf(MIXED);
    const res = await upload(dairy, dairyOrg, whole.subarray(0, Math.floor(whole.length / 2)), 'cut.xlsx');
    expectErrorBody(res, 422);
  });

  it.each([
    ['sharedStrings', /^Файл слишком велик после распаковки \(больше 48 МБ\)/],
    ['sheet', /^Файл слишком велик после распаковки \(больше 128 МБ\)/],
    ['cell', /^В таблице есть ячейка длиннее 32\s767 символов/],
  ] as const)(
    'refuses with 413 an .xlsx whose %s part declares 1 KB but inflates to 1 GB, storing nothing',
    async (part, message) => {
      const res = await upload(dairy, dairyOrg, xlsxBomb(1024, part), 'bomb.xlsx');
      expect(expectErrorBody(res, 413).detail).toMatch(message);
      const files = await dairy({
        method: 'GET',
        url: `/v1/import_goods/uploaded_files?organization_id=${dairyOrg}`,
      });
      expect(files.json().items.map((f: { file_name: string }) => f.file_name)).not.toContain('bomb.xlsx');
    },
  );

  it('refuses with 413 a cell longer than Excel allows', async () => {
    const res = await upload(dairy, dairyOrg, xlsxBomb(1), 'long.xlsx');
    expect(expectErrorBody(res, 413).detail).toMatch(/^Строка 1: в ячейке больше 32\s767 символов$/);
  });

  it('refuses a CSV with a broken quote with 422', async () => {
    const res = await upload(
      dairy,
      dairyOrg,
      Buffer.from('Наименование;Цена\n"Молоко;10\nКефир";"12\n'),
      'q.csv',
    );
    expect(expectErrorBody(res, 422).detail).toContain('Не удалось прочитать CSV');
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 'a');
    expectErrorBody(await upload(dairy, dairyOrg, big, 'big.csv'), 413);
  });

  it('refuses more than 100 000 rows with 422', async () => {
    const lines = ['Наименование'];
    for (let i = 0; i <= 100_000; i++) lines.push(`Т${i}`);
    const res = await upload(dairy, dairyOrg, Buffer.from(lines.join('\n')), 'many.csv');
    expect(expectErrorBody(res, 422).detail).toContain('100');
  });
});

describe('access', () => {
  it('hides another organization’s import (404) and its files', async () => {
    const res = await upload(veg, dairyOrg, await xlsxOf(MIXED), 'x.xlsx');
    expectErrorBody(res, 404);
    const mine = await upload(dairy, dairyOrg, await xlsxOf(MIXED), 'x.xlsx');
    expectErrorBody(await rowsOf(veg, mine.json().id), 404);
    const vegFiles = await veg({ method: 'GET', url: '/v1/import_goods/uploaded_files' });
    expect(
      vegFiles.json().items.some((f: { organization_id: number }) => f.organization_id === dairyOrg),
    ).toBe(false);
    const apply = await veg({
      method: 'POST',
      url: `/v1/import_goods/${t.id('org:veg')}/uploaded_files/${mine.json().id}/apply`,
    });
    expectErrorBody(apply, 404);
  });

  it('refuses 403 without the permission and stores nothing', async () => {
    const clientOrg = t.id('org:client');
    const res = await upload(storekeeper, clientOrg, await xlsxOf(MIXED), 'x.xlsx', '?dry_run=false');
    expectErrorBody(res, 403);
    const admin = t.as(await t.login('anna@vkusdvor.demo'));
    const files = await admin({
      method: 'GET',
      url: `/v1/import_goods/uploaded_files?organization_id=${clientOrg}`,
    });
    expect(files.json().total).toBe(0);
  });
});

describe('a file of several thousand rows', () => {
  const ROWS = 2_500;
  let fileId: number;
  let kept: { id: number };

  /** Row i (1-based, the sheet's line i + 1): every 100th has a bad price; row 1 551 changes BIG-UPD. */
  const bigCsv = () => {
    const lines = ['Наименование;Артикул;Категория;Ставка НДС;Цена'];
    for (let i = 1; i <= ROWS; i++) {
      if (i === 1_550) lines.push('Сыр для партии, другое имя;BIG-UPD;/;Без НДС;2,00');
      else
        lines.push(
          `Товар партии ${i};BIG-${i};Большая партия / Группа ${i % 3};10 %;${i % 100 === 0 ? 'дорого' : `${i},50`}`,
        );
    }
    return Buffer.from(lines.join('\r\n'));
  };
  const page = async (query: string) => {
    const res = await rowsOf(dairy, fileId, query);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      total: number;
      items: {
        id: number;
        row_number: number;
        outcome: string;
        errors: string[];
        good_id: number | null;
        values: Record<string, string>;
      }[];
    };
  };

  it('stores every row and lists any page in order, with an outcome filter', async () => {
    const category = await dairy({
      method: 'POST',
      url: `/v1/good_categories/?organization_id=${dairyOrg}`,
      payload: { name: 'Для партии' },
    });
    const created = await dairy({
      method: 'POST',
      url: `/v1/goods/?organization_id=${dairyOrg}`,
      payload: {
        name: 'Сыр для партии',
        code: 'BIG-UPD',
        measure_id: 1,
        vat_rate: 20,
        base_price: '1.00',
        category_id: category.json().id,
      },
    });
    expect(created.statusCode).toBe(201);
    kept = created.json();
    const res = await upload(dairy, dairyOrg, bigCsv(), 'партия.csv');
    expect(res.statusCode).toBe(200);
    fileId = res.json().id;
    expect(res.json()).toMatchObject({
      rows_total: ROWS,
      rows_new: ROWS - 1 - 25,
      rows_update: 1,
      rows_error: 25,
    });

    const across = await page('&offset=995&limit=10');
    expect(across.total).toBe(ROWS);
    expect(across.items.map((r) => r.row_number)).toEqual([
      997, 998, 999, 1000, 1001, 1002, 1003, 1004, 1005, 1006,
    ]);
    expect(across.items[5].values).toMatchObject({
      name: 'Товар партии 1001',
      code: 'BIG-1001',
      price: '1001,50',
    });
    const last = await page('&order_by=desc&limit=3');
    expect(last.items.map((r) => r.row_number)).toEqual([ROWS + 1, ROWS, ROWS - 1]);
    const end = await page(`&offset=${ROWS - 2}&limit=100`);
    expect(end.items.map((r) => r.row_number)).toEqual([ROWS, ROWS + 1]);
    expect((await page(`&offset=${ROWS}`)).items).toEqual([]);

    const errors = await page('&outcome=error&offset=9&limit=3');
    expect(errors.total).toBe(25);
    expect(errors.items.map((r) => r.row_number)).toEqual([1001, 1101, 1201]);
    expect(errors.items[0].errors.join(' ')).toContain('Цена «дорого» — не число');
    const errorsBack = await page('&outcome=error&order_by=desc&offset=1&limit=2');
    expect(errorsBack.items.map((r) => r.row_number)).toEqual([2401, 2301]);
    const update = await page('&outcome=update');
    expect(update.items).toMatchObject([{ row_number: 1551, good_id: kept.id }]);

    const ids = new Set<number>();
    for (let offset = 0; offset < ROWS; offset += 1000)
      for (const row of (await page(`&offset=${offset}&limit=1000`)).items) ids.add(row.id);
    expect(ids.size).toBe(ROWS);
    expect((await page('&outcome=new&limit=1000')).items.every((r) => r.good_id === null)).toBe(true);
  });

  it('gives back every error row of every chunk', async () => {
    const res = await dairy({
      method: 'GET',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/error_rows`,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(26);
    expect(String(sheet.getRow(26).getCell(6).value)).toContain('Строка 2501:');
  });

  it('applies the new rows as goods with the ids the rows show, and the change with «Без НДС» and no category', async () => {
    const before = await goodsTotal();
    const res = await dairy({
      method: 'POST',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${fileId}/apply`,
    });
    expect(res.statusCode).toBe(200);
    expect(await goodsTotal()).toBe(before + ROWS - 26);
    const rows = (await page('&offset=1998&limit=2')).items;
    expect(rows.map((r) => r.outcome)).toEqual(['new', 'error']);
    const good = await dairy({
      method: 'GET',
      url: `/v1/goods/${rows[0].good_id}?organization_id=${dairyOrg}`,
    });
    expect(good.json()).toMatchObject({
      code: 'BIG-1999',
      category_name: 'Группа 1',
      vat_rate: 10,
      base_price: '1999.50',
    });
    expect(
      (await dairy({ method: 'GET', url: `/v1/goods/${kept.id}?organization_id=${dairyOrg}` })).json(),
    ).toMatchObject({
      id: kept.id,
      name: 'Сыр для партии, другое имя',
      vat_rate: null,
      category_id: null,
      base_price: '2.00',
    });
    const categories = (
      await dairy({ method: 'GET', url: `/v1/good_categories/?organization_id=${dairyOrg}` })
    ).json().items as { name: string; parent_id: number | null; id: number }[];
    const parent = categories.filter((c) => c.name === 'Большая партия');
    expect(parent).toHaveLength(1);
    expect(
      categories
        .filter((c) => c.parent_id === parent[0].id)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Группа 0', 'Группа 1', 'Группа 2']);
  });

  it('finds the rows unchanged when the same file comes again, and checks them again for a new mapping', async () => {
    const again = await upload(dairy, dairyOrg, bigCsv(), 'партия.csv');
    expect(again.json()).toMatchObject({
      rows_new: 0,
      rows_update: 0,
      rows_unchanged: ROWS - 25,
      rows_error: 25,
    });
    const remapped = await dairy({
      method: 'PUT',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${again.json().id}/mapping`,
      payload: { mapping: { Цена: '' } },
    });
    // The rows refused only for their price become new once the price is ignored.
    expect(remapped.json()).toMatchObject({
      rows_new: 25,
      rows_update: 0,
      rows_unchanged: ROWS - 25,
      rows_error: 0,
    });
    const rows = (await rowsOf(dairy, again.json().id, '&outcome=new&offset=24')).json();
    expect(rows).toMatchObject({ total: 25, items: [{ row_number: ROWS + 1, good_id: null }] });
  });
});

describe('error rows with a price the sheet holds as a number', () => {
  it('gives the price back with a decimal comma, as a person reads it and the import takes it', async () => {
    const file = await xlsxOf([HEADERS, ['', 'DOT-1', '', 'шт', '', '', 53.5, '']]);
    const res = await upload(dairy, dairyOrg, file, 'точка.xlsx');
    const rows = await dairy({
      method: 'GET',
      url: `/v1/import_goods/${dairyOrg}/uploaded_files/${res.json().id}/error_rows`,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(rows.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).getCell(7).value).toBe('53,50');
  });
});
