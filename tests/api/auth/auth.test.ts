import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { expectErrorBody, form } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { loginLimits } from './limits';

const { t } = withTestApp([], { config: { rateLimits: loginLimits(5, 1000) } });

const me = (token: string | null) => t.as(token)({ method: 'GET', url: '/v1/users/me' });

describe('login', () => {
  it('answers a bearer token for the right password and the user is readable with it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      ...form({ username: 'anna@vkusdvor.demo', password: 'demo12345' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('bearer');
    const profile = await me(res.json().access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      name: 'Анна Смирнова',
      is_org_admin: true,
      is_back_office: false,
    });
    expect(profile.json().access.order_client_r).toBe(true);
    expect(profile.json().organizations[0].roles[0].name).toBe('Администратор');
  });

  it('accepts the e-mail in any letter case', async () => {
    await expect(t.login('ANNA@VkusDvor.demo')).resolves.toBeTypeOf('string');
  });

  it.each([
    ['wrong password', { username: 'igor@vkusdvor.demo', password: 'wrong-password' }, 401],
    ['unknown e-mail', { username: 'nobody@nowhere.demo', password: 'demo12345' }, 401],
    ['missing password', { username: 'igor@vkusdvor.demo' }, 422],
    ['malformed e-mail', { username: 'not-an-email', password: 'demo12345' }, 422],
  ])('refuses %s with a Russian error body', async (_name, data, status) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/users/login', ...form(data) });
    const body = expectErrorBody(res, status);
    if (status === 401) expect(body.detail).toBe('Неверный e-mail или пароль');
  });

  it('refuses a JSON body of wrong types with 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { username: 5, password: [] },
    });
    expectErrorBody(res, 422);
  });

  it('limits attempts per e-mail with 429', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/login',
        ...form({ username: 'olga@vkusdvor.demo', password: 'bad-password' }),
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    const body = expectErrorBody(await attempt(), 429);
    expect(body.detail).toMatch(/Слишком много попыток/);
    // Even the right password is refused until the window passes.
    const right = await t.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      ...form({ username: 'olga@vkusdvor.demo', password: 'demo12345' }),
    });
    expect(right.statusCode).toBe(429);
  });

  it('lets the owner in from another address while one address is throttled', async () => {
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/login',
        remoteAddress,
        ...form({ username: 'igor@vkusdvor.demo', password }),
      });
    for (let i = 0; i < 5; i += 1) expect((await from('203.0.113.7', 'bad-password')).statusCode).toBe(401);
    expectErrorBody(await from('203.0.113.7', 'bad-password'), 429);
    const owner = await from('198.51.100.20', 'demo12345');
    expect(owner.statusCode, owner.body).toBe(200);
    expectErrorBody(await from('203.0.113.7', 'demo12345'), 429);
  });
});

describe('tokens', () => {
  it('401 without a token, with garbage, with a forged signature, with alg=none and when expired', async () => {
    const token = await t.login('igor@vkusdvor.demo');
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.id('user:buyer')))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all-000000'));
    const expired = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.id('user:buyer')))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const bad of [null, 'garbage', none, forged, expired]) {
      expectErrorBody(await me(bad), 401);
    }
  });

  it('logout revokes the token', async () => {
    const token = await t.login('elena@zorka.demo');
    const out = await t.as(token)({ method: 'POST', url: '/v1/users/logout' });
    expect(out.statusCode).toBe(200);
    expectErrorBody(await me(token), 401);
    // A new login works.
    expect((await me(await t.login('elena@zorka.demo'))).statusCode).toBe(200);
  });
});

