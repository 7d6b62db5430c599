import type { Page } from '@playwright/test';
import { confirmAction, DEMO, dismissAction, emptyCart, logInAndOpen } from './support';
import { expect, test } from './support/test';

/**
 * Issue 20, item 1: the «Новый заказ» cart is the supplier's draft. It survives a supplier switch
 * (which asks first), a reload and leaving the screen, and «Добавить» on a product page fills the
 * same draft the screen shows.
 */
const MILK = 'Молоко пастеризованное 3,2 %, 1 л';

async function chooseSupplier(page: Page, name: RegExp) {
  await page.getByLabel('Поставщик').click();
  await page.getByRole('option', { name }).click();
}

const quantityOf = (page: Page, good: string) => page.getByRole('textbox', { name: `Количество: ${good}` });

test('the cart is kept as the supplier’s draft across a switch, a reload, leaving and the product page', async ({
  page,
}) => {
  await logInAndOpen(page, DEMO.buyer.email, '/client/orders/new');
  await chooseSupplier(page, /Зорька/);
  const quantities = page.getByRole('textbox', { name: /^Количество: / });
  await expect(quantities.first()).toBeVisible({ timeout: 30_000 });
  await emptyCart(page);

  const names = (
    await quantities.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label') ?? ''))
  )
    .map((label) => label.replace('Количество: ', ''))
    .filter((name) => name !== MILK);
  const good = names[0];
  await quantityOf(page, good).fill('7');
  const status = page.getByTestId('draft-status');
  // A draft has no number until it is sent (the supplier's sequence gives it one then).
  await expect(status).toContainText('Корзина сохранена в черновике —');

  // Switching supplier asks first; «Не сейчас» keeps everything as it was.
  await chooseSupplier(page, /Урожай/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('останется в черновике: она вернётся');
  await dismissAction(page);
  await expect(quantityOf(page, good)).toHaveValue('7');
  await chooseSupplier(page, /Урожай/);
  await confirmAction(page, 'Сменить поставщика');
  await expect(quantityOf(page, good)).toHaveCount(0);
  await expect(quantities.first()).toBeVisible();

  // A reload and the other supplier again: the cart is back.
  await page.reload();
  await chooseSupplier(page, /Зорька/);
  await expect(quantityOf(page, good)).toHaveValue('7');
  await expect(status).toContainText('Корзина сохранена в черновике —');

  // «Добавить» on the product page goes into that same draft.
  const token = (await page.context().cookies()).find((c) => c.name === 'jwt-token')?.value;
  const found = await page.request.get('/v1/marketplace/goods/', {
    params: { query_search: MILK },
    headers: { Authorization: `Bearer ${token}` },
  });
  const milk = (await found.json()).items.find((g: { name: string }) => g.name === MILK);
  await page.goto(`/catalog/product/${milk.id}`);
  await page.getByRole('textbox', { name: 'Количество' }).fill('2');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByTestId('added-to-draft')).toContainText('Товар в черновике заказа поставщику');

  await page.goto('/client/orders/new');
  await chooseSupplier(page, /Зорька/);
  await expect(quantityOf(page, MILK)).toHaveValue('2');
  await expect(quantityOf(page, good)).toHaveValue('7');

  // Leaving the screen right after a change loses nothing either.
  await quantityOf(page, good).fill('9');
  await page.getByRole('link', { name: 'Заказы', exact: true }).first().click();
  await expect(page).toHaveURL(/\/client\/orders$/);
  await page.goto('/client/orders/new');
  await chooseSupplier(page, /Зорька/);
  await expect(quantityOf(page, good)).toHaveValue('9');
});
