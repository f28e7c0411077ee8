import { HttpError, type IRouter } from '../../../../../../core/server';
import {
  PASSKEY_LOGIN_OPTIONS_PATH,
  PASSKEY_LOGIN_PATH,
  PasskeyLoginBodySchema,
  PasskeyLoginResponseSchema,
  PublicKeyOptionsSchema,
} from '../../../../common/schemas/webauthn';
import { LoginRateLimiter } from '../../login_rate_limiter';
import type { WebAuthnRouteDeps } from '../../mfa/webauthn/routes_deps';
import { PASSKEY_SESSION_TYPE } from './method';

export const PASSKEY_LOGIN_REFUSED_MESSAGE = 'Sign-in with this passkey failed. Try again or use your password.';
/** The audit's and metrics' name of this way in. */
export const PASSKEY_AUTH_TYPE = 'webauthn';

/**
 * Passkey sign-in (`mfa.webauthn.passkey_login`): options naming no user (the authenticator offers
 * its discoverable credentials), then the assertion, verified with user verification required,
 * starts the owner's session as a password login would. Failures count towards the owner's
 * lock-out like wrong passwords and are audited (MFA_FAILED and FAILED_LOGIN).
 */
export function registerPasskeyLoginRoutes(router: IRouter, deps: WebAuthnRouteDeps): void {
  const { auth, audit, ceremonies, credentials, backend, limiter } = deps;

  router.post(
    { path: PASSKEY_LOGIN_OPTIONS_PATH, options: { authRequired: false }, response: { 200: PublicKeyOptionsSchema } },
    (request) => ceremonies.authenticationOptions('login', null, request)
  );

  router.post(
    {
      path: PASSKEY_LOGIN_PATH,
      // Public; a session the browser already had is read, so the new one replaces it.
      options: { authRequired: 'optional' },
      validate: { body: PasskeyLoginBodySchema },
      response: { 200: PasskeyLoginResponseSchema },
    },
    async (request, response) => {
      const { response: assertion } = request.body;
      const claimed = await credentials().byId(assertion.id);
      // The owner's lock-out holds for passkeys too; an unknown key has no owner to count against.
      const keys = claimed ? LoginRateLimiter.keys(claimed.username, request.ip) : undefined;
      if (keys) await auth.checkLockout(keys, response);
      const result = await ceremonies.verifyAssertion('login', null, assertion);
      const user = result.ok ? await backend().getInternalUser(result.credential.username) : null;
      if (!result.ok || !user) {
        const who = result.ok ? result.credential.username : result.username;
        const reason = result.ok ? 'user_unknown' : result.reason;
        await audit.mfa(request, 'MFA_FAILED', who, { method: 'webauthn', purpose: 'login', reason });
        await audit.failedLogin(request, 'invalid_credentials', PASSKEY_AUTH_TYPE, who ?? undefined);
        throw new HttpError(401, PASSKEY_LOGIN_REFUSED_MESSAGE);
      }
      const username = result.credential.username;
      if (keys) await limiter.succeeded(keys);
      await audit.authenticated(request, username, 'login', PASSKEY_AUTH_TYPE);
      response.removeHeader('set-cookie');
      await auth.startLogin(request, response, { username, authType: PASSKEY_SESSION_TYPE, user });
      return { username };
    }
  );
}
