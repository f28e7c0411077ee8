import type { Observable } from 'rxjs';
import { useObservable } from '../../utils/use_observable';
import type { FatalErrorInfo } from '../types';
import { i18n } from '../../i18n/translate';

export interface FatalErrorsScreenProps {
  errors$: Observable<FatalErrorInfo[]>;
  version: string;
  buildNumber: number;
  onClearSession(): void;
  onGoBack(): void;
}

/**
 * The screen's words (SPEC), said once for the full screen and the plain one. English when the
 * failure came before the translations did (or was their loading).
 */
export function fatalErrorText() {
  return {
    title: i18n.translate('core.fatalErrors.title', { defaultMessage: 'Something went wrong' }),
    body: i18n.translate('core.fatalErrors.body', {
      defaultMessage:
        "Try refreshing the page. If that doesn't work, go back to the previous page or clear your session data.",
    }),
    clearSession: i18n.translate('core.fatalErrors.clearSessionButton', { defaultMessage: 'Clear your session' }),
    goBack: i18n.translate('core.fatalErrors.goBackButton', { defaultMessage: 'Go back' }),
  };
}

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
