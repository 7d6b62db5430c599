import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceWithoutDialog, pollVersion } from '@/components/version-check/version-poller';

const answering = (versions: string[]) => {
  const calls: RequestInit[] = [];
  const fetcher = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const version = versions.shift() ?? 'same';
    return new Response(JSON.stringify({ version }), { status: 200 });
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls, spy: fetcher };
};

afterEach(() => vi.useRealTimers());

describe('version check', () => {
  it('checks at start and every 60 s without caching, announcing a changed version once', async () => {
    vi.useFakeTimers();
    const { fetcher, calls, spy } = answering(['1', '1', '2', '3']);
    const onNew = vi.fn();
    const stop = pollVersion(onNew, fetcher);
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0]).toBe('/version.json');
    expect(calls[0].cache).toBe('no-store');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(onNew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onNew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a failed check is not a new version', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => new Response('oops', { status: 502 })) as unknown as typeof fetch;
    const onNew = vi.fn();
    const stop = pollVersion(onNew, fetcher);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(onNew).not.toHaveBeenCalled();
    stop();
  });

  it('without the dialog asks with confirm, else alerts, then reloads (spec 000 §8)', () => {
    const reload = vi.fn();
    const confirm = vi.fn(() => true);
    const alert = vi.fn();
    announceWithoutDialog({ confirm, alert, location: { reload } });
    expect(confirm).toHaveBeenCalledWith('Обновление\n\nДоступна новая версия приложения.');
    expect(alert).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    const blocked = vi.fn(() => {
      throw new Error('confirm is blocked');
    });
    announceWithoutDialog({ confirm: blocked, alert, location: { reload } });
    expect(alert).toHaveBeenCalledWith('Доступна новая версия приложения.');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
