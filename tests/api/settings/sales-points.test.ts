import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../support/app';

let t: TestApp;
let anna: string; // client admin
let igor: string; // buyer: reads sales points, cannot change them
let elena: string; // dairy sales manager: no sales_point_client_r
let dmitry: string; // dairy admin: another organization
let clientOrg: number;
beforeAll(async () => {
  t = await createTestApp();
  [anna, igor, elena, dmitry] = await Promise.all(
    ['anna@vkusdvor.demo', 'igor@vkusdvor.demo', 'elena@zorka.demo', 'dmitry@zorka.demo'].map((e) =>
      t.login(e),
    ),
  );
  clientOrg = t.id('org:client');
});
afterAll(() => t.close());

const HOURS = { mon: { from: '09:00', to: '21:30' }, sat: { from: '10:00', to: '23:50' } };
const BODY = {
  name: 'Вкусный двор на Арбате',
  address: 'ул. Арбат, д. 10',
  city_id: 1,
  phone: '+7 495 111-22-33',
  working_hours: HOURS,
};
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.as(token)({ method, url: `/v1/sales_points${url}`, payload });
const names = async (token: string, url = '/') =>
  (await call(token, 'GET', url)).json().items.map((p: { name: string }) => p.name);

describe('reading', () => {
  it('lists the sales points of the caller’s organizations, sorted and filtered', async () => {
    expect(await names(anna)).toEqual(['Вкусный двор на Невском', 'Вкусный двор на Тверской']);
    expect(await names(igor, `/?organization_id=${clientOrg}&order_field=name&order_by=desc`)).toEqual([
      'Вкусный двор на Тверской',
      'Вкусный двор на Невском',
    ]);
    expect(await names(anna, `/?name=${encodeURIComponent('невск')}`)).toEqual(['Вкусный двор на Невском']);
    const one = await call(anna, 'GET', `/${t.id('sp:tverskaya')}?organization_id=${clientOrg}`);
    expect(one.json()).toMatchObject({
      city_name: 'Москва',
      region_id: 77,
      organization_name: 'ООО «Вкусный двор»',
    });
    expect(one.json().working_hours.mon).toEqual({ from: '09:00', to: '23:00' });
  });

  it('hides other organizations’ points (404) and refuses readers without the permission (403)', async () => {
    expectErrorBody(await call(dmitry, 'GET', `/${t.id('sp:tverskaya')}`), 404);
    expectErrorBody(await call(dmitry, 'GET', `/?organization_id=${clientOrg}`), 404);
    expect(await names(dmitry)).toEqual([]);
    expectErrorBody(await call(elena, 'GET', `/?organization_id=${t.id('org:dairy')}`), 403);
    expectErrorBody(
      await call(anna, 'GET', `/${t.id('sp:tverskaya')}?organization_id=${t.id('org:dairy')}`),
      404,
    );
  });
});

