import { type Browser, type BrowserContext, test as base } from '@playwright/test';
import { serverUrls } from './servers';

export { expect } from '@playwright/test';

/**
 * The calendar runs (scripts/calendar-runs.sh) shift the clock of the server and of this runner
 * with libfaketime but leave Chromium out (under libfaketime it crawls); each browser context gets
 * the runner's shifted clock instead, flowing from there.
 */
/** How far the runner's clock is shifted: the script reckons it when it starts the run. */
const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
const SHIFTED_CLOCK = CLOCK_OFFSET_MS !== 0;
/**
 * Only `Date` moves (Playwright's clock also takes over the timers, which Editor.js's key handling
 * does not survive); runs in the page, so it carries everything it needs.
 */
function shiftDate(offset: number) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

const shifted = new WeakSet<Browser | BrowserContext>();
const shiftClock = async (context: BrowserContext) => {
  if (SHIFTED_CLOCK && !shifted.has(context)) {
    shifted.add(context);
    await context.addInitScript(shiftDate, CLOCK_OFFSET_MS);
  }
  return context;
};

/**
 * Playwright's `test`, with each worker on a server of its own (playwright.config.ts starts one
 * per worker, each with its own fresh demo database): tests of two workers never see each other's
 * writes, and a test sees the writes of the tests before it in its worker, as in a serial run.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    const urls = serverUrls();
    await use(urls.length ? urls[testInfo.parallelIndex % urls.length] : baseURL);
  },
  browser: [
    async ({ browser }, use) => {
      if (SHIFTED_CLOCK && !shifted.has(browser)) {
        shifted.add(browser);
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => shiftClock(await newContext(options));
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await use(await shiftClock(context));
  },
});
