import type { Page, Request } from '@playwright/test';

/** Requests in flight, counted per page (quicker and stricter than Playwright's network idle). */
const inFlight = new WeakMap<Page, number>();
export function trackRequests(page: Page) {
  inFlight.set(page, 0);
  // The live-updates stream (EventSource) stays open as long as the app runs: never "in flight".
  const counted = (request: Request) => request.resourceType() !== 'eventsource';
  const done = (request: Request) => {
    if (counted(request)) inFlight.set(page, Math.max(0, (inFlight.get(page) ?? 1) - 1));
  };
  page.on('request', (request) => {
    if (counted(request)) inFlight.set(page, (inFlight.get(page) ?? 0) + 1);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits for the screen: the page's own content in <main>, then no request for a moment. */
export async function settle(page: Page) {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        const ready = Boolean(main?.textContent?.trim()) && !main?.querySelector('[role="progressbar"]');
        // A crash that unmounted the whole app leaves the root empty: nothing more will come.
        const blank =
          document.readyState === 'complete' && !document.getElementById('root')?.childElementCount;
        return ready || blank;
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  const until = Date.now() + 10_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < until) {
    await page.waitForTimeout(50);
    quiet = (inFlight.get(page) ?? 0) === 0 ? quiet + 1 : 0;
  }
}

/** Longer than any screen takes on a loaded CI machine; far shorter than the test's timeout. */
const UNRESPONSIVE_MS = 30_000;

/** Client-side navigation: the app stays loaded, as when a user follows its links. */
export async function open(page: Page, path: string) {
  // A page whose main thread never answers would hold the test until its 5-minute timeout with no
  // word of where: fail after UNRESPONSIVE_MS instead, naming the screen it was on and the one it was asked to open.
  const from = page.url();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unresponsive = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`the page did not answer for ${UNRESPONSIVE_MS / 1000} s on ${from} (opening ${path})`),
        ),
      UNRESPONSIVE_MS,
    );
  });
  try {
    await Promise.race([
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path),
      unresponsive,
    ]);
  } finally {
    clearTimeout(timer);
  }
  await settle(page);
}
