import React from 'react';
import { fatalErrorText, type FatalErrorsScreenProps, useFatalErrors } from './fatal_errors_text';

/**
 * The fatal-error screen without EUI's page, prompt and call-out: shown when the screen's own
 * chunk cannot be loaded (the same network failure that broke the page may keep it away). Same
 * words, actions and test subjects as the full screen.
 */
export const PlainFatalErrorsScreen: React.FC<FatalErrorsScreenProps> = (props) => {
  const { onClearSession, onGoBack } = props;
  const errors = useFatalErrors(props);
  const text = fatalErrorText();
  return (
    <main style={{ minHeight: '100vh', padding: 24 }} data-test-subj="fatalErrorScreen">
      <h2>{text.title}</h2>
      <p>{text.body}</p>
      <button type="button" onClick={onClearSession} data-test-subj="clearSession">
        {text.clearSession}
      </button>{' '}
      <button type="button" onClick={onGoBack} data-test-subj="goBack">
        {text.goBack}
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
