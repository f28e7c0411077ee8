import { useState } from 'react';
import { logError } from './errors';

/**
 * The submit of an account dialog: busy while its calls run, and the first call that fails is
 * logged, its message shown in the dialog and the form freed for another try.
 */
export function useDialogSubmit() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Runs one call of the submit; resolves false (the submit stops) when it failed. */
  const step = async (what: string, call: () => Promise<unknown>, message: (error: unknown) => string) => {
    try {
      await call();
      return true;
    } catch (e) {
      logError(what, e);
      setError(message(e));
      setBusy(false);
      return false;
    }
  };

  return { error, setError, busy, setBusy, step };
}
