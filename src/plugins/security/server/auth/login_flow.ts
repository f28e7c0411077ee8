import { HttpError, type OsdRequest, type OsdResponse } from '../../../../core/server';
import type { InternalUser } from '../../common/types';
import type { AuditTrail } from '../audit/audit_trail';
import type { SecurityBackend } from '../backend/types';
import { LoginRateLimiter, lockoutMessage, type LoginKeys } from './login_rate_limiter';
import { INVALID_CREDENTIALS_MESSAGE } from './types';

export interface LoginFlowDeps {
  limiter: LoginRateLimiter;
  backend(): SecurityBackend;
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated'>;
}

/** How the credentials came: the login form (POST /auth/login) or an `Authorization: Basic` header. */
export type LoginVia = 'login' | 'basic';

/**
 * Starts a password check: 429 with Retry-After (and the seconds in the body) while the keys are
 * locked out; otherwise the attempt is counted as a failure up front (see LoginRateLimiter), so
 * a right password must be followed by `limiter.succeeded(keys)`.
 */
export async function beginPasswordCheck(
  limiter: LoginRateLimiter,
  keys: LoginKeys,
  response: OsdResponse
): Promise<void> {
  const waitMs = await limiter.attempt(keys);
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  response.header('retry-after', String(seconds));
  throw new HttpError(429, lockoutMessage(seconds), { retry_after_seconds: seconds });
}

/**
 * The one sequence every password login goes through, whatever carried the credentials:
 * lock-out check with the attempt counted (while locked out the password is not even checked, so
 * the right one is refused too), credential check, failure audited (401), or success clearing
 * the user name's count and audited. Answers the user; throws the HttpError to send otherwise.
 */
export async function verifyLogin(
  deps: LoginFlowDeps,
  request: OsdRequest,
  response: OsdResponse,
  credentials: { username: string; password: string },
  via: LoginVia
): Promise<{ username: string; user: InternalUser }> {
  const keys = LoginRateLimiter.keys(credentials.username, request.ip);
  try {
    await beginPasswordCheck(deps.limiter, keys, response);
  } catch (error) {
    await deps.audit?.failedLogin(request, 'too_many_attempts', 'basicauth', credentials.username);
    throw error;
  }
  const found = await deps.backend().authenticate(credentials.username, credentials.password);
  if (!found) {
    // Already counted by beginPasswordCheck.
    await deps.audit?.failedLogin(request, 'invalid_credentials', 'basicauth', credentials.username);
    throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
  }
  await deps.limiter.succeeded(keys);
  const { username, ...user } = found;
  await deps.audit?.authenticated(request, username, via);
  return { username, user: user as InternalUser };
}
