/**
 * The step after a right password: a user with a factor gets a pending login (no session) and
 * finishes it with a code or a security key's assertion at `POST /auth/login/mfa`; a user whose
 * roles require a factor and who has none gets a pending enrolment, finished by confirming a new
 * TOTP secret (mfa_account_routes.ts).
 */
import { Type } from '@sinclair/typebox';
import { HttpError, type IRouter, type OsdRequest, type OsdResponse } from '../../../../../core/server';
import type { AuditTrail } from '../../audit/audit_trail';
import type { SecurityBackend } from '../../backend/types';
import { userWithoutRecord } from '../../backend/user_without_record';
import type { Authenticator } from '../authenticator';
import { LoginRateLimiter } from '../login_rate_limiter';
import { PASSWORD_SESSION_TYPE } from '../providers/basic/sessions';
import type { PasswordIdentity } from '../providers/types';
import type { LoginSubject } from '../session_starter';
import type { MfaAnswer, MfaService } from './mfa_service';
import { pendingIdOf, serializePendingCookie } from './pending_cookie';
import type { PendingLogin } from './types';
import { MFA_LOGIN_PATH } from '../../../common/mfa';
import { AuthenticationResponseSchema } from '../../../common/schemas/webauthn';

export const INVALID_CODE_MESSAGE = 'The verification code is not valid.';
export const NO_PENDING_LOGIN_MESSAGE = 'No login is waiting for a verification code: log in again.';

export interface MfaRouteDeps {
  auth: Authenticator;
  mfa: MfaService;
  audit: AuditTrail;
  limiter: LoginRateLimiter;
  backend(): SecurityBackend;
}

const CodeSchema = Type.String({ minLength: 1, maxLength: 64, description: 'A 6-digit TOTP code or a recovery code.' });
export const MfaCodeBodySchema = Type.Object({ code: CodeSchema }, { additionalProperties: false });

/**
 * A code or a security key's answer (`navigator.credentials.get()` as JSON), exactly one. One
 * object with both optional rather than an anyOf: a refusal then names the wrong field itself
 * (an anyOf's first error would be the other branch's "Unknown field").
 */
export const MfaAnswerBodySchema = Type.Object(
  {
    code: Type.Optional(CodeSchema),
    webauthn: Type.Optional(AuthenticationResponseSchema),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 }
);

/** The validated body as the answer it is. */
export function answerOf(body: { code?: string; webauthn?: unknown }): MfaAnswer {
  return body.code !== undefined ? { code: body.code } : { webauthn: body.webauthn };
}

/**
 * After a right password: undefined when the session may start now; else the pending login is
 * stored, its cookie set, and the answer the login form gets instead of the session.
 */
export async function mfaLoginStep(
  deps: MfaRouteDeps,
  request: OsdRequest,
  response: OsdResponse,
  identity: PasswordIdentity
) {
  const { auth, mfa } = deps;
  const { username, user, backendRoles = [], credentials } = identity;
  const methods = await mfa.methods(username);
  let kind: PendingLogin['kind'] | undefined = methods.length ? 'verify' : undefined;
  // The account is resolved only when some role requires a factor: most logins skip it.
  if (!kind && mfa.requiredRolesConfigured()) {
    if (mfa.requiredFor((await auth.loginAccount(request, loginSubject(identity))).roles)) kind = 'enrol';
  }
  if (!kind) return undefined;
  const id = auth.sealer.newId();
  await mfa.state.savePending(id, {
    kind,
    username,
    // A cluster user has no record here to read again at the end: their backend roles as the cluster gave them.
    ...(user && !credentials ? {} : { backendRoles: user ? user.backend_roles : backendRoles }),
    ...(credentials ? { credentials: auth.credentialSealer.seal(credentials) } : {}),
  });
  response.cookie(serializePendingCookie(auth.sealer.seal(id), auth.cookie));
  return kind === 'verify'
    ? { mfa_required: true as const, methods }
    : { mfa_required: true as const, mfa_enrolment_required: true as const, methods: mfa.loginEnrolmentMethods() };
}

function loginSubject(identity: PasswordIdentity): LoginSubject {
  const { username, user, backendRoles = [], credentials } = identity;
  return {
    username,
    authType: PASSWORD_SESSION_TYPE,
    ...(user ? { user } : { external: { backendRoles } }),
    ...(credentials ? { credentials } : {}),
  };
}

/** The request's pending login (401 when there is none, or it expired). */
export async function requirePending(
  deps: MfaRouteDeps,
  request: OsdRequest
): Promise<{ id: string; pending: PendingLogin }> {
  const id = pendingIdOf(request, deps.auth.cookie, deps.auth.sealer);
  const pending = id ? await deps.mfa.state.pending(id) : undefined;
  if (!id || !pending) throw new HttpError(401, NO_PENDING_LOGIN_MESSAGE);
  return { id, pending };
}

