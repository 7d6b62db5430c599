import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: one page load. */
const load = async () => {
  vi.resetModules();
  return import('@/router/when-settled');
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => vi.useRealTimers());

describe('the page settles (issue 43: the bell counts after the first seconds)', () => {
  it('not in the first seconds, then at the first idle moment', async () => {
    const { whenSettled, SETTLE_MS } = await load();
    let settled = false;
    void whenSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('at once when the user does something', async () => {
    const { whenSettled } = await load();
    let settled = false;
    void whenSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });
});
