import type { Browser, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Issue 46: the storekeeper counts without a network. Shared by the desktop and the phone runs.
 * A document of 30 lines is opened once online (kept on the device with the page's code), then
 * counted offline: typed facts and scanned codes (the camera, and a hardware scanner's code and
 * Enter in the search field) are kept on the device, survive a reload without a network, and reach
 * the server exactly once when the network is back.
 */
export interface CountingDoc {
  id: number;
  headers: Record<string, string>;
  token: string;
  lines: { id: number; good_name: string; barcodes: string[] }[];
}

async function token(page: Page, email: string) {
  const login = await page.request.post('/v1/users/login', {
    form: { username: email, password: 'demo12345' },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()).access_token as string;
}

/** A counting document of `size` goods of the demo's opening count; `ean` becomes the first one's barcode. */
export async function countingDoc(page: Page, size: number, ean?: string): Promise<CountingDoc> {
  const olga = await token(page, 'olga@vkusdvor.demo');
  const headers = { Authorization: `Bearer ${olga}` };
  const accounted = (await (await page.request.get('/v1/stocktaking_docs/?status_ids=4', { headers })).json())
    .items as { id: number; sales_point_id: number; organization_id: number }[];
  const opening = accounted[accounted.length - 1] as (typeof accounted)[number];
  const known = (
    await (
      await page.request.get(`/v1/stocktaking_docs/${opening.id}/line_items?limit=10000`, { headers })
    ).json()
  ).items as { good_id: number; good_name: string; barcodes: string[] }[];
  // Goods with barcodes first: they are scanned.
  const goods = [
    ...known.filter((l) => l.barcodes.length > 0),
    ...known.filter((l) => l.barcodes.length === 0),
  ]
    .slice(0, size)
    .map((l) => l.good_id);
  expect(goods).toHaveLength(size);
  if (ean) {
    const anna = { Authorization: `Bearer ${await token(page, 'anna@vkusdvor.demo')}` };
    const changed = await page.request.put(
      `/v1/goods/${goods[0]}?organization_id=${opening.organization_id}`,
      {
        headers: anna,
        data: { barcodes: [ean] },
      },
    );
    expect(changed.ok()).toBe(true);
  }
  const doc = await (
    await page.request.post(`/v1/stocktaking_docs/?sales_point_id=${opening.sales_point_id}`, {
      headers,
      data: {},
    })
  ).json();
  await page.request.post(`/v1/stocktaking_docs/${doc.id}/stocktaking_doc_line_items/bulk_create`, {
    headers,
    data: { good_ids: goods },
  });
  const counting = await page.request.put(`/v1/stocktaking_docs/${doc.id}/status/?target_status_id=2`, {
    headers,
  });
  expect(counting.ok()).toBe(true);
  const lines = (
    await (await page.request.get(`/v1/stocktaking_docs/${doc.id}/line_items`, { headers })).json()
  ).items as CountingDoc['lines'];
  return { id: doc.id as number, headers, token: olga, lines };
}

/** Opens the counting screen online and waits until the document is kept on the device. */
export async function openAndKeep(page: Page, baseURL: string, doc: CountingDoc) {
  await page.context().addCookies([{ name: 'jwt-token', value: doc.token, url: baseURL }]);
  await page.goto(`/documents/stocktaking/${doc.id}/edit`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The worker controls the page once it has claimed it.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('kept-state')).toContainText(`На устройстве строк: ${doc.lines.length},`);
}

/** Types a fact into a line found through the search field (the list shows only the rows in view). */
export async function typeFact(page: Page, name: string, value: string) {
  await page.getByTestId('lines-search').fill(name);
  const field = page.getByLabel(`Факт: ${name}`, { exact: true });
  await field.fill(value);
  await expect(field).toHaveValue(value);
}

/** A hardware scanner: the code and Enter in the search field put the cursor into the line's fact. */
export async function scanWithKeyboard(page: Page, code: string, name: string, value: string) {
  const search = page.getByTestId('lines-search');
  await search.fill(code);
  await search.press('Enter');
  await expect(page.getByLabel(`Факт: ${name}`, { exact: true })).toBeFocused();
  await page.keyboard.type(value);
}

export async function serverFacts(page: Page, doc: CountingDoc) {
  const answer = await (
    await page.request.get(`/v1/stocktaking_docs/${doc.id}/line_items`, { headers: doc.headers })
  ).json();
  return new Map(
    (answer.items as { good_name: string; fact_quantity: string | null }[]).map((l) => [
      l.good_name,
      l.fact_quantity,
    ]),
  );
}

/** The whole offline count: 20 typed and 5 scanned facts, a reload offline, then the sync. */
export async function countOffline(page: Page, baseURL: string, ean: string) {
  const doc = await countingDoc(page, 30, ean);
  await openAndKeep(page, baseURL, doc);
  const state = page.getByTestId('save-state');

  await page.context().setOffline(true);
  await expect(page.getByTestId('network-state')).toContainText('Нет сети');
  const scanned = doc.lines.filter((l) => l.barcodes.length > 0).slice(0, 5);
  expect(scanned).toHaveLength(5);
  const typed = doc.lines.filter((l) => !scanned.includes(l)).slice(0, 20);
  const expected = new Map<string, string>();
  for (const [i, line] of typed.entries()) {
    await typeFact(page, line.good_name, String(i + 1));
    expected.set(line.good_name, String(i + 1));
  }
  // The camera reads the EAN-13 of the first good; the others come from a hardware scanner.
  const [camera, ...keyboard] = scanned as [CountingDoc['lines'][number], ...CountingDoc['lines']];
  await page.getByRole('button', { name: 'Сканировать штрихкод камерой' }).click();
  await expect(page.getByLabel(`Факт: ${camera.good_name}`, { exact: true })).toBeFocused({
    timeout: 30_000,
  });
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.keyboard.type('40');
  expected.set(camera.good_name, '40');
  for (const [i, line] of keyboard.entries()) {
    await scanWithKeyboard(page, line.barcodes[0] as string, line.good_name, String(41 + i));
    expected.set(line.good_name, String(41 + i));
  }
  await expect(state).toHaveText('Не отправлено: 25 — нет сети');
  await expect(page.getByRole('button', { name: 'Завершить подсчёт' })).toBeDisabled();
  // Nothing has reached the server.
  expect([...(await serverFacts(page, doc)).values()].filter((f) => f !== null)).toEqual([]);

  // A reload without a network: the document and every fact are still there.
  await page.reload();
  await expect(state).toHaveText('Не отправлено: 25 — нет сети');
  for (const [name, value] of expected) {
    await page.getByTestId('lines-search').fill(name);
    await expect(page.getByLabel(`Факт: ${name}`, { exact: true })).toHaveValue(value);
  }
  await expect(page.getByTestId('unsent-mark').first()).toBeVisible();

  await page.context().setOffline(false);
  await expect(state).toHaveText('Сохранено', { timeout: 40_000 });
  const facts = await serverFacts(page, doc);
  for (const [name, value] of expected) expect(facts.get(name)).toBe(`${value}.000`);
  expect([...facts.values()].filter((f) => f !== null)).toHaveLength(25);
  await expect(page.getByRole('button', { name: 'Завершить подсчёт' })).toBeEnabled();
  return doc;
}

/** The connection drops while a batch is on its way: the server saved it, the answer is lost. */
export async function dropMidSync(page: Page, baseURL: string) {
  const doc = await countingDoc(page, 25);
  await openAndKeep(page, baseURL, doc);
  await page.context().setOffline(true);
  const lines = doc.lines.slice(0, 20);
  for (const [i, line] of lines.entries()) await typeFact(page, line.good_name, String(i + 1));
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/fact/bulk_update', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped) return route.continue();
    dropped = true;
    // The request reaches the server; the connection breaks before its answer.
    await route.fetch();
    return route.abort('connectionreset');
  });
  await page.context().setOffline(false);
  const state = page.getByTestId('save-state');
  await expect(state).toHaveText('Сохранено', { timeout: 40_000 });
  // The lost batch was sent again with its key, the server answered it from the first time.
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[1]).toBe(keys[0]);
  const facts = await serverFacts(page, doc);
  expect(lines.map((line) => facts.get(line.good_name))).toEqual(lines.map((_, i) => `${i + 1}.000`));
  expect([...facts.values()].filter((f) => f !== null)).toHaveLength(20);
}

