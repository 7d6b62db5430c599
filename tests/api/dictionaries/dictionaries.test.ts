import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, tokens } = withTestApp(['igor']);

const get = (url: string, as: string | null = tokens.igor) =>
  t.as(as)({ method: 'GET', url: `/v1/dictionaries/${url}` });

describe('address dictionaries', () => {
  it('lists the countries, Russia first, without a login', async () => {
    const res = await get('addr_countries', null);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((c: { country_name: string }) => c.country_name);
    expect(names[0]).toBe('Россия');
    expect(names).toEqual(expect.arrayContaining(['Беларусь', 'Казахстан', 'Армения', 'Киргизия']));
  });

  it('has all 89 federal subjects with their official names within limit=1000', async () => {
    const res = await get('addr_regions?limit=1000');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(89);
    expect(res.json().items).toHaveLength(89);
    const names = res.json().items.map((r: { region_name: string }) => r.region_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Москва',
        'Санкт-Петербург',
        'Севастополь',
        'Республика Татарстан (Татарстан)',
        'Ханты-Мансийский автономный округ — Югра',
        'Чувашская Республика — Чувашия',
        'Кемеровская область — Кузбасс',
      ]),
    );
  });

  it('filters regions by ids (repeated or comma-separated) and by name regardless of case and ё', async () => {
    const byIds = await get('addr_regions?region_ids=77,78&region_ids=50&order_field=region_id');
    expect(byIds.json().items.map((r: { region_id: number }) => r.region_id)).toEqual([50, 77, 78]);
    const byName = await get(`addr_regions?region_name=${encodeURIComponent('КЕМЕРОВСКАЯ')}`);
    expect(byName.json().items).toEqual([
      { region_id: 42, region_name: 'Кемеровская область — Кузбасс', country_id: 1 },
    ]);
  });

  it('refuses a regions limit above 1000 and an unknown sort field with 422', async () => {
    expectErrorBody(await get('addr_regions?limit=1001'), 422);
    expectErrorBody(await get('addr_regions?order_field=population'), 422);
  });

  it('lists cities over 50 000 people with their regions and filters them', async () => {
    const all = await get('addr_cities?limit=1000');
    expect(all.json().total).toBeGreaterThanOrEqual(300);
    const moscowRegion = await get('addr_cities?region_ids=50&limit=1000');
    const names = moscowRegion.json().items.map((c: { locality_name: string }) => c.locality_name);
    expect(names).toEqual(expect.arrayContaining(['Балашиха', 'Подольск', 'Химки', 'Королёв']));
    const search = await get(`addr_cities?locality_name=${encodeURIComponent('королев')}`);
    expect(search.json().items).toEqual([
      {
        locality_id: expect.any(Number),
        locality_name: 'Королёв',
        region_id: 50,
        region_name: 'Московская область',
      },
    ]);
    const byId = await get('addr_cities?locality_ids=1,2&order_field=locality_id');
    expect(byId.json().items.map((c: { locality_name: string }) => c.locality_name)).toEqual([
      'Москва',
      'Санкт-Петербург',
    ]);
  });
});

describe('status and reference dictionaries', () => {
  it('serves order statuses with labels and colours, without drafts for suppliers', async () => {
    const all = await get('order_statuses');
    expect(all.json().total).toBe(13);
    expect(all.json().items[0]).toEqual({ id: 1, status: 'draft', label: 'Черновик', color: 'grey' });
    const supplier = await get('order_statuses?by_context=supplier');
    expect(supplier.json().items.map((s: { status: string }) => s.status)).not.toContain('draft');
    expect((await get('order_statuses?by_context=client')).json().total).toBe(13);
    expectErrorBody(await get('order_statuses?by_context=partner'), 422);
  });

  it.each([
    ['contract_statuses', 'active'],
    ['stocktaking_statuses', 'accounted'],
    ['write_off_statuses', 'accounted'],
  ])('serves %s', async (path, status) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((s: { status: string }) => s.status)).toContain(status);
  });

  it('serves the default write-off reasons', async () => {
    const res = await get('write_off_reason/');
    expect(res.json().items.map((r: { name: string }) => r.name)).toEqual([
      'Порча',
      'Истёк срок годности',
      'Бой/брак',
      'Недостача',
      'Дегустация/проработка',
      'Списание на персонал',
      'Прочее',
    ]);
  });

  it('serves the import columns with the required flag', async () => {
    const res = await get('import_goods_keys');
    expect(res.json().items).toContainEqual({ key: 'name', label: 'Наименование', required: true });
    expect(res.json().items).toContainEqual({ key: 'vat_rate', label: 'Ставка НДС', required: false });
  });

  it('asks for a login for the status dictionaries', async () => {
    expectErrorBody(await get('order_statuses', null), 401);
  });
});
