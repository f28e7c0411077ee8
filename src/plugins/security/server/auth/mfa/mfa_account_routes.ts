/**
 * The caller's own second factor (`/api/v1/account/mfa…`): its state, a TOTP enrolment (secret,
 * then a code to confirm it, then recovery codes shown once), disabling it with a code, and the
 * step-up check. A login that must enrol first (mfa.required_for_roles) reaches the enrolment
 * routes with its pending cookie; confirming then starts its session. A security key's options
 * for the login and the step-up are in mfa_webauthn_routes.ts.
 */
import { Type } from '@sinclair/typebox';
import { HttpError, type IRouter, type OsdRequest } from '../../../../../core/server';
import {
  answerOf,
  finishPendingLogin,
  INVALID_CODE_MESSAGE,
  MfaCodeBodySchema,
  requirePending,
  verifyWithLockout,
  type MfaRouteDeps,
} from './mfa_login';
import { LoginRateLimiter } from '../login_rate_limiter';
import { otpauthUrl } from './totp';
import { MFA_ACCOUNT_PATH, MFA_TOTP_CONFIRM_PATH, MFA_TOTP_PATH, MFA_VERIFY_PATH } from '../../../common/mfa';
import { enrolmentRoute } from './step_up';
import { holdsFactors } from './factor_holder';
import { MfaVerifyBodySchema, verifyPasswordStepUp } from './password_step_up';
import type { MfaStatus, PendingLogin } from './types';

/** The issuer authenticator apps show beside the account name. */
const TOTP_ISSUER = 'OpenSearch Dashboards';
const ALREADY_ENROLLED_MESSAGE = 'Two-step verification with an authenticator app is already set up.';
const NOT_ENROLLED_MESSAGE = 'Two-step verification with an authenticator app is not set up.';
const NOTHING_PENDING_MESSAGE = 'Start the setup first: no authenticator app is waiting to be confirmed.';
const REQUIRED_MESSAGE = 'Your roles require two-step verification: it cannot be turned off.';
const ONLY_INTERNAL_MESSAGE = 'Only internal users can set up two-step verification.';
const NO_FACTOR_MESSAGE = 'You have no second factor to verify.';
export const SESSION_ONLY_MESSAGE = 'Only a browser session keeps a step-up check.';

const MfaMethodSchema = Type.Union([Type.Literal('totp'), Type.Literal('webauthn')]);
const MfaStatusSchema = Type.Object({
  methods: Type.Array(MfaMethodSchema),
  recovery_codes_left: Type.Integer(),
  required: Type.Boolean(),
});
const TotpEnrolmentSchema = Type.Object({ secret: Type.String(), otpauth_url: Type.String() });
const RecoveryCodesSchema = Type.Object({ recovery_codes: Type.Array(Type.String()) });
const OkSchema = Type.Object({ status: Type.String(), message: Type.String() });

/** Who the enrolment is for: the signed-in user, or a login that must enrol before its session starts. */
type Caller =
  | { username: string; holdsFactors: boolean; pending?: undefined }
  | { username: string; holdsFactors: true; pending: { id: string; pending: PendingLogin } };

