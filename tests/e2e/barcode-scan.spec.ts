import type { Page } from '@playwright/test';
import { fakeCameraShowing } from './support/ean13-y4m';
import { expect, test } from './support/test';

/**
 * The camera scanner of the stocktaking counting screen (issue 27): Chromium's fake camera plays a
 * video of an EAN-13 code drawn here; the scanner reads it and puts the cursor into that line's fact.
 */
const camera = fakeCameraShowing('460999000123');
const EAN = camera.code;
test.use(camera.use);

async function token(page: Page, email: string) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: email, password: 'demo12345' },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()).access_token as string;
}

test('a scanned EAN-13 focuses its line in the counting screen; an unknown code is reported', async ({
  page,
  baseURL,
}) => {
  const olga = { Authorization: `Bearer ${await token(page, 'olga@vkusdvor.demo')}` };
  const anna = { Authorization: `Bearer ${await token(page, 'anna@vkusdvor.demo')}` };
  const docs = await (await page.request.get('/v1/stocktaking_docs/?status_ids=4', { headers: olga })).json();
  const opening = docs.items[0];
  const lines = (
    await (await page.request.get(`/v1/stocktaking_docs/${opening.id}/line_items`, { headers: olga })).json()
  ).items as { good_id: number; good_name: string }[];
  const pick = (name: string) => lines.find((l) => l.good_name === name)?.good_id as number;
  const cream = pick('Сливки 33 %');
  // The cream gets a real EAN-13 (the demo codes are not valid EAN-13) before the count takes its copy.
  const changed = await page.request.put(`/v1/goods/${cream}?organization_id=${opening.organization_id}`, {
    headers: anna,
    data: { barcodes: [EAN] },
  });
  expect(changed.ok()).toBe(true);
  const doc = await (
    await page.request.post(`/v1/stocktaking_docs/?sales_point_id=${opening.sales_point_id}`, {
      headers: olga,
      data: {},
    })
  ).json();
  await page.request.post(`/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/bulk_create`, {
    headers: olga,
    data: { good_ids: [pick('Молоко 3,2 %'), cream, pick('Сметана 20 %')] },
  });
  await page.context().addCookies([
    { name: 'jwt-token', value: olga.Authorization.slice(7), url: baseURL ?? '' },
    { name: 'show-nav', value: 'true', url: baseURL ?? '' },
  ]);

  await page.goto(`/documents/stocktaking/${doc.id}/edit`);
  await expect(page.getByLabel('Факт: Молоко 3,2 %')).toBeVisible();
  await page.getByRole('button', { name: 'Сканировать штрихкод камерой' }).click();
  await expect(page.getByLabel('Факт: Сливки 33 %')).toBeFocused({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.keyboard.type('4');
  await expect(page.getByTestId('save-state')).toHaveText('Сохранено');

  // A hardware scanner types a code and Enter into the search field: a code nobody has is reported.
  const search = page.getByTestId('lines-search');
  await search.fill('4609990009999');
  await search.press('Enter');
  await expect(page.getByTestId('lines-notice')).toContainText(
    'Товар со штрихкодом 4609990009999 не найден ни в документе, ни в каталоге.',
  );
  await expect(page.getByRole('link', { name: 'Добавить товар в каталог' })).toBeVisible();
});
