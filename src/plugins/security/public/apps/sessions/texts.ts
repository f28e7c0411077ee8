import { i18n } from '../../../../../core/public';
import type { SessionInfo } from '../../../common/sessions';
import { formatDate } from '../../utils/format_date';
import messages from './messages.json';

/** The toast after a revoke: how many sessions ended. */
export function revokedText(count: number): string {
  if (count === 0) {
    return i18n.translate(messages.revokedNone);
  }
  return i18n.translate(messages.revoked, { count });
}

/** Which session a confirmation is about, in words: its address and when it was last used. */
export function sessionDescription(session: Pick<SessionInfo, 'client_address' | 'last_seen'>): string {
  const address = session.client_address;
  const when = new Date(session.last_seen);
  if (Number.isNaN(when.getTime())) {
    return address
      ? i18n.translate(messages.descriptionFrom, { address })
      : i18n.translate(messages.descriptionFromUnknown);
  }
  const lastSeen = formatDate(session.last_seen);
  return address
    ? i18n.translate(messages.descriptionFromLastSeen, { address, lastSeen })
    : i18n.translate(messages.descriptionFromUnknownLastSeen, { lastSeen });
}
