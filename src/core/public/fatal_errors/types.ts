import type { Observable } from 'rxjs';

/** One fatal error as the fatal-error screen lists it (SPEC section 3, "Error info"). */
export interface FatalErrorInfo {
  message: string;
  stack: string | undefined;
}

export interface FatalErrorsSetup {
  /**
   * Records a fatal error; the first one replaces the page with the fatal-error screen.
   * Always throws (the error itself, or an Error carrying its formatted message), so a caller
   * can write `throw fatalErrors.add(error)` and nothing after it runs.
   */
  add(error: unknown, source?: string): never;
  /** Every fatal error recorded so far, then each new one. */
  get$(): Observable<FatalErrorInfo>;
}
export type FatalErrorsStart = FatalErrorsSetup;
