import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSaveQueue } from '@/components/save-queue';
import { HttpError } from '@/providers/http';

/**
 * The shared autosave queue (issue 41): each key saves on its own, a refused value marks its key and
 * never holds back the others, a network failure is retried, and unsaved values outlive a reload.
 */
type Sent = Map<string, string>;

const refusedPieces = async (values: Sent) =>
  new Map([...values].filter(([, v]) => v.includes(',')).map(([k]) => [k, `«${k}»: только целое`]));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

const settle = () => act(() => vi.advanceTimersByTimeAsync(500));

describe('useSaveQueue, one call per key', () => {
  it('saves every later key after one is refused and keeps only the refused one unsaved', async () => {
    const send = vi.fn(refusedPieces);
    const { result } = renderHook(() => useSaveQueue<string, string>({ send }));
    act(() => result.current.queue.set('Яйцо', '1,5', 'Яйцо куриное'));
    await settle();
    for (const [key, value] of [
      ['Гречка', '7'],
      ['Картофель', '12'],
      ['Молоко', '3'],
    ])
      act(() => result.current.queue.set(key, value));
    await settle();
    const sentKeys = send.mock.calls.flatMap(([values]) => [...values.keys()]);
    expect(sentKeys).toEqual(['Яйцо', 'Гречка', 'Картофель', 'Молоко']);
    expect([...result.current.unsaved]).toEqual([
      ['Яйцо', { value: '1,5', refused: '«Яйцо»: только целое', label: 'Яйцо куриное' }],
    ]);
  });

  it('refuses every key of a call answered 422, and a new value of the key clears the mark', async () => {
    let refuse = true;
    const send = vi.fn(async () => {
      if (refuse) throw new HttpError(422, '«Сыр»: цена не может быть отрицательной', 'VALIDATION');
      return undefined;
    });
    const { result } = renderHook(() => useSaveQueue<string, string>({ send }));
    act(() => result.current.queue.set('Сыр', '-1'));
    await settle();
    expect(result.current.unsaved.get('Сыр')?.refused).toMatch(/Сыр/);
    refuse = false;
    act(() => result.current.queue.set('Сыр', '10'));
    expect(result.current.unsaved.get('Сыр')?.refused).toBeUndefined();
    await settle();
    expect(result.current.unsaved.size).toBe(0);
  });

  it('retries a network failure with a pause and keeps the newest value', async () => {
    let down = true;
    const send = vi.fn(async (_values: Sent) => {
      if (down) throw new TypeError('Failed to fetch');
      return undefined;
    });
    const { result } = renderHook(() => useSaveQueue<string, string>({ send }));
    act(() => result.current.queue.set('Молоко', '1'));
    await settle();
    expect(result.current.retryIn).not.toBeNull();
    act(() => result.current.queue.set('Молоко', '2'));
    expect(result.current.unsaved.get('Молоко')?.value).toBe('2');
    down = false;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current.unsaved.size).toBe(0);
    expect(send.mock.calls.at(-1)?.[0]).toEqual(new Map([['Молоко', '2']]));
  });
});

describe('useSaveQueue, batched (one versioned document)', () => {
  it('sends the keys together, one call at a time, and a refusal marks only its key', async () => {
    let inFlight = 0;
    let most = 0;
    const send = vi.fn(async (values: Sent) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight -= 1;
      return refusedPieces(values);
    });
    const { result } = renderHook(() => useSaveQueue<string, string>({ send, batch: true }));
    act(() => {
      result.current.queue.set('Яйцо', '1,5');
      result.current.queue.set('Гречка', '7');
    });
    await act(() => vi.advanceTimersByTimeAsync(170));
    act(() => result.current.queue.set('Молоко', '3'));
    await settle();
    expect(most).toBe(1);
    expect(send.mock.calls.map(([values]) => [...values.keys()])).toEqual([['Яйцо', 'Гречка'], ['Молоко']]);
    expect([...result.current.unsaved.keys()]).toEqual(['Яйцо']);
  });

  it('flush answers false while a refused key is unsaved', async () => {
    const { result } = renderHook(() => useSaveQueue<string, string>({ send: refusedPieces, batch: true }));
    act(() => result.current.queue.set('Яйцо', '1,5'));
    let done: boolean | undefined;
    await act(async () => {
      const flushed = result.current.queue.flush();
      await vi.advanceTimersByTimeAsync(500);
      done = await flushed;
    });
    expect(done).toBe(false);
  });
});

describe('useSaveQueue across a reload', () => {
  it('keeps refused and waiting values in storage and asks the server about them again', async () => {
    const first = renderHook(() =>
      useSaveQueue<string, string>({ send: refusedPieces, batch: true, storageKey: 'facts:1' }),
    );
    act(() => first.result.current.queue.set('Яйцо', '1,5', 'Яйцо куриное'));
    await settle();
    act(() => {
      first.result.current.queue.reject('Мука', 'abc', '«Мука»: введите число', 'Мука');
      first.result.current.queue.set('Гречка', '7');
    });
    first.unmount();

    const send = vi.fn(refusedPieces);
    const second = renderHook(() =>
      useSaveQueue<string, string>({ send, batch: true, storageKey: 'facts:1' }),
    );
    expect([...second.result.current.unsaved.keys()].sort()).toEqual(['Гречка', 'Мука', 'Яйцо']);
    await settle();
    expect(send.mock.calls.map(([values]) => [...values])).toEqual([
      [
        ['Яйцо', '1,5'],
        ['Гречка', '7'],
      ],
    ]);
    expect(second.result.current.unsaved.get('Яйцо')).toEqual({
      value: '1,5',
      refused: '«Яйцо»: только целое',
      label: 'Яйцо куриное',
    });
    expect(second.result.current.unsaved.get('Мука')?.refused).toBe('«Мука»: введите число');
    expect(second.result.current.unsaved.has('Гречка')).toBe(false);
  });
});
