import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { rowCount } from './count';

const { t, anna, igor, dmitry } = withTestApp(['anna', 'igor', 'dmitry']);
let client: number;
let chef: number;
const invite = (as: Client, payload: Record<string, unknown>) =>
  as({ method: 'POST', url: '/v1/organizations/invite_user', payload });
const count = (from: string, params?: unknown[]) => rowCount(t, from, params);

beforeAll(() => {
  client = t.id('org:client');
  chef = t.id('role:chef');
});

describe('POST /v1/organizations/invite_user', () => {
  it('sends a new e-mail an invitation; signing up with it joins the organization with the role', async () => {
    const res = await invite(anna, {
      organization_id: client,
      email: 'Pavel@Example.ru',
      role_id: chef,
      name: 'Павел',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'invited' });
    const mail = t.outbox().at(-1);
    expect(mail).toMatchObject({
      to: 'pavel@example.ru',
      subject: 'Приглашение в организацию ООО «Вкусный двор»',
    });
    expect(mail?.text).toMatch(/Здравствуйте, Павел!/);
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/login');
    expect(link.searchParams.get('message')).toBe('registration');
    const token = link.searchParams.get('invite');

    const signup = await t.as(null)({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        name: 'Павел Соколов',
        email: 'pavel@example.ru',
        password: 'secret-pass-1',
        invite_token: token,
      },
    });
    expect(signup.statusCode).toBe(201);
    const me = await t.as(signup.json().access_token)({ method: 'GET', url: '/v1/users/me' });
    expect(me.json().organizations).toEqual([
      expect.objectContaining({ id: client, roles: [expect.objectContaining({ name: 'Шеф-повар' })] }),
    ]);
    expect(me.json().access).toMatchObject({ order_client_c: true, write_off_c: true, contract_r: false });
  });

  it('adds an existing user only when they accept; the inviter sees just the pending e-mail', async () => {
    const res = await invite(anna, { organization_id: client, email: 'sergey@urozhai.demo', role_id: chef });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'invited' });
    expect(t.outbox().at(-1)).toMatchObject({
      to: 'sergey@urozhai.demo',
      subject: 'Приглашение в организацию ООО «Вкусный двор»',
      link: 'http://localhost:3000/profile',
    });
    const sergey = t.as(await t.login('sergey@urozhai.demo'));
    const orgsOf = async () =>
      (await sergey({ method: 'GET', url: '/v1/users/me' }))
        .json()
        .organizations.map((o: { id: number }) => o.id);
    expect(await orgsOf()).not.toContain(client);
    const users = await anna({ method: 'GET', url: `/v1/user_roles/?organization_id=${client}` });
    expect(users.statusCode).toBe(200);
    expect(users.body).not.toContain('sergey@urozhai.demo');
    const pending = await anna({ method: 'GET', url: `/v1/organizations/${client}/invitations` });
    expect(pending.json().items).toEqual([
      expect.objectContaining({ email: 'sergey@urozhai.demo', role: { id: chef, name: 'Шеф-повар' } }),
    ]);
    expect(pending.body).not.toMatch(/Сергей|last_login/);

    const mine = await sergey({ method: 'GET', url: '/v1/users/invitations' });
    const [offer] = mine.json().items;
    expect(offer).toMatchObject({
      organization: { id: client, name: 'ООО «Вкусный двор»' },
      role_name: 'Шеф-повар',
    });
    expectErrorBody(await igor({ method: 'POST', url: `/v1/users/invitations/${offer.id}/accept` }), 404);
    expect(
      (await sergey({ method: 'POST', url: `/v1/users/invitations/${offer.id}/accept` })).statusCode,
    ).toBe(200);
    expect(await orgsOf()).toContain(client);
    expect(
      (await anna({ method: 'GET', url: `/v1/organizations/${client}/invitations` })).json().items,
    ).toEqual([]);
    expectErrorBody(await sergey({ method: 'POST', url: `/v1/users/invitations/${offer.id}/decline` }), 404);
  });

  it('answers the same for a registered, an unknown and a back-office e-mail, adding nobody', async () => {
    const members = await count('user_roles WHERE organization_id = $1', [client]);
    const answers = [];
    for (const email of ['elena@zorka.demo', 'nobody-here@example.ru', 'admin@zakupki.demo']) {
      const res = await invite(anna, { organization_id: client, email, role_id: chef });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([200, JSON.stringify({ status: 'invited' })]);
    expect(await count('user_roles WHERE organization_id = $1', [client])).toBe(members);
    expect(t.outbox().some((m) => m.to === 'admin@zakupki.demo')).toBe(false);
    const admin = t.as(await t.login('admin@zakupki.demo'));
    expect((await admin({ method: 'GET', url: '/v1/users/invitations' })).json().items).toEqual([]);

    const elena = t.as(await t.login('elena@zorka.demo'));
    const [offer] = (await elena({ method: 'GET', url: '/v1/users/invitations' })).json().items;
    expect(
      (await elena({ method: 'POST', url: `/v1/users/invitations/${offer.id}/decline` })).statusCode,
    ).toBe(200);
    expect(await count('user_roles WHERE organization_id = $1', [client])).toBe(members);
  });

  it('lets a member leave an organization, but not its last administrator', async () => {
    const sergey = t.as(await t.login('sergey@urozhai.demo'));
    expect(
      (await sergey({ method: 'DELETE', url: `/v1/organizations/${client}/membership` })).statusCode,
    ).toBe(200);
    const me = await sergey({ method: 'GET', url: '/v1/users/me' });
    expect(me.json().organizations.map((o: { id: number }) => o.id)).not.toContain(client);
    expectErrorBody(await sergey({ method: 'DELETE', url: `/v1/organizations/${client}/membership` }), 404);

    const last = expectErrorBody(
      await anna({ method: 'DELETE', url: `/v1/organizations/${client}/membership` }),
      409,
    );
    expect(last.detail).toMatch(/последний администратор/);
  });

  const foreignAdminRole = async () =>
    Number(
      (
        await t.database.query<{ id: string }>(
          "SELECT id::text FROM roles WHERE organization_id = $1 AND system_key = 'admin'",
          [t.id('org:dairy')],
        )
      )[0].id,
    );
  it.each([
    [
      'a role of another organization',
      async () => ({ email: 'new@example.ru', role_id: await foreignAdminRole() }),
      'role_id',
    ],
    ['no e-mail', async () => ({ role_id: chef }), 'email'],
    ['a malformed e-mail', async () => ({ role_id: chef, email: 'not-an-email' }), 'email'],
    ['no role', async () => ({ email: 'new@example.ru' }), 'role_id'],
    ['an unknown role', async () => ({ email: 'new@example.ru', role_id: 987654 }), 'role_id'],
  ])('refuses %s with 422 on the field, sending and storing nothing', async (_, build, field) => {
    const payload = { organization_id: client, ...(await build()) };
    const mails = t.outbox().length;
    const tokens = await count('user_tokens');
    const members = await count('user_roles');
    const body = expectErrorBody(await invite(anna, payload), 422);
    expect(body.fields?.[field]).toMatch(/[а-яё]/i);
    expect(t.outbox().length).toBe(mails);
    expect(await count('user_tokens')).toBe(tokens);
    expect(await count('user_roles')).toBe(members);
  });

  it('answers 403 without user_c, 404 for another organization, 401 without a login', async () => {
    const mails = t.outbox().length;
    const payload = { organization_id: client, email: 'spy@example.ru', role_id: chef };
    expectErrorBody(await invite(igor, payload), 403);
    expectErrorBody(await invite(dmitry, payload), 404);
    expectErrorBody(await invite(t.as(null), payload), 401);
    expect(t.outbox().length).toBe(mails);
    expect(await count('user_tokens WHERE email = $1', ['spy@example.ru'])).toBe(0);
  });

  it('refuses to invite with a role carrying rights the inviter lacks', async () => {
    await t.database.query(
      `INSERT INTO role_permissions (organization_id, role_id, permission)
       SELECT $1, $2, p FROM unnest(ARRAY['user_c', 'user_r']) AS p`,
      [client, t.id('role:chef')],
    );
    const admin = await t.database.query<{ id: string }>(
      "SELECT id::text FROM roles WHERE organization_id = $1 AND system_key = 'admin'",
      [client],
    );
    // Павел is a «Шеф-повар», now allowed to invite, but not to hand out «Администратор».
    const pavel = t.as(await t.login('pavel@example.ru', 'secret-pass-1'));
    const res = await invite(pavel, {
      organization_id: client,
      email: 'boss@example.ru',
      role_id: Number(admin[0].id),
    });
    expect(expectErrorBody(res, 403).detail).toMatch(/Нельзя выдать права/);
    const ok = await invite(pavel, { organization_id: client, email: 'cook@example.ru', role_id: chef });
    expect(ok.json()).toEqual({ status: 'invited' });
  });
});
