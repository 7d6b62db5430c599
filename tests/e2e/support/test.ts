import { test as base } from '@playwright/test';
import { serverUrls } from './servers';

export { expect } from '@playwright/test';

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
});
