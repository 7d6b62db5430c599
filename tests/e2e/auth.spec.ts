import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn, pathOf, waitForMail } from './support';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

/** Spec 000 §2–§8 and issue 2: sessions in the browser against the real server and demo data. */

const profileButton = (page: Page, name: string) => page.getByRole('button', { name });
const tokenCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'jwt-token');

test('a demo user logs in, keeps the session over a reload and logs out', async ({ page }) => {
  await logIn(page, DEMO.clientAdmin.email);
  await expect(profileButton(page, DEMO.clientAdmin.name)).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await tokenCookie(page)).toBeDefined();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
  await page.reload();
  await expect(profileButton(page, DEMO.clientAdmin.name)).toBeVisible();
  await expect(page.getByText(DEMO.clientAdmin.email)).toBeVisible();

  await profileButton(page, DEMO.clientAdmin.name).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Войти' }).first()).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?message=login/);
  await expect(page.getByText('Войдите, чтобы продолжить')).toBeVisible();
});

test('a wrong password shows a Russian error and no session', async ({ page }) => {
  await logIn(page, DEMO.buyer.email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Неверный e-mail или пароль');
  await expect(page).toHaveURL(/\/login/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Вход' });
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(form.getByText('Неверный формат e-mail')).toBeVisible();
  await expect(form.getByText('Укажите пароль')).toBeVisible();
});

test('a forged token sends the user to /login?message=session on the next call', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([
    { name: 'jwt-token', value: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', url: baseURL },
    { name: 'show-nav', value: 'true', url: baseURL },
  ]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?message=session/);
  await expect(page.getByText('Сессия истекла. Войдите снова.')).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
});

test('a forgotten password is restored through the e-mail link, which works once', async ({ page }) => {
  // A user of its own: the demo users keep their password for the other specs.
  const user = { email: `reset-${Date.now()}@vosstanovlenie.demo`, name: 'Пётр Забывчивый' };
  const signup = await page.request.post('/v1/users/signup', {
    data: { name: user.name, email: user.email, password: DEMO_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const newPassword = 'new-secret-2026';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The page is a lazy chunk: wait for it, or the login form's field gets the text.
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(
    page.getByText('Если такой e-mail зарегистрирован, мы отправили письмо со ссылкой'),
  ).toBeVisible();

  const mail = await waitForMail(user.email, 'Восстановление пароля');
  expect(mail.link).toContain('/restore-password?token=');
  const restorePath = pathOf(mail.link ?? '');

  await page.goto(restorePath);
  await page.getByLabel('Новый пароль').fill(newPassword);
  await page.getByLabel('Повторите пароль').fill('something-else');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await page.getByLabel('Повторите пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль изменён. Войдите с новым паролем.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, user.email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Неверный e-mail или пароль');
  await logIn(page, user.email, newPassword);
  await expect(profileButton(page, user.name)).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(restorePath);
  await page.getByLabel('Новый пароль').fill('another-secret-1');
  await page.getByLabel('Повторите пароль').fill('another-secret-1');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('alert')).toContainText('недействительна или устарела');
});

test('registration with an organization creates the user and lands logged in', async ({ page }) => {
  await page.goto('/login?message=registration');
  await expect(page.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Регистрация' });
  await form.getByLabel('Имя').fill('Мария Новикова');
  await form.getByLabel('E-mail').fill('maria@novaya.demo');
  await form.getByLabel('Пароль').fill('short');
  await form.getByLabel('Название организации').fill('ООО «Новая кухня»');
  // A wrong check digit (issue 20): the form says so before anything is created.
  await form.getByLabel('ИНН').fill('7709123450');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
  await expect(form.getByText('ИНН: неверная контрольная цифра — проверьте номер')).toBeVisible();
  await expect(form.getByText('Подтвердите согласие на обработку персональных данных')).toBeVisible();

  // The password can be shown to check what was typed.
  await form.getByLabel('Пароль', { exact: true }).fill('maria-secret-1');
  await expect(form.getByLabel('Пароль', { exact: true })).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Показать введённые символы' }).click();
  await expect(form.getByLabel('Пароль', { exact: true })).toHaveAttribute('type', 'text');
  await expect(form.getByLabel('Пароль', { exact: true })).toHaveValue('maria-secret-1');

  // The policy the consent refers to opens.
  await expect(form.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await form.getByLabel('ИНН').fill('5002233440');
  await form.getByLabel('Я продаю').check();
  await form.getByLabel(/Согласен на обработку персональных данных/).check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(profileButton(page, 'Мария Новикова')).toBeVisible();
  // A new customer is told where the confirmation went and what to do first (issue 20).
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('status').filter({ hasText: 'Мы отправили письмо на' })).toContainText(
    'maria@novaya.demo',
  );
  await expect(page.getByRole('heading', { name: 'Первые шаги' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Открыть каталог' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Импорт товаров' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('ООО «Новая кухня»')).toBeVisible();
  await expect(page.getByText('Администратор', { exact: true })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Политика обработки персональных данных' })).toBeVisible();
  await page.goto('/login?message=registration');
  const again = page.getByRole('form', { name: 'Регистрация' });
  await again.getByLabel('Имя').fill('Мария Другая');
  await again.getByLabel('E-mail').fill('maria@novaya.demo');
  await again.getByLabel('Пароль').fill('maria-secret-2');
  await again.getByLabel(/Согласен на обработку персональных данных/).check();
  await again.getByRole('button', { name: 'Зарегистрироваться' }).click();
  // A taken address is answered as a new one (issue 41): no account, a letter to its owner.
  await expect(again.getByRole('alert')).toHaveText(
    'Мы отправили письмо на maria@novaya.demo. Если с этим адресом уже есть учётная запись, войдите или восстановите пароль.',
  );
});

test('the profile is edited and the password changed with the current one', async ({ page }) => {
  // A user of its own: the demo users keep their password for the other specs.
  const user = { email: `profile-${Date.now()}@profil.demo`, name: 'Светлана Профилева' };
  const signup = await page.request.post('/v1/users/signup', {
    data: { name: user.name, email: user.email, password: DEMO_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  await logIn(page, user.email);
  await expect(profileButton(page, user.name)).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Редактировать' }).click();
  const form = page.getByRole('form', { name: 'Изменение профиля' });
  await form.getByLabel('Имя').fill('Светлана Профилева-Новикова');
  await form.getByLabel('Телефон').fill('+7 900 123-45-67');
  await form.getByLabel('Новый пароль').fill('svetlana-new-pass');
  await form.getByLabel('Текущий пароль').fill('wrong-current');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('alert')).toHaveText('Текущий пароль указан неверно');

  await form.getByLabel('Текущий пароль').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('+7 900 123-45-67')).toBeVisible();
  await expect(profileButton(page, 'Светлана Профилева-Новикова')).toBeVisible();
  // The password change revoked the old token; the session continues on the new one.
  await page.reload();
  await expect(page.getByText('+7 900 123-45-67')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the auth pages have no serious accessibility violations', async ({ page }) => {
  for (const path of [
    '/login',
    '/login?message=registration&invite=abcdefghijkl',
    '/forgot-password',
    '/restore-password?token=x',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await seriousViolations(page)).map((finding) => `${path}: ${finding}`)).toEqual([]);
  }
});