describe('signup and e-mail verification', () => {
  it('creates a user with an organization and sends a verification e-mail that works once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        name: 'Мария Новикова',
        email: 'maria@newcafe.demo',
        password: 'secret-pass-1',
        organization: { name: 'Кафе «Новое»', inn: '7708123450', module_client: true },
      },
    });
    expect(res.statusCode).toBe(201);
    const token = res.json().access_token;
    const profile = (await me(token)).json();
    expect(profile).toMatchObject({ name: 'Мария Новикова', email_verified: false, is_org_admin: true });
    expect(profile.organizations.map((o: { name: string }) => o.name)).toEqual(['Кафе «Новое»']);

    const mail = t.outbox().find((m) => m.to === 'maria@newcafe.demo');
    expect(mail?.subject).toBe('Подтвердите e-mail');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/verify_email');
    const verify = () =>
      t.app.inject({ method: 'GET', url: `/v1/users/verify_email?token=${link.searchParams.get('token')}` });
    expect((await verify()).statusCode).toBe(200);
    expect((await me(token)).json().email_verified).toBe(true);
    expectErrorBody(await verify(), 422);
  });

  it('refuses an INN with a wrong check digit and a refused consent, creating nothing (issue 20)', async () => {
    const signup = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/signup',
        payload: { name: 'Проверка', password: 'secret-pass-1', ...payload },
      });
    const wrongDigit = await signup({
      email: 'digit@demo.ru',
      organization: { name: 'ООО «Опечатка»', inn: '7709123450' },
    });
    expect(expectErrorBody(wrongDigit, 422).fields?.['organization.inn']).toMatch(/контрольная цифра/);
    const refused = await signup({ email: 'refused@demo.ru', personal_data_consent: false });
    expect(expectErrorBody(refused, 422).fields?.personal_data_consent).toMatch(/согласия/);
    const created = await t.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM users WHERE email IN ('digit@demo.ru', 'refused@demo.ru')",
    );
    expect(created[0].n).toBe('0');

    const consented = await signup({ email: 'consent@demo.ru', personal_data_consent: true });
    expect(consented.statusCode).toBe(201);
    const [entry] = await t.database.query<{ details: { personal_data_consent: boolean } }>(
      "SELECT a.details FROM audit_log a JOIN users u ON u.id = a.user_id WHERE u.email = 'consent@demo.ru' AND a.action = 'signup'",
    );
    expect(entry.details.personal_data_consent).toBe(true);
  });

  it('answers a taken e-mail as a new one, creates nothing and writes to the owner instead (issue 41)', async () => {
    const signup = (email: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/signup',
        payload: { name: 'Двойник', email, password: 'secret-pass-1', ...extra },
      });
    const shape = (res: Awaited<ReturnType<typeof signup>>) => {
      const body = res.json();
      const [, payload] = String(body.access_token).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      return {
        status: res.statusCode,
        keys: Object.keys(body).sort(),
        token_type: body.token_type,
        claims: Object.keys(claims).sort(),
        sub: /^\d+$/.test(claims.sub),
        ver: claims.ver,
      };
    };
    const before = t.outbox().length;
    const taken = await signup('Anna@vkusdvor.demo');
    const fresh = await signup('double@fresh.demo');
    expect(shape(taken)).toEqual(shape(fresh));
    const accounts = await t.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM users WHERE lower(email) = 'anna@vkusdvor.demo' OR email LIKE '%signup-probe%'",
    );
    expect(accounts[0].n).toBe('1');
    const letters = t.outbox().slice(before);
    const toOwner = letters.filter((m) => m.to.toLowerCase() === 'anna@vkusdvor.demo');
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0].subject).toBe('Ваш адрес уже зарегистрирован');
    expect(toOwner[0].text).not.toContain('Двойник');
    // The owner's password and sessions are untouched.
    expect((await me(await t.login('anna@vkusdvor.demo'))).statusCode).toBe(200);
    // A wrong invitation is refused alike for the taken address and a new one.
    const badInvite = { invite_token: 'not-an-invitation' };
    const refusedTaken = await signup('anna@vkusdvor.demo', badInvite);
    const refusedFresh = await signup('other@fresh.demo', badInvite);
    expect(expectErrorBody(refusedTaken, 422)).toEqual(expectErrorBody(refusedFresh, 422));
  });

  it('refuses bad fields with 422', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/v1/users/signup',
      payload: { name: 'Коротыш', email: 'short@demo.ru', password: '1234567' },
    });
    expect(expectErrorBody(short, 422).fields?.password).toMatch(/не короче 8/);
    const long = await t.app.inject({
      method: 'POST',
      url: '/v1/users/signup',
      payload: { name: 'Длинный', email: 'long@demo.ru', password: 'x'.repeat(129) },
    });
    expectErrorBody(long, 422);
    const badInn = await t.app.inject({
      method: 'POST',
      url: '/v1/users/signup',
      payload: {
        name: 'Инн',
        email: 'inn@demo.ru',
        password: 'secret-pass-1',
        organization: { name: 'А', inn: '12' },
      },
    });
    expectErrorBody(badInn, 422);
    const count = await t.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM users WHERE email IN ('short@demo.ru','long@demo.ru','inn@demo.ru')",
    );
    expect(count[0].n).toBe('0');
  });
});

describe('password reset', () => {
  it('mails a single-use link; the new password works and old tokens die', async () => {
    const oldToken = await t.login('sergey@urozhai.demo');
    const ask = await t.app.inject({
      method: 'GET',
      url: '/v1/users/forgot_password?email=sergey@urozhai.demo',
    });
    expect(ask.statusCode).toBe(200);
    const mail = t.outbox().findLast((m) => m.to === 'sergey@urozhai.demo');
    expect(mail?.subject).toBe('Восстановление пароля');
    const resetToken = new URL(mail!.link!).searchParams.get('token')!;
    const change = (password: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/users/change_password?token=${resetToken}&new_password=${encodeURIComponent(password)}`,
      });
    expect((await change('brand-new-pass')).statusCode).toBe(200);
    expect(expectErrorBody(await change('another-pass-2'), 422).code).toBe('INVALID_TOKEN');
    expectErrorBody(await me(oldToken), 401);
    await expect(t.login('sergey@urozhai.demo', 'brand-new-pass')).resolves.toBeTypeOf('string');
    await expect(t.login('sergey@urozhai.demo', 'another-pass-2')).rejects.toThrow(/401/);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.outbox().length;
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/users/forgot_password?email=ghost@nowhere.demo',
    });
    expect(res.statusCode).toBe(200);
    expect(t.outbox().length).toBe(before);
  });

  it('refuses an expired reset token', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/users/forgot_password?email=dmitry@zorka.demo' });
    const token = new URL(t.outbox().findLast((m) => m.to === 'dmitry@zorka.demo')!.link!).searchParams.get(
      'token',
    );
    await t.database.exec(
      "UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE kind = 'reset_password'",
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/users/change_password?token=${token}&new_password=whatever-123`,
    });
    expectErrorBody(res, 422);
  });

  it('validates the query', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/v1/users/forgot_password' }), 422);
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/v1/users/change_password?token=x' }), 422);
  });
});

