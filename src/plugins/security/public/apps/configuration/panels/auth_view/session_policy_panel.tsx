/**
 * The session policy of dashboards.yml (issue 40 items 3 and 5) on the Authentication page: the
 * idle timeout, the absolute lifespan, the cap on concurrent sessions and auto-login. Read-only,
 * like the rest of the page: they are changed in the file.
 */
import React, { useState } from 'react';
import { EuiCode, EuiDescriptionList, EuiText } from '@elastic/eui';
import type { SessionPolicyResponse } from '../../../../../common/session_expiry';
import { FormattedMessage, i18n, useLoad } from '../../../../../../../core/public';
import { SectionPanel } from '../../utils/section_panel';
import { errorText } from '../../utils/toasts';
import type { AuthApi } from './auth_api';
import messages from './messages.json';

/** Each unit with its plural forms in the loaded locale. */
const UNITS: ReadonlyArray<[number, (count: number) => string]> = [
  [86_400_000, (count) => i18n.translate(messages.durationDays, { count })],
  [3_600_000, (count) => i18n.translate(messages.durationHours, { count })],
  [60_000, (count) => i18n.translate(messages.durationMinutes, { count })],
  [1000, (count) => i18n.translate(messages.durationSeconds, { count })],
];

/** "1 hour 30 minutes"; anything below a second, or not whole, in ms as well. */
export function formatDuration(ms: number): string {
  const parts: string[] = [];
  let rest = ms;
  for (const [size, unit] of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(unit(count));
    rest -= count * size;
  }
  if (parts.length === 0 || rest > 0) parts.push(i18n.translate(messages.durationMilliseconds, { ms }));
  return parts.join(' ');
}

function autoLoginText(policy: SessionPolicyResponse): string {
  if (!policy.auto_login) return i18n.translate(messages.sessionAutoLoginOff);
  if (policy.auto_login_method === null) {
    return i18n.translate(messages.sessionAutoLoginNotApplied);
  }
  const name = policy.auto_login_method_name ?? policy.auto_login_method;
  return i18n.translate(messages.sessionAutoLoginOn, { name, loginPath: '/app/login?auto_login=false' });
}

export const SessionPolicyPanel: React.FC<{ api: Pick<AuthApi, 'getSessionPolicy'> }> = ({ api }) => {
  const [policy, setPolicy] = useState<SessionPolicyResponse>();
  const [error, setError] = useState<string>();
  useLoad(() => api.getSessionPolicy(), [api], {
    onLoad: setPolicy,
    onError: (e) => setError(errorText(e, i18n.translate(messages.sessionLoadError))),
  });
  return (
    <SectionPanel
      title={i18n.translate(messages.sessionTitle)}
      description={
        <FormattedMessage
          {...messages.sessionDescription}
          values={{
            file: <EuiCode>dashboards.yml</EuiCode>,
            session: <EuiCode>opensearch_security.session</EuiCode>,
            autoLogin: <EuiCode>opensearch_security.auth.auto_login</EuiCode>,
          }}
        />
      }
      data-test-subj="sessionPolicyPanel"
    >
      {error && (
        <EuiText size="s" color="danger" data-test-subj="sessionPolicyError">
          {error}
        </EuiText>
      )}
      {policy && (
        <EuiDescriptionList
          type="column"
          compressed
          listItems={[
            {
              title: i18n.translate(messages.sessionIdleTimeoutTitle),
              description: policy.keepalive
                ? i18n.translate(messages.sessionIdleTimeout, { duration: formatDuration(policy.idle_timeout_ms) })
                : i18n.translate(messages.sessionIdleTimeoutNoKeepalive, {
                    duration: formatDuration(policy.idle_timeout_ms),
                  }),
            },
            {
              title: i18n.translate(messages.sessionLifespanTitle),
              description: i18n.translate(messages.sessionLifespan, { duration: formatDuration(policy.lifespan_ms) }),
            },
            {
              title: i18n.translate(messages.sessionConcurrentTitle),
              description:
                policy.max_concurrent > 0
                  ? i18n.translate(messages.sessionConcurrentLimit, { max: policy.max_concurrent })
                  : i18n.translate(messages.sessionNoLimit),
            },
            {
              title: i18n.translate(messages.sessionAutoLoginTitle),
              description: autoLoginText(policy),
            },
          ]}
          data-test-subj="sessionPolicyList"
        />
      )}
    </SectionPanel>
  );
};
