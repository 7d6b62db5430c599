import { connect } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorBody, type TestApp } from '../support/app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: `Bearer ${token}` } });

describe('tokens', () => {
  it('refuses a correctly signed token without exp', async () => {
    const [{ id, token_version }] = await t.database.query<{ id: number; token_version: number }>(
      "SELECT id::int AS id, token_version FROM users WHERE email = 'anna@vkusdvor.demo'",
    );
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const forever = await new SignJWT({ ver: token_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt()
      .sign(key);
    expectErrorBody(await me(forever), 401);
    const expiring = await new SignJWT({ ver: token_version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(expiring)).statusCode).toBe(200);
  });
});

/** Sends raw bytes and returns the whole answer as text. */
const raw = (request: Buffer) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    setTimeout(() => socket.end(), 2_000);
  });
const bodyOf = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { detail: string; code: string };

describe('URLs with bytes that are not text', () => {
  it('answers %FF in the path with the project’s error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/goods/%FF' });
    expect(res.statusCode).toBe(400);
    expect(expectErrorBody(res, 400).detail).toBe('Неверный адрес: в нём недопустимые символы');
  });

  it('answers a raw 0xFF byte in the path, sent over a socket, with the project’s error body', async () => {
    const answer = await raw(
      Buffer.concat([
        Buffer.from('GET /v1/goods/'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      ]),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    const body = bodyOf(answer);
    expect(body.detail).toMatch(/[а-яё]/i);
    expect(body.code).toBeTypeOf('string');
    expect(answer).not.toContain('"statusCode"');
  });

  it('answers a raw control byte in the request line the same way', async () => {
    const answer = await raw(Buffer.from('GET /v1/goods/\x01 HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer).code).toBe('BAD_REQUEST');
  });
});
