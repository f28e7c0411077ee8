import { HttpError, type IRouter } from '../../../../core/server';
import { validatePassword } from '../../common/password_rules';
import {
  AccountInfoResponseSchema,
  AccountPasswordBodySchema,
  AccountQuerySchema,
  AccountTenantsQuerySchema,
  AccountTenantsResponseSchema,
  StatusMessageSchema,
  type AccountInfoResponse,
  type AccountQuery,
} from '../../common/schemas/account';
import { accountTenantsPage, customTenantNames, shownTenants } from './account_tenants';
import { LoginRateLimiter } from '../auth/login_rate_limiter';
import { INVALID_CURRENT_PASSWORD_MESSAGE, type AccountInfoResolved, type AuthState } from '../auth/types';
import { PASSWORD_CHANGE, requirePart } from '../backend/capabilities';
import { passwordPolicyOf } from '../config';
import type { SecurityRouteDeps } from './types';

export const ACCOUNT_PATH = '/api/v1/configuration/account';
export const ACCOUNT_TENANTS_PATH = `${ACCOUNT_PATH}/tenants`;
export const ONLY_INTERNAL_USERS_MESSAGE = 'Only internal users can change their password here.';

/**
 * GET account's answer (the shell page carries the one of `tenants=current` for its user:
 * boot_page_vars.ts).
 */
export function accountInfoBody(
  { user, authType }: Pick<AuthState, 'user' | 'authType'>,
  account: AccountInfoResolved,
  { tenants = 'all' }: AccountQuery = {}
): AccountInfoResponse {
  const sized =
    tenants === 'current'
      ? {
          tenants: shownTenants(account.tenants, account.user_name, account.user_requested_tenant),
          custom_tenants_total: customTenantNames(account.tenants, account.user_name).length,
        }
      : { tenants: account.tenants };
  return {
    data: {
      user_name: account.user_name,
      is_reserved: user?.reserved ?? false,
      is_hidden: user?.hidden ?? false,
      is_internal_user: account.is_internal_user,
      user_requested_tenant: account.user_requested_tenant,
      backend_roles: account.backend_roles,
      custom_attribute_names: account.custom_attribute_names,
      roles: account.roles,
      auth_type: authType,
      ...sized,
    },
  };
}

/** The caller's own account: read it, change its password. Nobody reaches another user's account here. */
export function registerAccountRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  const { auth, limiter, backend, sessions, config, audit } = deps;
  const policy = passwordPolicyOf(config);

  router.get(
    { path: ACCOUNT_PATH, validate: { query: AccountQuerySchema }, response: { 200: AccountInfoResponseSchema } },
    async (request) => accountInfoBody(auth.require(request), await auth.account(request), request.query)
  );

  // The tenants the account carries no more (`tenants=current`): only the caller's own, never another user's.
  router.get(
    {
      path: ACCOUNT_TENANTS_PATH,
      validate: { query: AccountTenantsQuerySchema },
      response: { 200: AccountTenantsResponseSchema },
    },
    async (request) => {
      auth.require(request);
      const account = await auth.account(request);
      return accountTenantsPage(account.tenants, account.user_name, request.query);
    }
  );

  router.post(
    {
      path: ACCOUNT_PATH,
      validate: { body: AccountPasswordBodySchema },
      response: { 200: StatusMessageSchema },
    },
    async (request, response) => {
      const state = auth.require(request);
      // Only internal users have a password here; an SSO user's lives with the identity provider.
      if (!state.user) throw new HttpError(403, ONLY_INTERNAL_USERS_MESSAGE);
      const passwords = requirePart(backend().passwords, PASSWORD_CHANGE);
      const { password, current_password: currentPassword } = request.body;
      // A stolen session must not become a way to guess the password: same limits as a login.
      const keys = LoginRateLimiter.keys(state.username, request.ip);
      await auth.checkLockout(keys, response);
      // A wrong one stays counted as a failure (checkLockout counted it up front).
      if (!(await backend().authenticate(state.username, currentPassword)))
        throw new HttpError(400, INVALID_CURRENT_PASSWORD_MESSAGE);
      await limiter.succeeded(keys);
      const problem = validatePassword(password, policy);
      if (problem) throw new HttpError(400, problem);
      await passwords.changePassword(state.username, password, audit.actor(request));
      // Whoever else holds a session of this internal user (perhaps the reason for the change) is
      // logged out; a single-sign-on namesake's sessions are not this password's.
      await sessions().deleteUserSessions({ username: state.username, internal: true }, state.session);
      return { status: 'OK', message: `'${state.username}' updated.` };
    }
  );
}
