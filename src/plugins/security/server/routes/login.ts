import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../../../core/server';
import type { SecurityRouteDeps } from './types';
import { PASSWORD_SESSION_TYPE } from '../auth/providers/basic/sessions';
import { mfaLoginStep } from '../auth/mfa/mfa_login';

export const LOGIN_PATH = '/auth/login';

const Credential = Type.String({ minLength: 1, maxLength: 1024 });
const LoginBodySchema = Type.Object({ username: Credential, password: Credential }, { additionalProperties: false });
/** Expired rows are swept at one login in this many, so the table stays small at no cost per request. */
const PURGE_EVERY_LOGINS = 50;

/** The login form's POST /auth/login (log out is in logout_routes.ts). */
export function registerBasicAuthRoutes(router: IRouter, deps: SecurityRouteDeps): void {
  const { auth, limiter, sessions } = deps;
  let logins = 0;

  router.post(
    {
      path: LOGIN_PATH,
      // Public; a session the browser already had is read, so it can be ended.
      options: { authRequired: 'optional' },
      validate: { body: LoginBodySchema },
    },
    async (request, response) => {
      const identity = await auth.verifyCredentials(request, response, request.body, 'login');
      const { username, user, backendRoles = [], credentials } = identity;
      // Whatever a stale cookie of this browser had set is replaced by the new session's cookie.
      response.removeHeader('set-cookie');
      // A user with a second factor (or who must enrol one) gets a pending login, not a session.
      const pending = deps.mfa && (await mfaLoginStep(deps.mfa, request, response, identity));
      if (pending) return pending;
      // A directory user's session keeps the roles resolved now: requests never ask the directory.
      const { session, account, tenant } = await auth.startLogin(request, response, {
        username,
        authType: PASSWORD_SESSION_TYPE,
        ...(user ? { user } : { external: { backendRoles } }),
        ...(credentials ? { credentials } : {}),
      });
      // The password just proven is this session's check: an internal user may set up a first
      // factor within `mfa.step_up_seconds` of it (mfa_guards.ts), as a user with one after the code.
      if (user) await deps.mfa?.mfa.sessionChecked(session);
      await deps.audit.authenticated(request, username, 'login');
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
