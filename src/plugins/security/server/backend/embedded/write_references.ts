/**
 * The rules one entry's write checks on the entries it names, held again on the configuration as
 * a write leaves it, whatever kind that write changed: a role's application actions must each open
 * an app (checked when the role is written), and the default tenant must exist (checked when the
 * settings are saved). Checking only the entry being written let a later write of the entry named
 * break them (deleting the group, the tenant), and the import then refused every export of that
 * configuration. Entries stored before a rule existed do not block unrelated writes: only what
 * this write breaks is refused.
 */
import type { ActionGroupLike } from '../permissions/action_groups';
import { isApplicationAction } from '../permissions/applications';
import { badRequest } from '../errors';
import type { SecurityRepository } from './repository';
import { checkDefaultTenantKept } from './tenancy_rules';

/** `role` undefined: a hidden role, which no answer names. */
export const applicationActionBrokenMessage = (role: string | undefined, action: string) =>
  `This change leaves ${role === undefined ? 'a role' : `role '${role}'`} naming '${action}' as an application action that opens no app: change the role's application permissions first.`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Every role's application actions that opened an app before the write's group changes still do. */
async function checkApplicationActionsKept(repository: SecurityRepository): Promise<void> {
  const changed = repository.pendingChanges().filter(({ kind }) => kind === 'actiongroups');
  if (!changed.length) return;
  const after = new Map<string, ActionGroupLike>(await repository.all('actiongroups'));
  const before = new Map(after);
  for (const { name, before: entry } of changed) {
    if (entry) before.set(name, { allowed_actions: strings(entry.allowed_actions) });
    else before.delete(name);
  }
  // Hidden roles too: the evaluation reads them (an operator's role must not lose its apps either).
  for (const [role, { application_permissions: permissions = [], hidden }] of await repository.all('roles')) {
    for (const { allowed_actions: actions } of permissions) {
      const broken = actions.find(
        (action) => isApplicationAction(action, before) && !isApplicationAction(action, after)
      );
      if (broken !== undefined) throw badRequest(applicationActionBrokenMessage(hidden ? undefined : role, broken));
    }
  }
}

/** Throws 400 when the pending changes of `repository`'s write break a reference another entry holds. */
export async function checkReferencesKept(repository: SecurityRepository): Promise<void> {
  await checkDefaultTenantKept(repository);
  await checkApplicationActionsKept(repository);
}