describe('writing', () => {
  it('creates, updates and deletes a sales point with working hours', async () => {
    const created = await call(anna, 'POST', `/?organization_id=${clientOrg}`, BODY);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: BODY.name,
      city_name: 'Москва',
      working_hours: HOURS,
      is_active: true,
    });
    const id = created.json().id;
    const updated = await call(anna, 'PUT', `/${id}?organization_id=${clientOrg}`, {
      ...BODY,
      city_id: 2,
      is_active: false,
      working_hours: { sun: { from: '06:00', to: '12:10' } },
    });
    expect(updated.json()).toMatchObject({
      city_name: 'Санкт-Петербург',
      is_active: false,
      working_hours: { sun: { from: '06:00', to: '12:10' } },
    });
    expect(updated.json().working_hours.mon).toBeUndefined();
    expect((await call(anna, 'DELETE', `/${id}`)).statusCode).toBe(200);
    expectErrorBody(await call(anna, 'GET', `/${id}`), 404);
  });

  it.each([
    [
      'working_hours.mon.to',
      { mon: { from: '09:00', to: '24:00' } },
      'Время в формате ЧЧ:ММ, например 09:30',
    ],
    [
      'working_hours.mon.to',
      { mon: { from: '12:00', to: '12:00' } },
      'Время закрытия не может совпадать со временем открытия',
    ],
    [
      'working_hours.mon.from',
      { mon: { from: '9:00', to: '11:00' } },
      'Время в формате ЧЧ:ММ, например 09:30',
    ],
    [
      'working_hours',
      { holiday: { from: '09:00', to: '11:00' } },
      'Неизвестный день недели: используйте mon, tue, wed, thu, fri, sat, sun',
    ],
  ])('refuses bad hours at %s with a Russian message', async (field, hours, message) => {
    const before = await names(anna);
    const res = expectErrorBody(
      await call(anna, 'POST', `/?organization_id=${clientOrg}`, { ...BODY, working_hours: hours }),
      422,
    );
    expect(res.fields?.[field]).toBe(message);
    expect(await names(anna)).toEqual(before);
  });

  it('refuses an unknown city and an empty name with 422', async () => {
    const city = expectErrorBody(
      await call(anna, 'POST', `/?organization_id=${clientOrg}`, { ...BODY, city_id: 999999 }),
      422,
    );
    expect(city.fields?.city_id).toBe('Город не найден в справочнике');
    const name = expectErrorBody(
      await call(anna, 'POST', `/?organization_id=${clientOrg}`, { ...BODY, name: '' }),
      422,
    );
    expect(name.fields?.name).toMatch(/Название/);
    expectErrorBody(await call(anna, 'POST', '/', BODY), 422);
  });

  it('refuses writers without the permission (403) and other organizations (404), changing nothing', async () => {
    const id = t.id('sp:nevsky');
    const before = (await call(anna, 'GET', `/${id}`)).json();
    const list = await names(anna);
    expectErrorBody(await call(igor, 'POST', `/?organization_id=${clientOrg}`, BODY), 403);
    expectErrorBody(await call(igor, 'PUT', `/${id}`, BODY), 403);
    expectErrorBody(await call(igor, 'DELETE', `/${id}`), 403);
    expectErrorBody(await call(dmitry, 'POST', `/?organization_id=${clientOrg}`, BODY), 404);
    expectErrorBody(await call(dmitry, 'PUT', `/${id}`, BODY), 404);
    expectErrorBody(await call(dmitry, 'DELETE', `/${id}`), 404);
    expect((await call(anna, 'GET', `/${id}`)).json()).toEqual(before);
    expect(await names(anna)).toEqual(list);
  });

  it('refuses to delete a sales point that documents refer to (409)', async () => {
    const id = (await call(anna, 'POST', `/?organization_id=${clientOrg}`, BODY)).json().id;
    await t.database.query(
      'INSERT INTO stocktaking_docs (organization_id, sales_point_id, number) VALUES ($1, $2, 9001)',
      [clientOrg, id],
    );
    const res = expectErrorBody(await call(anna, 'DELETE', `/${id}`), 409);
    expect(res.detail).toBe('Точку продаж нельзя удалить: по ней есть документы');
    expect((await call(anna, 'GET', `/${id}`)).statusCode).toBe(200);
  });
});

describe('client view', () => {
  it('lists the client’s own points for a buyer and opens one', async () => {
    const res = await t.as(igor)({ method: 'GET', url: '/v1/client/sales_points/?is_active=true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { name: string }) => p.name)).toContain('Вкусный двор на Тверской');
    const one = await t.as(igor)({ method: 'GET', url: `/v1/client/sales_points/${t.id('sp:nevsky')}` });
    expect(one.json().city_name).toBe('Санкт-Петербург');
  });

  it('hides other organizations’ points (404) and refuses a member without the permissions (403)', async () => {
    expectErrorBody(
      await t.as(dmitry)({ method: 'GET', url: `/v1/client/sales_points/${t.id('sp:nevsky')}` }),
      404,
    );
    expectErrorBody(
      await t.as(dmitry)({ method: 'GET', url: `/v1/client/sales_points/?organization_id=${clientOrg}` }),
      404,
    );
    expectErrorBody(
      await t.as(elena)({
        method: 'GET',
        url: `/v1/client/sales_points/?organization_id=${t.id('org:dairy')}`,
      }),
      403,
    );
  });
});
