import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';

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

/** Logs in, checks the login page is left behind, and opens `url`. */
export async function logInAndOpen(page: Page, email: string, url: string) {
  await logIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(url);
}

/** Answers the question an irreversible action asks (issue 20) with its confirming button. */
export async function confirmAction(page: Page, action: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Answers the question with «Не сейчас» and waits until it has closed: while it fades out the page
 * behind is hidden from the accessibility tree, so a button of the same name would resolve to the
 * closing dialog's own button.
 */
export async function dismissAction(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Не сейчас', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * On «Новый заказ» with a supplier chosen: waits for its kept draft to be read and empties the cart
 * (which removes that draft), so a test starts from an empty cart.
 */
export async function emptyCart(page: Page) {
  await expect(page.getByTestId('draft-status')).toContainText(/Корзина (сохран|не)/);
  const clear = page.getByRole('button', { name: 'Очистить корзину' });
  if (await clear.isVisible()) {
    await clear.click();
    await confirmAction(page, 'Очистить');
  }
  await expect(page.getByTestId('draft-status')).toContainText('сохранится в черновик');
}

/** A fresh organization INN (10 digits) with a correct check digit, unique per run and call. */
export function uniqueInn(seed = Date.now()): string {
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const base = String(770_000_000 + (seed % 9_999_999)).padStart(9, '0');
  const sum = [...base].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `${base}${(sum % 11) % 10}`;
}

/** A fresh browser context signed in as the demo user (tests with two sides at once). */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await logIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The newest order of a side in a status, read through the API as the user of the page. */
export async function newestOrder(
  page: Page,
  email: string,
  side: 'client' | 'supplier',
  statusId: number,
): Promise<{ id: number }> {
  const login = await page.request.post('/v1/users/login', {
    form: { username: email, password: DEMO_PASSWORD },
  });
  const token = (await login.json()).access_token as string;
  const list = await page.request.get(
    `/v1/${side}/orders/?status_ids=${statusId}&limit=1&order_field=created_at&order_by=desc`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return ((await list.json()).items as { id: number }[])[0];
}

/** Sends the cart of «Новый заказ» to the first sales point, date and window; the order opens as «Отправлен». */
export async function sendCart(page: Page) {
  await chooseOption(page, 'Точка продаж');
  await chooseOption(page, 'Дата доставки');
  await chooseOption(page, 'Окно доставки');
  await page.getByRole('button', { name: 'Отправить заказ' }).click();
  await expect(page).toHaveURL(/\/client\/orders\/\d+$/);
  await expect(page.getByText('Отправлен', { exact: true })).toBeVisible();
}

/** Opens a select by its label and picks the option with the text (the first one without). */
export const chooseOption = async (page: Page, label: string, option?: string | RegExp) => {
  await page.getByLabel(label).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
};
