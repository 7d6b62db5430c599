import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';
/** Demo logins of server/db/seed/foundation.ts. */
export const DEMO = {
  admin: { email: 'admin@zakupki.demo', name: 'Алексей Администраторов' },
  clientAdmin: { email: 'anna@vkusdvor.demo', name: 'Анна Смирнова' },
  buyer: { email: 'igor@vkusdvor.demo', name: 'Игорь Петров' },
  dairyAdmin: { email: 'dmitry@zorka.demo', name: 'Дмитрий Волков' },
} as const;

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link?: string;
  at: string;
}

/** The data directory of the server the tests run against (made by playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

/** Every e-mail the server wrote to $DATA_DIR/outbox, oldest first. */
export function readOutbox(): OutboxMail[] {
  const dir = path.join(dataDir(), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
}

/** Waits for the newest e-mail to an address and returns it. */
export async function waitForMail(to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(() => {
      found = readOutbox()
        .filter((mail) => mail.to === to && mail.subject === subject)
        .at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxMail;
}

/** The path and query of a link from an e-mail, to open on the tests' own base URL. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Вход' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Пароль').fill(password);
  await form.getByRole('button', { name: 'Войти' }).click();
}
