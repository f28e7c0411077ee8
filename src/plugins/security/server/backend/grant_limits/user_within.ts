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
import { REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { internalUserPrincipal } from '../permissions/role_mappings';
import type { SecurityBackend } from '../types';
import { grantsRefused } from './grant_rules';
import type { OthersNamed } from './types';

/**
 * For an action that reaches only the internal user's record, never a directory user of the same
 * name (a service account's token acts as its record).
 */
export const RECORD_ONLY: OthersNamed = async () => [];

export async function assertUserWithin(
  backend: SecurityBackend,
  callerEndpoints: readonly RestApiEndpoint[],
  name: string,
  others: OthersNamed
): Promise<void> {
  const { held, beyond } = await heldBeyond(backend, callerEndpoints, name, others);
  if (beyond.length) {
    throw grantsRefused(
      `user '${name}' holds ${held.length === REST_API_ENDPOINTS.length ? 'every endpoint' : beyond.join(', ')}`
    );
  }
}

/** Whether the user, as they are, holds nothing the caller lacks (what `assertUserWithin` refuses otherwise). */
export async function isUserWithin(
  backend: SecurityBackend,
  callerEndpoints: readonly RestApiEndpoint[],
  name: string,
  others: OthersNamed
): Promise<boolean> {
  return (await heldBeyond(backend, callerEndpoints, name, others)).beyond.length === 0;
}

async function heldBeyond(
  backend: SecurityBackend,
  callerEndpoints: readonly RestApiEndpoint[],
  name: string,
  others: OthersNamed
): Promise<{ held: readonly RestApiEndpoint[]; beyond: readonly RestApiEndpoint[] }> {
  if (REST_API_ENDPOINTS.every((endpoint) => callerEndpoints.includes(endpoint))) return { held: [], beyond: [] };
  const user = (await backend.getInternalUser(name)) ?? {
    backend_roles: [],
    opendistro_security_roles: [],
    attributes: {},
  };
  const principals = [internalUserPrincipal(name, user), ...(await others(name))];
  const reached = new Set<RestApiEndpoint>();
  for (const principal of principals) {
    for (const endpoint of (await backend.resolveAccount(principal)).api_endpoints) reached.add(endpoint);
  }
  const held = REST_API_ENDPOINTS.filter((endpoint) => reached.has(endpoint));
  return { held, beyond: held.filter((endpoint) => !callerEndpoints.includes(endpoint)) };
}
