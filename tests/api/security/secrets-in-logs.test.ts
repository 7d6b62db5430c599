import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/** Every log line the app writes, as pino would print them. */
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    config: { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } },
  });
});
afterAll(() => t.close());

async function resetToken(email: string) {
  await t.app.inject({ method: 'GET', url: `/v1/users/forgot_password?email=${email}` });
  return new URL(t.outbox().findLast((m) => m.to === email)?.link ?? '').searchParams.get('token') ?? '';
}

describe('secrets in the request log', () => {
  it('never writes the reset token or the new password of the spec’s GET change_password', async () => {
    const token = await resetToken('sergey@urozhai.demo');
    const password = 'Пароль-в-адресе-2026';
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/users/change_password?token=${token}&new_password=${encodeURIComponent(password)}`,
    });
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/v1/users/change_password?token=[REDACTED]&new_password=[REDACTED]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(password));
    expect(log).not.toContain(password);
    await expect(t.login('sergey@urozhai.demo', password)).resolves.toBeTypeOf('string');
  });

  it('takes the token and the new password in a POST body with the same rules', async () => {
    const token = await resetToken('dmitry@zorka.demo');
    const password = 'new-body-secret-2026';
    lines.length = 0;
    const change = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/change_password',
        payload: { token, new_password: password },
      });
    expect((await change()).statusCode).toBe(200);
    expect((await change()).json().code).toBe('INVALID_TOKEN');
    expect(lines.join('')).not.toContain(token);
    await expect(t.login('dmitry@zorka.demo', password)).resolves.toBeTypeOf('string');
    const short = await t.app.inject({
      method: 'POST',
      url: '/v1/users/change_password',
      payload: { token, new_password: '1' },
    });
    expect(short.statusCode).toBe(422);
  });

  it('redacts every secret query value on any route and keeps the others', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/v1/users/verify_email?token=verify-secret-1&password=pw-secret-2&ticket=tk-secret-3&api_key=key-secret-4&secret=s-secret-5&reason=visible',
    });
    const log = lines.join('');
    for (const secret of ['verify-secret-1', 'pw-secret-2', 'tk-secret-3', 'key-secret-4', 's-secret-5'])
      expect(log).not.toContain(secret);
    expect(log).toContain('reason=visible');
  });
});
