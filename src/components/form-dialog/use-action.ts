import { useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { errorText } from '@/resources/write-off/error-text';

/**
 * A button's request: `run(action)` disables the button while it runs and keeps the API's Russian
 * message (or `fallback` when the server gave none) if it fails; it resolves to whether it succeeded.
 */
export function useAction(fallback?: string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(fallback ? errorText(e, fallback) : messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}
