import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../goods/support';
import { type Client, createTestApp, expectErrorBody, type TestApp } from '../support/app';

/** Every upload route answers a broken multipart body with a 4xx error body, never a 500. */

let t: TestApp;
let routes: { name: string; client: Client; url: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const dairy = t.as(await t.login('dmitry@zorka.demo'));
  const admin = t.as(await t.login('admin@zakupki.demo'));
  const dairyOrg = t.id('org:dairy');
  const content = { time: 1, version: '2.31.7', blocks: [] };
  const good = (
    await t.database.query<{ id: number }>(
      'SELECT id::int AS id FROM goods WHERE organization_id = $1 LIMIT 1',
      [dairyOrg],
    )
  )[0].id;
  const supplierPost = (
    await dairy({
      method: 'POST',
      url: `/v1/supplier/posts?organization_id=${dairyOrg}`,
      payload: { title: 'Черновик', content },
    })
  ).json().id as number;
  const adminPost = (
    await admin({ method: 'POST', url: '/api_a/posts', payload: { title: 'Черновик', content } })
  ).json().id as number;
  routes = [
    { name: 'goods images', client: dairy, url: `/v1/goods/${good}/upload_file_assets` },
    { name: 'goods import', client: dairy, url: `/v1/import_goods/${dairyOrg}/upload_file_goods` },
    { name: 'organization logo', client: dairy, url: `/v1/organizations/${dairyOrg}/logo_file_assets` },
    { name: 'supplier post cover', client: dairy, url: `/v1/supplier/posts/${supplierPost}/file_assets` },
    {
      name: 'supplier post editor image',
      client: dairy,
      url: `/v1/supplier/posts/${supplierPost}/file_assets/editorjs`,
    },
    { name: 'platform post cover', client: admin, url: `/api_a/posts/${adminPost}/file_assets/` },
    {
      name: 'platform post editor image',
      client: admin,
      url: `/api_a/posts/${adminPost}/file_assets/editorjs`,
    },
  ];
});
afterAll(() => t.close());

/** A whole body with one PNG part, cut before its end (no closing boundary, part of the file missing). */
function cutShort() {
  const whole = multipart([{ name: 'file', filename: 'a.png', content: PNG_1PX, type: 'image/png' }]);
  return { headers: whole.headers, payload: whole.payload.subarray(0, whole.payload.length - 60) };
}

const BROKEN = {
  'no boundary': { headers: { 'content-type': 'multipart/form-data' }, payload: 'something' },
  'a 300-character boundary': {
    headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
    payload: 'something',
  },
  'a body cut short': cutShort(),
};

describe('broken multipart bodies on the 7 upload routes', () => {
  it('covers every upload route', () => {
    expect(routes).toHaveLength(7);
  });

  it.each(Object.keys(BROKEN) as (keyof typeof BROKEN)[])(
    '%s → 4xx with a Russian error body on each',
    async (kind) => {
      for (const { client, url, name } of routes) {
        const res = await client({ method: 'POST', url, ...BROKEN[kind] });
        expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
        expect(expectErrorBody(res, res.statusCode).detail).toMatch(/[а-яё]/i);
      }
    },
  );
});
