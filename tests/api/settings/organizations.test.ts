import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { multipartFile, PNG_1X1 } from './multipart';

// anna: admin of «Вкусный двор»; igor: a buyer there, no organization_u; dmitry: admin of another organization
const { t, anna, igor, dmitry } = withTestApp(['anna', 'igor', 'dmitry']);
let clientOrg: number;
beforeAll(() => {
  clientOrg = t.id('org:client');
});

const call = (client: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  client({ method, url: `/v1/organizations${url}`, payload });
const snapshot = async (id = clientOrg) => (await call(anna, 'GET', `/${id}`)).json();

describe('reading organizations', () => {
  it('lists only the caller’s organizations with public info and module flags', async () => {
    const res = await call(anna, 'GET', '/');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().items[0]).toMatchObject({
      id: clientOrg,
      name: 'ООО «Вкусный двор»',
      inn: '7707083893',
      module_client: true,
      can_edit: true,
      public_info: { city_name: 'Москва', region_name: 'Москва', bik: '044525225' },
    });
  });

  it('filters by name and ids and sorts by name', async () => {
    const created = await call(anna, 'POST', '/', { name: 'ООО «Альфа»' });
    expect(created.statusCode).toBe(201);
    const sorted = await call(anna, 'GET', '/?order_field=name&order_by=asc');
    expect(sorted.json().items.map((o: { name: string }) => o.name)).toEqual([
      'ООО «Альфа»',
      'ООО «Вкусный двор»',
    ]);
    const byName = await call(anna, 'GET', `/?name=${encodeURIComponent('вкусный')}`);
    expect(byName.json().items.map((o: { id: number }) => o.id)).toEqual([clientOrg]);
    const byIds = await call(anna, 'GET', `/?ids=${created.json().id},${t.id('org:dairy')}`);
    expect(byIds.json().items.map((o: { id: number }) => o.id)).toEqual([created.json().id]);
    expectErrorBody(await call(anna, 'GET', '/?order_field=inn'), 422);
  });

  it('refuses the card to a member without organization_r (403)', async () => {
    expectErrorBody(await call(igor, 'GET', `/${clientOrg}`), 403);
  });

  it('answers 404 for an organization the caller is not in', async () => {
    expectErrorBody(await call(dmitry, 'GET', `/${clientOrg}`), 404);
    expectErrorBody(await call(anna, 'GET', '/999999'), 404);
  });
});

describe('token', () => {
  it('is 32 random bytes in base64url, stable until PUT regenerates it', async () => {
    const first = await call(anna, 'GET', `/${clientOrg}/token`);
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call(anna, 'GET', `/${clientOrg}/token`)).json().token).toBe(first.json().token);
    const renewed = await call(anna, 'PUT', `/${clientOrg}/token`);
    expect(renewed.json().token).not.toBe(first.json().token);
    expect((await call(anna, 'GET', `/${clientOrg}/token`)).json().token).toBe(renewed.json().token);
  });

  it('is refused without organization_u (403) and for other organizations (404), unchanged', async () => {
    const before = (await call(anna, 'GET', `/${clientOrg}/token`)).json().token;
    expectErrorBody(await call(igor, 'GET', `/${clientOrg}/token`), 403);
    expectErrorBody(await call(igor, 'PUT', `/${clientOrg}/token`), 403);
    expectErrorBody(await call(dmitry, 'PUT', `/${clientOrg}/token`), 404);
    expect((await call(anna, 'GET', `/${clientOrg}/token`)).json().token).toBe(before);
  });
});

/** A new user in no organization yet, as a caller. */
async function signUpAlone(name: string, email: string) {
  const signup = await t.app.inject({
    method: 'POST',
    url: '/v1/users/signup',
    payload: { name, email, password: 'secret-pass-123' },
  });
  return t.as(signup.json().access_token as string);
}

