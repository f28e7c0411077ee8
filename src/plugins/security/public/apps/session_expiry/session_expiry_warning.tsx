import React, { useEffect, useState } from 'react';
import { EuiButton, EuiSpacer, EuiText } from '@elastic/eui';
import type { Observable } from 'rxjs';
import { useObservable } from '../../../../../core/public';
import { SESSION_EXPIRY_TITLE, type SessionExpiryWarningState } from './session_expiry_watcher';

export { SESSION_EXPIRY_TITLE };
export const STAY_LOGGED_IN = 'Stay logged in';
export const CANNOT_EXTEND = 'It cannot be extended: save your work, then log in again.';
export const EXTEND_FAILED = 'The session could not be extended. Try again.';

function secondsLeft(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** The warning toast's body: a countdown, and "Stay logged in" when that can help. */
export const SessionExpiryWarning: React.FC<{
  warning$: Observable<SessionExpiryWarningState | null>;
  onExtend(): void;
}> = ({ warning$, onExtend }) => {
  const warning = useObservable(warning$, null);
  const [seconds, setSeconds] = useState(() => (warning ? secondsLeft(warning.endsAt) : 0));
  useEffect(() => {
    if (!warning) return undefined;
    setSeconds(secondsLeft(warning.endsAt));
    const interval = setInterval(() => setSeconds(secondsLeft(warning.endsAt)), 1000);
    return () => clearInterval(interval);
  }, [warning]);
  if (!warning) return null;
  return (
    <div data-test-subj="sessionExpiryWarning">
      <EuiText size="s">
        <p data-test-subj="sessionExpiryCountdown">
          Your session ends in {seconds} {seconds === 1 ? 'second' : 'seconds'}.
          {warning.canExtend ? '' : ` ${CANNOT_EXTEND}`}
        </p>
        {warning.extendFailed && <p data-test-subj="sessionExpiryExtendFailed">{EXTEND_FAILED}</p>}
      </EuiText>
      {warning.canExtend && (
        <>
          <EuiSpacer size="s" />
          <EuiButton
            size="s"
            color="warning"
            onClick={onExtend}
            isLoading={warning.extending}
            data-test-subj="sessionExpiryStayLoggedIn"
          >
            {STAY_LOGGED_IN}
          </EuiButton>
        </>
      )}
    </div>
  );
};