describe('profile', () => {
  it('updates the name and intro settings; a password change needs the current one', async () => {
    const token = await t.login('olga@vkusdvor.demo').catch(() => null);
    const user = token ?? (await t.login('igor@vkusdvor.demo'));
    const res = await t.as(user)({
      method: 'PUT',
      url: '/v1/users/',
      payload: { name: 'Игорь Петрович', settings: { start_intro_client: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({
      start_intro_client: false,
      start_intro_supplier: true,
      short_path_menu: false,
    });
    const wrong = await t.as(user)({
      method: 'PUT',
      url: '/v1/users',
      payload: { current_password: 'nope', new_password: 'another-pass' },
    });
    expect(expectErrorBody(wrong, 422).fields?.current_password).toBeDefined();
    const unknown = await t.as(user)({ method: 'PUT', url: '/v1/users/', payload: { is_back_office: true } });
    expectErrorBody(unknown, 422);
  });

  it('keeps the short-path menu choice (issue 19, item 11) with the user; a non-boolean is refused', async () => {
    const user = await t.login('igor@vkusdvor.demo');
    const chosen = await t.as(user)({
      method: 'PUT',
      url: '/v1/users/',
      payload: { settings: { short_path_menu: true } },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await me(user)).json().settings).toMatchObject({
      short_path_menu: true,
      start_intro_supplier: true,
    });
    const bad = await t.as(user)({
      method: 'PUT',
      url: '/v1/users/',
      payload: { settings: { short_path_menu: 'да' } },
    });
    expectErrorBody(bad, 422);
    expect((await me(user)).json().settings.short_path_menu).toBe(true);
    await t.as(user)({ method: 'PUT', url: '/v1/users/', payload: { settings: { short_path_menu: false } } });
    expect((await me(user)).json().settings.short_path_menu).toBe(false);
  });
});

describe('login_as', () => {
  it('is refused to anonymous (401) and to non-admins (403)', async () => {
    const url = `/api_a/users/login_as/${t.id('user:buyer')}?reason=проверка`;
    expectErrorBody(await t.as(null)({ method: 'GET', url }), 401);
    expectErrorBody(await t.as(await t.login('anna@vkusdvor.demo'))({ method: 'GET', url }), 403);
  });

  it('gives the admin a 1-hour token recorded with the admin; it cannot reach /api_a and dies on logout', async () => {
    const admin = await t.login('admin@zakupki.demo');
    const noReason = await t.as(admin)({ method: 'GET', url: `/api_a/users/login_as/${t.id('user:buyer')}` });
    expectErrorBody(noReason, 422);
    const res = await t.as(admin)({
      method: 'GET',
      url: `/api_a/users/login_as/${t.id('user:buyer')}?reason=${encodeURIComponent('Проверка заказа по обращению')}`,
    });
    expect(res.statusCode).toBe(200);
    const imp = res.json().access_token;
    const [, payload] = imp.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(t.config.impersonationTtlSec);
    const profile = (await me(imp)).json();
    expect(profile.impersonated_by).toEqual({ id: t.id('user:admin'), name: 'Алексей Администраторов' });
    expectErrorBody(
      await t.as(imp)({ method: 'GET', url: `/api_a/users/login_as/${t.id('user:buyer')}?reason=снова` }),
      403,
    );
    expect((await t.as(imp)({ method: 'POST', url: '/v1/users/logout' })).statusCode).toBe(200);
    expectErrorBody(await me(imp), 401);
    // The admin's own session and the user's own sessions are untouched.
    expect((await me(admin)).statusCode).toBe(200);
    const audit = await t.database.query<{ action: string; user_id: string; real_user_id: string }>(
      "SELECT action, user_id::text, real_user_id::text FROM audit_log WHERE action LIKE 'impersonation%' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual(['impersonation_start', 'impersonation_end']);
    expect(audit[1]).toMatchObject({
      user_id: String(t.id('user:buyer')),
      real_user_id: String(t.id('user:admin')),
    });
  });
});

describe('service routes', () => {
  it('serves /healthz, /version.json without caching, OpenAPI at /docs and JSON 404s', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json().status).toBe('ok');
    const version = await t.app.inject({ url: '/version.json' });
    expect(version.json()).toEqual({ version: 'test' });
    expect(version.headers['cache-control']).toBe('no-store');
    const openapi = await t.app.inject({ url: '/docs/json' });
    expect(Object.keys(openapi.json().paths)).toContain('/v1/users/login');
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
    const missing = await t.app.inject({ url: '/v1/no-such-thing' });
    expect(expectErrorBody(missing, 404).code).toBe('ROUTE_NOT_FOUND');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});
