import type { AuthorizationBackendFactory } from '../types';

/**
 * config.yml `authz` with `authorization_backend.type: intern` (or `internal`): a user another
 * domain authenticated (a token, a proxy, an identity provider) who is also an internal user
 * gets that user's backend roles besides its own, as OpenSearch does.
 */
export const internalAuthorizationBackend: AuthorizationBackendFactory = (entry, host) => ({
  type: entry.type,
  async backendRoles(user) {
    const internal = await host.backend().getInternalUser(user.username);
    return internal ? [...internal.backend_roles] : [];
  },
});
