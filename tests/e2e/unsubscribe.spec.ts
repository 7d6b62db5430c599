import { expect, test } from './support/test';

/** The «Отписаться» link of a notification letter opens a page that answers in Russian. */
test('a broken unsubscribe link says so in Russian, without signing in', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.broken');
  await expect(page.getByRole('heading', { name: 'Письма-уведомления' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Ссылка для отписки недействительна');
  await expect(page).toHaveURL(/\/unsubscribe/);
});
