import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, parallelism 1. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: login against unknown e-mails costs the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}
