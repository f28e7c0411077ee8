import { i18n } from '../../../../../core/public';
import type { SessionInfo } from '../../../common/sessions';
import { formatDate } from '../../utils/format_date';

/** The toast after a revoke: how many sessions ended. */
export function revokedText(count: number): string {
  if (count === 0) {
    return i18n.translate('security.sessions.revokedNone', {
      defaultMessage: 'No session was revoked: none was left to end.',
    });
  }
  return i18n.translate('security.sessions.revoked', {
    defaultMessage: '{count, plural, one {# session revoked.} other {# sessions revoked.}}',
    values: { count },
  });
}

/** Which session a confirmation is about, in words: its address and when it was last used. */
export function sessionDescription(session: Pick<SessionInfo, 'client_address' | 'last_seen'>): string {
  const address = session.client_address;
  const when = new Date(session.last_seen);
  if (Number.isNaN(when.getTime())) {
    return address
      ? i18n.translate('security.sessions.description.from', {
          defaultMessage: 'from {address}',
          values: { address },
        })
      : i18n.translate('security.sessions.description.fromUnknown', { defaultMessage: 'from an unknown address' });
  }
  const lastSeen = formatDate(session.last_seen);
  return address
    ? i18n.translate('security.sessions.description.fromLastSeen', {
        defaultMessage: 'from {address}, last seen {lastSeen}',
        values: { address, lastSeen },
      })
    : i18n.translate('security.sessions.description.fromUnknownLastSeen', {
        defaultMessage: 'from an unknown address, last seen {lastSeen}',
        values: { lastSeen },
      });
}
