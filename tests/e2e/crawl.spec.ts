import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { layoutProblems } from './support/crawl-layout';
import { open, settle, trackRequests } from './support/crawl-navigation';
import { accessOf, crawlTargets, demoRoles, login } from './support/crawl-routes';
import { expect, test } from './support/test';

/**
 * The browser crawl (issue 18): every demo role opens every screen it may open, the first row of
 * every list and every button that may open a dialog. No page error, no console error, no blank
 * screen. Writes are blocked while crawling, so the crawl never changes the demo data other specs
 * read; a button that tries to write without asking first is reported, not clicked twice.
 * The layout check of issue 20 fails it too: at 1280 × 800, the side menu open, no list, form or
 * page wider than its area, no field squeezed to nothing, no label over its value. And axe-core runs
 * on every screen in the same visit (issue 48): no serious or critical finding; a visitor's public
 * pages are one more role.
 */
test.use({ viewport: { width: 1280, height: 800 } });
// Each role's crawl is independent (writes are blocked): the workers share them out.
test.describe.configure({ mode: 'parallel' });

/** Buttons that change data or leave: never clicked. Everything else may open a dialog. */
const NOT_CLICKED =
  /^(Удалить|Провести|Отменить|Отклонить|Принять|Сохранить|Отправить|Выйти|Завершить|Перевыпустить|Применить|Подтвердить|Согласовать|Доставлен|Заблокировать|Разблокировать|Войти|Скопировать|Печать|Скачать|Excel|Экспорт|Выгрузить|Загрузить|Повторить заказ|Добавить в|В корзину|Оформить|Начать|Создать заказ|Опубликовать|Снять|Вернуться|Готово|Очистить)/i;
/** Writes the crawl itself makes. */
const ALLOWED_WRITES = ['/v1/users/login', '/v1/client_errors'];
/** At most this many buttons per screen: enough for every toolbar, bounded for CI. */
const MAX_BUTTONS = 12;

interface Crawl {
  page: Page;
  role: string;
  /** Problems that fail the crawl. */
  problems: string[];
  /** Layout findings of issue 20, once per screen. */
  layout: Set<string>;
  /** axe-core's serious and critical findings, per screen. */
  a11y: string[];
  /** Buttons that write at once (blocked). */
  writes: Set<string>;
  /** Errors since the last check. */
  errors: string[];
  blockedWrite: boolean;
  /** Steps slower than SLOW_STEP_MS, to keep the crawl fast. */
  slow: string[];
  stepStarted: number;
}

const SLOW_STEP_MS = 4_000;

