/** The words of the Locked accounts page, shared by the page and its tests. */
import moment from 'moment';
import type { Lockout } from '../../../../../common/lockouts';
import { formatDate } from '../../../../utils/format_date';

export const LOCKOUTS_TITLE = 'Locked accounts';
export const LOCKOUTS_DESCRIPTION =
  'User names and client addresses locked out after failed logins, and those counting failures towards a lock-out. Unlocking clears the count at once, on every server.';
export const NO_LOCKOUTS_TEXT = 'No locked accounts';
export const NO_LOCKOUTS_BODY = 'No user name or address is locked out or counting failed logins right now.';
export const LOAD_FAILED_TEXT = 'Could not load the locked accounts.';

export const kindLabel = (kind: Lockout['kind']) => (kind === 'user' ? 'User' : 'Address');

/** "user name 'kim'" / "address 10.0.0.7", for confirmations and toasts. */
export function entryText(entry: Pick<Lockout, 'kind' | 'name'>): string {
  return entry.kind === 'user' ? `user name '${entry.name}'` : `address ${entry.name}`;
}

/** When the lock ends: relative ("in 14 minutes") and absolute; undefined while nothing is locked. */
export function lockEnd(lockedUntil: string | null): { relative: string; absolute: string } | undefined {
  if (!lockedUntil) return undefined;
  const end = moment(lockedUntil);
  if (!end.isValid()) return undefined;
  return { relative: end.fromNow(), absolute: formatDate(lockedUntil) };
}
