import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO, emptyCart, logIn } from './support';
import { expect, test } from './support/test';

/**
 * The buyer on a phone (issue 27, project «mobile»: 390 × 844, touch): the catalog with categories
 * in a drawer and quantity steppers, the sticky total, sending, and the order lists of both sides
 * as cards — the page never scrolls sideways.
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  // The project's phone (viewport, touch) for every context the test opens.
  const { viewport, hasTouch, isMobile } = test.info().project.use;
  const page = await (await browser.newContext({ viewport, hasTouch, isMobile, locale: 'ru-RU' })).newPage();
  await logIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

async function expectNoSideScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.screen);
}

async function expectTouchSize(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

const chooseOption = async (page: Page, label: string, option?: RegExp) => {
  await page.getByLabel(label).tap();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).tap();
};

async function expectOrderCards(page: Page, partner: RegExp) {
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    // A draft is numbered when sent, in its supplier's sequence.
    await expect(card.getByTestId('order-card-number')).toHaveText(/^(№ \d+|Черновик)$/);
    await expect(card.getByTestId('order-card-partner')).toBeVisible();
    await expect(card.getByTestId('order-card-sum')).toHaveText(/\d[\d\s]*,\d{2}\s₽$/);
    await expect(card.getByTestId('order-card-status')).not.toBeEmpty();
    await expectTouchSize(card.getByRole('link', { name: 'Открыть' }));
  }
  await expect(
    cards.filter({ has: page.getByTestId('order-card-partner').filter({ hasText: partner }) }).first(),
  ).toBeVisible();
  await expectNoSideScroll(page);
}

test('a buyer orders from the phone and both sides see the order as a card', async ({ browser }) => {
  const buyer = await signedIn(browser, DEMO.buyer.email);
  await buyer.goto('/client/orders/new');
  await chooseOption(buyer, 'Поставщик', /Зорька/);
  // The supplier's kept draft fills the cart (issue 20): start from an empty one.
  await emptyCart(buyer);
  const quantities = buyer.getByRole('textbox', { name: /^Количество: / });
  await expect(quantities.first()).toBeVisible();
  await expectNoSideScroll(buyer);
  // The total and «Отправить заказ» stay on screen above the goods.
  const send = buyer.getByRole('button', { name: 'Отправить заказ' });
  await expect(send).toBeInViewport();

  // Categories open in a drawer that closes on a choice.
  const allGoods = await quantities.count();
  await buyer.getByRole('button', { name: 'Категории' }).tap();
  const drawer = buyer.getByRole('navigation', { name: 'Категории прайс-листа' });
  await expect(drawer).toBeVisible();
  const category = drawer.getByRole('button').nth(1);
  const categoryCount = Number(((await category.textContent()) ?? '').match(/(\d+) тов\./)?.[1]);
  await category.tap();
  await expect(drawer).toHaveCount(0);
  await expect(quantities).toHaveCount(categoryCount);
  await buyer.getByRole('button', { name: 'Категории' }).tap();
  await drawer.getByRole('button', { name: 'Все товары' }).tap();
  await expect(quantities).toHaveCount(allGoods);

  // Steppers: + adds a unit, − takes it back; a typed quantity works too.
  const first = (await quantities.first().getAttribute('aria-label'))?.replace('Количество: ', '') ?? '';
  const plus = buyer.getByRole('button', { name: `Больше: ${first}` });
  await expectTouchSize(plus);
  await plus.tap();
  await plus.tap();
  await expect(quantities.first()).toHaveValue('2');
  await buyer.getByRole('button', { name: `Меньше: ${first}` }).tap();
  await expect(quantities.first()).toHaveValue('1');
  await expect(buyer.getByTestId('cart-estimate')).toContainText('1 поз.');
  await quantities.first().fill('40');
  await quantities.nth(1).fill('30');
  await expect(buyer.getByTestId('cart-estimate')).toContainText('2 поз.');
  await expect(buyer.getByTestId('min-amount-warning')).toHaveCount(0);
  await expectNoSideScroll(buyer);

  await chooseOption(buyer, 'Точка продаж');
  await chooseOption(buyer, 'Дата доставки');
  await chooseOption(buyer, 'Окно доставки');
  await expectTouchSize(send);
  await send.tap();
  await expect(buyer).toHaveURL(/\/client\/orders\/\d+$/);
  await expect(buyer.getByText('Отправлен', { exact: true })).toBeVisible();
  await expect(buyer.getByTestId('order-line')).toHaveCount(2);
  await expectNoSideScroll(buyer);
  const number = ((await buyer.getByRole('heading', { level: 1 }).textContent()) ?? '').match(/\d+/)?.[0];

  await buyer.goto('/client/orders');
  await expectOrderCards(buyer, /Зорька/);
  // Each supplier numbers its own orders: the buyer's card of this number is the one from «Зорька».
  const mine = buyer.getByRole('article', { name: `Заказ № ${number}` }).filter({ hasText: 'Зорька' });
  await expect(mine.getByTestId('order-card-status')).toHaveText('Отправлен');
  await expect(mine.getByRole('button', { name: 'Отменить заказ' })).toBeVisible();
  // The filters wait behind a button; a chosen status is counted on it and narrows the cards.
  await expect(buyer.getByLabel('Статус')).toHaveCount(0);
  const filters = buyer.getByRole('button', { name: 'Фильтры' });
  await expectTouchSize(filters);
  await filters.tap();
  await chooseOption(buyer, 'Статус', /^Отправлен$/);
  await expect(buyer.getByRole('button', { name: 'Фильтры (1)' })).toBeVisible();
  await expect(mine).toBeVisible();
  await expect(buyer.getByTestId('order-card-status').filter({ hasNotText: /^Отправлен$/ })).toHaveCount(0);
  await expectNoSideScroll(buyer);

  const supplier = await signedIn(browser, DEMO.dairyAdmin.email);
  await supplier.goto('/supplier/orders');
  await expectOrderCards(supplier, /Вкусный двор/);
  const theirs = supplier.getByRole('article', { name: `Заказ № ${number}` });
  await theirs.getByRole('button', { name: 'Принять в работу' }).tap();
  await expect(theirs.getByTestId('order-card-status')).toHaveText('Принят в работу');
});
