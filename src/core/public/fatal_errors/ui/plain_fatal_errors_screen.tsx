import React from 'react';
import { useObservable } from '../../utils/use_observable';
import type { FatalErrorInfo } from '../types';
import { FATAL_ERROR_TEXT, type FatalErrorsScreenProps, fatalErrorDetails } from './fatal_errors_text';

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
      <h2>{FATAL_ERROR_TEXT.title}</h2>
      <p>{FATAL_ERROR_TEXT.body}</p>
      <button type="button" onClick={onClearSession} data-test-subj="clearSession">
        {FATAL_ERROR_TEXT.clearSession}
      </button>{' '}
      <button type="button" onClick={onGoBack} data-test-subj="goBack">
        {FATAL_ERROR_TEXT.goBack}
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
