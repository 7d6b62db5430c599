import { describe, expect, it } from 'vitest';
import { createResponseCache, moscowMidnightAfter } from '../../../server/services/response-cache';

const options = { maxEntries: 10, maxBytes: 1_000, maxEntryBytes: 500, ttlMs: 30_000 };

describe('response cache', () => {
  it('keeps an answer until the time to live runs out', () => {
    const cache = createResponseCache(options);
    const now = Date.parse('2026-11-24T09:00:00Z');
    cache.set('a', '{"id":1}', cache.generation(), now);
    expect(cache.get('a', now + 29_000)).toBe('{"id":1}');
    expect(cache.get('a', now + 30_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('ends every answer at midnight in Moscow, when prices of the new day apply', () => {
    const cache = createResponseCache(options);
    const late = Date.parse('2026-11-24T20:59:50Z'); // 23:59:50 in Moscow
    cache.set('a', '[]', cache.generation(), late);
    expect(cache.get('a', late + 9_000)).toBe('[]');
    expect(cache.get('a', late + 10_000)).toBeUndefined();
    expect(new Date(moscowMidnightAfter(Date.parse('2026-11-24T21:00:00Z'))).toISOString()).toBe(
      '2026-11-25T21:00:00.000Z',
    );
  });

  it('does not keep an answer computed while data changed', () => {
    const cache = createResponseCache(options);
    const started = cache.generation();
    cache.clear(); // an order was sent while the list was read
    cache.set('a', '[]', started);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything when data changes', () => {
    const cache = createResponseCache(options);
    cache.set('a', '[1]', cache.generation());
    cache.set('b', '[2]', cache.generation());
    cache.clear();
    expect([cache.get('a'), cache.get('b'), cache.size, cache.bytes]).toEqual([undefined, undefined, 0, 0]);
  });

  it('drops the least recently used answers to stay within its size', () => {
    const cache = createResponseCache(options);
    const body = (n: number) => 'x'.repeat(n);
    cache.set('a', body(400), cache.generation());
    cache.set('b', body(400), cache.generation());
    cache.get('a'); // a is used again, so b is the oldest
    cache.set('c', body(400), cache.generation());
    expect([cache.get('a')?.length, cache.get('b'), cache.get('c')?.length]).toEqual([400, undefined, 400]);
    expect(cache.bytes).toBe(800);
    cache.set('big', body(501), cache.generation());
    expect(cache.get('big')).toBeUndefined();
  });

  it('holds at most the given number of answers', () => {
    const cache = createResponseCache({ ...options, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, key, cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 'b', 'c', 2]);
  });
});
