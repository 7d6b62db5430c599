import type { Browser, Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

/** Issue 42, items 3 and 18 on a phone (390 px): the start page and a saved view of the orders. */
async function onPhone(browser: Browser, email: string): Promise<Page> {
  const { viewport, hasTouch, isMobile } = test.info().project.use;
  const page = await (await browser.newContext({ viewport, hasTouch, isMobile, locale: 'ru-RU' })).newPage();
  await logIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

test('the buyer’s start page fits the phone, each count a whole row to tap', async ({ browser }) => {
  const page = await onPhone(browser, 'igor@vkusdvor.demo');
  await page.goto('/');
  const purchases = page.getByRole('region', { name: 'Закупки' });
  await expect(purchases).toBeVisible();
  await expect(page.getByRole('region', { name: /^(Продажи|Документы)$/ })).toHaveCount(0);
  const item = purchases.getByTestId('home-item-client_awaiting_consent');
  const box = await item.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await expectNoSideScroll(page);
  await item.tap();
  await expect(page).toHaveURL(/\/client\/orders\?/);
  await expect(
    page.getByTestId('order-card').first().or(page.getByText('Нет заказов по выбранным условиям')),
  ).toBeVisible();
  for (const text of await page.getByTestId('order-card-status').allInnerTexts())
    expect(text).toBe('Ждёт согласия клиента');
});

test('a saved view on the phone restores the order number typed', async ({ browser }) => {
  const page = await onPhone(browser, DEMO.buyer.email);
  await page.goto('/client/orders');
  await page.getByLabel('Номер заказа').fill('3');
  await page.getByTestId('view-picker').tap();
  await page.getByRole('menuitem', { name: 'Сохранить как…' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Сохранить вид списка' });
  await dialog.getByLabel('Название вида').fill('Третий');
  await dialog.getByLabel('Открывать список с этим видом').check();
  await dialog.getByRole('button', { name: 'Сохранить' }).tap();
  await expect(dialog).toBeHidden();
  await expectNoSideScroll(page);
  await page.goto('/client/orders');
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: Третий');
  await expect(page.getByLabel('Номер заказа')).toHaveValue('3');
  await expectNoSideScroll(page);

  // Deleted, the list opens unfiltered again (and the buyer's later tests see every order).
  await page.getByTestId('view-picker').tap();
  await page.getByRole('menuitem', { name: 'Удалить «Третий»' }).tap();
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: обычный');
  await page.goto('/client/orders');
  await expect(page.getByTestId('view-picker')).toHaveText('Вид: обычный');
  await expect(page.getByLabel('Номер заказа')).toHaveValue('');
});
