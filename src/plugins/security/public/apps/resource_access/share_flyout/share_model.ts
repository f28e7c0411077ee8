/**
 * A `share_with` as the flyout edits it: one row per recipient (kind, name, level), and back. A
 * name listed at several levels is shown once, at its highest, since the highest is what it gets.
 */
import { SHARE_LEVELS, type ShareLevel, type ShareRecipients, type ShareWith } from '../../../../../../core/public';
import type { PrincipalKind } from '../../../apis/resource_sharing_api';

export const PRINCIPAL_KINDS: readonly PrincipalKind[] = ['user', 'role', 'backend_role'];

/** The `share_with` field each kind is listed in. */
const FIELD: Readonly<Record<PrincipalKind, keyof ShareRecipients>> = {
  user: 'users',
  role: 'roles',
  backend_role: 'backend_roles',
};

export interface Recipient {
  kind: PrincipalKind;
  name: string;
  level: ShareLevel;
}

/** The action group of a level on a type: `dashboard_read_only`. */
export function actionGroup(resourceType: string, level: ShareLevel): string {
  return `${resourceType}_${level}`;
}

export const sameRecipient = (a: Pick<Recipient, 'kind' | 'name'>, b: Pick<Recipient, 'kind' | 'name'>) =>
  a.kind === b.kind && a.name === b.name;

export function toRecipients(resourceType: string, shareWith: ShareWith): Recipient[] {
  const rows: Recipient[] = [];
  // Weakest first: a stronger level met later replaces the row.
  for (const level of SHARE_LEVELS) {
    const holders = shareWith[actionGroup(resourceType, level)];
    if (!holders) continue;
    for (const kind of PRINCIPAL_KINDS) {
      for (const name of holders[FIELD[kind]] ?? []) {
        const at = rows.findIndex((row) => sameRecipient(row, { kind, name }));
        if (at === -1) rows.push({ kind, name, level });
        else rows[at] = { kind, name, level };
      }
    }
  }
  return rows;
}

/** The `share_with` to send: a level nobody holds is left out. */
export function toShareWith(resourceType: string, recipients: readonly Recipient[]): ShareWith {
  const shareWith: ShareWith = {};
  for (const level of SHARE_LEVELS) {
    const at = recipients.filter((row) => row.level === level);
    if (at.length === 0) continue;
    const holders: ShareRecipients = { users: [], roles: [], backend_roles: [] };
    for (const row of at) holders[FIELD[row.kind]].push(row.name);
    shareWith[actionGroup(resourceType, level)] = holders;
  }
  return shareWith;
}

/** How many recipients hold each level (each counted once, at its highest). */
export function countsByLevel(resourceType: string, shareWith: ShareWith): Record<ShareLevel, number> {
  const counts = { read_only: 0, read_write: 0, full_access: 0 };
  for (const row of toRecipients(resourceType, shareWith)) counts[row.level]++;
  return counts;
}

/** Whether two recipient lists give the same access (order aside). */
export function sameRecipients(a: readonly Recipient[], b: readonly Recipient[]): boolean {
  return (
    a.length === b.length && a.every((row) => b.some((other) => sameRecipient(row, other) && other.level === row.level))
  );
}
