/**
 * The write rule for a change to a user that is not an entry write (resetting their second
 * factor, lifting their lock-out): the user, as they are, must hold nothing the caller lacks, or a
 * users-only administrator could strip a full administrator's factor (and then take the account
 * over), and a lockouts-only one could lift the lock that stops guesses at an administrator's
 * password. A name without an internal record (a directory user) is judged by what the mappings
 * give that name alone.
 */
import { REST_API_ENDPOINTS, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { grantedWith } from '../permissions/api_grants';
import { internalUserPrincipal } from '../permissions/role_mappings';
import type { SecurityBackend } from '../types';
import { grantsRefused } from './grant_rules';

export async function assertUserWithin(
  backend: SecurityBackend,
  callerEndpoints: readonly RestApiEndpoint[],
  name: string
): Promise<void> {
  const { held, beyond } = await heldBeyond(backend, callerEndpoints, name);
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
  name: string
): Promise<{ held: readonly RestApiEndpoint[]; beyond: readonly RestApiEndpoint[] }> {
  if (REST_API_ENDPOINTS.every((endpoint) => callerEndpoints.includes(endpoint))) return { held: [], beyond: [] };
  const user = (await backend.getInternalUser(name)) ?? {
    backend_roles: [],
    opendistro_security_roles: [],
    attributes: {},
  };
  const principal = internalUserPrincipal(name, user);
  // What the user holds as the write rule counts it: the certificate reload is the SSL endpoint's.
  const held = await grantedWith(
    (await backend.resolveAccount(principal)).api_endpoints,
    async (permission) => (await backend.explainer?.allowsClusterAction?.(principal, permission)) === true
  );
  return { held, beyond: held.filter((endpoint) => !callerEndpoints.includes(endpoint)) };
}
