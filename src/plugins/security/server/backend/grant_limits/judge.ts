import type { EntryKind } from '../../../common/types';
import type { EntryChange, SecurityBackend } from '../types';
import { GrantRules, isUnlimited } from './grant_rules';
import type { GrantLimits } from './types';
import { assertNamesWithin, usersWritten } from './user_within';

/**
 * The write rule an entry write of `changes` would meet, judged without running the write (a
 * permission dry run), as each backend applies it: the embedded one on every entry before and
 * after with the last-administrator check (`judgeEntryChanges`, reads only), a cluster not here (it
 * judges the write itself, which has no dry run), another one on the bodies it would be sent
 * (limitedBackend's check before the call). 403 when it would refuse.
 */
export async function judgeEntryWrite<K extends EntryKind>(
  backend: SecurityBackend,
  limits: GrantLimits,
  kind: K,
  changes: ReadonlyArray<EntryChange<K>>
): Promise<void> {
  const bound = isUnlimited(limits) ? undefined : limits;
  if (bound) await assertNamesWithin(backend, bound, usersWritten(kind, changes));
  if (backend.judgedByCluster) return;
  if (backend.enforcesWriteRule && backend.judgeEntryChanges) return backend.judgeEntryChanges(kind, changes, bound);
  if (!bound) return;
  const rules = new GrantRules(backend, bound);
  for (const { name, body } of changes) await rules.check(kind, name, body);
}
