import type { Page } from '@playwright/test';
import { DEMO, logInAndOpen } from './index';
import { expect } from './test';

/**
 * Issue 45: the buyer sets par levels of two goods of «Зорька» at a sales point (a piece good and
 * one sold by weight), finds them suggested grouped under their supplier with the quantity that
 * reaches «заказывать до» (pieces whole, kilograms with decimals), raises one and creates the draft.
 * Shared by the desktop and the phone run; the page never scrolls sideways.
 */
const PIECE = 'Кефир 2,5 %, 1 л';
const WEIGHT = 'Сыр «Российский» 50 %';

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** `minimum`: the desktop and the phone run set different levels, so each finds something to save on a shared server. */
export async function levelsToDrafts(page: Page, minimum = 1000) {
  const upTo = minimum + 200;
  await logInAndOpen(page, DEMO.buyer.email, '/client/replenishment');
  await expect(page.getByRole('heading', { name: 'Пополнение' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Уровни запаса' }).click();
  await page.getByLabel('Торговая точка').click();
  await page.getByRole('option', { name: 'Вкусный двор на Тверской' }).click();

  await page.getByRole('textbox', { name: `Минимум «${PIECE}»` }).fill(String(minimum));
  await page.getByRole('textbox', { name: `Заказывать до «${PIECE}»` }).fill(String(upTo));
  await page.getByRole('textbox', { name: `Минимум «${WEIGHT}»` }).fill(String(minimum));
  await page.getByRole('textbox', { name: `Заказывать до «${WEIGHT}»` }).fill(`${minimum},25`);
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: /^Сохранить/ }).click();
  await expect(page.getByText('Сохранено: 2, удалено: 0')).toBeVisible();

  await page.getByRole('tab', { name: 'Что заказать' }).click();
  const group = page.getByTestId('suggestion-group').filter({ hasText: 'Зорька' });
  const piece = group.getByRole('textbox', { name: `Заказать «${PIECE}»` });
  const weight = group.getByRole('textbox', { name: `Заказать «${WEIGHT}»` });
  await expect(piece).toBeVisible({ timeout: 30_000 });
  // Nothing of these was received at the point yet: the whole way up to «заказывать до».
  const stockOf = async (good: string) => {
    const text = await group.getByTestId('suggestion-line').filter({ hasText: good }).textContent();
    return Number(
      (/Остаток (-?[\d\s]+(?:,\d+)?)/.exec(text ?? '')?.[1] ?? '0').replace(/\s/g, '').replace(',', '.'),
    );
  };
  await expect(piece).toHaveValue(String(upTo - (await stockOf(PIECE))));
  await expect(weight).toHaveValue(String(minimum + 0.25 - (await stockOf(WEIGHT))).replace('.', ','));
  await noSidewaysScroll(page);

  await piece.fill(String(upTo + 100));
  await page.getByRole('button', { name: 'Создать черновики' }).click();
  await expect(page.getByText(/Создано черновиков: \d+/)).toBeVisible({ timeout: 30_000 });
}
