import React from 'react';
import { FATAL_ERROR_TEXT, type FatalErrorsScreenProps, useFatalErrors } from './fatal_errors_text';

/**
 * The fatal-error screen without EUI's page, prompt and call-out: shown when the screen's own
 * chunk cannot be loaded (the same network failure that broke the page may keep it away). Same
 * words, actions and test subjects as the full screen.
 */
export const PlainFatalErrorsScreen: React.FC<FatalErrorsScreenProps> = (props) => {
  const { onClearSession, onGoBack } = props;
  const errors = useFatalErrors(props);
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
            <code>{error.details}</code>
          </pre>
        </section>
      ))}
    </main>
  );
};
