import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAILS } from '../orders/fixture';
import { createTestApp, type TestApp } from '../support/app';
import { openStream, type TestStream } from './sse';

let t: TestApp;
let base: string;
const opened: TestStream[] = [];

const open = async (auth: { token?: string; ticket?: string }) => {
  const stream = await openStream(base, auth);
  opened.push(stream);
  return stream;
};

const ticketOf = async (token: string) => {
  const issued = await t.as(token)({ method: 'POST', url: '/v1/events/ticket' });
  expect(issued.statusCode, issued.body).toBe(200);
  return issued.json().ticket as string;
};

/** A token of the demo user that expires in `seconds`, as login would sign it. */
const shortToken = async (email: string, seconds: number) => {
  const [user] = await t.database.query<{ id: number; token_version: number }>(
    'SELECT id::int, token_version FROM users WHERE email = $1',
    [email],
  );
  return t.app.tokens.sign({ userId: user.id, version: user.token_version }, seconds);
};

const waitUntil = async (condition: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
};

beforeAll(async () => {
  t = await createTestApp({ config: { eventStreams: { max: 8 } } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await waitUntil(() => t.app.events.size === 0);
});
afterAll(async () => {
  await t.close();
});

describe('the number of live streams', () => {
  it('keeps one user at 5 open streams over 400 attempts, the newest replacing the oldest; /healthz stays quick', async () => {
    const token = await t.login(EMAILS.buyer);
    let slowestHealth = 0;
    let checking = true;
    const health = (async () => {
      while (checking) {
        const started = Date.now();
        const res = await fetch(new URL('/healthz', base));
        await res.text();
        expect(res.status).toBe(200);
        slowestHealth = Math.max(slowestHealth, Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    let mostOpen = 0;
    for (let batch = 0; batch < 20; batch++) {
      const streams = await Promise.all(Array.from({ length: 20 }, () => open({ token })));
      for (const stream of streams) expect(stream.status).toBe(200);
      mostOpen = Math.max(mostOpen, t.app.events.size);
    }
    checking = false;
    await health;
    expect(mostOpen).toBeLessThanOrEqual(5);
    // The replaced streams really end for their client; the five newest go on.
    expect(await waitUntil(() => opened.filter((s) => !s.ended).length === 5, 10_000)).toBe(true);
    expect(opened.slice(-5).every((s) => !s.ended)).toBe(true);
    expect(slowestHealth, `the slowest /healthz took ${slowestHealth} ms`).toBeLessThan(1_000);
  });

  it('refuses a stream beyond the instance cap with 429 and a Russian message, and takes one when room is freed', async () => {
    const users = [EMAILS.buyer, EMAILS.dairySales, EMAILS.veg];
    const tokens = await Promise.all(users.map((email) => t.login(email)));
    // Eight streams in all (EVENT_STREAMS_MAX=8): five of the buyer, three of the others.
    for (let i = 0; i < 5; i++) expect((await open({ token: tokens[0] })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await open({ token: tokens[1 + (i % 2)] })).status).toBe(200);
    expect(t.app.events.size).toBe(8);

    const refused = await fetch(new URL('/v1/events', base), {
      headers: { authorization: `Bearer ${tokens[2]}` },
    });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.code).toBe('TOO_MANY_STREAMS');
    expect(body.detail).toMatch(/[а-яё]/i);
    expect(t.app.events.size).toBe(8);

    // The buyer at the per-user cap replaces an own stream: the total does not grow.
    expect((await open({ token: tokens[0] })).status).toBe(200);
    expect(t.app.events.size).toBe(8);

    opened[5].close();
    expect(await waitUntil(() => t.app.events.size === 7)).toBe(true);
    expect((await open({ token: tokens[2] })).status).toBe(200);
  });
});

describe('a stream and its token', () => {
  it('ends when its token expires', async () => {
    const stream = await open({ token: await shortToken(EMAILS.buyer, 2) });
    expect(stream.status).toBe(200);
    const lasting = await open({ token: await t.login(EMAILS.buyer) });
    const started = Date.now();
    await Promise.race([stream.whenEnded, new Promise((resolve) => setTimeout(resolve, 4_000))]);
    expect(stream.ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(lasting.ended).toBe(false);
    expect(t.app.events.size).toBe(1);
  });

  it('ends when the token of its ticket expires, and a ticket of an expired token opens nothing', async () => {
    const fromTicket = await open({ ticket: await ticketOf(await shortToken(EMAILS.buyer, 2)) });
    expect(fromTicket.status).toBe(200);
    const late = await ticketOf(await shortToken(EMAILS.buyer, 1));
    await Promise.race([fromTicket.whenEnded, new Promise((resolve) => setTimeout(resolve, 4_000))]);
    expect(fromTicket.ended).toBe(true);
    // The ticket itself would still live most of its minute; its token does not.
    const refused = await fetch(new URL(`/v1/events?ticket=${late}`, base));
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('SESSION_EXPIRED');
  });

  it("ends an admin's «Войти как» stream with the impersonation's time", async () => {
    const short = await createTestApp({ config: { impersonationTtlSec: 2 } });
    try {
      const shortBase = await short.app.listen({ port: 0, host: '127.0.0.1' });
      const admin = await short.login('admin@zakupki.demo');
      const started = await short.as(admin)({
        method: 'GET',
        url: `/api_a/users/login_as/${short.id('user:client_admin')}?reason=${encodeURIComponent('Проверка')}`,
      });
      expect(started.statusCode, started.body).toBe(200);
      const issued = await short.as(started.json().access_token)({
        method: 'POST',
        url: '/v1/events/ticket',
      });
      const stream = await openStream(shortBase, { ticket: issued.json().ticket });
      expect(stream.status).toBe(200);
      await Promise.race([stream.whenEnded, new Promise((resolve) => setTimeout(resolve, 4_000))]);
      expect(stream.ended).toBe(true);
      stream.close();
    } finally {
      await short.close();
    }
  });
});
