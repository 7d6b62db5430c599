import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signedIn } from './support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

/** How many posts the dairy has, drafts included, read through the API as its admin. */
async function postCount(page: Page) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: DEMO.dairyAdmin.email, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await page.request.get('/v1/users/me', { headers })).json();
  const dairy = (me.organizations as { id: number; name: string }[]).find((o) => /Зорька/.test(o.name));
  expect(dairy, 'the dairy').toBeDefined();
  const list = await page.request.get(`/v1/supplier/posts?organization_id=${dairy?.id}&limit=1`, { headers });
  return (await list.json()).total as number;
}

/** Issue 42, item 12: «Новая новость» opens an empty editor; only its first save makes the post. */
test('opening «Новая новость» and leaving leaves no draft; the first save makes one post', async ({
  browser,
}) => {
  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  const before = await postCount(supplier);

  // A link or a button, as long as people find it by its name (beside the list, whose first item it is).
  const newPost = supplier
    .getByRole('link', { name: 'Новая новость' })
    .or(supplier.getByRole('button', { name: 'Новая новость' }))
    .first();
  await supplier.goto('/manage/news');
  for (let i = 0; i < 2; i++) {
    await newPost.click();
    await expect(supplier.getByTestId('news-editor').locator('.ce-block').first()).toBeVisible();
    await supplier.goBack();
    await expect(supplier.getByRole('heading', { name: 'Редактор новостей' })).toBeVisible();
  }
  expect(await postCount(supplier)).toBe(before);

  const title = `Сыр к выходным ${Date.now()}`;
  await newPost.click();
  await expect(supplier).toHaveURL(/\/manage\/news\/new$/);
  await supplier.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  await supplier.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(supplier).toHaveURL(/\/manage\/news\/\d+$/);
  await expect(supplier.getByRole('heading', { name: title })).toBeVisible();
  expect(await postCount(supplier)).toBe(before + 1);
  await supplier.goto('/manage/news');
  await expect(supplier.getByRole('row').filter({ hasText: title })).toContainText('Черновик');
});
