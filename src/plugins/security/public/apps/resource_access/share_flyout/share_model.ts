/**
 * A `share_with` as the flyout edits it: one row per recipient (kind, name, level); the rows go
 * back with core's `shareWithFromGrants`. A name listed at several levels is shown once, at its
 * highest, since the highest is what it gets.
 */
import {
  actionGroup,
  RECIPIENT_LIST,
  SHARE_LEVELS,
  type ShareLevel,
  type ShareWith,
} from '../../../../../../core/public';
import type { PrincipalKind } from '../../../apis/resource_sharing_api';

export const PRINCIPAL_KINDS: readonly PrincipalKind[] = ['user', 'role', 'backend_role'];

export interface Recipient {
  kind: PrincipalKind;
  name: string;
  level: ShareLevel;
}

/**
 * The picker's names for what is typed now: the last answer narrowed at once (the server matches
 * a prefix, case-insensitive), so a name picked while the next answer is on its way is one shown
 * for the text in the box.
 */
export function matchingNames(names: readonly string[], typed: string): string[] {
  const prefix = typed.trim().toLowerCase();
  return names.filter((name) => name.toLowerCase().startsWith(prefix));
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
      for (const name of holders[RECIPIENT_LIST[kind]] ?? []) {
        const at = rows.findIndex((row) => sameRecipient(row, { kind, name }));
        if (at === -1) rows.push({ kind, name, level });
        else rows[at] = { kind, name, level };
      }
    }
  }
  return rows;
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