describe('create, update, delete', () => {
  it('lets a user in no organization create the first one and makes them its administrator', async () => {
    const petrov = await signUpAlone('Пётр Петров', 'petrov@ip-petrov.demo');
    const res = await call(petrov, 'POST', '/', {
      name: 'ИП Петров',
      inn: '500100732259',
      ogrn: '304500116000157',
      module_supplier: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'ИП Петров', can_edit: true, module_supplier: true, kpp: null });
    const me = await petrov({ method: 'GET', url: '/v1/users/me' });
    const mine = me.json().organizations.find((o: { id: number }) => o.id === res.json().id);
    expect(mine.is_admin).toBe(true);
    expect((await call(petrov, 'PUT', `/${res.json().id}`, { kpp: '500101001' })).json().kpp).toBe(
      '500101001',
    );
  });

  it('refuses a new organization to a member without organization_c (403), creating nothing', async () => {
    const before = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    const refused = expectErrorBody(await call(igor, 'POST', '/', { name: 'ООО «Тень»' }), 403);
    expect(refused.detail).toMatch(/Создание организаций/);
    expect(await t.database.query('SELECT count(*)::int AS n FROM organizations')).toEqual(before);
  });

  it('limits new organizations per user and day with 429', async () => {
    const many = await signUpAlone('Серийный Создатель', 'many@orgs.demo');
    for (let i = 1; i <= 10; i += 1) {
      expect((await call(many, 'POST', '/', { name: `ООО «Номер ${i}»` })).statusCode).toBe(201);
    }
    const body = expectErrorBody(await call(many, 'POST', '/', { name: 'ООО «Лишняя»' }), 429);
    expect(body.detail).toMatch(/Слишком много новых организаций/);
  });

  it('allows one organization per INN (+KPP for a branch) with a Russian 409', async () => {
    const taken = expectErrorBody(await call(anna, 'POST', '/', { name: 'Двойник', inn: '5001012343' }), 409);
    expect(taken.detail).toMatch(/ИНН .*уже зарегистрирована/);
    expect(taken.fields?.inn).toBeDefined();
    const viaUpdate = expectErrorBody(await call(anna, 'PUT', `/${clientOrg}`, { inn: '6164012341' }), 409);
    expect(viaUpdate.detail).toMatch(/ИНН/);
    const head = await call(anna, 'POST', '/', { name: 'Сеть «Обед»', inn: '7712345671', kpp: '771201001' });
    expect(head.statusCode).toBe(201);
    const branch = { name: 'Сеть «Обед», филиал', inn: '7712345671', kpp: '772901001' };
    // Only a member of the organization holding the INN adds a branch.
    expectErrorBody(await call(dmitry, 'POST', '/', branch), 409);
    expect((await call(anna, 'POST', '/', branch)).statusCode).toBe(201);
    const twin = { name: 'Сеть «Обед» 2', inn: '7712345671', kpp: '771201001' };
    expectErrorBody(await call(anna, 'POST', '/', twin), 409);
    const noKpp = { name: 'Сеть «Обед» 3', inn: '7712345671' };
    expectErrorBody(await call(anna, 'POST', '/', noKpp), 409);
  });

  it.each([
    ['inn', { name: 'X', inn: '7707083894' }, /ИНН/],
    ['kpp', { name: 'X', kpp: '77070100' }, /КПП/],
    ['ogrn', { name: 'X', ogrn: '1027700132196' }, /ОГРН/],
    ['name', { name: '  ' }, /Название/],
  ])('refuses a bad %s with 422 and a Russian field message', async (field, body, message) => {
    const before = (await call(anna, 'GET', '/')).json().total;
    const res = expectErrorBody(await call(anna, 'POST', '/', body), 422);
    expect(res.fields?.[field]).toMatch(message);
    expect((await call(anna, 'GET', '/')).json().total).toBe(before);
  });

  it('updates name, requisites and modules', async () => {
    const res = await call(anna, 'PUT', `/${clientOrg}`, {
      name: 'ООО «Вкусный двор» (Москва)',
      kpp: '770101001',
      module_supplier: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'ООО «Вкусный двор» (Москва)',
      kpp: '770101001',
      module_supplier: true,
    });
    expect(res.json().inn).toBe('7707083893');
  });

  it('refuses updates without organization_u, of other organizations, with bad requisites — unchanged', async () => {
    const before = await snapshot();
    expectErrorBody(await call(igor, 'PUT', `/${clientOrg}`, { name: 'Взлом' }), 403);
    expectErrorBody(await call(dmitry, 'PUT', `/${clientOrg}`, { name: 'Взлом' }), 404);
    const bad = expectErrorBody(
      await call(anna, 'PUT', `/${clientOrg}`, { name: 'Другое', inn: '123' }),
      422,
    );
    expect(bad.fields?.inn).toMatch(/ИНН/);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes an organization without documents and refuses one with goods (409)', async () => {
    const created = (await call(anna, 'POST', '/', { name: 'Удаляемая' })).json();
    expectErrorBody(await call(igor, 'DELETE', `/${created.id}`), 404);
    expectErrorBody(await call(dmitry, 'DELETE', `/${clientOrg}`), 404);
    expect((await call(anna, 'DELETE', `/${created.id}`)).statusCode).toBe(200);
    expectErrorBody(await call(anna, 'GET', `/${created.id}`), 404);

    const withGoods = (await call(anna, 'POST', '/', { name: 'С товарами' })).json();
    await t.database.query('INSERT INTO goods (organization_id, name) VALUES ($1, $2)', [
      withGoods.id,
      'Молоко',
    ]);
    const refused = expectErrorBody(await call(anna, 'DELETE', `/${withGoods.id}`), 409);
    expect(refused.detail).toBe('Организацию нельзя удалить: по ней есть документы');
    expect((await call(anna, 'GET', `/${withGoods.id}`)).statusCode).toBe(200);
  });

  it('refuses deletion without organization_u with 403, changing nothing', async () => {
    expectErrorBody(await call(igor, 'DELETE', `/${clientOrg}`), 403);
    expect((await call(anna, 'GET', `/${clientOrg}`)).statusCode).toBe(200);
  });
});

