/**
 * Signed-in users resolved from their tokens, so a request does not verify the signature and load
 * the user and their permissions again. Every change to users, roles, memberships or
 * impersonations empties it (the NOTIFY of migration 0016 from any process, and this process's own
 * writes at once); a lookup that began before such a change is not stored.
 */
export interface UserCache<User> {
  get(token: string, now?: number): User | undefined;
  /** Where a lookup starts: set() stores its result only if nothing changed since. */
  generation(): number;
  set(token: string, user: User, expiresAtMs: number, generation: number): void;
  clear(): void;
  readonly size: number;
}

export function createUserCache<User>(options: { max: number; ttlMs: number }): UserCache<User> {
  const entries = new Map<string, { user: User; until: number }>();
  let generation = 0;
  return {
    get(token, now = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry.user;
    },
    generation: () => generation,
    set(token, user, expiresAtMs, at) {
      if (at !== generation) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= options.max) entries.delete(entries.keys().next().value as string);
      entries.set(token, { user, until: Math.min(expiresAtMs, Date.now() + options.ttlMs) });
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
