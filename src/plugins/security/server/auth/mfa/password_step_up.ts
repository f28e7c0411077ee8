/**
 * The step-up of a user without a second factor (`POST /api/v1/account/mfa/verify {password}`):
 * the password again, checked as the account's password change checks the current one, before
 * the session may enrol a first factor (mfa_guards.ts).
 */
import { Type } from '@sinclair/typebox';
import { HttpError, type OsdRequest, type OsdResponse } from '../../../../../core/server';
import { LoginRateLimiter } from '../login_rate_limiter';
import { MfaAnswerBodySchema, type MfaRouteDeps } from './mfa_login';
import { holdsFactors } from './factor_holder';

export const INVALID_PASSWORD_MESSAGE = 'The password is not valid.';
export const FACTOR_NOT_PASSWORD_MESSAGE = 'Confirm with your second factor: a password does not replace it.';
export const ONLY_INTERNAL_PASSWORD_MESSAGE = 'Only internal users can confirm with their password.';

/** A code, a security key's answer, or (for a user without a factor) the password: exactly one. */
export const MfaVerifyBodySchema = Type.Object(
  {
    ...MfaAnswerBodySchema.properties,
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 }
);

/**
 * The signed-in user's password checked under the login's own counters (LoginRateLimiter.keys):
 * 429 while the name is locked out at this address, a wrong one stays counted (and is audited
 * MFA_FAILED), a right one takes its count back. Refused for a user with a factor: a password
 * alone never stands in for it.
 */
export async function verifyPasswordStepUp(
  deps: MfaRouteDeps,
  request: OsdRequest,
  response: OsdResponse,
  password: string
): Promise<void> {
  const state = deps.auth.require(request);
  if (holdsFactors(state) && (await deps.mfa.methods(state.username)).length)
    throw new HttpError(400, FACTOR_NOT_PASSWORD_MESSAGE);
  // Only an internal user's password is known here; a directory or SSO user cannot enrol anyway.
  if (!state.user) throw new HttpError(403, ONLY_INTERNAL_PASSWORD_MESSAGE);
  const keys = LoginRateLimiter.keys(state.username, request.ip);
  await deps.auth.checkLockout(keys, response);
  if (!(await deps.backend().authenticate(state.username, password))) {
    await deps.audit.mfaFailed(request, state.username, 'step_up', { method: 'password', reason: 'invalid_password' });
    // A signed-in user's wrong password is their input's error: a 401 would log the page out.
    throw new HttpError(400, INVALID_PASSWORD_MESSAGE);
  }
  await deps.limiter.succeeded(keys);
}
