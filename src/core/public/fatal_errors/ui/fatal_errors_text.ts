import type { Observable } from 'rxjs';
import type { FatalErrorInfo } from '../types';

export interface FatalErrorsScreenProps {
  errors$: Observable<FatalErrorInfo[]>;
  version: string;
  buildNumber: number;
  onClearSession(): void;
  onGoBack(): void;
}

/** What each error's details block says, on the full screen and the plain one. */
export function fatalErrorDetails(error: FatalErrorInfo, version: string, buildNumber: number): string {
  return [`Version: ${version}`, `Build: ${buildNumber}`, error.stack].filter(Boolean).join('\n');
}