export function registerMfaAccountRoutes(router: IRouter, deps: MfaRouteDeps): void {
  const { auth, mfa, audit } = deps;

  const caller = async (request: OsdRequest): Promise<Caller> => {
    const state = auth.get(request);
    if (state) return { username: state.username, holdsFactors: holdsFactors(state) };
    const pending = await requirePending(deps, request);
    // A login waiting for its code is no session: only one that must enrol reaches these routes.
    if (pending.pending.kind !== 'enrol') throw new HttpError(401, 'Authentication required');
    return { username: pending.pending.username, holdsFactors: true, pending };
  };

  const required = async (request: OsdRequest, who: Caller): Promise<boolean> =>
    who.pending ? true : mfa.requiredFor((await auth.account(request)).roles);

  router.get(
    { path: MFA_ACCOUNT_PATH, options: { authRequired: 'optional' }, response: { 200: MfaStatusSchema } },
    async (request): Promise<MfaStatus> => {
      const who = await caller(request);
      if (!who.holdsFactors) return { methods: [], recovery_codes_left: 0, required: await required(request, who) };
      return {
        methods: await mfa.methods(who.username),
        recovery_codes_left: await mfa.recovery.left(who.username),
        required: await required(request, who),
      };
    }
  );

  // Adding an authenticator app (and with it new recovery codes) needs a fresh factor check from
  // a session whose user has a factor already (a security key), a fresh password check from one
  // whose user has none; a login that must enrol has just proven its password.
  const factorChange = enrolmentRoute({ authRequired: 'optional' });

  router.post(
    { path: MFA_TOTP_PATH, options: factorChange, response: { 200: TotpEnrolmentSchema } },
    async (request) => {
      const who = await caller(request);
      // Only a password login asks for the factor: an SSO or token user's would never be asked.
      if (!who.pending && !auth.get(request)?.user) throw new HttpError(403, ONLY_INTERNAL_MESSAGE);
      const secret = await mfa.totp.begin(who.username);
      if (!secret) throw new HttpError(409, ALREADY_ENROLLED_MESSAGE);
      return { secret, otpauth_url: otpauthUrl(secret, who.username, TOTP_ISSUER) };
    }
  );

  router.post(
    {
      path: MFA_TOTP_CONFIRM_PATH,
      options: factorChange,
      validate: { body: MfaCodeBodySchema },
      response: { 200: RecoveryCodesSchema },
    },
    async (request, response) => {
      const who = await caller(request);
      if (!who.holdsFactors) throw new HttpError(403, ONLY_INTERNAL_MESSAGE);
      if (await mfa.totp.enrolled(who.username)) throw new HttpError(409, ALREADY_ENROLLED_MESSAGE);
      if (!(await mfa.totp.pending(who.username))) throw new HttpError(400, NOTHING_PENDING_MESSAGE);
      // Wrong codes here count with every other wrong code of the user at this address.
      const keys = LoginRateLimiter.factorKeys(who.username, request.ip);
      await auth.checkLockout(keys, response);
      if (!(await mfa.totp.confirm(who.username, request.body.code.replace(/\s/g, '')))) {
        await audit.mfaFailed(request, who.username, 'enrol');
        throw new HttpError(400, INVALID_CODE_MESSAGE);
      }
      await deps.limiter.succeeded(keys);
      const codes = await mfa.recovery.renew(who.username);
      await audit.mfaEnrolled(request, who.username, 'totp');
      if (who.pending) await finishPendingLogin(deps, request, response, who.pending);
      else await mfa.sessionChecked(auth.getSession(request));
      return { recovery_codes: codes };
    }
  );

  router.delete(
    { path: MFA_TOTP_PATH, validate: { body: MfaCodeBodySchema }, response: { 200: OkSchema } },
    async (request, response) => {
      const state = auth.require(request);
      const { username } = state;
      if (!holdsFactors(state) || !(await mfa.totp.enrolled(username))) throw new HttpError(404, NOT_ENROLLED_MESSAGE);
      const others = (await mfa.methods(username)).filter((method) => method !== 'totp');
      if (!others.length && mfa.requiredFor((await auth.account(request)).roles))
        throw new HttpError(403, REQUIRED_MESSAGE);
      await verifyWithLockout(deps, request, response, username, { code: request.body.code }, 'disable');
      await mfa.totp.reset(username);
      // Recovery codes stand in for a factor: with none left they would be one on their own.
      if (!others.length) await mfa.recovery.reset(username);
      await audit.mfaReset(request, username, 'self', ['totp']);
      return { status: 'OK', message: 'Two-step verification with an authenticator app is turned off.' };
    }
  );

  // A code, or a security key's answer to options from MFA_VERIFY_WEBAUTHN_OPTIONS_PATH; the
  // password from a user with no factor (before enrolling one).
  router.post(
    { path: MFA_VERIFY_PATH, validate: { body: MfaVerifyBodySchema }, response: { 200: OkSchema } },
    async (request, response) => {
      const state = auth.require(request);
      if (!state.session) throw new HttpError(400, SESSION_ONLY_MESSAGE);
      const { password, ...answer } = request.body;
      if (password !== undefined) await verifyPasswordStepUp(deps, request, response, password);
      else if (!holdsFactors(state) || !(await mfa.methods(state.username)).length)
        throw new HttpError(400, NO_FACTOR_MESSAGE);
      else await verifyWithLockout(deps, request, response, state.username, answerOf(answer), 'step_up');
      await mfa.state.checked(state.session, mfa.stepUpMs);
      return { status: 'OK', message: 'Verified.' };
    }
  );
}
