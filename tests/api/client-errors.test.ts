import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PER_IP } from '../../server/areas/system/client-errors-routes';
import { createTestApp, expectErrorBody, type TestApp } from './support/app';

/** The JSON log lines the server wrote at warn level or above. */
const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { logger: { level: 'warn', stream: { write: (line) => lines.push(JSON.parse(line)) } } },
  });
});
afterAll(() => t.close());

const report = {
  message: "Cannot read properties of undefined (reading '0')",
  stack: 'TypeError: Cannot read properties…\n    at UserRoles (UserRoles.tsx:41)',
  component_stack: '\n    at UserRoles\n    at Suspense',
  url: 'http://localhost/manage/users/organization/1/user/3',
};
const send = (body: unknown, token: string | null = null, ip = '10.0.0.1') =>
  t.as(token)({ method: 'POST', url: '/v1/client_errors', payload: body as object, remoteAddress: ip });
const logged = (url: string) =>
  lines.filter((l) => (l.clientError as { url?: string } | undefined)?.url === url);

describe('POST /v1/client_errors', () => {
  it('writes a warn line with the error and the user who saw it', async () => {
    const token = await t.login('anna@vkusdvor.demo');
    const res = await send(report, token);
    expect(res.statusCode).toBe(204);
    const [line] = logged(report.url);
    expect(line).toMatchObject({
      level: 40,
      msg: 'client render error',
      userId: t.id('user:client_admin'),
      clientError: { message: report.message, componentStack: report.component_stack },
    });
  });

  it('accepts a report without a login and logs no user', async () => {
    const url = 'http://localhost/login';
    expect((await send({ message: 'boom', url }, null, '10.0.0.2')).statusCode).toBe(204);
    expect(logged(url)[0]).toMatchObject({ userId: null, clientError: { message: 'boom' } });
  });

  it('refuses a malformed report with 422 and an oversized one with 413, logging neither', async () => {
    const reports = () => lines.filter((l) => l.msg === 'client render error').length;
    const before = reports();
    expectErrorBody(await send({ url: 'x' }, null, '10.0.0.3'), 422);
    expectErrorBody(await send({ ...report, message: 'x'.repeat(3000) }, null, '10.0.0.3'), 422);
    expectErrorBody(await send({ ...report, stack: 'x'.repeat(40_000) }, null, '10.0.0.3'), 413);
    expect(reports()).toBe(before);
  });

  it('answers 429 past the limit per address, and other addresses still report', async () => {
    const url = 'http://localhost/flood';
    for (let i = 0; i < CLIENT_ERRORS_PER_IP.max; i++) {
      expect((await send({ message: 'loop', url }, null, '10.0.0.4')).statusCode).toBe(204);
    }
    expectErrorBody(await send({ message: 'loop', url }, null, '10.0.0.4'), 429);
    expect(logged(url)).toHaveLength(CLIENT_ERRORS_PER_IP.max);
    expect((await send({ message: 'other', url }, null, '10.0.0.5')).statusCode).toBe(204);
  });
});
