/**
 * The caller's own account (`api/account`: read it, change one's password) and
 * `api/permissionsinfo` (whether the caller may use the REST API): for every signed-in user.
 */
import { HttpError } from '../../../../core/server';
import { validatePassword } from '../../common/password_rules';
import { disabledEndpoints } from '../../common/rest_api_endpoints';
import {
  AccountInfoResponseSchema,
  RestApiInfoResponseSchema,
  StatusMessageSchema,
} from '../../common/schemas/account';
import { passwordPolicyOf } from '../config';
import { ONLY_INTERNAL_USERS_MESSAGE } from '../routes/account';
import { userSummary } from '../routes/types';
import { ok } from './responses';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';

const PASSWORD_MAX = 1024;

export function accountRoutes(deps: RestApiDeps): RestApiRoute[] {
  const policy = passwordPolicyOf(deps.config);

  const getAccount = async ({ caller }: RouteContext) => {
    const { account, user } = caller;
    return {
      user_name: account.user_name,
      is_reserved: user?.reserved ?? false,
      is_hidden: user?.hidden ?? false,
      is_internal_user: user !== undefined,
      user_requested_tenant: null,
      backend_roles: account.backend_roles,
      custom_attribute_names: account.custom_attribute_names,
      tenants: account.tenants,
      roles: account.roles,
    };
  };

  const changePassword = async ({ caller, body }: RouteContext) => {
    const { password, current_password: current } = (body ?? {}) as Record<string, unknown>;
    if (typeof password !== 'string' || password === '' || password.length > PASSWORD_MAX) {
      throw new HttpError(400, '[password] is required.');
    }
    if (typeof current !== 'string' || current === '' || current.length > PASSWORD_MAX) {
      throw new HttpError(400, '[current_password] is required.');
    }
    // A directory user's password lives in the directory.
    if (!caller.user) throw new HttpError(403, ONLY_INTERNAL_USERS_MESSAGE);
    // As upstream: a reserved or hidden user's password changes only with securityadmin.
    if (caller.user.reserved || caller.user.hidden) {
      throw new HttpError(403, `Resource '${caller.username}' is ${caller.user.hidden ? 'hidden' : 'reserved'}.`);
    }
    const backend = deps.backend();
    if (!(await backend.authenticate(caller.username, current))) {
      throw new HttpError(400, 'Could not validate your current password.');
    }
    const problem = validatePassword(password, policy);
    if (problem) throw new HttpError(400, problem);
    await backend.changePassword(caller.username, password, caller.actor);
    // Whoever holds a session of this internal user in the browser is logged out, as after any
    // password change (a single-sign-on namesake's sessions are not this password's).
    await deps.sessions().deleteUserSessions({ username: caller.username, internal: true });
    return ok(`'${caller.username}' updated.`);
  };

  // The endpoints the caller lacks, as upstream lists them: a server managing this one as its
  // cluster (backend: opensearch) decides from them what the caller may do in its own store (lock-outs,
  // second factors, sharing); answered empty, every REST API user was an administrator of all of it.
  const permissionsinfo = async ({ caller }: RouteContext) => ({
    user: userSummary(caller.username, caller.account.backend_roles, null),
    user_name: caller.username,
    has_api_access: caller.account.api_endpoints.length > 0,
    disabled_endpoints: disabledEndpoints(caller.account.api_endpoints),
  });

  return [
    {
      method: 'GET',
      path: '/api/account',
      access: 'user',
      // The dashboards answer's `data`, as upstream answers it here (no `auth_type`).
      response: { 200: AccountInfoResponseSchema.properties.data },
      handler: getAccount,
    },
    {
      method: 'PUT',
      path: '/api/account',
      access: 'user',
      response: { 200: StatusMessageSchema },
      handler: changePassword,
    },
    {
      method: 'GET',
      path: '/api/permissionsinfo',
      access: 'user',
      response: { 200: RestApiInfoResponseSchema },
      handler: permissionsinfo,
    },
  ];
}
