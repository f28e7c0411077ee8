import type { Observable } from 'rxjs';
import { useObservable } from '../../utils/use_observable';
import type { FatalErrorInfo } from '../types';

export interface FatalErrorsScreenProps {
  errors$: Observable<FatalErrorInfo[]>;
  version: string;
  buildNumber: number;
  onClearSession(): void;
  onGoBack(): void;
}

/** The screen's words (SPEC), said once for the full screen and the plain one. */
export const FATAL_ERROR_TEXT = {
  title: 'Something went wrong',
  body: "Try refreshing the page. If that doesn't work, go back to the previous page or clear your session data.",
  clearSession: 'Clear your session',
  goBack: 'Go back',
};

const NO_ERRORS: FatalErrorInfo[] = [];

/**
 * The errors both screens show, as they come: each with its message and what its details block
 * says (the version, the build and the stack).
 */
export function useFatalErrors({
  errors$,
  version,
  buildNumber,
}: FatalErrorsScreenProps): Array<{ message: string; details: string }> {
  const errors = useObservable(errors$, NO_ERRORS);
  return errors.map((error) => ({
    message: error.message,
    details: [`Version: ${version}`, `Build: ${buildNumber}`, error.stack].filter(Boolean).join('\n'),
  }));
}
