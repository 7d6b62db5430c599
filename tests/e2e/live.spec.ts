import { chooseOption, DEMO, readOutbox, sendCart, signedIn } from './support';
import { expect, test } from './support/test';

/**
 * Issue 26: live events. The supplier's open order list shows the buyer's new order without a
 * reload, the bell counts it and a letter is in the outbox; the supplier accepts it and the buyer's
 * open order page shows the new status live.
 */
test('a sent order appears live for the supplier, with the bell and an e-mail; acceptance appears live for the buyer', async ({
  browser,
}) => {
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  // The count before the order is the bell's first answer, not its label, which reads «Уведомления»
  // until that answer comes.
  const notifications = supplier.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/notifications' && response.ok(),
  );
  await supplier.goto('/supplier/orders');
  await expect(supplier.locator('.MuiDataGrid-row').first()).toBeVisible();
  const bell = supplier.getByRole('button', { name: /^Уведомления/ });
  await expect(bell).toBeVisible();
  const unreadBefore = ((await (await notifications).json()) as { unread: number }).unread;

  const client = await signedIn(browser, DEMO.buyer.email);
  await client.goto('/client/orders/new');
  await chooseOption(client, 'Поставщик', /Зорька/);
  const quantities = client.getByRole('textbox', { name: /^Количество: / });
  await quantities.nth(0).fill('40');
  await quantities.nth(1).fill('30');
  await expect(client.getByTestId('min-amount-warning')).toHaveCount(0);
  await sendCart(client);
  const orderId = new URL(client.url()).pathname.split('/').pop();
  const number = (await client.getByRole('heading', { level: 1 }).textContent())?.match(/№\s*(\d+)/)?.[1];
  expect(number).toBeTruthy();

  // No reload on the supplier's side: the row arrives over GET /v1/events.
  await expect(supplier.getByRole('link', { name: `№ ${number}`, exact: true })).toBeVisible({
    timeout: 2_000,
  });
  // The stream hears of the order only once its notification is written: the bell counts it as well.
  await expect(bell).toHaveAccessibleName(`Уведомления: ${unreadBefore + 1} непрочитанных`, {
    timeout: 2_000,
  });
  const letter = () =>
    readOutbox().find(
      (m) => m.to === DEMO.dairyAdmin.email && m.subject.startsWith(`Новый заказ № ${number} `),
    );
  await expect
    .poll(() => letter()?.subject)
    .toMatch(
      /^Новый заказ № \d+ от .+ на сумму [\d\s]+,\d{2}\s₽, доставка \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/,
    );

  await supplier.getByRole('button', { name: /^Уведомления/ }).click();
  await supplier.getByRole('menuitem', { name: new RegExp(`Новый заказ № ${number}`) }).click();
  await expect(supplier).toHaveURL(new RegExp(`/supplier/orders/${orderId}$`));
  await supplier.getByRole('button', { name: 'Принять в работу' }).click();
  await expect(supplier.getByText('Принят в работу', { exact: true })).toBeVisible();

  // The buyer's page was not reloaded.
  await expect(client.getByText('Принят в работу', { exact: true })).toBeVisible({ timeout: 2_000 });

  // E-mail preferences on the profile page: a daily digest, kept after a reload.
  await client.goto('/profile');
  await client.getByRole('combobox', { name: 'Присылать письма' }).click();
  await client.getByRole('option', { name: 'Раз в день, сводкой' }).click();
  await expect(client.getByRole('combobox', { name: 'Присылать письма' })).toHaveText('Раз в день, сводкой');
  await client.reload();
  await expect(client.getByRole('combobox', { name: 'Присылать письма' })).toHaveText('Раз в день, сводкой');
});
