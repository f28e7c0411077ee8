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
import { messages } from './messages';

/** Each unit with its plural forms in the loaded locale. */
const UNITS: ReadonlyArray<[number, (count: number) => string]> = [
  [86_400_000, (count) => i18n.translate(messages.days, { count })],
  [3_600_000, (count) => i18n.translate(messages.hours, { count })],
  [60_000, (count) => i18n.translate(messages.minutes, { count })],
  [1000, (count) => i18n.translate(messages.seconds, { count })],
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
  if (parts.length === 0 || rest > 0) parts.push(i18n.translate(messages.milliseconds, { ms }));
  return parts.join(' ');
}

function autoLoginText(policy: SessionPolicyResponse): string {
  if (!policy.auto_login) return i18n.translate(messages.autoLoginOff);
  if (policy.auto_login_method === null) {
    return i18n.translate(messages.autoLoginNotApplied);
  }
  const name = policy.auto_login_method_name ?? policy.auto_login_method;
  return i18n.translate(messages.autoLoginOn, { name, loginPath: '/app/login?auto_login=false' });
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
              title: i18n.translate(messages.idleTimeoutTitle),
              description: policy.keepalive
                ? i18n.translate(messages.idleTimeout, { duration: formatDuration(policy.idle_timeout_ms) })
                : i18n.translate(messages.idleTimeoutNoKeepalive, { duration: formatDuration(policy.idle_timeout_ms) }),
            },
            {
              title: i18n.translate(messages.lifespanTitle),
              description: i18n.translate(messages.lifespan, { duration: formatDuration(policy.lifespan_ms) }),
            },
            {
              title: i18n.translate(messages.concurrentTitle),
              description:
                policy.max_concurrent > 0
                  ? i18n.translate(messages.concurrentLimit, { max: policy.max_concurrent })
                  : i18n.translate(messages.noLimit),
            },
            {
              title: i18n.translate(messages.autoLoginTitle),
              description: autoLoginText(policy),
            },
          ]}
          data-test-subj="sessionPolicyList"
        />
      )}
    </SectionPanel>
  );
};
