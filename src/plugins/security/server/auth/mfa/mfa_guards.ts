/**
 * What the second factor guards besides the login: security configuration writes (step-up) and the
 * requests of a login that must enrol first. The administrators' routes are in
 * routes/configuration/mfa_routes.ts.
 */
import type { OnPostAuthHandler, OnPreAuthHandler, OsdRequest, OsdResponse } from '../../../../../core/server';
import type { SessionContext } from '../../session/types';
import { holdsFactors, signsInWithFactors } from './factor_holder';
import { readCookieValues } from '../../session/session_cookie';
import { MFA_ACCOUNT_PATH } from '../../../common/mfa';
import type { MfaRouteDeps } from './mfa_login';
import { pendingCookieName, pendingIdOf } from './pending_cookie';
import { isEnrolment, needsStepUp } from './step_up';

export const STEP_UP_MESSAGE = 'Confirm with your second factor to make this security change.';
export const STEP_UP_PASSWORD_MESSAGE = 'Confirm with your password to set up a second factor.';
export const ENROLMENT_REQUIRED_MESSAGE = 'Set up two-step verification to continue.';

/** Answers the step-up refusal with its flag beside the usual error fields (core's errors nest details). */
function refuse(response: OsdResponse, status: number, message: string, flag: Record<string, unknown>): void {
  response.status(status);
  response.json(JSON.stringify({ statusCode: status, error: 'Forbidden', message, ...flag }));
}

/** Paths a login that must enrol may use: the login's own routes and the enrolment API. */
const ENROLMENT_PATHS = [/^\/auth\//i, new RegExp(`^${MFA_ACCOUNT_PATH}(/|$)`, 'i')];

/**
 * A password session whose roles came to require a factor after it started (a new mapping): it
 * has none to step up with, so its security writes wait until it sets one up (the enrolment API
 * stays open). Sign-in methods that never ask for a factor (SSO, tokens) are not held to it.
 */
async function owesFactor(deps: Pick<MfaRouteDeps, 'auth' | 'mfa'>, request: OsdRequest, session: SessionContext) {
  if (!signsInWithFactors(session.authType) || !deps.mfa.requiredRolesConfigured()) return false;
  if (ENROLMENT_PATHS.some((pattern) => pattern.test(request.path))) return false;
  return deps.mfa.requiredFor((await deps.auth.account(request)).roles);
}

/**
 * A browser session of a user with a factor makes a security write (step_up.ts: the configuration,
 * every write of the security API, a factor's enrolment or removal, any route tagged STEP_UP_TAG)
 * only within `mfa.step_up_seconds` of a factor check (the login's, or `POST
 * /api/v1/account/mfa/verify`); one whose roles require a factor it lacks sets one up first. An
 * internal user's session without a factor enrols its first one (ENROLMENT_TAG) only within that
 * window of a password check (the sign-in's, or the password again at verify): a stolen session
 * must not enrol a factor the real user lacks. API tokens carry no session and cannot create
 * tokens; Basic with a password alone is refused for these users before it gets here
 * (password_alone.ts), and sends the password with every request anyway.
 */
export function createStepUpGuard(deps: Pick<MfaRouteDeps, 'auth' | 'mfa'>): OnPostAuthHandler {
  return (request, response): Promise<void> | undefined => {
    if (!needsStepUp(request)) return undefined;
    const session = deps.auth.getSession(request);
    if (!session) return undefined;
    // A caller who holds no factor of their name has none to step up with (factor_holder.ts).
    const state = deps.auth.get(request);
    if (!state || !holdsFactors(state)) return undefined;
    return (async () => {
      if (!(await deps.mfa.methods(session.username)).length) {
        if (await owesFactor(deps, request, session)) {
          refuse(response, 403, ENROLMENT_REQUIRED_MESSAGE, { mfa_enrolment_required: true });
          return;
        }
        // Only an internal user has a password here to confirm with (and may enrol at all).
        if (!isEnrolment(request) || !deps.auth.get(request)?.user) return;
        if (await deps.mfa.state.checkedWithin(session, deps.mfa.stepUpMs)) return;
        refuse(response, 403, STEP_UP_PASSWORD_MESSAGE, { step_up_required: true, step_up_with: 'password' });
        return;
      }
      if (await deps.mfa.state.checkedWithin(session, deps.mfa.stepUpMs)) return;
      refuse(response, 403, STEP_UP_MESSAGE, { step_up_required: true });
    })();
  };
}

/**
 * A browser holding the cookie of a login that must enrol (and no session) gets 403 from every
 * other API route, saying so; pages send it to the login page as for anyone without a session.
 */
export function createEnrolmentGate(deps: Pick<MfaRouteDeps, 'auth' | 'mfa'>): OnPreAuthHandler {
  // Its name once: every request passes here.
  const pendingName = pendingCookieName(deps.auth.cookie);
  return (request, response): Promise<void> | undefined => {
    const header = request.headers.cookie;
    if (typeof header !== 'string' || !header.includes(pendingName)) return undefined;
    if (request.route.options.authRequired !== true || !request.path.startsWith('/api/')) return undefined;
    if (ENROLMENT_PATHS.some((pattern) => pattern.test(request.path))) return undefined;
    if (readCookieValues(header, deps.auth.cookie.name).some(Boolean)) return undefined;
    const id = pendingIdOf(request, deps.auth.cookie, deps.auth.sealer);
    if (!id) return undefined;
    return (async () => {
      const pending = await deps.mfa.state.pending(id);
      if (pending?.kind === 'enrol')
        refuse(response, 403, ENROLMENT_REQUIRED_MESSAGE, { mfa_enrolment_required: true });
    })();
  };
}
