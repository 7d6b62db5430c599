import { HttpError } from '@/providers/http';

/**
 * The server's answer, or what the device kept when the server cannot be reached (no network):
 * an answer of the server (a 4xx, a 5xx) is never replaced by a kept copy.
 */
export async function orKept<T>(ask: () => Promise<T>, kept: () => Promise<T | undefined>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const copy = await kept().catch(() => undefined);
    if (copy === undefined) throw error;
    return copy;
  }
}
