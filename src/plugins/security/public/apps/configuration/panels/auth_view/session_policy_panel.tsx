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

/** Each unit with its plural forms in the loaded locale. */
const UNITS: ReadonlyArray<[number, (count: number) => string]> = [
  [
    86_400_000,
    (count) =>
      i18n.translate('security.auth.duration.days', {
        defaultMessage: '{count, plural, one {# day} other {# days}}',
        values: { count },
      }),
  ],
  [
    3_600_000,
    (count) =>
      i18n.translate('security.auth.duration.hours', {
        defaultMessage: '{count, plural, one {# hour} other {# hours}}',
        values: { count },
      }),
  ],
  [
    60_000,
    (count) =>
      i18n.translate('security.auth.duration.minutes', {
        defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
        values: { count },
      }),
  ],
  [
    1000,
    (count) =>
      i18n.translate('security.auth.duration.seconds', {
        defaultMessage: '{count, plural, one {# second} other {# seconds}}',
        values: { count },
      }),
  ],
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
  if (parts.length === 0 || rest > 0)
    parts.push(i18n.translate('security.auth.duration.milliseconds', { defaultMessage: '{ms} ms', values: { ms } }));
  return parts.join(' ');
}

function autoLoginText(policy: SessionPolicyResponse): string {
  if (!policy.auto_login)
    return i18n.translate('security.auth.session.autoLoginOff', { defaultMessage: 'Off: the login page is shown.' });
  if (policy.auto_login_method === null) {
    return i18n.translate('security.auth.session.autoLoginNotApplied', {
      defaultMessage: 'On, but not applied: it needs exactly one single sign-on method, so the login page is shown.',
    });
  }
  const name = policy.auto_login_method_name ?? policy.auto_login_method;
  return i18n.translate('security.auth.session.autoLoginOn', {
    defaultMessage: 'On: the login page goes straight to {name} ({loginPath} shows it).',
    values: { name, loginPath: '/app/login?auto_login=false' },
  });
}

export const SessionPolicyPanel: React.FC<{ api: Pick<AuthApi, 'getSessionPolicy'> }> = ({ api }) => {
  const [policy, setPolicy] = useState<SessionPolicyResponse>();
  const [error, setError] = useState<string>();
  useLoad(() => api.getSessionPolicy(), [api], {
    onLoad: setPolicy,
    onError: (e) =>
      setError(
        errorText(
          e,
          i18n.translate('security.auth.session.loadError', { defaultMessage: 'Could not load the session policy.' })
        )
      ),
  });
  return (
    <SectionPanel
      title={i18n.translate('security.auth.session.title', { defaultMessage: 'Sessions and sign-in' })}
      description={
        <FormattedMessage
          id="security.auth.session.description"
          defaultMessage="Set in {file} under {session} and {autoLogin}, for every way of signing in."
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
              title: i18n.translate('security.auth.session.idleTimeoutTitle', { defaultMessage: 'Idle timeout' }),
              description: policy.keepalive
                ? i18n.translate('security.auth.session.idleTimeout', {
                    defaultMessage: '{duration}; background requests never extend it',
                    values: { duration: formatDuration(policy.idle_timeout_ms) },
                  })
                : i18n.translate('security.auth.session.idleTimeoutNoKeepalive', {
                    defaultMessage: '{duration} (activity does not extend it); background requests never extend it',
                    values: { duration: formatDuration(policy.idle_timeout_ms) },
                  }),
            },
            {
              title: i18n.translate('security.auth.session.lifespanTitle', { defaultMessage: 'Lifespan' }),
              description: i18n.translate('security.auth.session.lifespan', {
                defaultMessage: '{duration} from sign-in, whatever the activity',
                values: { duration: formatDuration(policy.lifespan_ms) },
              }),
            },
            {
              title: i18n.translate('security.auth.session.concurrentTitle', {
                defaultMessage: 'Concurrent sessions per user',
              }),
              description:
                policy.max_concurrent > 0
                  ? i18n.translate('security.auth.session.concurrentLimit', {
                      defaultMessage: 'At most {max}: a new sign-in ends the oldest',
                      values: { max: policy.max_concurrent },
                    })
                  : i18n.translate('security.auth.session.noLimit', { defaultMessage: 'No limit' }),
            },
            {
              title: i18n.translate('security.auth.session.autoLoginTitle', { defaultMessage: 'Auto-login' }),
              description: autoLoginText(policy),
            },
          ]}
          data-test-subj="sessionPolicyList"
        />
      )}
    </SectionPanel>
  );
};
