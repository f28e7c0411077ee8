/**
 * The write rule for a change to a user that is not an entry write (resetting their second
 * factor, lifting their lock-out): the user, as they are, must hold nothing the caller lacks, or a
 * users-only administrator could strip a full administrator's factor (and then take the account
 * over), and a lockouts-only one could lift the lock that stops guesses at an administrator's
 * password. The user is judged by what their internal record gives them (a name without one:
 * what the mappings give the name), and, given `others` (who else signs in under the name: a
 * directory user, with the backend roles their groups give at sign-in), by what each of those
 * holds too: the evaluation reads those roles, and judging the bare name let a lockouts-only
 * administrator unlock a directory user mapped to all_access by a group.
 */
import { REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { grantedWith } from '../permissions/api_grants';
import { internalUserPrincipal } from '../permissions/role_mappings';
import type { SecurityBackend } from '../types';
import { grantsRefused } from './grant_rules';
import type { OthersNamed } from './types';

export async function assertUserWithin(
  backend: SecurityBackend,
  callerEndpoints: readonly RestApiEndpoint[],
  name: string,
  others?: OthersNamed
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
  name: string
): Promise<boolean> {
  return (await heldBeyond(backend, callerEndpoints, name)).beyond.length === 0;
}

async function heldBeyond(
  backend: SecurityBackend,
  callerEndpoints: readonly RestApiEndpoint[],
  name: string,
  others?: OthersNamed
): Promise<{ held: readonly RestApiEndpoint[]; beyond: readonly RestApiEndpoint[] }> {
  if (REST_API_ENDPOINTS.every((endpoint) => callerEndpoints.includes(endpoint))) return { held: [], beyond: [] };
  const user = (await backend.getInternalUser(name)) ?? {
    backend_roles: [],
    opendistro_security_roles: [],
    attributes: {},
  };
  const principals = [internalUserPrincipal(name, user), ...((await others?.(name)) ?? [])];
  const reached = new Set<RestApiEndpoint>();
  for (const principal of principals) {
    // What each holds as the write rule counts it: the certificate reload is the SSL endpoint's.
    const granted = await grantedWith(
      (await backend.resolveAccount(principal)).api_endpoints,
      async (permission) => (await backend.explainer?.allowsClusterAction?.(principal, permission)) === true
    );
    for (const endpoint of granted) reached.add(endpoint);
  }
  const held = REST_API_ENDPOINTS.filter((endpoint) => reached.has(endpoint));
  return { held, beyond: held.filter((endpoint) => !callerEndpoints.includes(endpoint)) };
}