/** Ends the pending login and starts its session (marked as having passed a factor check just now). */
export async function finishPendingLogin(
  deps: MfaRouteDeps,
  request: OsdRequest,
  response: OsdResponse,
  { id, pending }: { id: string; pending: PendingLogin }
) {
  const { auth, mfa } = deps;
  // One code, one session: a second request with the same pending cookie finds nothing.
  if (!(await mfa.state.endPending(id))) throw new HttpError(401, NO_PENDING_LOGIN_MESSAGE);
  const credentials = pending.credentials ? auth.credentialSealer.unseal(pending.credentials) : undefined;
  let user;
  if (!pending.backendRoles) {
    user = (await deps.backend().getInternalUser(pending.username)) ?? undefined;
    if (!user) throw new HttpError(401, NO_PENDING_LOGIN_MESSAGE);
  } else if (credentials) {
    // A cluster user (a backend that acts as its callers): the session is theirs as a login
    // without a factor makes it, the cluster deciding each request with their credentials.
    user = userWithoutRecord(pending.backendRoles);
  }
  response.cookie(serializePendingCookie('', auth.cookie));
  const { session, account, tenant } = await auth.startLogin(request, response, {
    ...loginSubject({
      username: pending.username,
      ...(user ? { user } : { backendRoles: pending.backendRoles }),
      ...(credentials ? { credentials } : {}),
    }),
  });
  await mfa.state.checked(session, mfa.stepUpMs);
  await deps.audit.authenticated(request, pending.username, 'login');
  return {
    username: pending.username,
    tenants: account.tenants,
    roles: account.roles,
    backendroles: account.backend_roles,
    ...(tenant !== null ? { selectedTenant: tenant } : {}),
  };
}

/**
 * `POST /auth/login/mfa {code} | {webauthn}`: a TOTP or recovery code, or the assertion of one of
 * the user's security keys to the challenge this pending login was handed, finishes the pending
 * login; a wrong one counts as a failed login.
 */
export function registerMfaLoginRoutes(router: IRouter, deps: MfaRouteDeps): void {
  router.post(
    { path: MFA_LOGIN_PATH, options: { authRequired: false }, validate: { body: MfaAnswerBodySchema } },
    async (request, response) => {
      const pending = await requirePending(deps, request);
      if (pending.pending.kind !== 'verify') throw new HttpError(401, NO_PENDING_LOGIN_MESSAGE);
      const { username, states } = pending.pending;
      const answer = answerOf(request.body);
      // An assertion must answer this login's own challenge: one handed to another login, or
      // none asked for, is refused.
      const state = 'webauthn' in answer ? (states?.webauthn ?? NO_CHALLENGE_STATE) : undefined;
      await verifyWithLockout(deps, request, response, username, answer, 'login', state);
      return finishPendingLogin(deps, request, response, pending);
    }
  );
}

/** Stands for "no challenge was handed out": never equal to a real one, so the answer is refused. */
const NO_CHALLENGE_STATE = '-';

export const INVALID_KEY_MESSAGE = 'The security key could not confirm it is you. Try again.';

/**
 * An answer checked like a password: 429 while the user name is locked out for codes at this
 * address, a wrong code or assertion counted (and audited MFA_FAILED with why, then refused), a
 * right one clears the count. Codes have their own counter per user name and address
 * (LoginRateLimiter.factorKeys): a right password does not reset it, so logging in again brings
 * no new guesses.
 */
export async function verifyWithLockout(
  deps: MfaRouteDeps,
  request: OsdRequest,
  response: OsdResponse,
  username: string,
  answer: MfaAnswer,
  stage: 'login' | 'step_up' | 'disable',
  state?: string
): Promise<void> {
  const keys = LoginRateLimiter.factorKeys(username, request.ip);
  try {
    await deps.auth.checkLockout(keys, response);
  } catch (error) {
    await deps.audit.mfaFailed(request, username, stage);
    throw error;
  }
  const verdict = await deps.mfa.verifyAnswer(username, answer, state);
  if (!verdict.ok) {
    await deps.audit.mfaFailed(request, username, stage, verdict);
    // A signed-in user's wrong code is their input's error: a 401 would log the page out.
    throw new HttpError(
      stage === 'login' ? 401 : 400,
      verdict.method === 'webauthn' ? INVALID_KEY_MESSAGE : INVALID_CODE_MESSAGE
    );
  }
  await deps.limiter.succeeded(keys);
}
