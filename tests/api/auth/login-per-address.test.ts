import { expect, it } from 'vitest';
import { expectErrorBody, form } from '../support/app';
import { withTestApp } from '../support/with-test-app';
import { loginLimits } from './limits';

// An office behind one address: its people's successful logins never lock it out; failures do.
const { t } = withTestApp([], { config: { rateLimits: loginLimits(50, 3) } });

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users/login',
    remoteAddress: '192.0.2.10',
    ...form({ username, password }),
  });

it('lets in more people from one address than its limit of failures, then throttles failures', async () => {
  for (const email of ['anna@vkusdvor.demo', 'igor@vkusdvor.demo', 'olga@vkusdvor.demo', 'dmitry@zorka.demo'])
    for (let i = 0; i < 2; i += 1) expect((await login(email, 'demo12345')).statusCode, email).toBe(200);
  for (let i = 0; i < 3; i += 1)
    expect((await login(`nobody${i}@example.demo`, 'wrong-pass')).statusCode).toBe(401);
  const refused = expectErrorBody(await login('nobody9@example.demo', 'wrong-pass'), 429);
  expect(refused.detail).toMatch(/Слишком много попыток/);
});
