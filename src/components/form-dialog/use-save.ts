import { useState } from 'react';
import { errorText } from '@/resources/write-off/error-text';

/**
 * The state of a dialog's «Сохранить»: `save(action)` disables the button while the request runs
 * and shows the API's Russian message (or `fallback`) if it fails; `setError` reports bad input.
 */
export function useSave(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e, fallback));
      setBusy(false);
    }
  };
  return { error, setError, busy, save };
}
