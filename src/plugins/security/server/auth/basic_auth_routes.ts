import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../../../core/server';
import { basicAuthorization, bindPrincipalCredentials, requestCredentials } from '../backend/opensearch/cluster_caller';
import { directoryPrincipal, internalUserPrincipal } from '../backend/permissions/role_mappings';
import { initialTenant } from '../backend/permissions/tenant_selection';
import type { SecurityRouteDeps } from '../routes/types';

export const LOGIN_PATH = '/auth/login';

const CREDENTIAL_FIELD = Type.String({ minLength: 1, maxLength: 1024 });
const LOGIN_BODY = Type.Object(
  { username: CREDENTIAL_FIELD, password: CREDENTIAL_FIELD },
  { additionalProperties: false }
);
/** Expired rows are swept at one login in this many, so the table stays small at no cost per request. */
const PURGE_EVERY_LOGINS = 50;

/** The login form's POST /auth/login (log out is in logout_routes.ts). */
export function registerBasicAuthRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  const { auth, limiter, backend, sessions } = deps;
  let logins = 0;

  router.post(
    {
      path: LOGIN_PATH,
      // Public; a session the browser already had is read, so it can be ended.
      options: { authRequired: 'optional' },
      validate: { body: LOGIN_BODY },
    },
    async (request, response) => {
      const {
        username,
        user,
        backendRoles = [],
      } = await auth.verifyCredentials(request, response, request.body, 'login');
      const principal = user
        ? internalUserPrincipal(username, user, request.ip)
        : directoryPrincipal(username, backendRoles, request.ip);
      bindPrincipalCredentials(principal, requestCredentials(request));
      const account = await backend().resolveAccount(principal);
      const tenant = initialTenant(account, await auth.tenancy());
      // A session the browser already had is ended: every login gets a new id (no fixation).
      const previous = auth.getSession(request);
      if (previous) await sessions().delete(previous);
      response.removeHeader('set-cookie');
      const sealer = auth.credentialSealer;
      // With a cluster backend the session keeps the credentials (sealed, server-side only) to
      // act as this user; its roles are the cluster's, so it is an external session. A directory
      // user's session keeps the roles resolved now: requests never ask the directory.
      const external = sealer
        ? {
            backendRoles: account.backend_roles,
            providerData: {
              cluster: sealer.seal(
                requestCredentials(request) ?? basicAuthorization(request.body.username, request.body.password)
              ),
            },
          }
        : user
          ? undefined
          : { backendRoles };
      await auth.startSession(request, response, username, tenant, 'basicauth', external);
      if (++logins % PURGE_EVERY_LOGINS === 1) {
        await sessions().purgeExpired();
        await limiter.purgeForgotten();
      }
      return {
        username,
        tenants: account.tenants,
        roles: account.roles,
        backendroles: account.backend_roles,
        ...(tenant !== null ? { selectedTenant: tenant } : {}),
      };
    }
  );
}
