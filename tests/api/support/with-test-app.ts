import { DEMO_USERS } from '@server/db/seed/foundation';
import { afterAll, beforeAll } from 'vitest';
import { type Client, createTestApp, type TestApp } from './app';

type FirstName<Email> = Email extends `${infer Name}@${string}` ? Name : never;

/** A seeded demo user by the name their e-mail starts with ('anna'); `anonymous` sends no token. */
export type DemoUser = FirstName<(typeof DEMO_USERS)[number]['email']> | 'anonymous';

const emailOf = (user: Exclude<DemoUser, 'anonymous'>) =>
  DEMO_USERS.find((demo) => demo.email.startsWith(`${user}@`))?.email ?? user;

type Reserved = 't' | 'tokens';
type TestAppOptions = Parameters<typeof createTestApp>[0];

export type TestFile<K extends string> = Record<K, Client> & {
  /** The file's app; reachable from its hooks and tests. */
  t: TestApp;
  /** Each user's bearer token ('' for `anonymous`), filled before the tests. */
  tokens: Record<K, string>;
};

/**
 * One seeded app for the whole test file: created and its users logged in (in the order given)
 * before the file's own hooks, closed after them. Each user becomes a client sending their token,
 * named as the demo user (`withTestApp(['anna'])`) or as the file calls them
 * (`withTestApp({ dairy: 'dmitry' })` gives `dairy({ method: 'GET', url })`).
 */
export function withTestApp<U extends DemoUser>(users: readonly U[], options?: TestAppOptions): TestFile<U>;
export function withTestApp<K extends string>(
  users: Record<K, DemoUser> & Partial<Record<Reserved, never>>,
  options?: TestAppOptions,
): TestFile<K>;
export function withTestApp(
  users: readonly DemoUser[] | Record<string, DemoUser>,
  options?: TestAppOptions,
): TestFile<string> {
  const named: Record<string, DemoUser> = Array.isArray(users)
    ? Object.fromEntries(users.map((user) => [user, user]))
    : users;
  let app: TestApp | undefined;
  const current = () => {
    if (!app) throw new Error('the test app exists only between beforeAll and afterAll');
    return app;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current(), key) });
  const tokens = {} as Record<string, string>;
  const file: Record<string, unknown> = { t, tokens };
  for (const name of Object.keys(named)) {
    file[name] = ((request) => current().as(tokens[name] || null)(request)) satisfies Client;
  }

  beforeAll(async () => {
    app = await createTestApp(options);
    for (const [name, user] of Object.entries(named)) {
      tokens[name] = user === 'anonymous' ? '' : await app.login(emailOf(user));
    }
  });
  afterAll(async () => {
    await app?.close();
    app = undefined;
  });
  return file as TestFile<string>;
}
