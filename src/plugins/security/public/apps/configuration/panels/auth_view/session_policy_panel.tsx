/**
 * The session policy of dashboards.yml (issue 40 items 3 and 5) on the Authentication page: the
 * idle timeout, the absolute lifespan, the cap on concurrent sessions and auto-login. Read-only,
 * like the rest of the page: they are changed in the file.
 */
import React, { useState } from 'react';
import { EuiCode, EuiDescriptionList, EuiText } from '@elastic/eui';
import type { SessionPolicyResponse } from '../../../../../common/session_expiry';
import { useLoad } from '../../../../../../../core/public';
import { SectionPanel } from '../../utils/section_panel';
import { errorText } from '../../utils/toasts';
import type { AuthApi } from './auth_api';

export const SESSION_POLICY_TITLE = 'Sessions and sign-in';
export const SESSION_POLICY_LOAD_ERROR = 'Could not load the session policy.';

const UNITS: ReadonlyArray<[number, string]> = [
  [86_400_000, 'day'],
  [3_600_000, 'hour'],
  [60_000, 'minute'],
  [1000, 'second'],
];

/** "1 hour 30 minutes"; anything below a second, or not whole, in ms as well. */
export function formatDuration(ms: number): string {
  const parts: string[] = [];
  let rest = ms;
  for (const [size, name] of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${count} ${name}${count === 1 ? '' : 's'}`);
    rest -= count * size;
  }
  if (parts.length === 0 || rest > 0) parts.push(`${ms} ms`);
  return parts.join(' ');
}

function autoLoginText(policy: SessionPolicyResponse): string {
  if (!policy.auto_login) return 'Off: the login page is shown.';
  if (policy.auto_login_method === null) {
    return 'On, but not applied: it needs exactly one single sign-on method, so the login page is shown.';
  }
  const name = policy.auto_login_method_name ?? policy.auto_login_method;
  return `On: the login page goes straight to ${name} (/app/login?auto_login=false shows it).`;
}

export const SessionPolicyPanel: React.FC<{ api: Pick<AuthApi, 'getSessionPolicy'> }> = ({ api }) => {
  const [policy, setPolicy] = useState<SessionPolicyResponse>();
  const [error, setError] = useState<string>();
  useLoad(() => api.getSessionPolicy(), [api], {
    onLoad: setPolicy,
    onError: (e) => setError(errorText(e, SESSION_POLICY_LOAD_ERROR)),
  });
  return (
    <SectionPanel
      title={SESSION_POLICY_TITLE}
      description={
        <>
          Set in <EuiCode>dashboards.yml</EuiCode> under <EuiCode>opensearch_security.session</EuiCode> and{' '}
          <EuiCode>opensearch_security.auth.auto_login</EuiCode>, for every way of signing in.
        </>
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
              title: 'Idle timeout',
              description: `${formatDuration(policy.idle_timeout_ms)}${
                policy.keepalive ? '' : ' (activity does not extend it)'
              }; background requests never extend it`,
            },
            {
              title: 'Lifespan',
              description: `${formatDuration(policy.lifespan_ms)} from sign-in, whatever the activity`,
            },
            {
              title: 'Concurrent sessions per user',
              description:
                policy.max_concurrent > 0
                  ? `At most ${policy.max_concurrent}: a new sign-in ends the oldest`
                  : 'No limit',
            },
            { title: 'Auto-login', description: autoLoginText(policy) },
          ]}
          data-test-subj="sessionPolicyList"
        />
      )}
    </SectionPanel>
  );
};