/** After each step: no page or console error, a screen with content, no error boundary. */
async function check(crawl: Crawl, where: string) {
  const { page } = crawl;
  await settle(page);
  const errors = crawl.blockedWrite
    ? crawl.errors.filter((e) => !/ERR_FAILED|Failed to fetch|Сервер временно недоступен/.test(e))
    : crawl.errors;
  for (const error of errors) crawl.problems.push(`${where}: ${error}`);
  crawl.errors = [];
  crawl.blockedWrite = false;
  const took = Date.now() - crawl.stepStarted;
  if (took > SLOW_STEP_MS) crawl.slow.push(`${where}: ${(took / 1000).toFixed(1)} s`);
  const mainText = () => page.evaluate(() => document.querySelector('main')?.textContent?.trim() ?? '');
  // A screen between two pages is empty for a moment: blank only if it stays so.
  if (!(await mainText())) await settle(page);
  if (!(await mainText())) {
    crawl.problems.push(`${where}: blank screen`);
    // Start the app afresh at home so one crash does not blank every later step.
    await page.goto('/');
    await settle(page);
    crawl.errors = [];
  }
  if (await page.getByText('Не удалось показать страницу').count())
    crawl.problems.push(`${where}: the error boundary caught an error`);
  if (/^\/no-access/.test(new URL(page.url()).pathname))
    crawl.problems.push(`${where}: led to ${new URL(page.url()).pathname}`);
  for (const finding of await layoutProblems(page)) crawl.layout.add(`${pathOf(page)}: ${finding}`);
  crawl.stepStarted = Date.now();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** axe-core on the screen as it is drawn, its loading indicators gone. */
async function checkAccessibility(page: Page, findings: string[], where: string) {
  await expect(page.getByRole('progressbar'))
    .toHaveCount(0)
    .catch(() => undefined);
  for (const finding of await seriousViolations(page)) findings.push(`${where}: ${finding}`);
}

const VISITOR_ROUTES = ['/login', '/forgot-password', '/restore-password?token=x', '/privacy', '/', '/news'];

test('crawl as visitor', async ({ page }) => {
  const problems: string[] = [];
  const a11y: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  trackRequests(page);
  for (const route of VISITOR_ROUTES) {
    await page.goto(route);
    await settle(page);
    await expect(page.locator('main')).toBeVisible();
    await checkAccessibility(page, a11y, route);
    for (const finding of await layoutProblems(page)) problems.push(`${route}: ${finding}`);
  }
  expect(problems, 'problems found while crawling as a visitor').toEqual([]);
  expect(a11y, 'axe as a visitor').toEqual([]);
});

async function closeDialog(page: Page) {
  const dialog = page.locator(
    '[role="dialog"]:visible, [role="menu"]:visible, [role="presentation"].MuiPopover-root',
  );
  await page.keyboard.press('Escape');
  if (await dialog.count()) {
    const close = page.getByRole('dialog').getByRole('button', { name: /^(Отмена|Закрыть|Нет)$/ });
    // The dialog may be leaving after Escape (its button detaches mid-click): never wait for it long.
    if (await close.count())
      await close
        .first()
        .click({ timeout: 3_000 })
        .catch(() => undefined);
  }
  await expect(page.getByRole('dialog'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Clicks each button of the screen that may open a dialog, then closes it or comes back. */
async function clickButtons(crawl: Crawl, screen: string) {
  const { page } = crawl;
  const buttons = page.locator('main button:visible:not([disabled])');
  const names = (await buttons.evaluateAll((els) =>
    els
      .filter((el) => !el.closest('.MuiDataGrid-root, [role="dialog"]'))
      .map((el) => (el.getAttribute('aria-label') || el.textContent || '').trim()),
  )) as string[];
  // One button per kind: «Переименовать «Сыры»» stands for the same dialog of every category.
  const kinds = new Map<string, string>();
  for (const name of names) {
    const kind = name.replace(/«.*$/, '').trim();
    if (name && !NOT_CLICKED.test(name) && !kinds.has(kind)) kinds.set(kind, name);
  }
  const wanted = [...kinds.values()].slice(0, MAX_BUTTONS);
  for (const name of wanted) {
    const button = page.locator('main').getByRole('button', { name, exact: true }).first();
    // isEnabled waits for the button when it is gone, without end (a dialog that opened late hides
    // the page behind it): the crawl moves on instead.
    if (
      !(await button.isVisible().catch(() => false)) ||
      !(await button.isEnabled({ timeout: 2_000 }).catch(() => false))
    )
      continue;
    const before = page.url();
    const writesBefore = crawl.writes.size;
    await button.click({ timeout: 5_000 }).catch(() => undefined);
    const where = `${crawl.role} ${screen} «${name}»`;
    if (crawl.blockedWrite && crawl.writes.size === writesBefore) crawl.writes.add(where);
    await check(crawl, where);
    if (page.url() !== before) await open(page, before);
    else await closeDialog(page);
  }
}

/** Opens the first row of the first list of the screen: a detail page or a dialog. */
async function openFirstRow(crawl: Crawl, route: string) {
  const { page } = crawl;
  const row = page.locator('main .MuiDataGrid-row[data-rowindex="0"], main table tbody tr').first();
  if (!(await row.isVisible().catch(() => false))) return;
  const link = row.locator('a[href^="/"]').first();
  const cell = row.locator('.MuiDataGrid-cell:not(.MuiDataGrid-cellCheckbox), td').first();
  // A row that moves under the pointer (a live refresh) must not hold the crawl until its timeout.
  if (await link.count()) await link.click({ timeout: 5_000 }).catch(() => undefined);
  else await cell.click({ position: { x: 5, y: 5 }, timeout: 5_000 }).catch(() => undefined);
  const where = `${crawl.role} ${route} first row`;
  await check(crawl, where);
  if (page.url() !== new URL(route, page.url()).href) {
    await clickButtons(crawl, `${pathOf(page)}`);
    await open(page, route);
  } else await closeDialog(page);
}

/**
 * A role's screens in parts of at most this many: each part is a test of its own, so the two workers
 * share a long role's crawl and no test nears its timeout on a loaded machine.
 */
const ROUTES_PER_PART = 10;
const parts = crawlTargets.flatMap((target) => {
  const count = Math.ceil(target.routes.length / ROUTES_PER_PART);
  const size = Math.ceil(target.routes.length / count);
  return Array.from({ length: count }, (_, i) => ({
    ...target,
    title: count > 1 ? `${target.role} (${i + 1}/${count})` : target.role,
    routes: target.routes.slice(i * size, (i + 1) * size),
  }));
});

for (const target of parts) {
  test(`crawl as ${target.title}`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const crawl: Crawl = {
      page,
      role: target.role,
      problems: [],
      layout: new Set(),
      a11y: [],
      writes: new Set(),
      errors: [],
      blockedWrite: false,
      slow: [],
      stepStarted: Date.now(),
    };
    page.on('pageerror', (error) => crawl.errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // A failed request is reported below with its address instead.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        crawl.errors.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        crawl.errors.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    });
    trackRequests(page);
    page.on('dialog', (dialog) => dialog.dismiss().catch(() => undefined));

    await login(page, target.email);
    await page.waitForURL((url) => url.pathname !== '/login');
    await settle(page);
    // The layout is measured with the side menu taking its room, as a user at 1280 px has it.
    await expect(page.getByRole('complementary', { name: 'Боковое меню' })).toHaveAttribute(
      'data-collapsed',
      'false',
    );

    // The seed must still give this login what crawl-routes.ts assumes.
    const token = (await page.context().cookies(baseURL)).find((c) => c.name === 'jwt-token')?.value;
    const me = await (
      await page.request.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const demo = demoRoles.find((d) => d.email === target.email);
    if (!demo) throw new Error(`${target.email} is not a demo role`);
    expect(me.access, 'the access map of crawl-routes.ts').toEqual(accessOf(demo));
    expect(me.modules, 'the modules of crawl-routes.ts').toEqual(demo.modules);
    expect(me.is_back_office).toBe(demo.backOffice);

    await page.route('**/{v1,api_a}/**', (route) => {
      const request = route.request();
      if (request.method() === 'GET' || ALLOWED_WRITES.some((path) => request.url().includes(path)))
        return route.continue();
      crawl.blockedWrite = true;
      return route.abort('failed');
    });

    const started = Date.now();
    for (const route of target.routes) {
      await open(page, route);
      await check(crawl, `${target.role} ${route}`);
      await checkAccessibility(page, crawl.a11y, route);
      await openFirstRow(crawl, route);
      await clickButtons(crawl, route);
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const report = [
      `crawl ${target.title}: ${target.routes.length} routes in ${seconds} s`,
      ...crawl.slow.map((w) => `  slow step: ${w}`),
      ...[...crawl.writes].map((w) => `  writes without a question (blocked): ${w}`),
    ].join('\n');
    console.log(report);
    test.info().annotations.push({ type: 'crawl', description: report });
    expect(crawl.problems, `problems found while crawling as ${target.title}`).toEqual([]);
    expect([...crawl.layout], `layout at 1280×800 as ${target.title}`).toEqual([]);
    expect(crawl.a11y, `axe as ${target.title}`).toEqual([]);
  });
}
