/**
 * A security key as the second step: the assertion options for a pending login's user (the
 * challenge is kept in the pending login, so only that login can answer it, once, until it
 * expires) and for a signed-in user's step-up check. The answers go, beside the codes, to
 * `POST /auth/login/mfa` and `POST /api/v1/account/mfa/verify`.
 */
import { HttpError, type IRouter, type OsdRequest } from '../../../../../core/server';
import { MFA_LOGIN_WEBAUTHN_OPTIONS_PATH, MFA_VERIFY_WEBAUTHN_OPTIONS_PATH } from '../../../common/mfa';
import { PublicKeyOptionsSchema } from '../../../common/schemas/webauthn';
import { SESSION_ONLY_MESSAGE } from './mfa_account_routes';
import { NO_PENDING_LOGIN_MESSAGE, requirePending, type MfaRouteDeps } from './mfa_login';
import { holdsFactors } from './factor_holder';

export const NO_SECURITY_KEY_MESSAGE = 'You have no security key to confirm it is you.';

/** Options naming the user's keys, and the state their answer is checked against. */
async function keyChallenge(deps: MfaRouteDeps, username: string, request: OsdRequest) {
  const factor = deps.mfa.factor('webauthn');
  if (!factor?.challenge || !(await factor.enrolled(username))) throw new HttpError(400, NO_SECURITY_KEY_MESSAGE);
  return factor.challenge(username, request);
}

export function registerMfaWebAuthnRoutes(router: IRouter, deps: MfaRouteDeps): void {
  router.post(
    {
      path: MFA_LOGIN_WEBAUTHN_OPTIONS_PATH,
      options: { authRequired: false },
      response: { 200: PublicKeyOptionsSchema },
    },
    async (request) => {
      const { id, pending } = await requirePending(deps, request);
      if (pending.kind !== 'verify') throw new HttpError(401, NO_PENDING_LOGIN_MESSAGE);
      const { options, state } = await keyChallenge(deps, pending.username, request);
      // A newer challenge replaces the older one: only the last options handed out can be answered.
      const kept = await deps.mfa.state.updatePending(id, {
        ...pending,
        states: { ...pending.states, webauthn: state },
      });
      if (!kept) throw new HttpError(401, NO_PENDING_LOGIN_MESSAGE);
      return options;
    }
  );

  router.post(
    { path: MFA_VERIFY_WEBAUTHN_OPTIONS_PATH, response: { 200: PublicKeyOptionsSchema } },
    async (request) => {
      const state = deps.auth.require(request);
      if (!state.session) throw new HttpError(400, SESSION_ONLY_MESSAGE);
      if (!holdsFactors(state)) throw new HttpError(400, NO_SECURITY_KEY_MESSAGE);
      return (await keyChallenge(deps, state.username, request)).options;
    }
  );
}
