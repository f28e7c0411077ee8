import type { SessionInfo } from '../../../common/sessions';
import { formatDate } from '../../utils/format_date';

/** The toast after a revoke: how many sessions ended. */
export function revokedText(count: number): string {
  if (count === 0) return 'No session was revoked: none was left to end.';
  return count === 1 ? '1 session revoked.' : `${count} sessions revoked.`;
}

/** Which session a confirmation is about, in words: its address and when it was last used. */
export function sessionDescription(session: Pick<SessionInfo, 'client_address' | 'last_seen'>): string {
  const where = session.client_address ? `from ${session.client_address}` : 'from an unknown address';
  const when = new Date(session.last_seen);
  return Number.isNaN(when.getTime()) ? where : `${where}, last seen ${formatDate(session.last_seen)}`;
}
