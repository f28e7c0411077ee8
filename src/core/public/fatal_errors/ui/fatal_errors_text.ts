import type { Observable } from 'rxjs';
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

/** What each error's details block says, on the full screen and the plain one. */
export function fatalErrorDetails(error: FatalErrorInfo, version: string, buildNumber: number): string {
  return [`Version: ${version}`, `Build: ${buildNumber}`, error.stack].filter(Boolean).join('\n');
}
