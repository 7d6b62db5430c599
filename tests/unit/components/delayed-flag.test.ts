import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '@/components/progress-bar/use-delayed-flag';

afterEach(() => vi.useRealTimers());

describe('fetch indicator (spec 000 §9: minimum display delay 200 ms)', () => {
  it('shows only after 200 ms of fetching, and never for a faster answer', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag), {
      initialProps: { flag: true },
    });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    rerender({ flag: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
    rerender({ flag: true });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });
});
