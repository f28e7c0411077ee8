import React from 'react';
import { useObservable } from '../../utils/use_observable';
import type { FatalErrorInfo } from '../types';
import { type FatalErrorsScreenProps, fatalErrorDetails } from './fatal_errors_text';

const NO_ERRORS: FatalErrorInfo[] = [];

/**
 * The fatal-error screen without EUI's page, prompt and call-out: shown when the screen's own
 * chunk cannot be loaded (the same network failure that broke the page may keep it away). Same
 * words, actions and test subjects as the full screen.
 */
export const PlainFatalErrorsScreen: React.FC<FatalErrorsScreenProps> = ({
  errors$,
  version,
  buildNumber,
  onClearSession,
  onGoBack,
}) => {
  const errors = useObservable(errors$, NO_ERRORS);
  return (
    <main style={{ minHeight: '100vh', padding: 24 }} data-test-subj="fatalErrorScreen">
      <h2>Something went wrong</h2>
      <p>
        Try refreshing the page. If that doesn&apos;t work, go back to the previous page or clear your session data.
      </p>
      <button type="button" onClick={onClearSession} data-test-subj="clearSession">
        Clear your session
      </button>{' '}
      <button type="button" onClick={onGoBack} data-test-subj="goBack">
        Go back
      </button>
      {errors.map((error, index) => (
        <section key={index} role="alert" data-test-subj="fatalErrorInfo">
          <h3>{error.message}</h3>
          <pre data-test-subj="fatalErrorDetails">
            <code>{fatalErrorDetails(error, version, buildNumber)}</code>
          </pre>
        </section>
      ))}
    </main>
  );
};
