import type { StocktakingLine } from '@contract/stocktaking';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const lines = vi.fn();
vi.mock('@/resources/stocktaking/api', () => ({
  stocktakingApi: { lines: (...a: unknown[]) => lines(...a) },
}));

const { useLinePages } = await import('@/resources/stocktaking/counting/use-line-pages');

const TOTAL = 2500;
const line = (n: number) => ({ id: n + 1, good_name: `Товар ${n}` }) as StocktakingLine;
const page = (offset: number, limit: number) => Array.from({ length: limit }, (_, i) => line(offset + i));
const first = { items: page(0, 60), total: TOTAL };
const asked = () => lines.mock.calls.map(([, offset, limit]) => `${offset}+${limit}`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  lines.mockReset();
  lines.mockImplementation(async (_id: number, offset: number, limit: number) => ({
    items: page(offset, limit),
    total: TOTAL,
    version: 1,
  }));
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('stocktaking lines by blocks (issue 24: the first screen first, the rest while idle)', () => {
  it('loads the rest in the background only once the user has been idle, then has every line', async () => {
    const { result } = renderHook(() => useLinePages(7, first));
    await advance(500);
    expect(asked()).toEqual([]);
    // Scrolling postpones the background blocks.
    act(() => void window.dispatchEvent(new Event('scroll')));
    await advance(500);
    expect(asked()).toEqual([]);
    await advance(2000);
    expect(asked()).toEqual(['60+940', '1000+1000', '2000+500']);
    expect(result.current.complete).toBe(true);
    expect(result.current.lines.every((l, i) => l?.id === i + 1)).toBe(true);
  });

  it('renders the background blocks once, with the last of them (issue 43)', async () => {
    const shown = new Set<unknown>();
    const { result } = renderHook(() => {
      const pages = useLinePages(7, first);
      shown.add(pages.lines);
      return pages;
    });
    await advance(690);
    // Each block's answer in a step of its own, as the network brings them.
    for (let step = 0; step < 20; step += 1) await advance(5);
    expect(asked()).toEqual(['60+940', '1000+1000', '2000+500']);
    // The first screen's lines, then every line: no render per block in between.
    expect(shown.size).toBe(2);
    expect(result.current.lines.every((l, i) => l?.id === i + 1)).toBe(true);
  });

  it('shows a block the background brought as soon as the list scrolls to it', async () => {
    let release = () => {};
    lines.mockImplementation(async (_id: number, offset: number, limit: number) => {
      // The last block never answers: the background stops before it.
      if (offset === 2000) await new Promise<void>((resolve) => (release = resolve));
      return { items: page(offset, limit), total: TOTAL, version: 1 };
    });
    const { result } = renderHook(() => useLinePages(7, first));
    await advance(2000);
    expect(result.current.lines[1500]).toBeUndefined();
    act(() => result.current.showRange(1490, 1510));
    await advance(10);
    expect(result.current.lines[1500]?.id).toBe(1501);
    release();
  });

  it('loads the shown rows and the ones just below at once, even while the user scrolls', async () => {
    const { result } = renderHook(() => useLinePages(7, first));
    act(() => result.current.showRange(0, 20));
    await advance(10);
    expect(asked()).toEqual(['60+940']);
    act(() => result.current.showRange(1990, 2010));
    await advance(10);
    expect(asked()).toEqual(['60+940', '1000+1000', '2000+500']);
    expect(result.current.lines[2400]?.id).toBe(2401);
  });

  it('search gets every line at once, whatever the user is doing', async () => {
    const { result } = renderHook(() => useLinePages(7, first));
    let all: unknown[] = [];
    await act(async () => {
      all = await result.current.whenAll();
    });
    expect(all).toHaveLength(TOTAL);
    expect(all.every(Boolean)).toBe(true);
  });
});
