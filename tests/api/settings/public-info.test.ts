import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, anna, igor, dmitry } = withTestApp(['anna', 'igor', 'dmitry']);
let clientOrg: number;
beforeAll(() => {
  clientOrg = t.id('org:client');
});

const VALID = {
  description: 'Кафе домашней кухни',
  phone: '+7 (812) 300-20-10',
  email: 'Info@VkusDvor.demo',
  website: 'https://vkusdvor.demo',
  country_id: 1,
  region_id: 78,
  city_id: 2,
  street: 'Невский пр., д. 28',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  settlement_account: '40702810238000001234',
  correspondent_account: '30101810400000000225',
};
const post = (client: Client, body: object, id = clientOrg) =>
  client({ method: 'POST', url: `/v1/organizations/${id}/organization_public_info`, payload: body });
const card = async () => (await anna({ method: 'GET', url: `/v1/organizations/${clientOrg}` })).json();

describe('public info', () => {
  it('saves the card, address names and bank details', async () => {
    const res = await post(anna, VALID);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kpp: '773601001',
      ogrn: '1027700132195',
      public_info: {
        region_name: 'Санкт-Петербург',
        city_name: 'Санкт-Петербург',
        country_name: 'Россия',
        email: 'Info@VkusDvor.demo',
        settlement_account: '40702810238000001234',
      },
    });
  });

  it('fills region and country from the city when only the city is sent', async () => {
    const res = await post(anna, { ...VALID, country_id: null, region_id: null, city_id: 1 });
    expect(res.json().public_info).toMatchObject({ country_id: 1, region_id: 77, city_name: 'Москва' });
  });

  it.each([
    ['inn', { inn: '7707083890' }, 'ИНН: 10 или 12 цифр с верными контрольными цифрами'],
    ['kpp', { kpp: '7736010' }, 'КПП: 9 символов — 4 цифры, 2 цифры или буквы, 3 цифры'],
    ['ogrn', { ogrn: '1027700132194' }, 'ОГРН: 13 цифр (ОГРНИП — 15) с верной контрольной цифрой'],
    ['bik', { bik: '144525225' }, 'БИК: 9 цифр, начинается с 04'],
    [
      'settlement_account',
      { settlement_account: '40702810238000001235' },
      'Расчётный счёт: контрольный ключ не сходится с БИК',
    ],
    ['settlement_account', { settlement_account: '4070281023800000123' }, 'Расчётный счёт: 20 цифр'],
    [
      'correspondent_account',
      { correspondent_account: '30101810400000000226' },
      'Корреспондентский счёт: должен начинаться с 301 и сходиться с БИК',
    ],
    ['bik', { bik: null }, 'Укажите БИК, чтобы проверить счёт'],
    ['region_id', { region_id: 96, city_id: null }, 'Регион не найден в справочнике'],
    ['city_id', { city_id: 999999 }, 'Город не найден в справочнике'],
    ['city_id', { region_id: 77, city_id: 2 }, 'Город не относится к выбранному региону'],
    ['country_id', { country_id: 500 }, 'Страна не найдена в справочнике'],
    ['email', { email: 'not-an-email' }, 'Неверный формат e-mail'],
  ])('refuses a bad %s with 422 and a Russian message, changing nothing', async (field, change, message) => {
    const before = await card();
    const res = expectErrorBody(await post(anna, { ...VALID, ...change }), 422);
    expect(res.fields?.[field]).toBe(message);
    expect(await card()).toEqual(before);
  });

  it('is refused without organization_u (403) and for another organization (404)', async () => {
    const before = await card();
    expectErrorBody(await post(igor, { ...VALID, description: 'Чужое' }), 403);
    expectErrorBody(await post(dmitry, { ...VALID, description: 'Чужое' }), 404);
    expect(await card()).toEqual(before);
  });
});
