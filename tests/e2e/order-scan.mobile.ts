import { chooseOption, DEMO, emptyCart, logInAndOpen } from './support';
import { fakeCameraShowing } from './support/ean13-y4m';
import { expect, test } from './support/test';

/**
 * The buyer scans a good on the phone (issue 27): Chromium's fake camera plays the EAN-13 of Зорька's
 * «Молоко топлёное» (the seed's fourth good, code 460701000004 + check digit); the order catalog
 * finds it in the price list and adds it to the cart. A code the price list lacks is reported.
 */
const GOOD = 'Молоко топлёное 4 %, 1 л';
const camera = fakeCameraShowing('460701000004');
const EAN = camera.code;
test.use(camera.use);

test('a scanned EAN-13 offers its good and adds it to the order; an unknown code is reported', async ({
  page,
}) => {
  await logInAndOpen(page, DEMO.buyer.email, '/client/orders/new');
  await chooseOption(page, 'Поставщик', /Зорька/);
  await emptyCart(page);

  await page.getByRole('button', { name: 'Сканировать штрихкод камерой' }).tap();
  const offer = page.getByRole('dialog', { name: 'Добавить в заказ?' });
  await expect(offer.getByTestId('scanned-good')).toHaveText(GOOD, { timeout: 30_000 });
  await expect(offer).toContainText(`штрихкод ${EAN}`);
  const quantity = offer.getByLabel('Количество, шт');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  await offer.getByRole('button', { name: 'Добавить в заказ' }).tap();
  await expect(offer).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: `Количество: ${GOOD}` })).toHaveValue('3');
  await expect(page.getByTestId('cart-estimate')).toContainText('1 поз.');

  // A hardware scanner types the code and Enter into the search field: a code nobody sells is reported.
  const search = page.getByRole('textbox', { name: 'Поиск товара' });
  await search.fill('4609990009999');
  await search.press('Enter');
  const missing = page.getByRole('dialog', { name: 'Товар не найден' });
  await expect(missing.getByTestId('scan-not-found')).toContainText(
    'Товара со штрихкодом 4609990009999 нет в прайс-листе поставщика ООО «Молочная ферма «Зорька»».',
  );
  await missing.getByRole('button', { name: 'Закрыть' }).tap();
  await expect(page.getByTestId('cart-estimate')).toContainText('1 поз.');
});
