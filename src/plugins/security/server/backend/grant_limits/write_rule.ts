/**
 * The write rule: a write passes only if every entry it changes, as it was before the write and as
 * it is after it, is within what the caller may hand out, judged on the configuration the
 * permission evaluation reads (hidden entries included) on that side of the write. Judging the
 * body alone let a write reach through what it did not name: a hidden mapping or action group, a
 * user demoted or deleted who held more than the caller, a mapping removed with its role.
 * And no write may leave the configuration without a principal that holds every endpoint.
 */
import { HttpError } from '../../../../../core/server';
import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { grantsRefused, isUnlimited, partsBeyond } from './grant_rules';
import type { GrantLimits, GrantView, WrittenResource } from './types';

export const LAST_ADMIN_MESSAGE =
  'This change would leave nobody who can use every security API endpoint: keep at least one user or backend role mapped to a role that holds them all (such as all_access).';

/** The endpoint a change of each kind needs: a write that changes an entry of another kind (a role's mapping going with it) needs that one's too. */
const KIND_ENDPOINT: Readonly<Record<string, RestApiEndpoint>> = {
  internalusers: 'internalusers',
  roles: 'roles',
  rolesmapping: 'rolesmapping',
  actiongroups: 'actiongroups',
  tenants: 'tenants',
  nodesdn: 'nodesdn',
  config: 'config',
  audit: 'audit',
  allowlist: 'allowlist',
};

const LABEL: Readonly<Record<string, string>> = {
  internalusers: 'user',
  roles: 'role',
  rolesmapping: 'the mapping of role',
  actiongroups: 'action group',
};

/** The kinds whose entries decide who holds which endpoint. */
const GRANTING = new Set(['internalusers', 'roles', 'rolesmapping', 'actiongroups']);

/** Whether any of `changes` can change who holds which endpoint (only then is the side after read). */
export const changesGrants = (changes: readonly WrittenResource[]) =>
  changes.some((change) => GRANTING.has(change.kind));

function reachOf(view: GrantView, change: WrittenResource, entry: Readonly<Record<string, unknown>>) {
  switch (change.kind) {
    case 'roles':
    case 'rolesmapping':
      // A mapping opens what its role opens; the role is judged as that side of the write defines it.
      return view.roleReach(change.name);
    case 'actiongroups':
      return view.groupReach(change.name);
    case 'internalusers':
      return view.userReach(change.name, entry);
    default:
      return [];
  }
}

function checkWithin(change: WrittenResource, views: { before: GrantView; after: GrantView }, limits: GrantLimits) {
  const needed = KIND_ENDPOINT[change.kind];
  if (needed && !limits.endpoints.includes(needed)) {
    throw new HttpError(
      403,
      `This change also changes ${change.kind} '${change.name}', which needs the ${needed} endpoint.`
    );
  }
  if (!GRANTING.has(change.kind)) return;
  for (const side of ['before', 'after'] as const) {
    const entry = change[side];
    if (!entry) continue;
    const reach = reachOf(views[side], change, entry);
    const { beyond, said: parts } = partsBeyond(reach, limits);
    if (beyond.length) {
      const verb = change.kind === 'internalusers' ? ['holds', 'would hold'] : ['opens', 'would open'];
      const said = side === 'before' ? verb[0] : verb[1];
      throw grantsRefused(`${LABEL[change.kind]} '${change.name}' ${said} ${parts}`);
    }
  }
}

/**
 * Throws 403 when the write that made `changes` breaks the rule for a caller with `limits`
 * (absent: a caller not limited by this rule). The last-administrator check holds for everyone
 * who writes through the API; a configuration that had no such principal already is not blocked.
 */
export async function checkWriteRule(
  changes: readonly WrittenResource[],
  views: { before: GrantView; after: GrantView },
  limits: GrantLimits | undefined
): Promise<void> {
  if (limits && !isUnlimited(limits)) for (const change of changes) checkWithin(change, views, limits);
  if (!changesGrants(changes)) return;
  if (!(await views.after.hasFullAdmin()) && (await views.before.hasFullAdmin())) {
    throw new HttpError(403, LAST_ADMIN_MESSAGE);
  }
}