describe('logo', () => {
  const upload = (client: Client, body: ReturnType<typeof multipartFile>, id = clientOrg) =>
    client({ method: 'POST', url: `/v1/organizations/${id}/logo_file_assets`, ...body });

  it('stores an image sniffed by content and serves it', async () => {
    const res = await upload(anna, multipartFile('upload_file', 'logo.txt', PNG_1X1, 'text/plain'));
    expect(res.statusCode).toBe(200);
    const url = res.json().logo_url as string;
    expect(url).toMatch(/^\/files\/.+\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');
    const again = await upload(anna, multipartFile('file', 'logo.png', PNG_1X1, 'image/png'));
    expect(again.json().logo_url).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a non-image with 415 and an oversized image with 413, keeping the logo', async () => {
    const before = (await snapshot()).logo_url;
    const notImage = expectErrorBody(
      await upload(
        anna,
        multipartFile('upload_file', 'logo.png', Buffer.from('<svg onload=alert(1)>'), 'image/png'),
      ),
      415,
    );
    expect(notImage.detail).toBe('Логотип должен быть изображением PNG, JPEG, GIF или WebP');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = expectErrorBody(await upload(anna, multipartFile('upload_file', 'big.png', big)), 413);
    expect(tooBig.detail).toMatch(/2 МБ/);
    expectErrorBody(await upload(anna, multipartFile('other', 'logo.png', PNG_1X1)), 422);
    expect((await snapshot()).logo_url).toBe(before);
  });

  it('refuses other organizations (404) and members without organization_u (403)', async () => {
    const before = (await snapshot()).logo_url;
    expectErrorBody(await upload(igor, multipartFile('upload_file', 'a.png', PNG_1X1)), 403);
    expectErrorBody(await upload(dmitry, multipartFile('upload_file', 'a.png', PNG_1X1)), 404);
    expectErrorBody(await call(igor, 'DELETE', `/${clientOrg}/logo_file_assets`), 403);
    expectErrorBody(await call(dmitry, 'DELETE', `/${clientOrg}/logo_file_assets`), 404);
    expect((await snapshot()).logo_url).toBe(before);
  });

  it('deletes the logo', async () => {
    const res = await call(anna, 'DELETE', `/${clientOrg}/logo_file_assets`);
    expect(res.statusCode).toBe(200);
    expect(res.json().logo_url).toBeNull();
  });
});
