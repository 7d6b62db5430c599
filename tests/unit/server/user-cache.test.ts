import { describe, expect, it } from 'vitest';
import { createUserCache } from '../../../server/lib/user-cache';

describe('user cache', () => {
  it('keeps a user until the token expires or the time to live runs out', () => {
    const cache = createUserCache<string>({ max: 10, ttlMs: 60_000 });
    const now = Date.now();
    cache.set('a', 'anna', now + 1_000, cache.generation());
    expect(cache.get('a', now)).toBe('anna');
    expect(cache.get('a', now + 1_000)).toBeUndefined();
    cache.set('b', 'boris', now + 3_600_000, cache.generation());
    expect(cache.get('b', now + 59_000)).toBe('boris');
    expect(cache.get('b', now + 61_000)).toBeUndefined();
  });

  it('does not store a lookup that started before a change', () => {
    const cache = createUserCache<string>({ max: 10, ttlMs: 60_000 });
    const started = cache.generation();
    cache.clear(); // a role changed while the user was being loaded
    cache.set('a', 'stale anna', Date.now() + 60_000, started);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = createUserCache<string>({ max: 2, ttlMs: 60_000 });
    const until = Date.now() + 60_000;
    for (const token of ['a', 'b', 'c']) cache.set(token, token, until, cache.generation());
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c'), cache.size]).toEqual(['b', 'c', 2]);
  });
});
