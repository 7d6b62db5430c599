import { DEMO, logIn } from './support';
import { expectPhoneForm, expectWithinWindow } from './support/phone-form';
import { expect, test } from './support/test';

/**
 * The document forms on a phone (issue 42, item 5; project «mobile», 390 px): write-off, expense,
 * stocktaking header and contract stack their fields full width, no field narrower than its label,
 * the page never scrolls sideways, and a write-off's lines show quantity and actions on screen.
 */
const OLGA = 'olga@vkusdvor.demo';

test('a write-off: header, line dialog and lines as cards', async ({ page }) => {
  await logIn(page, OLGA);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/documents/write-off/edit');
  await expectPhoneForm(page, page.locator('main'));
  await page.getByLabel('Торговая точка').click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: /Списание №/ })).toBeVisible();
  await expect(page.getByLabel('Комментарий')).toBeVisible();
  await expectPhoneForm(page, page.locator('main'));

  await page.getByRole('button', { name: 'Добавить строку' }).click();
  const dialog = page.getByRole('dialog');
  await expectPhoneForm(page, dialog);
  await dialog.getByLabel('Товар').fill('Молоко');
  await page.getByRole('option', { name: /Молоко 3,2 %/ }).click();
  await dialog.getByLabel('Количество').fill('2');
  await dialog.getByLabel('Причина').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  const line = page.locator('article, [role="row"]').filter({ hasText: 'Молоко 3,2 %' });
  await expect(line).toHaveCount(1);
  await expectWithinWindow(page, line.getByText(/^2\s\S+$/));
  await expectWithinWindow(page, line.getByRole('button', { name: 'Изменить строку' }));
  await expectWithinWindow(page, line.getByRole('button', { name: 'Удалить строку' }));
  await expectPhoneForm(page, page.locator('main'));
  await page.screenshot({ path: test.info().outputPath('write-off.png'), fullPage: true });
});

test('an expense of either type', async ({ page }) => {
  await logIn(page, DEMO.clientAdmin.email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/documents/expenses');
  await page.getByRole('button', { name: 'Новый расход' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый расход' });
  await expectPhoneForm(page, dialog);
  await dialog.getByLabel('Тип').click();
  await page.getByRole('option', { name: 'Прочие затраты' }).click();
  await expect(dialog.getByLabel('Категория')).toBeVisible();
  await expectPhoneForm(page, dialog);
  await page.screenshot({ path: test.info().outputPath('expense.png') });
});

test('a new stocktaking', async ({ page }) => {
  await logIn(page, OLGA);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/documents/stocktaking');
  await page.getByRole('button', { name: 'Новая инвентаризация' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая инвентаризация' });
  await expectPhoneForm(page, dialog);
  await page.screenshot({ path: test.info().outputPath('stocktaking.png') });
  await dialog.getByLabel('Торговая точка').click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name: /Инвентаризация №/ })).toBeVisible();
  await expectPhoneForm(page, page.locator('main'));
  await page.screenshot({ path: test.info().outputPath('stocktaking-document.png'), fullPage: true });
});

for (const [side, email] of [
  ['supplier', DEMO.dairyAdmin.email],
  ['client', DEMO.clientAdmin.email],
] as const) {
  test(`a contract (${side})`, async ({ page }) => {
    await logIn(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`/${side}/contracts`);
    await page.getByRole('button', { name: 'Новый договор' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый договор' });
    await expect(dialog.getByRole('group', { name: 'Дата окончания' })).toBeVisible();
    await expectPhoneForm(page, dialog);
    await page.screenshot({ path: test.info().outputPath(`contract-${side}.png`) });
  });
}
