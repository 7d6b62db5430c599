import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

/** Issue 19: each organization and sales point keeps its own time zone (default Moscow). */
// anna: the client admin
const { t, anna } = withTestApp(['anna']);
let clientOrg: number;
beforeAll(() => {
  clientOrg = t.id('org:client');
});

const zoneOf = async (table: 'organizations' | 'sales_points', id: number) =>
  (await t.database.query<{ time_zone: string }>(`SELECT time_zone FROM ${table} WHERE id = $1`, [id]))[0]
    .time_zone;

describe('organization time zone', () => {
  it('is Moscow by default and changes in the organization form', async () => {
    const shown = await anna({ method: 'GET', url: `/v1/organizations/${clientOrg}` });
    expect(shown.json().time_zone).toBe('Europe/Moscow');
    const res = await anna({
      method: 'PUT',
      url: `/v1/organizations/${clientOrg}`,
      payload: { time_zone: 'Asia/Novosibirsk' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().time_zone).toBe('Asia/Novosibirsk');
    expect(await zoneOf('organizations', clientOrg)).toBe('Asia/Novosibirsk');
  });

  it('refuses a zone that is not Russian or not a zone, changing nothing', async () => {
    for (const time_zone of ['Mars/Olympus', 'Europe/Berlin', '+07:00', 7]) {
      const res = await anna({
        method: 'PUT',
        url: `/v1/organizations/${clientOrg}`,
        payload: { time_zone },
      });
      const body = expectErrorBody(res, 422);
      expect(body.fields?.time_zone).toMatch(/^Часовой пояс: один из/);
    }
    expect(await zoneOf('organizations', clientOrg)).toBe('Asia/Novosibirsk');
  });
});

describe('sales point time zone', () => {
  const body = { name: 'Вкусный двор в Академгородке', working_hours: {} };

  it('takes the organization’s zone when none is given, and keeps its own when set', async () => {
    await t.database.query('UPDATE organizations SET time_zone = $1 WHERE id = $2', [
      'Asia/Novosibirsk',
      clientOrg,
    ]);
    const created = await anna({
      method: 'POST',
      url: `/v1/sales_points/?organization_id=${clientOrg}`,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().time_zone).toBe('Asia/Novosibirsk');
    const id = created.json().id;
    const moved = await anna({
      method: 'PUT',
      url: `/v1/sales_points/${id}?organization_id=${clientOrg}`,
      payload: { ...body, time_zone: 'Asia/Vladivostok' },
    });
    expect(moved.json().time_zone).toBe('Asia/Vladivostok');
    // A PUT without the zone keeps it.
    const renamed = await anna({
      method: 'PUT',
      url: `/v1/sales_points/${id}?organization_id=${clientOrg}`,
      payload: { ...body, name: 'Вкусный двор на Русском острове' },
    });
    expect(renamed.json()).toMatchObject({
      name: 'Вкусный двор на Русском острове',
      time_zone: 'Asia/Vladivostok',
    });
    const bad = await anna({
      method: 'PUT',
      url: `/v1/sales_points/${id}?organization_id=${clientOrg}`,
      payload: { ...body, time_zone: 'Asia/Tokyo' },
    });
    expect(expectErrorBody(bad, 422).fields?.time_zone).toMatch(/^Часовой пояс/);
    expect(await zoneOf('sales_points', id)).toBe('Asia/Vladivostok');
  });

  it('keeps night opening hours (a bar open 18:00–03:00, a bakery from 04:30)', async () => {
    const res = await anna({
      method: 'POST',
      url: `/v1/sales_points/?organization_id=${clientOrg}`,
      payload: {
        name: 'Бар «Полночь»',
        working_hours: { fri: { from: '18:00', to: '03:00' }, sat: { from: '04:30', to: '12:00' } },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().working_hours).toEqual({
      fri: { from: '18:00', to: '03:00' },
      sat: { from: '04:30', to: '12:00' },
    });
  });
});
