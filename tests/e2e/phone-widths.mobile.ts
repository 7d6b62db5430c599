import type { Page } from '@playwright/test';
import { layoutProblems } from './support/crawl-layout';
import { open } from './support/crawl-navigation';
import { crawlTargets, login } from './support/crawl-routes';
import { expect, test } from './support/test';

/**
 * Issue 42: every role's screens at 390 px (the project «mobile»): no control narrower than its
 * label (a label or a button's text cut with «…»), no list or form cut at the screen's edge, no page
 * that scrolls sideways. The screens of the crawl (crawl-routes.ts), each path once (by the first
 * role that may open it), opened without clicking: a few seconds a role.
 */
test.describe.configure({ mode: 'parallel' });

/**
 * What the first run found (desktop grids whose narrowest columns are still wider than a phone, the
 * role form's permission table, one long label). This list only shrinks: a screen fixed leaves it,
 * and a finding not listed fails the test.
 */
const KNOWN_AT_390 = new Set([
  '/admin/backups: table «Резервные копии» ends 51 px past its area',
  '/admin/backups: table «Резервные копии»: 425 px in 358 px',
  '/documents/expenses: list «Расходы»: columns 700 px in 356 px',
  '/supplier/delivery-zones: list «Зоны доставки»: columns 710 px in 356 px',
  '/documents/stocktaking: list «Мои точки продаж»: columns 590 px in 356 px',
  '/: list «Пользователи»: columns 710 px in 356 px',
  '/admin/news: list «Управление новостями»: columns 670 px in 356 px',
  '/admin/users: list «Пользователи»: columns 710 px in 356 px',
  '/catalog/all-categories: list «Каталог товаров»: columns 504 px in 356 px',
  '/client/contracts: list «Договоры»: columns 770 px in 356 px',
  '/client/contracts: list «Договоры»: columns 890 px in 356 px',
  '/client/suppliers: field «ИНН или e-mail, по одному в строке» is narrower than its label',
  '/client/suppliers: list «Поставщики»: columns 560 px in 356 px',
  '/contracts: list «Договоры»: columns 770 px in 356 px',
  '/documents/stocktaking: list «Инвентаризация»: columns 700 px in 356 px',
  '/documents/write-off: list «Списания»: columns 700 px in 356 px',
  '/manage/catalog: list «Каталог товаров»: columns 504 px in 356 px',
  '/manage/import-goods: list «Импорт товаров»: columns 820 px in 356 px',
  '/manage/news: list «Редактор новостей»: columns 510 px in 356 px',
  '/manage/organizations: list «Мои организации»: columns 556 px in 356 px',
  '/manage/organizations: list «Мои организации»: columns 686 px in 356 px',
  '/manage/roles/organization/new: table «Новая роль» ends 84 px past its area',
  '/manage/roles/organization/new: table «Новая роль»: 457 px in 356 px',
  '/manage/roles/organization/role: table «Новая роль» ends 84 px past its area',
  '/manage/roles/organization/role: table «Новая роль»: 457 px in 356 px',
  '/manage/sales-points: list «Мои точки продаж»: columns 590 px in 356 px',
  '/manage/users: list «Пользователи»: columns 560 px in 356 px',
  '/supplier/clients: field «ИНН или e-mail, по одному в строке» is narrower than its label',
  '/supplier/clients: list «Клиенты»: columns 560 px in 356 px',
  '/supplier/contracts: list «Договоры»: columns 770 px in 356 px',
  '/supplier/price-lists: list «Прайс-листы»: columns 760 px in 356 px',
]);

/** Each path once, by the first role that may open it. */
const seen = new Set<string>();
const targets = crawlTargets.map((target) => ({
  ...target,
  routes: target.routes.filter((route) => !seen.has(route) && Boolean(seen.add(route))),
}));

/** Labels and buttons whose text does not fit their box. */
function cutLabels(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const found: string[] = [];
      const main = document.querySelector('main');
      if (!main) return found;
      const visible = (el: HTMLElement) => el.offsetParent !== null && el.getBoundingClientRect().width > 0;
      for (const label of main.querySelectorAll<HTMLElement>('label.MuiInputLabel-root')) {
        if (visible(label) && label.scrollWidth > label.clientWidth + 1)
          found.push(`field «${label.textContent?.trim()}» is narrower than its label`);
      }
      for (const button of main.querySelectorAll<HTMLElement>('button.MuiButton-root')) {
        if (visible(button) && button.scrollWidth > button.clientWidth + 1)
          found.push(`button «${button.textContent?.trim()}» is narrower than its text`);
      }
      return found;
    })
    .catch(() => []);
}

for (const target of targets.filter((t) => t.routes.length > 0)) {
  test(`every screen of ${target.role} at 390 px`, async ({ page }) => {
    test.setTimeout(300_000);
    await login(page, target.email);
    await page.waitForURL((url) => url.pathname !== '/login');
    const problems: string[] = [];
    for (const route of target.routes) {
      await open(page, route);
      const found = [...(await layoutProblems(page)), ...(await cutLabels(page))];
      for (const finding of new Set(found))
        if (!KNOWN_AT_390.has(`${route}: ${finding}`)) problems.push(`${route}: ${finding}`);
    }
    expect(problems, `layout at 390 px as ${target.role} (not in KNOWN_AT_390)`).toEqual([]);
  });
}
