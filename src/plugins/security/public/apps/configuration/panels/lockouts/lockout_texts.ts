/** The words of the Locked accounts page, in the loaded locale (functions: read when the page draws). */
import moment from 'moment';
import type { Lockout } from '../../../../../common/lockouts';
import { i18n } from '../../../../../../../core/public';
import { formatDate } from '../../../../utils/format_date';
import messages from './messages.json';

export const lockoutsTitle = () => i18n.translate(messages.pageTitle);
export const noLockoutsText = () => i18n.translate(messages.pageNoneTitle);

export const kindLabel = (kind: Lockout['kind']) =>
  kind === 'user' ? i18n.translate(messages.kindUser) : i18n.translate(messages.kindAddress);

/** The entry's kind and name as the messages' values: "user name 'kim'" / "address 10.0.0.7". */
export const entryValues = (entry: Pick<Lockout, 'kind' | 'name'>) => ({ kind: entry.kind, name: entry.name });

/** When the lock ends: relative ("in 14 minutes") and absolute; undefined while nothing is locked. */
export function lockEnd(lockedUntil: string | null): { relative: string; absolute: string } | undefined {
  if (!lockedUntil) return undefined;
  const end = moment(lockedUntil);
  if (!end.isValid()) return undefined;
  return { relative: end.fromNow(), absolute: formatDate(lockedUntil) };
}
