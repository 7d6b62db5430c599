import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Whether a field's label is clear of the text typed in it: the label's box does not reach into the
 * input's content box (the input without its padding), where the value is drawn.
 */
async function labelClearOfValue(page: Page, label: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  return input.evaluate((element) => {
    const field = element.closest('.MuiFormControl-root');
    const labelBox = field?.querySelector('label')?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const textTop = box.top + Number.parseFloat(style.paddingTop);
    const textBottom = box.bottom - Number.parseFloat(style.paddingBottom);
    return Boolean(labelBox) && ((labelBox?.bottom ?? 0) <= textTop || (labelBox?.top ?? 0) >= textBottom);
  });
}

/** The fields are filled with the organization's values, each label clear of its value. */
async function expectLabelsClear(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    await expect.poll(() => labelClearOfValue(page, label), label).toBe(true);
  }
}

/** Issue 42, item 4: the edit form of an organization never draws a label over the value. */
test('the organization edit form keeps its labels clear of the values, opened by URL or from the list', async ({
  page,
}) => {
  await logIn(page, DEMO.clientAdmin.email);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/manage/organizations');
  await page.getByRole('gridcell', { name: /^ООО «Вкусный двор»/ }).click();
  await expect(page).toHaveURL(/\/manage\/organizations\/\d+$/);
  const cardUrl = page.url();
  await page.getByRole('link', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(/\/manage\/organizations\/\d+\/edit$/);
  await expectLabelsClear(page, { Название: 'ООО «Вкусный двор»', ИНН: '7707083893' });

  await page.getByRole('textbox', { name: 'КПП', exact: true }).fill('770701001');
  await page.getByRole('textbox', { name: 'ОГРН / ОГРНИП', exact: true }).fill('1027700132195');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(cardUrl);

  await page.goto(`${cardUrl}/edit`);
  await expectLabelsClear(page, {
    Название: 'ООО «Вкусный двор»',
    ИНН: '7707083893',
    КПП: '770701001',
    'ОГРН / ОГРНИП': '1027700132195',
  });
});
