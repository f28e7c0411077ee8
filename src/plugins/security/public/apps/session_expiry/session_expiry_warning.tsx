import React, { useEffect, useState } from 'react';
import { EuiButton, EuiSpacer, EuiText } from '@elastic/eui';
import type { Observable } from 'rxjs';
import { i18n, useObservable } from '../../../../../core/public';
import type { SessionExpiryWarningState } from './session_expiry_watcher';
import messages from './messages.json';

function secondsLeft(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** The warning toast's body: a countdown, and "Stay logged in" when that can help. */
export const SessionExpiryWarning: React.FC<{
  warning$: Observable<SessionExpiryWarningState | null>;
  onExtend(): void;
}> = ({ warning$, onExtend }) => {
  const warning = useObservable(warning$, null);
  // The count is read from the clock at each render, redrawn each second: a count kept in state
  // showed "ends in 0 seconds" for the render between a warning's arrival and the effect.
  const [, redraw] = useState(0);
  useEffect(() => {
    if (!warning) return undefined;
    const interval = setInterval(() => redraw((n) => n + 1), 1000);
    return () => clearInterval(interval);
  }, [warning]);
  if (!warning) return null;
  const seconds = secondsLeft(warning.endsAt);
  return (
    <div data-test-subj="sessionExpiryWarning">
      <EuiText size="s">
        <p data-test-subj="sessionExpiryCountdown">
          {warning.canExtend
            ? i18n.translate(messages.countdown, { seconds })
            : i18n.translate(messages.countdownCannotExtend, { seconds })}
        </p>
        {warning.extendFailed && (
          <p data-test-subj="sessionExpiryExtendFailed">{i18n.translate(messages.extendFailed)}</p>
        )}
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
            {i18n.translate(messages.stayLoggedInButton)}
          </EuiButton>
        </>
      )}
    </div>
  );
};
