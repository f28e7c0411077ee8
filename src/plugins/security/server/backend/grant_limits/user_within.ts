/**
 * The write rule for a change to a user that is not an entry write (resetting their second
 * factor, lifting their lock-out): the user, as they are, must hold nothing the caller lacks, or a
 * users-only administrator could strip a full administrator's factor (and then take the account
 * over), and a lockouts-only one could lift the lock that stops guesses at an administrator's
 * password. The user is judged by what their internal record gives them (a name without one:
 * what the mappings give the name), and by what each of `others` holds too (who else the action
 * reaches under the name: a directory user, with the backend roles their groups give at sign-in).
 * The evaluation reads those roles; judged on the bare name, a lockouts-only administrator
 * unlocked, and a users-only one reset the second factor of, a directory user mapped to
 * all_access by a group. `others` is required so that no caller judges the bare name by omission:
 * an action that reaches the internal record alone says so with `RECORD_ONLY`.
 */
import { GRANTED_PARTS, grantedWith, type GrantedPart } from '../permissions/api_grants';
import { internalUserPrincipal, type Principal } from '../permissions/role_mappings';
import type { SecurityBackend } from '../types';
import { grantsRefused, isUnlimited, partsBeyond } from './grant_rules';
import type { GrantLimits, OthersNamed } from './types';

/** What the caller holds, as their limits count it (`GrantLimits`). */
type Held = Pick<GrantLimits, 'endpoints' | 'calls'>;

/**
 * For an action that reaches only the internal user's record, never a directory user of the same
 * name (a service account's token acts as its record).
 */
export const RECORD_ONLY: OthersNamed = async () => [];

export async function assertUserWithin(
  backend: SecurityBackend,
  caller: Held,
  name: string,
  others: OthersNamed
): Promise<void> {
  refuseBeyond(name, await heldBeyond(backend, caller, name, await recordOf(backend, name), others));
}

function refuseBeyond(name: string, { beyond, said }: { beyond: readonly GrantedPart[]; said: string }): void {
  if (beyond.length) throw grantsRefused(`user '${name}' holds ${said}`);
}

/** The internal user names a write gives a record (not the ones it deletes). */
export const usersWritten = (kind: string, changes: ReadonlyArray<{ name: string; body: unknown }>) =>
  kind === 'internalusers' ? changes.filter(({ body }) => body !== null).map(({ name }) => name) : [];

/**
 * An internal user written under each of `names` (a create, a rename's new name, a change): judged
 * on everyone else who signs in under the name (`limits.othersNamed`), as the write takes the name
 * from them. A users-only administrator otherwise created `alice` beside an LDAP administrator of
 * that name and signed in as her: into her private tenant, owning her dashboards, her own sign-in
 * refused.
 */
export async function assertNamesWithin(
  backend: SecurityBackend,
  limits: GrantLimits,
  names: readonly string[]
): Promise<void> {
  const { othersNamed } = limits;
  if (!othersNamed) return;
  // The record itself, before and after, is the write rule's: only the others are judged here.
  const others = async (name: string) => (await othersNamed(name)).filter((principal) => !principal.is_internal_user);
  for (const name of names) refuseBeyond(name, await heldBeyond(backend, limits, name, null, others));
}

/** Whether the user, as they are, holds nothing the caller lacks (what `assertUserWithin` refuses otherwise). */
export async function isUserWithin(
  backend: SecurityBackend,
  caller: Held,
  name: string,
  others: OthersNamed
): Promise<boolean> {
  return (await heldBeyond(backend, caller, name, await recordOf(backend, name), others)).beyond.length === 0;
}

/** The user as their internal record gives them (a name without one: what the mappings give the name). */
async function recordOf(backend: SecurityBackend, name: string): Promise<Principal> {
  const user = (await backend.getInternalUser(name)) ?? {
    backend_roles: [],
    opendistro_security_roles: [],
    attributes: {},
  };
  return internalUserPrincipal(name, user);
}

async function heldBeyond(
  backend: SecurityBackend,
  caller: Held,
  name: string,
  record: Principal | null,
  others: OthersNamed
): Promise<{ beyond: readonly GrantedPart[]; said: string }> {
  if (isUnlimited(caller)) return { beyond: [], said: '' };
  const principals = [...(record ? [record] : []), ...(await others(name))];
  const reached = new Set<GrantedPart>();
  const evaluation = backend.explainer?.allowsClusterAction?.bind(backend.explainer);
  for (const principal of principals) {
    // The caller's own account would be taken for the user's: a users-only administrator of a
    // cluster reset the second factor of its full administrators, a lockouts-only one unlocked them.
    if (backend.judgedByCluster) throw grantsRefused(`the cluster tells what user '${name}' holds to that user alone`);
    // What each holds as the write rule counts it: the certificate reload apart from the SSL endpoint.
    const granted = await grantedWith(
      (await backend.resolveAccount(principal)).api_endpoints,
      evaluation && (async (permission) => (await evaluation(principal, permission)) === true)
    );
    for (const part of granted) reached.add(part);
  }
  return partsBeyond(
    GRANTED_PARTS.filter((part) => reached.has(part)),
    caller
  );
}