/** Another phone counts the same line meanwhile: both values are shown and the storekeeper chooses. */
export async function conflictFromSecondDevice(page: Page, browser: Browser, baseURL: string) {
  const doc = await countingDoc(page, 25);
  const [milk, cream] = doc.lines as [CountingDoc['lines'][number], CountingDoc['lines'][number]];
  await openAndKeep(page, baseURL, doc);
  await page.context().setOffline(true);
  await typeFact(page, milk.good_name, '5');
  await typeFact(page, cream.good_name, '6');

  const other = await browser.newContext({ baseURL });
  const phone = await other.newPage();
  await other.addCookies([{ name: 'jwt-token', value: doc.token, url: baseURL }]);
  await phone.goto(`/documents/stocktaking/${doc.id}/edit`);
  await typeFact(phone, milk.good_name, '7');
  await expect(phone.getByTestId('save-state')).toHaveText('Сохранено');
  await other.close();

  await page.context().setOffline(false);
  const conflict = page.getByTestId('fact-conflict');
  await expect(conflict).toHaveCount(1);
  await expect(conflict).toContainText(`«${milk.good_name}»: здесь 5, на другом устройстве 7`);
  await expect(page.getByRole('button', { name: 'Завершить подсчёт' })).toBeDisabled();
  // Nothing was overwritten: the other phone's 7 stands, the cream without a conflict is saved.
  let facts = await serverFacts(page, doc);
  expect([facts.get(milk.good_name), facts.get(cream.good_name)]).toEqual(['7.000', '6.000']);

  await conflict.getByRole('button', { name: 'Оставить 5' }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Сохранено');
  await expect(conflict).toHaveCount(0);
  facts = await serverFacts(page, doc);
  expect(facts.get(milk.good_name)).toBe('5.000');
  await expect(page.getByRole('button', { name: 'Завершить подсчёт' })).toBeEnabled();

  // Everything is sent: the storekeeper clears what the device keeps of the document.
  await page.getByRole('button', { name: 'Очистить' }).click();
  await expect(page.getByTestId('kept-state')).toHaveText('Документ ещё не сохранён на устройстве');
}
